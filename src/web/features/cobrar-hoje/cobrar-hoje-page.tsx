import { useDeferredValue, useId, useState } from "react";
import { Link } from "wouter";
import { useQueryClient } from "@tanstack/react-query";
import { Banknote, CircleCheck, Clock, HandCoins, Layers, LoaderCircle } from "lucide-react";
import { formatarData } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarReais, type Centavos } from "../../../domain/money.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { consultasLedger, type Emprestimo } from "@/lib/ledger-api.ts";
import { TituloDaAba } from "@/lib/titulo.tsx";
import { toast } from "@/lib/use-toast.ts";
import { cn } from "@/lib/cn.ts";
import { ConfirmacaoDialog } from "@/components/confirmacao-dialog.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { CampoBusca, FalhaAoCarregar, ListaCarregando } from "@/components/estados.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { PagamentoDialog, precarregarPagamentoDialog, usePagamentoNaFila } from "@/features/emprestimos/api.ts";
import { useCobrarHoje, type EmprestimoACobrar, type ParcelaACobrar } from "./api.ts";
import { assinaturaDaLinha, PERGUNTA_REPETICAO, useRecebimento, valorDoRecebimento, type Recebimento } from "./recebimento.tsx";

/** 'R$ 55,00' from the wire's decimal. */
const reais = (decimal: string) => formatarReais(decimalParaCentavos(decimal));

/** 'Em atraso · 3 dias' or 'Vence hoje'. */
export function situacaoDaParcela(p: Pick<ParcelaACobrar, "diasAtraso">): string {
  if (p.diasAtraso <= 0) return "Vence hoje";
  return `Em atraso · ${p.diasAtraso} ${p.diasAtraso === 1 ? "dia" : "dias"}`;
}

/** '1 empréstimo', '3 empréstimos'. */
function emprestimos(n: number): string {
  return n === 1 ? "1 empréstimo" : `${n} empréstimos`;
}

/** Case and accents ignored: 'joao' finds 'João'. */
function normalizar(texto: string): string {
  return texto
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .trim();
}

/**
 * Issue 43, point 3: the daily lender's round. Each running loan with an installment due today or
 * overdue, once, with each such installment and its charges on the day; one tap records the
 * oldest one in cash ('Recebido R$ 55,00'), another all of them ('Pagar 3 parcelas — R$ 171,40'),
 * each with 'Desfazer'; 'Outro valor' opens the payment sheet for anything else.
 */
export function CobrarHojePage() {
  const lista = useCobrarHoje();
  const [busca, setBusca] = useState("");
  const buscaAdiada = useDeferredValue(busca);
  const recebimento = useRecebimento();
  const queryClient = useQueryClient();
  // The sheet belongs to the page, not to a row: a payment can take the row off the list.
  const [pagando, setPagando] = useState<Emprestimo | null>(null);
  const [abrindo, setAbrindo] = useState<string | null>(null);

  const todos = lista.itens;
  const procurado = normalizar(buscaAdiada);
  const visiveis = procurado === "" ? todos : todos.filter((e) => normalizar(e.clienteNome).includes(procurado));
  const soma = todos.reduce((s, e) => (s + decimalParaCentavos(e.total)) as Centavos, 0 as Centavos);
  const completa = !lista.hasNextPage;

  const abrirFolha = async (linha: EmprestimoACobrar) => {
    if (abrindo) return;
    setAbrindo(linha.id);
    void precarregarPagamentoDialog().catch(() => undefined);
    try {
      // The server's current loan: the sheet previews from it.
      setPagando(await queryClient.fetchQuery({ ...consultasLedger.emprestimo(linha.id), staleTime: 0 }));
    } catch (erro) {
      toast({ variant: "destructive", title: "Não foi possível abrir o pagamento.", description: mensagemDoErro(erro) });
    } finally {
      setAbrindo(null);
    }
  };

  return (
    <div className="grid gap-5">
      <TituloDaAba pagina="Cobrar hoje" />
      <PageHeader title="Cobrar hoje" description="Parcelas que vencem hoje e as em atraso, com os juros de atraso e a multa de hoje." />

      {lista.isPending ? (
        <ListaCarregando quantos={3} itemClassName="h-40 w-full" />
      ) : lista.isError && todos.length === 0 ? (
        <FalhaAoCarregar mensagem="Não foi possível carregar o que cobrar hoje." aoTentar={() => void lista.refetch()} />
      ) : todos.length === 0 ? (
        <EmptyState icon={CircleCheck} title="Nada a cobrar hoje">
          Nenhuma parcela vence hoje e nenhuma está em atraso.
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="total-do-dia" data-testid="total-do-dia" className="grid gap-1 rounded-lg border bg-muted/40 p-4">
            <h2 id="total-do-dia" className="text-sm font-medium text-muted-foreground">
              Total do dia
            </h2>
            <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <span data-testid="total-do-dia-valor" className="text-2xl font-bold tabular-nums">
                {formatarReais(soma)}
              </span>
              <span data-testid="total-do-dia-quantos" className="text-sm text-muted-foreground">
                {emprestimos(todos.length)}
                {completa ? "" : " (carregando o restante...)"}
              </span>
            </p>
          </section>

          <CampoBusca rotulo="Buscar cliente" placeholder="Buscar por nome do cliente..." valor={busca} aoMudar={setBusca} className="max-w-md" />
          {procurado !== "" ? (
            <p role="status" className="text-sm text-muted-foreground">
              {visiveis.length === 0 ? "Nenhum cliente com esse nome na lista de hoje." : `${emprestimos(visiveis.length)} de ${todos.length}`}
            </p>
          ) : null}

          <ul aria-label="Empréstimos a cobrar hoje" className="grid gap-3">
            {visiveis.map((linha) => (
              <ItemACobrar
                key={linha.id}
                linha={linha}
                enviando={recebimento.enviando.has(linha.id)}
                registrado={recebimento.registrados.get(linha.id) === assinaturaDaLinha(linha)}
                abrindo={abrindo === linha.id}
                aoReceber={(r) => void recebimento.receber(r)}
                aoOutroValor={() => void abrirFolha(linha)}
              />
            ))}
          </ul>
        </>
      )}

      {pagando ? <PagamentoDialog emprestimo={pagando} aberto aoMudarAberto={(aberto) => !aberto && setPagando(null)} /> : null}
      <ConfirmacaoDialog
        aberto={recebimento.repeticao !== null}
        aoMudarAberto={(aberto) => !aberto && recebimento.desistir()}
        titulo="Pagamento repetido?"
        descricao={PERGUNTA_REPETICAO}
        confirmar="Registrar outro"
        emAndamento="Registrando..."
        aoConfirmar={async () => recebimento.repetir()}
        testId="pergunta-repeticao"
      />
    </div>
  );
}

