// Issue 30, point 1: the borrower's own page (/c/{token}), what it may show and nothing else:
// never another client's data, never the whole CPF, never the lender's other settings.
import { z } from "zod";
import { MODALIDADES, STATUS_EMPRESTIMO, TIPOS_PAGAMENTO } from "../loans/types.ts";
import { SITUACOES_PARCELA } from "../loans/situacao-da-parcela.ts";
import { informadoNaPaginaSchema } from "./pagamentos-informados.ts";

const decimal = z.string().meta({ description: "Valor exato em reais, com ponto", example: "150.00" });
const dia = z.string().meta({ description: "yyyy-MM-dd" });

/** GET /api/clientes/{id}/link-cliente and its POST: the client's live link, or null. */
export const linkClienteApiSchema = z.object({ token: z.string(), criadoEm: z.string() }).meta({ id: "LinkCliente" });
export type LinkClienteApi = z.infer<typeof linkClienteApiSchema>;

export const emprestimoNaPaginaSchema = z.object({
  id: z.string(),
  modalidade: z.enum(MODALIDADES),
  status: z.enum(STATUS_EMPRESTIMO),
  valorOriginal: decimal,
  valorRestante: decimal,
  /** What paying on the current due date costs today, late interest included (as the payment dialog). */
  valorDevidoHoje: decimal,
  /** valorDevidoHoje's parts (issue 42, point 7), adding up to it exactly: the cycle's interest (mensal) or the installment (parcelado)… */
  valorDoCiclo: decimal,
  /** …and the late interest up to today (0 when not late). */
  valorJurosAtraso: decimal,
  diasAtraso: z.number().int(),
  /** The current due date; null while the money was not delivered. */
  proximoVencimento: dia.nullable(),
  /**
   * The cartela (issue 43, point 3): each written installment, 'em atraso' whenever unpaid past its
   * due date (DOMAIN.md), and the day it was paid; no due dates while the money was not delivered.
   * `texto` is the cell's words ready to print ('Paga em 12/11', 'Em atraso'), so the page carries
   * no copy of the rule (its JS budget).
   */
  parcelas: z
    .array(
      z.object({
        numero: z.number().int(),
        vencimento: dia.nullable(),
        valor: decimal,
        situacao: z.enum(SITUACOES_PARCELA),
        pagaEm: dia.nullable(),
        texto: z.string(),
      }),
    )
    .nullable(),
  /** The PIX copy-and-paste of valorDevidoHoje, or null (settings incomplete, nothing due). */
  pixCopiaECola: z.string().nullable(),
  contratoAceito: z.boolean(),
  /** The loan's latest 'Já paguei' (issue 30, point 2): waiting, or how the lender decided; null without one. */
  pagamentoInformado: informadoNaPaginaSchema.nullable(),
});

export const paginaClienteApiSchema = z
  .object({
    nomeCredor: z.string().nullable(),
    /** Today in São Paulo: the 'Já paguei' form's default and latest date. */
    hoje: dia,
    cliente: z.object({ nome: z.string(), cpfMascarado: z.string() }),
    emprestimos: z.array(emprestimoNaPaginaSchema),
    pagamentos: z.array(
      z.object({
        id: z.string(),
        emprestimoId: z.string(),
        data: z.string(),
        /** The payment's day in São Paulo, and its hour ('HH:mm') when registered that day (null otherwise): ready to print, so the page needs no time zone code. */
        dia,
        hora: z.string().nullable(),
        tipoPagamento: z.enum(TIPOS_PAGAMENTO),
        valor: decimal,
        estornado: z.boolean(),
      }),
    ),
  })
  .meta({ id: "PaginaCliente" });
export type PaginaClienteApi = z.infer<typeof paginaClienteApiSchema>;
