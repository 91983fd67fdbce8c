// POST /api/simulacao (issue 43, point 6): the terms the simulator takes, one definition for the
// route and the page. Money and rates come as the forms type them ("1.000,00", "20") or as JSON
// numbers; the output is centavos and hundredths of a percent.
import { z } from "zod";
import "../zod-pt-br.ts";
import { MAXIMO_PARCELAS, MINIMO_PARCELAS, PERIODICIDADES } from "../loans/cronograma.ts";
import { planoParcelado } from "../loans/parcelado.ts";
import { MAXIMO_CENTAVOS, percentualDe } from "../money.ts";
import { campoDataOpcional, campoDinheiro, campoInteiro, campoTaxaOpcional } from "./fields.ts";
import { MENSAGENS_EMPRESTIMO, MENSAGENS_PARCELADO, campoTaxaAtraso, campoTaxaAtrasoTipo, semFalhasEm, verificarTaxaAtraso } from "./manual-loan.ts";

/** DOMAIN.md: the penalty is 0 to 20 % of the overdue amount (hundredths of a percent here). */
export const MULTA_MAXIMA = 2000;

export const MENSAGENS_SIMULACAO = {
  parcelasObrigatorio: "Quantidade de parcelas obrigatória",
  parcelasInvalido: `Quantidade de parcelas deve ser um número inteiro de ${MINIMO_PARCELAS} a ${MAXIMO_PARCELAS}`,
  periodicidade: "Periodicidade deve ser diária, semanal, quinzenal ou mensal",
  taxaJurosInvalida: "Taxa de juros deve estar entre 0 e 999,99",
  taxaTotalInvalida: "Taxa total deve estar entre 0 e 999,99",
  taxaFaltando: "Informe a taxa de juros por período ou a taxa total",
  taxaDuplicada: "Informe só uma taxa: por período ou total",
  multaInvalida: "Multa deve estar entre 0 e 20 %",
} as const;

export const simulacaoSchema = z
  .object({
    valorOriginal: campoDinheiro({
      obrigatorio: MENSAGENS_EMPRESTIMO.valorObrigatorio,
      invalido: MENSAGENS_EMPRESTIMO.valorInvalido,
      positivo: MENSAGENS_EMPRESTIMO.valorPositivo,
    }),
    quantidadeParcelas: campoInteiro({
      obrigatorio: MENSAGENS_SIMULACAO.parcelasObrigatorio,
      invalido: MENSAGENS_SIMULACAO.parcelasInvalido,
      minimo: MINIMO_PARCELAS,
      maximo: MAXIMO_PARCELAS,
    }),
    periodicidade: z.enum(PERIODICIDADES, { error: MENSAGENS_SIMULACAO.periodicidade }).default("mensal"),
    /** % per period (day, week, fortnight or month), or… */
    taxaJuros: campoTaxaOpcional({ invalido: MENSAGENS_SIMULACAO.taxaJurosInvalida }),
    /** …% for the whole loan ("20 % em 20 dias"): exactly one of the two. */
    taxaTotal: campoTaxaOpcional({ invalido: MENSAGENS_SIMULACAO.taxaTotalInvalida }),
    multaAtraso: campoTaxaOpcional({ invalido: MENSAGENS_SIMULACAO.multaInvalida }).transform((v) => v ?? 0),
    // A simulation may leave the late fee out: it then has none.
    taxaAtraso: campoTaxaAtraso.optional().transform((v) => v ?? 0),
    taxaAtrasoTipo: campoTaxaAtrasoTipo,
    dataInicio: campoDataOpcional(MENSAGENS_EMPRESTIMO.dataInicio),
  })
  .superRefine(
    (d, ctx) => {
      if (d.multaAtraso > MULTA_MAXIMA) ctx.addIssue({ code: "custom", path: ["multaAtraso"], message: MENSAGENS_SIMULACAO.multaInvalida });
    },
    { when: semFalhasEm("multaAtraso") },
  )
  .superRefine(verificarTaxaAtraso, { when: semFalhasEm("taxaAtraso", "taxaAtrasoTipo") })
  .superRefine(
    (d, ctx) => {
      if (d.taxaJuros === undefined && d.taxaTotal === undefined)
        ctx.addIssue({ code: "custom", path: ["taxaJuros"], message: MENSAGENS_SIMULACAO.taxaFaltando });
      else if (d.taxaJuros !== undefined && d.taxaTotal !== undefined) {
        ctx.addIssue({ code: "custom", path: ["taxaTotal"], message: MENSAGENS_SIMULACAO.taxaDuplicada });
      }
    },
    { when: semFalhasEm("taxaJuros", "taxaTotal") },
  )
  .superRefine(
    (d, ctx) => {
      // The schedule needs R$ 0,01 per installment, and a total a loan could hold.
      if (d.valorOriginal < d.quantidadeParcelas) {
        ctx.addIssue({ code: "custom", path: ["valorOriginal"], message: MENSAGENS_PARCELADO.valorPorParcela });
        return;
      }
      const total =
        d.taxaTotal !== undefined
          ? d.valorOriginal + percentualDe(d.valorOriginal, d.taxaTotal)
          : planoParcelado(d.valorOriginal, d.taxaJuros ?? 0, d.quantidadeParcelas).total;
      if (total > MAXIMO_CENTAVOS) ctx.addIssue({ code: "custom", path: ["valorOriginal"], message: MENSAGENS_PARCELADO.totalAcimaDoLimite });
    },
    { when: semFalhasEm("valorOriginal", "quantidadeParcelas", "taxaJuros", "taxaTotal") },
  );

export type SimulacaoEntrada = z.input<typeof simulacaoSchema>;
/** Centavos and hundredths of a percent; dataInicio undefined means today (the caller's clock). */
export type SimulacaoDados = z.output<typeof simulacaoSchema>;
