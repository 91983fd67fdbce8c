import type { ReactNode } from "react";
import { CircleCheck, TriangleAlert, type LucideIcon } from "lucide-react";
import { itensDasPaginas, type PaginaDaLista } from "@/lib/api.ts";
import { CarregarMais, contagemDaLista, type PaginasCarregaveis } from "@/components/carregar-mais.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { FalhaAoCarregar, ListaCarregando } from "@/components/estados.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";

/*
 * The due lists of the dashboard and the calendar are cards over a list read a page at a time,
 * all in the same states: placeholders while the first page loads, the failure with its retry,
 * the empty message, the rows, and 'Carregar mais' at the end.
 */

/** What the body needs of a paged query (useInfiniteQuery's result). */
export interface ConsultaPaginada<T> extends PaginasCarregaveis {
  data: { pages: readonly PaginaDaLista<T>[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

interface PropsDaListaPaginada<T> {
  consulta: ConsultaPaginada<T>;
  /** The rows read so far (itensDasPaginas), which the card's header counts too. */
  itens: T[];
  /** The placeholder's height class (e.g. "h-24"). */
  alturaDoItem: string;
  falha: string;
  falhaAoCarregarMais: string;
  /** The empty message; `className` lets a list inside a larger card keep it small. */
  vazio: { icone: LucideIcon; titulo: string; className?: string };
  children: ReactNode;
}

/** A paged list in each state; `children` are the rows read so far, shown once there are some. */
export function EstadosDaListaPaginada<T>({ consulta, itens, alturaDoItem, falha, falhaAoCarregarMais, vazio, children }: PropsDaListaPaginada<T>) {
  let conteudo;
  if (consulta.isPending) {
    conteudo = <ListaCarregando quantos={2} itemClassName={`${alturaDoItem} w-full`} />;
  } else if (consulta.isError && !consulta.data) {
    conteudo = <FalhaAoCarregar mensagem={falha} aoTentar={() => void consulta.refetch()} />;
  } else if (itens.length === 0) {
    conteudo = <EmptyState icon={vazio.icone} title={vazio.titulo} className={vazio.className} />;
  } else {
    conteudo = children;
  }
  return (
    <>
      {conteudo}
      <CarregarMais paginas={consulta} mensagemDeFalha={falhaAoCarregarMais} />
    </>
  );
}

/** The same states as a card's body. */
export function CorpoDaListaPaginada<T>(props: PropsDaListaPaginada<T>) {
  return (
    <CardContent className="grid gap-3">
      <EstadosDaListaPaginada {...props} />
    </CardContent>
  );
}

const TONS_DA_CONTAGEM = {
  neutro: "ml-auto rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums",
  atraso: "ml-auto rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive tabular-nums",
};

/** The count beside a list's title: the rows read so far, with '+' while there are more; nothing when empty. */
export function ContagemDaLista({ quantos, haMais, tom }: { quantos: number; haMais: boolean; tom: keyof typeof TONS_DA_CONTAGEM }) {
  if (quantos === 0) return null;
  return <span className={TONS_DA_CONTAGEM[tom]}>{contagemDaLista(quantos, haMais)}</span>;
}

/**
 * The overdue lists, the dashboard's and the calendar's: one rule (the loans due before today and
 * not paid), the same warning header with its count, and the same states; each draws its rows.
 */
export function CardDeAtrasados<T>({
  testId,
  className,
  cabecalho,
  consulta,
  alturaDoItem,
  children,
}: {
  testId: string;
  className?: string;
  cabecalho: { titulo: string; descricao: string };
  consulta: ConsultaPaginada<T>;
  alturaDoItem: string;
  /** The rows, given those read so far. */
  children: (itens: T[]) => ReactNode;
}) {
  const itens = itensDasPaginas(consulta.data);
  return (
    <Card data-testid={testId} aria-busy={consulta.isPending || undefined} className={className}>
      <CardHeader className="gap-1">
        <div className="flex items-center gap-2">
          <TriangleAlert className="size-5 text-destructive" aria-hidden="true" />
          <CardTitle className="text-lg">{cabecalho.titulo}</CardTitle>
          <ContagemDaLista quantos={itens.length} haMais={consulta.hasNextPage} tom="atraso" />
        </div>
        <CardDescription>{cabecalho.descricao}</CardDescription>
      </CardHeader>
      <CorpoDaListaPaginada
        consulta={consulta}
        itens={itens}
        alturaDoItem={alturaDoItem}
        falha="Não foi possível carregar os empréstimos em atraso."
        falhaAoCarregarMais="Não foi possível carregar mais empréstimos em atraso. Tente de novo."
        vazio={{ icone: CircleCheck, titulo: "Nenhum empréstimo em atraso" }}
      >
        {children(itens)}
      </CorpoDaListaPaginada>
    </Card>
  );
}
