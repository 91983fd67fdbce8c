// POST /api/emprestimos/{id}/renegociacao (issue 43, point 5; DOMAIN.md "Renegotiation").
import { z } from "zod";
import "../zod-pt-br.ts";
import { campoDinheiroOpcional } from "./fields.ts";
import { camposDosTermos, comRegrasDosTermos } from "./manual-loan.ts";

export const MENSAGENS_RENEGOCIACAO = {
  perdaoInvalido: "Valor perdoado inválido",
  motivoPerdao: "Informe o motivo do perdão (de 3 a 500 caracteres).",
} as const;

/**
 * The new loan's terms (the manual form's, with its texts and rules), and an optional amount the
 * lender forgives, with a reason. The principal is not in the body: it is what the old loan owes
 * today less the forgiveness, computed by the server under the loan's lock.
 */
export const renegociacaoSchema = comRegrasDosTermos(
  z.object({
    perdao: campoDinheiroOpcional({ invalido: MENSAGENS_RENEGOCIACAO.perdaoInvalido }),
    motivoPerdao: z
      .string({ error: MENSAGENS_RENEGOCIACAO.motivoPerdao })
      .trim()
      .max(500, MENSAGENS_RENEGOCIACAO.motivoPerdao)
      .nullish()
      .transform((v) => (v ? v : undefined)),
    ...camposDosTermos,
  }),
).superRefine((d, ctx) => {
  if ((d.perdao ?? 0) > 0 && (d.motivoPerdao ?? "").length < 3) {
    ctx.addIssue({ code: "custom", path: ["motivoPerdao"], message: MENSAGENS_RENEGOCIACAO.motivoPerdao });
  }
});

export type RenegociacaoEntrada = z.input<typeof renegociacaoSchema>;
export type RenegociacaoDados = z.output<typeof renegociacaoSchema>;
