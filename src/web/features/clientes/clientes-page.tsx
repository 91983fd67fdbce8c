import { TituloDaAba } from "@/lib/titulo.tsx";
import { BarraDeBusca, type TextosDaBusca } from "@/components/barra-de-busca.tsx";
import { SeletorOrdem } from "@/components/seletor-ordem.tsx";
import { memo, useState, type Ref } from "react";
import { Link } from "wouter";
import { ChevronRight, Eye, RefreshCw, Search, TriangleAlert, UserPlus, Users } from "lucide-react";
import { formatarCpf } from "../../../domain/cpf.ts";
import { formatarTelefone } from "../../../domain/phone.ts";
import { itensDasPaginas } from "@/lib/api.ts";
import { FILTROS_INICIAIS_CLIENTES, ORDENS_CLIENTES, type ClienteDaLista as Cliente, type OrdemClientes } from "@/lib/ledger-api.ts";
import { reaisDoDecimal as reais } from "@/lib/format.ts";
import { useIsMobile } from "@/lib/use-is-mobile.ts";
import { useValorAdiado } from "@/lib/use-valor-adiado.ts";
import { cn } from "@/lib/cn.ts";
import { AvatarInicial } from "@/components/avatar-inicial.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { FimDaLista, useListaVirtual, usePaginasDaLista, type PaginasDaLista } from "@/components/lista-virtual.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { useClientes } from "./api.ts";
import { SeloAtraso } from "./selo-atraso.tsx";
import { BotaoExportar } from "@/components/botoes-arquivo.tsx";
import { O_QUE_CADA_SALDO_SOMA } from "@/lib/nomes-dos-saldos.ts";

const ROTULO_ORDEM: Record<OrdemClientes, string> = {
  nome: "Nome (A–Z)",
  valor: "Total a receber (maior)",
};

const BUSCA: TextosDaBusca = { rotulo: "Buscar clientes", placeholder: "Buscar por nome, CPF ou telefone...", mensagemOcupado: "Buscando clientes..." };

/** The first page (50) is drawn whole; past it, only the rows near the screen. */
const DESENHAR_TODOS_ATE = 60;

