import type { FieldErrors, Resolver } from "react-hook-form";
import { totaisCadastro, type TotaisCadastro } from "../../../domain/loans/new-loan.ts";
import type { Modalidade, TipoTaxaAtraso } from "../../../domain/loans/types.ts";
import { centavosParaDecimal, taxaParaDecimal } from "../../../domain/money.ts";
import { linkCadastroSchema, type LinkCadastroDados } from "../../../domain/schemas/sign-up-link.ts";
import type { LinkCadastroCorpo } from "./link-termos.ts";

/*
 * The "Novo Empréstimo" form: what the inputs hold, its validation with the shared
 * linkCadastroSchema (the server parses the same schema), the borrower's totals for the live
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
  taxaAtraso: string;
  taxaAtrasoTipo: TipoTaxaAtraso;
  exigirDocumentos: boolean;
  validadeDias: string;
}

export type CampoLink = keyof ValoresLink;

/** The validated form: the schema's output (centavos, hundredths) plus the validity. */
export interface LinkValidado {
  dados: LinkCadastroDados;
  validadeDias: number;
}

// The server's defaults and limits for the validity (POST /api/links-cadastro, validadeDias).
export const VALIDADE_PADRAO_DIAS = 7;
export const VALIDADE_MAXIMA_DIAS = 90;
export const MENSAGEM_VALIDADE = `Validade deve ser um número inteiro de 1 a ${VALIDADE_MAXIMA_DIAS} dias`;

/** Spec defaults: mensal, percentual, today, 7 days. */
export function valoresIniciais(hoje: string): ValoresLink {
  return {
    valorOriginal: "",
    dataInicio: hoje,
    modalidade: "mensal",
    prazoDias: "",
    taxaJuros: "",
    quantidadeMeses: "",
    taxaJurosMes: "",
    taxaAtraso: "",
    taxaAtrasoTipo: "percentual",
    exigirDocumentos: false,
    validadeDias: String(VALIDADE_PADRAO_DIAS),
  };
}

function validade(texto: string): number | null {
  const t = texto.trim();
  if (!/^\d{1,3}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= VALIDADE_MAXIMA_DIAS ? n : null;
}

// Stand-ins for fields that already have a message: with them the schema's object-level checks
// (a modality's required fields) run too, so an empty form shows every message at once rather
// than one round at a time. Only the messages of fields without one of their own are kept.
const SUBSTITUTOS: Omit<ValoresLink, "modalidade" | "validadeDias"> = {
  valorOriginal: "1000",
  dataInicio: "",
  prazoDias: "30",
  taxaJuros: "1",
  quantidadeMeses: "1",
  taxaJurosMes: "1",
  taxaAtraso: "0",
  taxaAtrasoTipo: "percentual",
  exigirDocumentos: false,
};

/**
 * Only the chosen modality's inputs are on screen: what is left in the other one's (typed before
 * switching) must not block the form with a message nobody can see.
 */
function semCamposOcultos(valores: ValoresLink): ValoresLink {
  return valores.modalidade === "parcelado" ? { ...valores, prazoDias: "", taxaJuros: "" } : { ...valores, quantidadeMeses: "", taxaJurosMes: "" };
}

/** Field → message, first message per field, with the shared schema's texts. */
export function validarLink(entrada: ValoresLink): { ok: true; valor: LinkValidado } | { ok: false; erros: Partial<Record<CampoLink, string>> } {
  const valores = semCamposOcultos(entrada);
  const erros: Partial<Record<CampoLink, string>> = {};
  const dias = validade(valores.validadeDias);
  if (dias === null) erros.validadeDias = MENSAGEM_VALIDADE;

  const primeira = linkCadastroSchema.safeParse(valores);
  if (primeira.success) {
    return dias === null ? { ok: false, erros } : { ok: true, valor: { dados: primeira.data, validadeDias: dias } };
  }
  const anotar = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      const campo = issue.path[0];
      if (typeof campo === "string" && campo in valores && !(campo in erros)) erros[campo as CampoLink] = issue.message;
    }
  };
  anotar(primeira.error.issues);

  const comErro = Object.keys(erros).filter((c): c is keyof typeof SUBSTITUTOS => c in SUBSTITUTOS);
  if (comErro.length > 0) {
    const substituidos: ValoresLink = { ...valores };
    for (const campo of comErro) Object.assign(substituidos, { [campo]: SUBSTITUTOS[campo] });
    const segunda = linkCadastroSchema.safeParse(substituidos);
    if (!segunda.success) anotar(segunda.error.issues);
  }
  return { ok: false, erros };
}

/** react-hook-form's resolver over validarLink. */
export const resolverLink: Resolver<ValoresLink, unknown, LinkValidado> = async (valores) => {
  const r = validarLink(valores);
  if (r.ok) return { values: r.valor, errors: {} };
  const errors: FieldErrors<ValoresLink> = {};
  for (const [campo, message] of Object.entries(r.erros)) {
    Object.assign(errors, { [campo]: { type: "validate", message } });
  }
  return { values: {}, errors };
};

/** The parsed terms and the borrower's totals for the live summary. */
export interface ResumoLink {
  termos: LinkCadastroDados;
  totais: TotaisCadastro;
}

/**
 * What the borrower will see (SPEC 9) for the terms typed so far, or null while the value, rate
 * and term/months are not valid yet. The late fee does not change the totals, so it is not needed.
 */
export function resumoDoFormulario(valores: ValoresLink): ResumoLink | null {
  const r = linkCadastroSchema.safeParse({ ...semCamposOcultos(valores), taxaAtraso: "0", taxaAtrasoTipo: "percentual", dataInicio: "" });
  if (!r.success) return null;
  try {
    return { termos: r.data, totais: totaisCadastro(r.data) };
  } catch {
    return null;
  }
}

/** The request body: decimal strings on the wire, the start date defaulting to today. */
export function corpoDoLink({ dados, validadeDias }: LinkValidado, hoje: string): LinkCadastroCorpo {
  return {
    valorOriginal: centavosParaDecimal(dados.valorOriginal),
    dataInicio: dados.dataInicio ?? hoje,
    modalidade: dados.modalidade,
    ...(dados.prazoDias !== undefined ? { prazoDias: dados.prazoDias } : {}),
    ...(dados.taxaJuros !== undefined ? { taxaJuros: taxaParaDecimal(dados.taxaJuros) } : {}),
    ...(dados.quantidadeMeses !== undefined ? { quantidadeMeses: dados.quantidadeMeses } : {}),
    ...(dados.taxaJurosMes !== undefined ? { taxaJurosMes: taxaParaDecimal(dados.taxaJurosMes) } : {}),
    // Hundredths either way: a rate (% per day) or centavos (R$ per day).
    taxaAtraso: centavosParaDecimal(dados.taxaAtraso),
    taxaAtrasoTipo: dados.taxaAtrasoTipo,
    exigirDocumentos: dados.exigirDocumentos,
    validadeDias,
  };
}
