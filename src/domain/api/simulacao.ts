// Issue 43, point 6: POST /api/simulacao's answer. Money as exact decimal text ("60.00"), dates
// yyyy-MM-dd, rates as the loan's answer carries them (percent with four decimals).
import { z } from "zod";
import { PERIODICIDADES } from "../loans/cronograma.ts";
import { taxaEfetivaNaApi } from "../loans/custo-efetivo.ts";
import type { Simulacao } from "../loans/simulacao.ts";
import { centavosParaDecimal } from "../money.ts";

const decimal = z.string().meta({ description: "Valor exato em reais, com ponto", example: "60.00" });
const data = z.string().meta({ description: "yyyy-MM-dd", example: "2027-02-02" });

export const parcelaSimuladaApiSchema = z
  .object({
    numero: z.number().int(),
    vencimento: data,
    valor: decimal,
    juros: decimal,
    principal: decimal,
  })
  .meta({ id: "ParcelaSimulada" });

export const simulacaoApiSchema = z
  .object({
    valorOriginal: decimal,
    quantidadeParcelas: z.number().int(),
    periodicidade: z.enum(PERIODICIDADES),
    /** Day 0: the installments count from it, on the lender's collection days. */
    dataInicio: data,
    parcelas: z.array(parcelaSimuladaApiSchema),
    total: decimal,
    totalJuros: decimal,
    taxaEfetivaMensal: z.string().meta({ description: "Taxa efetiva ao mês (30 dias), em %, com quatro casas", example: "51.5573" }),
    taxaEfetivaAnual: z.string().meta({ description: "Taxa efetiva ao ano, em %, com quatro casas", example: "14586.5876" }),
    /** The legal warnings (rate, late interest, penalty): they inform, never block. */
    avisos: z.array(z.string()),
  })
  .meta({ id: "Simulacao" });
export type SimulacaoApi = z.infer<typeof simulacaoApiSchema>;

/** A simulation as the API answers it. */
export function simulacaoNaApi(
  s: Simulacao,
  termos: { valorOriginal: number; quantidadeParcelas: number; periodicidade: SimulacaoApi["periodicidade"] },
): SimulacaoApi {
  return {
    valorOriginal: centavosParaDecimal(termos.valorOriginal),
    quantidadeParcelas: termos.quantidadeParcelas,
    periodicidade: termos.periodicidade,
    dataInicio: s.dataInicio,
    parcelas: s.parcelas.map((p) => ({
      numero: p.numero,
      vencimento: p.vencimento,
      valor: centavosParaDecimal(p.valor),
      juros: centavosParaDecimal(p.juros),
      principal: centavosParaDecimal(p.principal),
    })),
    total: centavosParaDecimal(s.total),
    totalJuros: centavosParaDecimal(s.totalJuros),
    taxaEfetivaMensal: taxaEfetivaNaApi(s.custo.taxaMensal),
    taxaEfetivaAnual: taxaEfetivaNaApi(s.custo.taxaAnual),
    avisos: s.avisos,
  };
}