export function ClientesPage() {
  const [busca, setBusca] = useState(FILTROS_INICIAIS_CLIENTES.busca);
  const [ordem, setOrdem] = useState<OrdemClientes>(FILTROS_INICIAIS_CLIENTES.ordem);
  const [atrasados, setAtrasados] = useState(FILTROS_INICIAIS_CLIENTES.atrasados);
  // SPEC 2: the search filters the list at once; the server is asked once the typing pauses (issue 12).
  const buscaAdiada = useValorAdiado(busca);
  const clientes = useClientes({ busca: buscaAdiada, ordem, atrasados });
  const linhas = itensDasPaginas(clientes.data);
  const buscando = buscaAdiada.trim() !== "" || atrasados;
  // The rows on screen belong to the previous search while the new one loads (or has not been sent yet).
  const ocupado = busca !== buscaAdiada || (clientes.isPlaceholderData && clientes.isFetching);
  const paginas = usePaginasDaLista(clientes);

  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Clientes" />
      <PageHeader
        title="Clientes"
        description="Cadastre seus clientes e acompanhe quanto cada um deve."
        actions={
          <>
            <Button
              variant="outline"
              size="icon"
              aria-label="Atualizar lista"
              title="Atualizar lista"
              disabled={clientes.isFetching}
              onClick={() => void clientes.refetch()}
            >
              <RefreshCw className={cn(clientes.isFetching && "animate-spin")} aria-hidden="true" />
            </Button>
            <BotaoExportar tipo="clientes" />
            <Button asChild>
              <Link href="/clientes/novo">
                <UserPlus aria-hidden="true" />
                Novo Cliente
              </Link>
            </Button>
          </>
        }
      />
      <Card className="gap-4 py-4 sm:py-5">
        <CardContent className="grid gap-3 px-4 sm:px-5">
          <BarraDeBusca textos={BUSCA} larguraClassName="min-w-0" busca={busca} aoBuscar={setBusca} ocupado={ocupado}>
            <SeletorOrdem ordem={ordem} ordens={ORDENS_CLIENTES} rotulos={ROTULO_ORDEM} testId="ordenar-clientes" aoMudar={setOrdem} />
            <Button
              variant="outline"
              aria-pressed={atrasados}
              onClick={() => setAtrasados((a) => !a)}
              className={cn(
                "h-11 sm:h-9",
                atrasados && "border-primary bg-primary text-primary-foreground hover:bg-primary-hover hover:text-primary-foreground",
              )}
            >
              <TriangleAlert aria-hidden="true" />
              Só em atraso
            </Button>
          </BarraDeBusca>
        </CardContent>
        <CardContent className="px-0 sm:px-1" aria-busy={ocupado}>
          <ConteudoLista
            carregando={clientes.isPending || (clientes.isPlaceholderData && linhas.length === 0)}
            erro={clientes.isError && !clientes.data}
            buscando={buscando}
            clientes={linhas}
            paginas={paginas}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function ConteudoLista({
  carregando,
  erro,
  buscando,
  clientes,
  paginas,
}: {
  carregando: boolean;
  erro: boolean;
  buscando: boolean;
  clientes: Cliente[];
  paginas: PaginasDaLista;
}) {
  const isMobile = useIsMobile();
  if (carregando) {
    return (
      <div className="grid gap-3 px-4 sm:px-5" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (erro) {
    return (
      <p className="px-4 py-6 text-center text-sm text-destructive sm:px-5">
        Não foi possível carregar os clientes. Use o botão de atualizar para tentar de novo.
      </p>
    );
  }
  if (clientes.length === 0 && !buscando) {
    return (
      <div className="px-4 sm:px-5">
        <EmptyState icon={Users} title="Nenhum cliente cadastrado">
          <Button asChild className="mt-2">
            <Link href="/clientes/novo">
              <UserPlus aria-hidden="true" />
              Cadastrar Primeiro Cliente
            </Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (clientes.length === 0) {
    return (
      <div className="px-4 sm:px-5">
        <EmptyState icon={Search} title="Nenhum cliente encontrado" />
      </div>
    );
  }
  return (
    <>
      {isMobile ? <ListaCartoes clientes={clientes} paginas={paginas} /> : <TabelaClientes clientes={clientes} buscando={buscando} paginas={paginas} />}
      {/* The two sums side by side on this screen, each said for what it adds up (issue 42). */}
      <p data-testid="legenda-saldos" className="px-4 pt-3 text-xs text-muted-foreground sm:px-5">
        Total a Receber: {O_QUE_CADA_SALDO_SOMA.totalAReceber}. Para quitar hoje: {O_QUE_CADA_SALDO_SOMA.paraQuitarHoje}.
      </p>
      <FimDaLista {...paginas} rotulo="clientes" className="px-4 pt-3 sm:px-5" />
    </>
  );
}

/**
 * Only the rows near the screen are in the table (issue 12); aria-rowcount and aria-rowindex
 * tell screen readers where each one sits (-1: more rows exist than have been read).
 */
function TabelaClientes({ clientes, buscando, paginas }: { clientes: Cliente[]; buscando: boolean; paginas: PaginasDaLista }) {
  const { lista, itens, espacoAcima, espacoAbaixo, medir } = useListaVirtual<HTMLTableSectionElement>({
    quantidade: clientes.length,
    alturaEstimada: 61,
    // With 6 rows beyond the edges, a flick with the CPU slowed 4x showed empty stretches (measure:clientes).
    alemDepoisDeRolar: 12,
    desenharTodasAte: DESENHAR_TODOS_ATE,
    ...paginas,
  });
  return (
    <Table
      data-testid="tabela-clientes"
      aria-label={buscando ? "Clientes encontrados" : "Clientes"}
      aria-rowcount={paginas.temMais ? -1 : clientes.length + 1}
      className="min-w-[52rem] table-fixed"
    >
      <TableHeader>
        <TableRow className="hover:bg-transparent" aria-rowindex={1}>
          <TableHead className="pl-5">Nome</TableHead>
          <TableHead className="w-40">CPF</TableHead>
          <TableHead className="w-40">Telefone</TableHead>
          <TableHead className="w-40 text-right">Total Emprestado</TableHead>
          <TableHead className="w-40 text-right">Total a Receber</TableHead>
          <TableHead className="w-20 pr-5 text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody ref={lista}>
        {espacoAcima > 0 ? <tr aria-hidden="true" style={{ height: espacoAcima }} /> : null}
        {itens.map((v) => {
          const c = clientes[v.index];
          if (!c) return null;
          return <LinhaTabela key={c.id} cliente={c} indice={v.index} medir={medir} />;
        })}
        {espacoAbaixo > 0 ? <tr aria-hidden="true" style={{ height: espacoAbaixo }} /> : null}
      </TableBody>
    </Table>
  );
}

/** A row re-renders only when its client changes, not on every scroll step (issue 12). */
const LinhaTabela = memo(function LinhaTabela({ cliente: c, indice, medir }: { cliente: Cliente; indice: number; medir: Ref<HTMLTableRowElement> }) {
  return (
    <TableRow ref={medir} data-index={indice} aria-rowindex={indice + 2} data-testid="linha-cliente">
      <TableCell className="pl-5">
        <span className="flex min-w-0 items-center gap-3">
          <AvatarInicial nome={c.nome} />
          <span className="grid min-w-0 gap-1">
            <span className="truncate font-medium">{c.nome}</span>
            <SeloAtraso cliente={c} />
          </span>
        </span>
      </TableCell>
      <TableCell className="tabular-nums">{formatarCpf(c.cpf)}</TableCell>
      <TableCell className="tabular-nums">{formatarTelefone(c.telefone)}</TableCell>
      <TableCell className="text-right tabular-nums">{reais(c.totalEmprestadoHistorico)}</TableCell>
      <TableCell className="text-right font-medium tabular-nums">{reais(c.totalReceberAtual)}</TableCell>
      <TableCell className="pr-5 text-right">
        <Button asChild variant="ghost" size="icon" title="Ver cliente">
          <Link href={`/clientes/${encodeURIComponent(c.id)}`} aria-label={`Ver cliente ${c.nome}`}>
            <Eye aria-hidden="true" />
          </Link>
        </Button>
      </TableCell>
    </TableRow>
  );
});

/** Below 768 px each client is a tappable card: six columns do not fit a phone. */
function ListaCartoes({ clientes, paginas }: { clientes: Cliente[]; paginas: PaginasDaLista }) {
  const { lista, itens, espacoAcima, espacoAbaixo, medir } = useListaVirtual<HTMLUListElement>({
    quantidade: clientes.length,
    alturaEstimada: 93,
    desenharTodasAte: DESENHAR_TODOS_ATE,
    ...paginas,
  });
  const total = paginas.temMais ? -1 : clientes.length;
  return (
    <ul ref={lista} data-testid="lista-clientes" className="divide-y border-t" style={{ paddingTop: espacoAcima, paddingBottom: espacoAbaixo }}>
      {itens.map((v) => {
        const c = clientes[v.index];
        if (!c) return null;
        return <CartaoCliente key={c.id} cliente={c} indice={v.index} total={total} medir={medir} />;
      })}
    </ul>
  );
}

const CartaoCliente = memo(function CartaoCliente({
  cliente: c,
  indice,
  total,
  medir,
}: {
  cliente: Cliente;
  indice: number;
  total: number;
  medir: Ref<HTMLLIElement>;
}) {
  return (
    <li ref={medir} data-index={indice} aria-setsize={total} aria-posinset={indice + 1} data-testid="linha-cliente">
      <Link
        href={`/clientes/${encodeURIComponent(c.id)}`}
        // Named by what it shows (WCAG 2.5.3: the visible words are part of the name).
        className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:bg-muted/50"
      >
        <AvatarInicial nome={c.nome} />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate font-medium">
            <span className="sr-only">Ver cliente </span>
            {c.nome}
          </span>
          <SeloAtraso cliente={c} />
          <span className="truncate text-xs text-muted-foreground tabular-nums">
            {formatarCpf(c.cpf)} · {formatarTelefone(c.telefone)}
          </span>
          <span className="flex flex-wrap gap-x-3 text-xs tabular-nums">
            <span>
              <span className="text-muted-foreground">Total Emprestado:</span> {reais(c.totalEmprestadoHistorico)}
            </span>
            <span>
              <span className="text-muted-foreground">Total a Receber:</span> <span className="font-medium">{reais(c.totalReceberAtual)}</span>{" "}
              <span className="text-muted-foreground">({O_QUE_CADA_SALDO_SOMA.totalAReceber})</span>
            </span>
          </span>
        </span>
        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
    </li>
  );
});
