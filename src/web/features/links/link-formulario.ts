import { totaisCadastro, type TotaisCadastro } from "../../../domain/loans/new-loan.ts";
import type { Modalidade, TipoTaxaAtraso } from "../../../domain/loans/types.ts";
import type { Periodicidade } from "../../../domain/loans/cronograma.ts";
import { centavosParaDecimal, taxaParaDecimal } from "../../../domain/money.ts";
import { VALIDADE_PADRAO_DIAS } from "../../../domain/limites.ts";
import { linkFormularioSchema, type LinkFormularioDados } from "../../../domain/schemas/sign-up-link.ts";
import { resolverCom, validarCom, type Validacao } from "../../lib/validacao.ts";
import { termosEmBranco } from "../../lib/termos-em-branco.ts";
import type { LinkCadastroCorpo } from "./link-termos.ts";

/*
 * The "Novo Empréstimo" form: what the inputs hold, its validation with the shared
 * linkFormularioSchema (the same field rules and texts the server parses), the borrower's totals for the live
 * summary and the request body.
 */

/** What the inputs hold: typed text, as the lender wrote it ("1.500,00"). */
export interface ValoresLink {
  valorOriginal: string;
  dataInicio: string;
  modalidade: Modalidade;
  prazoDias: string;
  taxaJuros: string;
  quantidadeMeses: string;
  taxaJurosMes: string;
  /** Issue 43 (parcelado): how often, the rate for the whole loan instead of per period, the penalty. */
  periodicidade: Periodicidade;
  taxaTotal: string;
  multaAtraso: string;
  taxaAtraso: string;
  taxaAtrasoTipo: TipoTaxaAtraso;
  exigirDocumentos: boolean;
  validadeDias: string;
  /** Issue 11: who the link is for (optional). */
  nomeDestinatario: string;
}

export type CampoLink = keyof ValoresLink;

/** The validated form: the schema's output (centavos, hundredths, the chosen modality's fields). */
export type LinkValidado = LinkFormularioDados;

/** Spec defaults: mensal, percentual, today, 7 days. */
export function valoresIniciais(hoje: string): ValoresLink {
  return { ...termosEmBranco(hoje), exigirDocumentos: false, validadeDias: String(VALIDADE_PADRAO_DIAS), nomeDestinatario: "" };
}

/** Field → message, first message per field, every message in one pass. */
export function validarLink(valores: ValoresLink): Validacao<ValoresLink, LinkValidado> {
  return validarCom(linkFormularioSchema, valores);
}

/** react-hook-form's resolver over the same schema. */
export const resolverLink = resolverCom<ValoresLink, LinkValidado>(linkFormularioSchema);

/** The parsed terms and the borrower's totals for the live summary. */
export interface ResumoLink {
  termos: LinkValidado;
  totais: TotaisCadastro;
}

/**
 * What the borrower will see (SPEC 9) for the terms typed so far, or null while the value, rate
 * and term/months are not valid yet. The late fee does not change the totals; once valid it goes
 * in too, as the legal warning the server records counts it (issue 42).
 */
export function resumoDoFormulario(valores: ValoresLink): ResumoLink | null {
  const semValidade = { ...valores, validadeDias: String(VALIDADE_PADRAO_DIAS) };
  const completo = linkFormularioSchema.safeParse(semValidade);
  const r = completo.success ? completo : linkFormularioSchema.safeParse({ ...semValidade, taxaAtraso: "0", taxaAtrasoTipo: "percentual", dataInicio: "" });
  if (!r.success) return null;
  try {
    return { termos: r.data, totais: totaisCadastro(r.data) };
  } catch {
    return null;
  }
}

/** The request body: decimal strings on the wire, the start date defaulting to today. */
export function corpoDoLink(dados: LinkValidado, hoje: string): LinkCadastroCorpo {
  return {
    valorOriginal: centavosParaDecimal(dados.valorOriginal),
    dataInicio: dados.dataInicio ?? hoje,
    modalidade: dados.modalidade,
    ...(dados.modalidade === "mensal"
      ? { prazoDias: dados.prazoDias, taxaJuros: taxaParaDecimal(dados.taxaJuros) }
      : {
          quantidadeMeses: dados.quantidadeMeses,
          // Only what was set: mensal and the per-period rate are the server's defaults.
          ...(dados.periodicidade !== "mensal" ? { periodicidade: dados.periodicidade } : {}),
          ...(dados.taxaJurosMes !== undefined ? { taxaJurosMes: taxaParaDecimal(dados.taxaJurosMes) } : {}),
          ...(dados.taxaTotal !== undefined ? { taxaTotal: taxaParaDecimal(dados.taxaTotal) } : {}),
        }),
    ...(dados.multaAtraso !== undefined ? { multaAtraso: taxaParaDecimal(dados.multaAtraso) } : {}),
    // Hundredths either way: a rate (% per day) or centavos (R$ per day).
    taxaAtraso: centavosParaDecimal(dados.taxaAtraso),
    taxaAtrasoTipo: dados.taxaAtrasoTipo,
    exigirDocumentos: dados.exigirDocumentos,
    validadeDias: dados.validadeDias,
    nomeDestinatario: dados.nomeDestinatario,
  };
}
