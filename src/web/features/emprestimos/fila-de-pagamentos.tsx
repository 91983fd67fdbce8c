import { codigoDoErro, mensagemDoErro } from "@/lib/api.ts";
import { api, dados } from "@/lib/api-tipada.ts";
import { CHAVES_DO_ARMAZEM, gravarNoArmazem, lerDoArmazem } from "@/lib/armazem-local.ts";
import { EVENTO_SESSAO_ENCERRADA } from "@/lib/dados-locais.ts";
import { invalidarDadosDoCredor, type RespostaPagamento } from "@/lib/ledger-api.ts";
import { queryClient } from "@/lib/query-client.ts";
import { toast } from "@/lib/use-toast.ts";
import { DescricaoSucesso } from "./descricao-do-pagamento.tsx";
import { CODIGO_PAGAMENTO_REPETIDO, desfechoDoErro, PRAZO_ENVIO_MS, type EnvioPagamento } from "./envio-pagamento.ts";
import { criarFilaSemConexao, type EntradaDaFila, type ResultadoDoEnvio } from "./fila-sem-conexao.ts";
import { esquecerIntencao } from "./intencao-pagamento.ts";

/*
 * The app's one queue of payments waiting for the connection (issue 27): kept in IndexedDB,
 * sent with the Idempotency-Key chosen when the lender confirmed it — when `online` fires and
 * when the signed-in frame opens online (a payment left by a closed app) — so the server
 * records it once whatever happened to earlier attempts.
 */

export type PagamentoNaFila = EntradaDaFila<EnvioPagamento>;

/** How a send from the queue ended, for a payment dialog of that loan that is open. */
export type DesfechoDaFila = { tipo: "registrado"; resposta: RespostaPagamento } | { tipo: "repetido" } | { tipo: "erro"; erro: unknown };

/** Returns true when it shows the outcome itself (the question about a repeated payment). */
type OuvinteDoDesfecho = (entrada: PagamentoNaFila, desfecho: DesfechoDaFila) => boolean;
const ouvintesDoDesfecho = new Set<OuvinteDoDesfecho>();

/** An open dialog follows what becomes of its loan's waiting payment. */
export function aoConcluirEnvioDaFila(ouvinte: OuvinteDoDesfecho): () => void {
  ouvintesDoDesfecho.add(ouvinte);
  return () => {
    ouvintesDoDesfecho.delete(ouvinte);
  };
}

function contar(entrada: PagamentoNaFila, desfecho: DesfechoDaFila): boolean {
  let tratado = false;
  for (const ouvinte of ouvintesDoDesfecho) tratado = ouvinte(entrada, desfecho) || tratado;
  return tratado;
}

async function enviar(entrada: PagamentoNaFila): Promise<ResultadoDoEnvio> {
  const { corpo, chave, intencao } = entrada.dados;
  try {
    const resposta = await dados(
      api.POST("/api/pagamentos", { body: corpo, params: { header: { "idempotency-key": chave } }, signal: AbortSignal.timeout(PRAZO_ENVIO_MS) }),
    );
    esquecerIntencao(intencao);
    void invalidarDadosDoCredor(queryClient);
    contar(entrada, { tipo: "registrado", resposta });
    toast({ title: "Pagamento registrado!", description: <DescricaoSucesso resposta={resposta} /> });
    return "enviado";
  } catch (erro) {
    const desfecho = desfechoDoErro(erro);
    if (desfecho === "sem_conexao") return "sem_conexao";
    // Refused (the loan changed, was paid off, or the same payment was just recorded under another
    // key): it leaves the queue, and the lender is told which one.
    const tratado = contar(entrada, desfecho === "repetido" ? { tipo: "repetido" } : { tipo: "erro", erro });
    if (!tratado) {
      toast({
        variant: "destructive",
        title: `Pagamento de ${entrada.dados.resumo.cliente} não registrado`,
        description:
          codigoDoErro(erro) === CODIGO_PAGAMENTO_REPETIDO
            ? "Já existe um pagamento igual registrado agora há pouco."
            : mensagemDoErro(erro, "Não foi possível registrar o pagamento."),
      });
    }
    return "recusado";
  }
}

export const filaDePagamentos = criarFilaSemConexao<EnvioPagamento>({
  alvo: typeof window === "undefined" ? new EventTarget() : window,
  guarda: {
    ler: () => lerDoArmazem<PagamentoNaFila[]>(CHAVES_DO_ARMAZEM.fila),
    gravar: (entradas, dono) => (dono === null ? Promise.resolve() : gravarNoArmazem(CHAVES_DO_ARMAZEM.fila, entradas.length > 0 ? entradas : undefined, dono)),
  },
  enviar,
  online: () => typeof navigator === "undefined" || navigator.onLine !== false,
  eventoDeLimpeza: EVENTO_SESSAO_ENCERRADA,
});

/** '1 pagamento aguardando conexão', '2 pagamentos aguardando conexão'. */
export function textoDaFila(quantidade: number): string {
  return quantidade === 1 ? "1 pagamento aguardando conexão" : `${quantidade} pagamentos aguardando conexão`;
}
