import { useId } from "react";
import { History } from "lucide-react";
import { Link } from "wouter";
import type { Esquemas } from "@/lib/api-tipada.ts";
import { ROTULOS_ENTIDADE, type EntidadeAuditoria } from "../../domain/auditoria.ts";
import { formatarDataHora } from "@/lib/format.ts";
import { EmptyState } from "@/components/empty-state.tsx";
import { BotaoOcupado, FalhaAoCarregar, ListaCarregando } from "@/components/estados.tsx";
import { useAtividade, type FiltroAtividade } from "@/lib/atividade-api.ts";
import { mudancasDaEntrada, rotuloDaAcao, rotuloDoAtor, textoDaMudanca } from "@/lib/formatar-atividade.ts";

/**
 * The activity trail, newest first, 50 at a time: the client page's 'Atividade' tab (one
 * client) and the /atividade page (everything, or one kind of record). `comLinkDoCliente`
 * links each entry to its client where the list is not already about one.
 */
export function ListaAtividade({ filtro, comLinkDoCliente = false }: { filtro: FiltroAtividade; comLinkDoCliente?: boolean }) {
  const atividade = useAtividade(filtro);
  if (atividade.isPending) return <ListaCarregando quantos={3} itemClassName="h-20 w-full" />;
  if (atividade.isError) return <FalhaAoCarregar mensagem="Não foi possível carregar a atividade." aoTentar={() => void atividade.refetch()} />;
  const itens = atividade.data.pages.flatMap((p) => p.itens);
  if (itens.length === 0) return <EmptyState icon={History} title="Nenhuma atividade registrada" />;
  return (
    <div className="grid gap-4">
      <ol data-testid="lista-atividade" className="divide-y rounded-lg border bg-card">
        {itens.map((entrada) => (
          <ItemAtividade key={entrada.id} entrada={entrada} comLinkDoCliente={comLinkDoCliente} />
        ))}
      </ol>
      {atividade.hasNextPage ? (
        <div className="flex justify-center">
          <BotaoOcupado
            variant="outline"
            className="w-full sm:w-auto"
            ocupado={atividade.isFetchingNextPage}
            emAndamento="Carregando..."
            onClick={() => void atividade.fetchNextPage()}
          >
            Carregar mais
          </BotaoOcupado>
        </div>
      ) : null}
      {/* A later page that failed keeps what was shown; the button above asks again. */}
      {atividade.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          Não foi possível carregar mais atividades.
        </p>
      ) : null}
    </div>
  );
}

function ItemAtividade({ entrada: e, comLinkDoCliente }: { entrada: Esquemas["EntradaAuditoria"]; comLinkDoCliente: boolean }) {
  const mudancas = mudancasDaEntrada(e.antes, e.depois);
  const idAcao = useId();
  return (
    <li data-testid="atividade" className="grid gap-1.5 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id={idAcao} data-testid="atividade-acao" className="font-medium">
          {rotuloDaAcao(e.acao)}
        </p>
        <time dateTime={e.momento} className="shrink-0 text-sm text-muted-foreground tabular-nums">
          {formatarDataHora(e.momento)}
        </time>
      </div>
      <p className="text-xs text-muted-foreground">
        <span data-testid="atividade-ator">{rotuloDoAtor(e.ator)}</span> · {ROTULOS_ENTIDADE[e.entidade as EntidadeAuditoria] ?? e.entidade}
        {comLinkDoCliente && e.clienteId && e.acao !== "cliente_excluido" ? (
          <>
            {" · "}
            {/* Many entries carry this link: the action names which one it is. */}
            <Link
              href={`/clientes/${encodeURIComponent(e.clienteId)}`}
              aria-describedby={idAcao}
              // 44 px tall on a phone (a thumb's target, issue 27); a line of text with a mouse.
              className="inline-flex min-h-11 min-w-11 items-center rounded-sm align-middle font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:min-h-0 sm:min-w-0"
            >
              Ver cliente
            </Link>
          </>
        ) : null}
      </p>
      {mudancas.length > 0 ? (
        <ul data-testid="atividade-mudancas" className="grid gap-0.5 text-sm wrap-anywhere">
          {mudancas.map((m) => (
            <li key={m.campo}>{textoDaMudanca(m)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
