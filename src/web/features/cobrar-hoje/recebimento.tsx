import { useCallback, useRef, useState } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { parcelasACobrar } from "../../../domain/loans/parcelas-em-aberto.ts";
import type { TipoPagamento } from "../../../domain/loans/types.ts";
import { decimalParaCentavos, formatarReais, type Centavos } from "../../../domain/money.ts";
import { falhaDeConexao, mensagemDoErro } from "@/lib/api.ts";
import { api, dados } from "@/lib/api-tipada.ts";
import { consultasLedger, invalidarDadosDoCredor, type Emprestimo, type RespostaPagamento } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import {
  calcularPrevia,
  chaveDaIntencao,
  DescricaoSucesso,
  desfechoDoErro,
  esquecerIntencao,
  estadoDoEmprestimo,
  filaDePagamentos,
  semConexaoAgora,
  useEnviarPagamento,
  versaoDoEmprestimo,
  type EnvioPagamento,
  type IntencaoPagamento,
  type PagamentoEnvioCorpo,
} from "@/features/emprestimos/api.ts";
import type { EmprestimoACobrar } from "./api.ts";

/*
 * Issue 43, point 3: one tap records what the lender was handed in cash. It is the payment sheet's
 * payment, not a second kind: the same body (metodo dinheiro), the same Idempotency-Key of the
 * intention (intencao-pagamento.ts, with the loan's version as the sheet computes it), the same
 * offline queue, and the same 409 'pagamento_repetido' question. The undo is the reversal the
 * loan card offers (POST /api/pagamentos/{id}/estorno), so the loan returns to what it was.
 *
 * What one tap pays (DOMAIN.md, src/domain/loans/payment.ts):
 * - parcelado: tipo 'parcela' of the k oldest open installments (k = 1, or every listed one);
 * - mensal: tipo 'juros_apenas', the cycle's interest with its late interest and penalty, which is
 *   exactly the list's amount and what a lender collecting on the day expects ("pagou os juros":
 *   the cycle renews). Anything else (principal, payoff) is 'Outro valor', the sheet.
 */

export const MOTIVO_DESFAZER = "Desfeito em 'Cobrar hoje' logo após o registro.";
export const MENSAGEM_VALORES_MUDARAM = "Os valores deste empréstimo mudaram desde que a lista foi carregada. Confira a lista atualizada.";
// The sheet's words (pagamento-dialog.tsx), here so this screen does not load the sheet's code to say them.
export const PERGUNTA_REPETICAO = "Já existe um pagamento igual registrado agora há pouco. Registrar outro?";
export const MENSAGEM_NA_FILA = "Sem conexão. O pagamento será enviado quando a conexão voltar.";
// Long enough to reach 'Desfazer' with a thumb after looking at the amount.
const DURACAO_DO_DESFAZER_MS = 10_000;

/** What a tap on a row pays: how many of its listed installments (1 or all of them). */
export interface Recebimento {
  linha: EmprestimoACobrar;
  quantidade: number;
}

export function tipoDoRecebimento(linha: Pick<EmprestimoACobrar, "modalidade">): TipoPagamento {
  return linha.modalidade === "parcelado" ? "parcela" : "juros_apenas";
}

/** The amount a tap pays: the sum of the first `quantidade` listed installments' totals. */
export function valorDoRecebimento({ linha, quantidade }: Recebimento): Centavos {
  return linha.parcelas.slice(0, quantidade).reduce((soma, p) => (soma + decimalParaCentavos(p.total)) as Centavos, 0 as Centavos);
}

/**
 * Whether the loan as the server has it now charges what the row says, for the same installment:
 * a payment made elsewhere meanwhile (another tab, the sheet) must not be paid again under the
 * old label. The domain computes both the list and the payment, so equal means the same payment.
 */
function confereComALinha(emprestimo: Emprestimo, r: Recebimento, hoje: string): boolean {
  const estado = estadoDoEmprestimo(emprestimo);
  if (!estado) return false;
  const primeira = estado.modalidade === "parcelado" ? parcelasACobrar(estado, hoje)[0]?.numero : estado.cicloAtual;
  if (primeira !== r.linha.parcelas[0]?.numero) return false;
  const previa = calcularPrevia(estado, tipoDoRecebimento(r.linha), "", hoje, r.quantidade > 1 ? { quantidadeParcelas: r.quantidade } : {});
  return previa.ok && previa.linhas.total === valorDoRecebimento(r);
}

