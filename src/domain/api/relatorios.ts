// Issue 31, point 4: GET /api/relatorios. Money as exact decimal text, never a float.
import { z } from "zod";
import { campoMes } from "../schemas/fields.ts";

/** The longest period one report covers. */
export const MAXIMO_MESES_RELATORIO = 24;

export const MENSAGENS_RELATORIO = {
  deObrigatorio: "Informe o mês inicial (de=yyyy-MM).",
  ateObrigatorio: "Informe o mês final (ate=yyyy-MM).",
  mesInvalido: "Mês inválido: use yyyy-MM.",
  ordem: "O mês inicial deve ser antes do mês final.",
  maximo: `O relatório cobre no máximo ${MAXIMO_MESES_RELATORIO} meses.`,
} as const;

export const relatorioQuerySchema = z.object({
  de: campoMes({ obrigatorio: MENSAGENS_RELATORIO.deObrigatorio, invalido: MENSAGENS_RELATORIO.mesInvalido }),
  ate: campoMes({ obrigatorio: MENSAGENS_RELATORIO.ateObrigatorio, invalido: MENSAGENS_RELATORIO.mesInvalido }),
});

const decimal = z.string().meta({ description: "Valor exato em reais, com ponto", example: "150.00" });

export const mesDoRelatorioSchema = z.object({
  mes: z.string().meta({ description: "yyyy-MM" }),
  /** Money lent out: loans made in the month (not those still waiting for the money). */
  emprestado: decimal,
  recebidoJuros: decimal,
  recebidoPrincipal: decimal,
  recebidoJurosAtraso: decimal,
  recebidoTotal: decimal,
  jurosAtrasoDispensados: decimal,
  /**
   * Issue 43: interest and late charges folded into renegotiated loans' principal (DOMAIN.md,
   * "Renegotiation"), in the month of the new loan; never money received nor lent.
   */
  jurosRenegociados: decimal,
  /** Interest earned: the cycle's interest plus the late interest received. */
  jurosGanhos: decimal,
});

export const relatorioApiSchema = z
  .object({
    de: z.string(),
    ate: z.string(),
    meses: z.array(mesDoRelatorioSchema),
    totais: mesDoRelatorioSchema.omit({ mes: true }),
    carteira: z.object({
      principalEmAberto: decimal,
      valorEmAtraso: decimal,
      principalEmRisco: decimal,
      /** PAR 30: share of outstanding principal in loans more than 30 days late, in percent ("12.34"). */
      par30: z.string(),
      clientesAtivos: z.number().int(),
      clientesEmAtraso: z.number().int(),
    }),
    previsao: z.array(z.object({ mes: z.string(), valor: decimal })),
  })
  .meta({ id: "Relatorio" });
export type RelatorioApi = z.infer<typeof relatorioApiSchema>;