function ItemACobrar({
  linha,
  enviando,
  registrado,
  abrindo,
  aoReceber,
  aoOutroValor,
}: {
  linha: EmprestimoACobrar;
  enviando: boolean;
  registrado: boolean;
  abrindo: boolean;
  aoReceber: (r: Recebimento) => void;
  aoOutroValor: () => void;
}) {
  const idNome = useId();
  const naFila = usePagamentoNaFila(linha.id);
  const parcelado = linha.modalidade === "parcelado";
  const primeira = linha.parcelas[0];
  const varias = parcelado && linha.parcelas.length > 1;
  const todas: Recebimento = { linha, quantidade: linha.parcelas.length };
  return (
    <li aria-labelledby={idNome} data-testid="cobrar-item" data-emprestimo-id={linha.id}>
      <Card className="gap-3 py-4">
        <CardContent className="grid gap-3 px-4">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0">
              <Link
                id={idNome}
                href={`/clientes/${encodeURIComponent(linha.clienteId)}`}
                data-testid="cobrar-item-cliente"
                className="flex min-h-11 items-center rounded-sm font-medium break-words outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {linha.clienteNome}
              </Link>
              <span className="text-xs text-muted-foreground">{parcelado ? "Parcelado" : "Mensal (juros do ciclo)"}</span>
            </div>
            <span data-testid="cobrar-item-total" className="mt-2.5 shrink-0 font-semibold tabular-nums">
              {reais(linha.total)}
            </span>
          </div>

          <ul aria-label={`Parcelas de ${linha.clienteNome}`} className="grid gap-1.5">
            {linha.parcelas.map((p) => (
              <LinhaDaParcela key={p.numero} parcela={p} parcelado={parcelado} />
            ))}
          </ul>

          {naFila ? (
            <p data-testid="cobrar-item-situacao" className="flex min-h-11 items-center gap-2 text-sm text-amber-900">
              <Clock className="size-4" aria-hidden="true" />
              Na fila: aguardando conexão
            </p>
          ) : registrado ? (
            <p data-testid="cobrar-item-situacao" className="flex min-h-11 items-center gap-2 text-sm text-success">
              <CircleCheck className="size-4" aria-hidden="true" />
              Pagamento registrado
            </p>
          ) : primeira ? (
            <div className="grid gap-2 sm:flex sm:flex-wrap">
              <Button className="h-11 sm:h-10" disabled={enviando} aria-busy={enviando || undefined} onClick={() => aoReceber({ linha, quantidade: 1 })}>
                {enviando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Banknote aria-hidden="true" />}
                Recebido {reais(primeira.total)}
              </Button>
              {varias ? (
                <Button variant="secondary" className="h-11 sm:h-10" disabled={enviando} onClick={() => aoReceber(todas)}>
                  <Layers aria-hidden="true" />
                  Pagar {linha.parcelas.length} parcelas — {formatarReais(valorDoRecebimento(todas))}
                </Button>
              ) : null}
              <Button
                variant="outline"
                className="h-11 sm:h-10"
                disabled={enviando || abrindo}
                aria-busy={abrindo || undefined}
                aria-label={`Outro valor para ${linha.clienteNome}`}
                onClick={aoOutroValor}
              >
                {abrindo ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <HandCoins aria-hidden="true" />}
                Outro valor
              </Button>
            </div>
          ) : null}
        </CardContent>
      </Card>
    </li>
  );
}

function LinhaDaParcela({ parcela: p, parcelado }: { parcela: ParcelaACobrar; parcelado: boolean }) {
  const encargos = decimalParaCentavos(p.jurosAtraso) + decimalParaCentavos(p.multa) > 0;
  return (
    <li data-testid="cobrar-parcela" className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-md border px-3 py-2 text-sm">
      <span className="font-medium">
        {parcelado ? `Parcela ${p.numero}` : `Ciclo ${p.numero}`} · {formatarData(p.vencimento)}
      </span>
      <span data-testid="cobrar-parcela-total" className="font-semibold tabular-nums">
        {reais(p.total)}
      </span>
      <span data-testid="cobrar-parcela-situacao" className={cn("text-xs", p.diasAtraso > 0 ? "text-destructive" : "text-primary")}>
        {situacaoDaParcela(p)}
      </span>
      {encargos ? (
        <span className="text-right text-xs text-muted-foreground">
          {reais(p.valor)}
          {decimalParaCentavos(p.jurosAtraso) > 0 ? ` + juros ${reais(p.jurosAtraso)}` : ""}
          {decimalParaCentavos(p.multa) > 0 ? ` + multa ${reais(p.multa)}` : ""}
        </span>
      ) : null}
    </li>
  );
}