/** The loan as it is now; offline, as it was last read (null when it never was). */
async function lerEmprestimo(queryClient: QueryClient, id: string): Promise<Emprestimo | null> {
  const consulta = consultasLedger.emprestimo(id);
  try {
    return await queryClient.fetchQuery({ ...consulta, staleTime: 0 });
  } catch (erro) {
    if (!falhaDeConexao(erro)) throw erro;
    return queryClient.getQueryData(consulta.queryKey) ?? null;
  }
}

/** The sheet's undo: the latest payment reversed, the loan back to what it was before it. */
async function desfazer(queryClient: QueryClient, resposta: RespostaPagamento, aoDesfazer: () => void): Promise<void> {
  try {
    await dados(api.POST("/api/pagamentos/{id}/estorno", { params: { path: { id: resposta.pagamento.id } }, body: { motivo: MOTIVO_DESFAZER } }));
  } catch (erro) {
    void invalidarDadosDoCredor(queryClient);
    toast({ variant: "destructive", title: "Não foi possível desfazer", description: mensagemDoErro(erro, "Não foi possível estornar o pagamento.") });
    return;
  }
  aoDesfazer();
  void invalidarDadosDoCredor(queryClient);
  toast({
    title: "Pagamento estornado",
    description: `O pagamento de ${formatarReais(decimalParaCentavos(resposta.pagamento.valorTotalPago))} foi desfeito e o empréstimo voltou ao que era antes dele.`,
  });
}

function BotaoDesfazer({ aoDesfazer }: { aoDesfazer: () => Promise<void> }) {
  const [desfazendo, setDesfazendo] = useState(false);
  return (
    <Button
      size="sm"
      variant="outline"
      className="mt-2"
      disabled={desfazendo}
      onClick={() => {
        setDesfazendo(true);
        void aoDesfazer().finally(() => setDesfazendo(false));
      }}
    >
      {desfazendo ? "Desfazendo..." : "Desfazer"}
    </Button>
  );
}

/**
 * The one-tap payments of the list. `enviando` names the loans with a tap on its way (their
 * buttons wait); `registrados` the rows already paid as shown, until the refreshed list shows them
 * otherwise, so a second tap on the same figures is not a second payment. `repeticao` is the
 * server's question about a payment equal to one recorded moments ago.
 */
