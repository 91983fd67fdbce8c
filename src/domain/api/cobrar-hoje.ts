// The wire shape of GET /api/cobrar-hoje (issue 43, point 3), declared once for server and web.
import { z } from "zod";
import { MODALIDADES, STATUS_EMPRESTIMO } from "../loans/types.ts";
import { decimalApi, diaApi } from "./ledger.ts";

/** One installment (or a mensal loan's cycle) due today or overdue, with its charges today. */
export const parcelaACobrarApiSchema = z
  .object({
    numero: z.number().int(),
    vencimento: diaApi,
    /** What is still owed of the installment (a mensal loan: the cycle's interest). */
    valor: decimalApi,
    diasAtraso: z.number().int(),
    jurosAtraso: decimalApi,
    multa: decimalApi,
    /** valor + jurosAtraso + multa. */
    total: decimalApi,
  })
  .meta({ id: "ParcelaACobrar" });
export type ParcelaACobrarApi = z.infer<typeof parcelaACobrarApiSchema>;

/** A running loan with something to collect today: each of its due and overdue installments, oldest first. */
export const emprestimoACobrarApiSchema = z
  .object({
    id: z.string(),
    clienteId: z.string(),
    clienteNome: z.string(),
    /** Digits. */
    clienteTelefone: z.string(),
    modalidade: z.enum(MODALIDADES),
    status: z.enum(STATUS_EMPRESTIMO),
    parcelas: z.array(parcelaACobrarApiSchema),
    /** The sum of the installments' totals. */
    total: decimalApi,
  })
  .meta({ id: "EmprestimoACobrar" });
export type EmprestimoACobrarApi = z.infer<typeof emprestimoACobrarApiSchema>;
