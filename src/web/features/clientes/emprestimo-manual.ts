import { totaisCadastro } from "../../../domain/loans/new-loan.ts";
import { centavosParaDecimal, taxaParaDecimal } from "../../../domain/money.ts";
import { emprestimoManualSchema, type EmprestimoManualDados, type EmprestimoManualEntrada } from "../../../domain/schemas/manual-loan.ts";
import type { ResumoTermos } from "@/components/resumo-termos.tsx";
import type { EmprestimoManualCorpo } from "./api.ts";
import { termosEmBranco } from "../../lib/termos-em-branco.ts";

/*
 * The 'Novo Empréstimo Manual' form (issue 27: mensal or parcelado, as the sign-up link form):
 * its starting values, the live summary and the request body, all over the shared
 * emprestimoManualSchema the server parses.
 */

export function valoresIniciais(clienteId: string, hoje: string): EmprestimoManualEntrada {
  return { clienteId, ...termosEmBranco(hoje) };
}

/**
 * The totals of the terms typed so far (the link form's preview, same function), or null while
 * the value, rate and term/months are not valid yet. The late fee and the date do not change the
 * totals; once valid they go in too, as the server's legal warning counts the late fee (issue 42).
 */
export function resumoDoEmprestimoManual(valores: EmprestimoManualEntrada): ResumoTermos | null {
  const completo = emprestimoManualSchema.safeParse(valores);
  const r = completo.success ? completo : emprestimoManualSchema.safeParse({ ...valores, taxaAtraso: "0", taxaAtrasoTipo: "percentual", dataInicio: "" });
  if (!r.success) return null;
  try {
    return { termos: r.data, totais: totaisCadastro(r.data) };
  } catch {
    return null;
  }
}

/** The request body: decimal strings on the wire, only the chosen modality's fields. */
export function corpoDoEmprestimoManual(dados: EmprestimoManualDados): EmprestimoManualCorpo {
  const prazo =
    dados.modalidade === "parcelado"
      ? {
          quantidadeMeses: dados.quantidadeMeses,
          // Issue 43: only what was set; mensal and the per-period rate are the server's defaults.
          ...(dados.periodicidade !== "mensal" ? { periodicidade: dados.periodicidade } : {}),
          ...(dados.taxaJurosMes !== undefined ? { taxaJurosMes: taxaParaDecimal(dados.taxaJurosMes) } : {}),
          ...(dados.taxaTotal !== undefined ? { taxaTotal: taxaParaDecimal(dados.taxaTotal) } : {}),
        }
      : { prazoDias: dados.prazoDias, taxaJuros: dados.taxaJuros === undefined ? undefined : taxaParaDecimal(dados.taxaJuros) };
  return {
    clienteId: dados.clienteId,
    valorOriginal: centavosParaDecimal(dados.valorOriginal),
    modalidade: dados.modalidade,
    ...prazo,
    // Hundredths either way: a rate (% per day) or centavos (R$ per day).
    taxaAtraso: centavosParaDecimal(dados.taxaAtraso),
    taxaAtrasoTipo: dados.taxaAtrasoTipo,
    ...(dados.multaAtraso !== undefined ? { multaAtraso: taxaParaDecimal(dados.multaAtraso) } : {}),
    ...(dados.dataInicio ? { dataInicio: dados.dataInicio } : {}),
  };
}