export function useRecebimento() {
  const queryClient = useQueryClient();
  const registrar = useEnviarPagamento();
  const emAndamento = useRef(new Set<string>());
  const [enviando, setEnviando] = useState<ReadonlySet<string>>(new Set());
  const [registrados, setRegistrados] = useState<ReadonlyMap<string, string>>(new Map());
  const [repeticao, setRepeticao] = useState<{ envio: EnvioPagamento; assinatura: string } | null>(null);

  const marcar = useCallback((id: string, ligado: boolean) => {
    if (ligado) emAndamento.current.add(id);
    else emAndamento.current.delete(id);
    setEnviando(new Set(emAndamento.current));
  }, []);

  const lembrarRegistrado = useCallback((id: string, assinatura: string | null) => {
    setRegistrados((antes) => {
      const novo = new Map(antes);
      if (assinatura === null) novo.delete(id);
      else novo.set(id, assinatura);
      return novo;
    });
  }, []);

  const enviar = useCallback(
    async (envio: EnvioPagamento, assinatura: string) => {
      const id = envio.intencao.emprestimoId;
      // One intention, one request: a payment of this loan waiting for the connection is replaced
      // by this one (same key when it is the same intention); one already leaving is the payment.
      if (!filaDePagamentos.cancelar(id)) return;
      if (semConexaoAgora()) {
        filaDePagamentos.agendar(id, envio);
        toast({ title: MENSAGEM_NA_FILA });
        return;
      }
      marcar(id, true);
      try {
        const resposta = await registrar.mutateAsync({ corpo: envio.corpo, chave: envio.chave });
        esquecerIntencao(envio.intencao);
        lembrarRegistrado(id, assinatura);
        toast({
          title: "Pagamento registrado!",
          duration: DURACAO_DO_DESFAZER_MS,
          description: (
            <>
              <DescricaoSucesso resposta={resposta} />
              <BotaoDesfazer aoDesfazer={() => desfazer(queryClient, resposta, () => lembrarRegistrado(id, null))} />
            </>
          ),
        });
      } catch (erro) {
        const desfecho = desfechoDoErro(erro);
        if (desfecho === "sem_conexao") {
          filaDePagamentos.agendar(id, envio);
          toast({ title: MENSAGEM_NA_FILA });
        } else if (desfecho === "repetido") {
          setRepeticao({ envio, assinatura });
        } else {
          void invalidarDadosDoCredor(queryClient);
          toast({ variant: "destructive", title: "Erro ao processar pagamento", description: mensagemDoErro(erro, "Não foi possível registrar o pagamento.") });
        }
      } finally {
        marcar(id, false);
      }
    },
    [marcar, lembrarRegistrado, queryClient, registrar],
  );

  const receber = useCallback(
    async (r: Recebimento) => {
      const { linha, quantidade } = r;
      if (emAndamento.current.has(linha.id)) return;
      marcar(linha.id, true);
      const hoje = dataEmSaoPaulo(new Date());
      let emprestimo: Emprestimo | null;
      try {
        emprestimo = await lerEmprestimo(queryClient, linha.id);
      } catch (erro) {
        marcar(linha.id, false);
        toast({ variant: "destructive", title: "Erro ao processar pagamento", description: mensagemDoErro(erro, "Não foi possível ler o empréstimo.") });
        return;
      }
      if (emprestimo && !confereComALinha(emprestimo, r, hoje)) {
        marcar(linha.id, false);
        void invalidarDadosDoCredor(queryClient);
        toast({ variant: "destructive", title: "Pagamento não registrado", description: MENSAGEM_VALORES_MUDARAM });
        return;
      }
      const tipo = tipoDoRecebimento(linha);
      const k = quantidade > 1 ? { quantidadeParcelas: quantidade } : {};
      // The first installment on the row: the server refuses it once paid, so the next one can
      // be received a minute later without the 'Registrar outro?' question.
      const primeira = tipo === "parcela" ? linha.parcelas[0]?.numero : undefined;
      const corpo: PagamentoEnvioCorpo = {
        emprestimoId: linha.id,
        tipoPagamento: tipo,
        formaPagamento: "dinheiro",
        ...k,
        ...(primeira !== undefined ? { parcelaInicial: primeira } : {}),
      };
      const intencao: IntencaoPagamento = {
        emprestimoId: linha.id,
        tipoPagamento: tipo,
        ...k,
        // Offline and never read: the row's figures stand for the loan's state (any recorded payment changes them).
        versaoEmprestimo: emprestimo ? versaoDoEmprestimo(emprestimo) : `cobrar-hoje|${assinaturaDaLinha(linha)}`,
      };
      const total = formatarReais(valorDoRecebimento(r));
      marcar(linha.id, false);
      await enviar(
        {
          intencao,
          corpo,
          chave: chaveDaIntencao(intencao),
          formulario: {
            tipo,
            principal: "",
            observacao: "",
            dia: hoje,
            forma: "dinheiro",
            dispensar: false,
            motivoDispensa: "",
            quantidadeParcelas: quantidade,
          },
          resumo: { cliente: linha.clienteNome, total },
        },
        assinaturaDaLinha(linha),
      );
    },
    [enviar, marcar, queryClient],
  );

  const repetir = useCallback(() => {
    setRepeticao(null);
    if (repeticao) void enviar({ ...repeticao.envio, corpo: { ...repeticao.envio.corpo, confirmarRepeticao: true } }, repeticao.assinatura);
  }, [enviar, repeticao]);

  const desistir = useCallback(() => {
    // The lender keeps the payment already recorded; a later one of this kind is a new intention.
    if (repeticao) esquecerIntencao(repeticao.envio.intencao);
    setRepeticao(null);
  }, [repeticao]);

  return { receber, enviando, registrados, repeticao, repetir, desistir };
}

/** The row's figures: they change with any payment recorded on the loan. */
export function assinaturaDaLinha(linha: Pick<EmprestimoACobrar, "parcelas" | "total">): string {
  return `${linha.parcelas.map((p) => `${p.numero}:${p.total}`).join(",")}|${linha.total}`;
}
