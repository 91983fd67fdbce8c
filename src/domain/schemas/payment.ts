// POST /api/pagamentos: emprestimoId, tipoPagamento, optional valorPrincipal (SPEC section 7).
// Whether the principal fits the balance needs the loan, so aplicarPagamento checks that.
import { z } from "zod";
import { FORMAS_PAGAMENTO, TIPOS_PAGAMENTO } from "../loans/types.ts";
import { campoDataOpcional, campoDinheiroOpcional, campoUuid } from "./fields.ts";

export const MENSAGENS_PAGAMENTO = {
  emprestimoObrigatorio: "Empréstimo obrigatório",
  emprestimoInvalido: "Empréstimo inválido",
  tipoPagamento: "Tipo de pagamento inválido",
  /** SPEC section 8: the partial-payment toast 'Valor inválido' carries this text. */
  valorParcial: "Digite um valor válido para pagamento parcial.",
  observacao: "Observação deve ter no máximo 500 caracteres",
  dataInvalida: "Data do pagamento inválida",
  /** DOMAIN.md "Payments as they happened": the date bounds, checked with the clock and the loan. */
  dataNoFuturo: "A data do pagamento não pode ser depois de hoje.",
  dataAntesDoEmprestimo: "A data do pagamento não pode ser antes da data do empréstimo.",
  dataAntesDoUltimo: "A data do pagamento não pode ser antes do último pagamento deste empréstimo.",
  formaPagamento: "Forma de pagamento inválida: use pix, dinheiro, transferencia ou outro.",
  motivoDispensa: "Informe o motivo da dispensa dos juros de atraso (de 3 a 500 caracteres).",
  quantidadeParcelas: "Quantidade de parcelas inválida: use um número inteiro de 1 a 400.",
  parcelaInicial: "Parcela inválida: use o número da primeira parcela paga, de 1 a 400, num pagamento de parcela.",
} as const;

/** An installment count or number, 1 to 400, with one message for every way it can be wrong. */
const numeroDeParcelaOpcional = (mensagem: string) => z.number({ error: mensagem }).int(mensagem).min(1, mensagem).max(400, mensagem).optional();

export const pagamentoSchema = z
  .object({
    emprestimoId: campoUuid(MENSAGENS_PAGAMENTO.emprestimoObrigatorio, MENSAGENS_PAGAMENTO.emprestimoInvalido),
    tipoPagamento: z.enum(TIPOS_PAGAMENTO, { error: MENSAGENS_PAGAMENTO.tipoPagamento }),
    valorPrincipal: campoDinheiroOpcional({ invalido: MENSAGENS_PAGAMENTO.valorParcial }),
    observacao: z
      .string()
      .trim()
      .max(500, MENSAGENS_PAGAMENTO.observacao)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    // Issue 30, point 3: the borrower's notice this payment confirms (its date is the default).
    pagamentoInformadoId: z.uuid({ error: "Pagamento informado inválido" }).optional(),
    // Issue 31, point 2: how the money came; absent: pix.
    formaPagamento: z.enum(FORMAS_PAGAMENTO, { error: MENSAGENS_PAGAMENTO.formaPagamento }).default("pix"),
    // Issue 31, point 3: the lender forgives the late interest, saying why.
    dispensarJurosAtraso: z.boolean({ error: "dispensarJurosAtraso deve ser verdadeiro ou falso" }).optional(),
    motivoDispensa: z
      .string({ error: MENSAGENS_PAGAMENTO.motivoDispensa })
      .trim()
      .max(500, MENSAGENS_PAGAMENTO.motivoDispensa)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    // The day the borrower paid (yyyy-MM-dd); absent: today in São Paulo.
    dataPagamento: campoDataOpcional(MENSAGENS_PAGAMENTO.dataInvalida),
    // Issue 43: a parcela payment covering the k oldest open installments (default 1).
    quantidadeParcelas: numeroDeParcelaOpcional(MENSAGENS_PAGAMENTO.quantidadeParcelas),
    // Issue 43: the number of the first installment this payment pays, as the screen showed it.
    // The server refuses it if that installment is no longer the first open one (already paid,
    // or the screen is stale), so paying the next installment a minute later is no "repeat".
    parcelaInicial: numeroDeParcelaOpcional(MENSAGENS_PAGAMENTO.parcelaInicial),
    // The lender confirmed a second identical payment made moments after another (see
    // JANELA_PAGAMENTO_REPETIDO on the server); without it such a payment is refused.
    confirmarRepeticao: z.boolean({ error: "confirmarRepeticao deve ser verdadeiro ou falso" }).optional(),
  })
  .superRefine((d, ctx) => {
    // SPEC section 5: a partial payment needs a number above 0.
    if (d.tipoPagamento === "parcial" && !(typeof d.valorPrincipal === "number" && d.valorPrincipal > 0)) {
      ctx.addIssue({ code: "custom", path: ["valorPrincipal"], message: MENSAGENS_PAGAMENTO.valorParcial });
    }
    if (d.parcelaInicial !== undefined && d.tipoPagamento !== "parcela") {
      ctx.addIssue({ code: "custom", path: ["parcelaInicial"], message: MENSAGENS_PAGAMENTO.parcelaInicial });
    }
    // DOMAIN.md: a waiver always says why (3 to 500 characters).
    if (d.dispensarJurosAtraso && (d.motivoDispensa ?? "").length < 3) {
      ctx.addIssue({ code: "custom", path: ["motivoDispensa"], message: MENSAGENS_PAGAMENTO.motivoDispensa });
    }
  });

export type PagamentoEntrada = z.input<typeof pagamentoSchema>;
export type PagamentoDados = z.output<typeof pagamentoSchema>;
