// POST /api/emprestimos/manual (SPEC section 5, "Manual loan form").
import { z } from "zod";
import "../zod-pt-br.ts";
import { MAXIMO_CENTAVOS, MAXIMO_TAXA, formatarReais, parseDinheiro, parseTaxa, percentualDe } from "../money.ts";
import { MAXIMO_PARCELAS, PERIODICIDADES } from "../loans/cronograma.ts";
import { planoParcelado } from "../loans/parcelado.ts";
import { MODALIDADES, TIPOS_TAXA_ATRASO } from "../loans/types.ts";
import { campoDataOpcional, campoDinheiro, campoInteiroOpcional, campoTaxaOpcional, campoUuid, type EntradaNumerica } from "./fields.ts";

export const MENSAGENS_EMPRESTIMO = {
  valorObrigatorio: "Valor obrigatório",
  valorInvalido: "Valor inválido",
  valorPositivo: "Valor deve ser maior que zero",
  prazoObrigatorio: "Prazo obrigatório",
  prazoInvalido: "Prazo deve ser um número inteiro de 1 a 3650 dias",
  taxaJurosObrigatoria: "Taxa de juros obrigatória",
  taxaJurosInvalida: "Taxa de juros deve estar entre 0 e 999,99",
  taxaAtrasoObrigatoria: "Taxa de atraso obrigatória",
  taxaAtrasoInvalida: "Taxa de atraso inválida",
  taxaAtrasoTipo: "Tipo de taxa de atraso deve ser percentual ou fixo",
  dataInicio: "Data de início inválida",
  clienteObrigatorio: "Cliente obrigatório",
  clienteInvalido: "Cliente inválido",
} as const;

export const PRAZO_MAXIMO_DIAS = 3650;
export const MAXIMO_MESES = 120;

/**
 * The modality and the parcelado fields, with the texts of the sign-up link form (issue 27: a
 * manual loan offers both modalities with the link's rules). Here rather than in sign-up-link.ts,
 * which imports this file, so that both schemas read one definition.
 */
export const MENSAGENS_PARCELADO = {
  taxaObrigatoria: "Taxa obrigatória",
  taxaInvalida: "Taxa deve estar entre 0 e 999,99",
  modalidade: "Modalidade deve ser mensal ou parcelado",
  mesesObrigatorio: "Quantidade de meses obrigatória",
  mesesInvalido: `Quantidade de meses deve ser um número inteiro de 1 a ${MAXIMO_MESES}`,
  valorPorParcela: "Valor deve ser de pelo menos R$ 0,01 por parcela",
  totalAcimaDoLimite: `O total do empréstimo ultrapassa o limite de ${formatarReais(MAXIMO_CENTAVOS)}`,
} as const;

/** Issue 43: how often installments fall due, the rate for the whole loan, and the penalty. */
export const MULTA_MAXIMA = 2000;
/** The count field reads any whole number (9 digits at most); verificarCronograma gives its limit. */
export const MAXIMO_INTEIRO_LIDO = 999_999_999;
export const MENSAGENS_CRONOGRAMA = {
  periodicidade: "Periodicidade deve ser diaria, semanal, quinzenal ou mensal",
  parcelasInvalido: `Quantidade de parcelas deve ser um número inteiro de 1 a ${MAXIMO_PARCELAS}`,
  taxaTotalInvalida: "Taxa total deve estar entre 0 e 999,99",
  duasTaxas: "Informe a taxa por período ou a taxa total, não as duas",
  multaInvalida: "Multa deve estar entre 0 e 20%",
} as const;

export const camposDoCronograma = {
  periodicidade: z.enum(PERIODICIDADES, { error: MENSAGENS_CRONOGRAMA.periodicidade }).default("mensal"),
  taxaTotal: campoTaxaOpcional({ invalido: MENSAGENS_CRONOGRAMA.taxaTotalInvalida }),
  multaAtraso: campoTaxaOpcional({ invalido: MENSAGENS_CRONOGRAMA.multaInvalida }),
};

/**
 * The schedule's own checks: at most 120 monthly or 400 other installments, one rate (per period
 * or total), a penalty of 0 to 20 %.
 */
export function verificarCronograma(
  d: { modalidade?: unknown; periodicidade?: unknown; quantidadeMeses?: unknown; taxaJurosMes?: unknown; taxaTotal?: unknown; multaAtraso?: unknown },
  ctx: z.RefinementCtx,
): void {
  if (typeof d.multaAtraso === "number" && d.multaAtraso > MULTA_MAXIMA) {
    ctx.addIssue({ code: "custom", path: ["multaAtraso"], message: MENSAGENS_CRONOGRAMA.multaInvalida });
  }
  if (d.modalidade !== "parcelado") return;
  if (typeof d.quantidadeMeses === "number") {
    const mensal = (d.periodicidade ?? "mensal") === "mensal";
    if (mensal && d.quantidadeMeses > MAXIMO_MESES) ctx.addIssue({ code: "custom", path: ["quantidadeMeses"], message: MENSAGENS_PARCELADO.mesesInvalido });
    if (!mensal && d.quantidadeMeses > MAXIMO_PARCELAS)
      ctx.addIssue({ code: "custom", path: ["quantidadeMeses"], message: MENSAGENS_CRONOGRAMA.parcelasInvalido });
  }
  if (d.taxaJurosMes !== undefined && d.taxaTotal !== undefined) {
    ctx.addIssue({ code: "custom", path: ["taxaTotal"], message: MENSAGENS_CRONOGRAMA.duasTaxas });
  }
}

/** The modality's other fields dropped: a mensal loan has no schedule of installments. */
export function semCamposDaOutraModalidade<T extends { modalidade: string }>(d: T) {
  return d.modalidade === "mensal"
    ? { ...d, quantidadeMeses: undefined, taxaJurosMes: undefined, periodicidade: "mensal" as const, taxaTotal: undefined }
    : { ...d, prazoDias: undefined, taxaJuros: undefined };
}

export const campoTaxaAtrasoTipo = z.enum(TIPOS_TAXA_ATRASO, { error: MENSAGENS_EMPRESTIMO.taxaAtrasoTipo }).default("percentual");

/**
 * taxaAtraso means a rate (percentual, % per day) or money (fixo, R$ per day), both stored with
 * two decimals. The field reads either form ("1,5", "1,5%", "R$ 5,00", 5); the object then checks
 * the range of the chosen type, since only then is it known which one applies.
 */
export const campoTaxaAtraso = z.union([z.string(), z.number()], { error: MENSAGENS_EMPRESTIMO.taxaAtrasoObrigatoria }).transform((v, ctx) => {
  if ((typeof v === "string" && v.trim() === "") || (typeof v === "number" && Number.isNaN(v))) {
    ctx.addIssue({ code: "custom", message: MENSAGENS_EMPRESTIMO.taxaAtrasoObrigatoria });
    return z.NEVER;
  }
  const valor = typeof v === "string" && v.trim().endsWith("%") ? parseTaxa(v) : parseDinheiro(v as EntradaNumerica);
  if (valor === null) {
    ctx.addIssue({ code: "custom", message: MENSAGENS_EMPRESTIMO.taxaAtrasoInvalida });
    return z.NEVER;
  }
  return valor;
});

/** Adds the percentual range check (0 to 999,99) to a schema with taxaAtraso and taxaAtrasoTipo. */
export function verificarTaxaAtraso(d: { taxaAtraso?: unknown; taxaAtrasoTipo?: unknown }, ctx: z.RefinementCtx): void {
  if (d.taxaAtrasoTipo === "percentual" && typeof d.taxaAtraso === "number" && d.taxaAtraso > MAXIMO_TAXA) {
    ctx.addIssue({ code: "custom", path: ["taxaAtraso"], message: MENSAGENS_EMPRESTIMO.taxaAtrasoInvalida });
  }
}

/**
 * Parcelado: at least R$ 0,01 per installment, and a total the database can hold. Runs only once
 * the value, months and monthly rate are numbers (the parsed output).
 */
export function verificarParcelado(
  d: { valorOriginal?: unknown; quantidadeMeses?: unknown; taxaJurosMes?: unknown; taxaTotal?: unknown },
  ctx: z.RefinementCtx,
): void {
  const { valorOriginal: valor, quantidadeMeses: meses, taxaJurosMes: taxa, taxaTotal } = d;
  // Past the schedule's limit verificarCronograma already refused it; no plan of that size is built.
  if (typeof valor !== "number" || typeof meses !== "number" || meses > MAXIMO_PARCELAS) return;
  if (typeof taxa !== "number" && typeof taxaTotal !== "number") return;
  // The loan stores valorParcela > 0 and valorRestante = total in numeric(10,2).
  // Checked before the plan: planoParcelado throws (a RangeError, a 500) below R$ 0,01 per installment.
  if (valor < meses) {
    ctx.addIssue({ code: "custom", path: ["valorOriginal"], message: MENSAGENS_PARCELADO.valorPorParcela });
    return;
  }
  const total = typeof taxaTotal === "number" ? valor + percentualDe(valor, taxaTotal) : planoParcelado(valor, taxa as number, meses).total;
  if (total > MAXIMO_CENTAVOS) {
    ctx.addIssue({ code: "custom", path: ["valorOriginal"], message: MENSAGENS_PARCELADO.totalAcimaDoLimite });
  }
}

/** Whether the fields a cross-field check reads all parsed, so it can run in the same pass. */
export const semFalhasEm =
  (...campos: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    emObjeto(payload) && !payload.issues.some((i) => typeof i.path?.[0] === "string" && campos.includes(i.path[0]));

/** The input is an object (a body of null or a number gets only its own message). */
function emObjeto(payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] }): boolean {
  return typeof payload.value === "object" && payload.value !== null && !payload.issues.some((i) => (i.path?.length ?? 0) === 0);
}

/**
 * A loan's terms, whoever gives the amount (issue 27: mensal with prazoDias + taxaJuros, the
 * SPEC's texts, or parcelado with quantidadeMeses + taxaJurosMes, the link form's texts and
 * rules): the manual form with its own amount, and a renegotiation (issue 43), whose amount is the
 * old loan's debt.
 */
export const camposDosTermos = {
  modalidade: z.enum(MODALIDADES, { error: MENSAGENS_PARCELADO.modalidade }).default("mensal"),
  prazoDias: campoInteiroOpcional({ invalido: MENSAGENS_EMPRESTIMO.prazoInvalido, minimo: 1, maximo: PRAZO_MAXIMO_DIAS }),
  taxaJuros: campoTaxaOpcional({ invalido: MENSAGENS_EMPRESTIMO.taxaJurosInvalida }),
  // The spec's text for a count that is no whole number; above 120 monthly or 400 otherwise,
  // verificarCronograma says which limit.
  quantidadeMeses: campoInteiroOpcional({ invalido: MENSAGENS_PARCELADO.mesesInvalido, minimo: 1, maximo: MAXIMO_INTEIRO_LIDO }),
  taxaJurosMes: campoTaxaOpcional({ invalido: MENSAGENS_PARCELADO.taxaInvalida }),
  ...camposDoCronograma,
  taxaAtraso: campoTaxaAtraso,
  taxaAtrasoTipo: campoTaxaAtrasoTipo,
  dataInicio: campoDataOpcional(MENSAGENS_EMPRESTIMO.dataInicio),
};

type SaidaDosTermos = z.output<z.ZodObject<typeof camposDosTermos>>;

/**
 * The terms' rules on a schema that holds camposDosTermos: every field of both modalities is read
 * and the chosen one's are then required, in the same pass as the other messages (the form shows
 * them all at once); the other modality's fields are dropped from the output, so a value left in
 * a hidden input never reaches the database. Without modalidade the loan is mensal, as before.
 * With valorOriginal, the parcelado plan's own limits too.
 */
export function comRegrasDosTermos<Forma extends z.core.$ZodLooseShape & typeof camposDosTermos>(objeto: z.ZodObject<Forma>) {
  return objeto
    .superRefine(
      (dados, ctx) => {
        const d = dados as SaidaDosTermos;
        const falta = (campo: string, message: string) => ctx.addIssue({ code: "custom", path: [campo], message });
        if (d.modalidade === "mensal") {
          if (d.prazoDias === undefined) falta("prazoDias", MENSAGENS_EMPRESTIMO.prazoObrigatorio);
          if (d.taxaJuros === undefined) falta("taxaJuros", MENSAGENS_EMPRESTIMO.taxaJurosObrigatoria);
        } else if (d.modalidade === "parcelado") {
          if (d.quantidadeMeses === undefined) falta("quantidadeMeses", MENSAGENS_PARCELADO.mesesObrigatorio);
          if (d.taxaJurosMes === undefined && d.taxaTotal === undefined) falta("taxaJurosMes", MENSAGENS_PARCELADO.taxaObrigatoria);
        }
      },
      // A missing field is reported even when others failed to parse.
      { when: emObjeto },
    )
    .superRefine((d, ctx) => verificarTaxaAtraso(d as SaidaDosTermos, ctx), { when: semFalhasEm("taxaAtraso", "taxaAtrasoTipo") })
    .superRefine((d, ctx) => verificarCronograma(d as SaidaDosTermos, ctx), {
      when: semFalhasEm("modalidade", "periodicidade", "quantidadeMeses", "taxaJurosMes", "taxaTotal", "multaAtraso"),
    })
    .superRefine((d, ctx) => ((d as SaidaDosTermos).modalidade === "parcelado" ? verificarParcelado(d as SaidaDosTermos, ctx) : undefined), {
      when: semFalhasEm("valorOriginal", "modalidade", "quantidadeMeses", "taxaJurosMes", "taxaTotal"),
    })
    .transform((d) => semCamposDaOutraModalidade(d as z.output<z.ZodObject<Forma>> & SaidaDosTermos));
}

export const emprestimoManualSchema = comRegrasDosTermos(
  z.object({
    clienteId: campoUuid(MENSAGENS_EMPRESTIMO.clienteObrigatorio, MENSAGENS_EMPRESTIMO.clienteInvalido),
    valorOriginal: campoDinheiro({
      obrigatorio: MENSAGENS_EMPRESTIMO.valorObrigatorio,
      invalido: MENSAGENS_EMPRESTIMO.valorInvalido,
      positivo: MENSAGENS_EMPRESTIMO.valorPositivo,
    }),
    ...camposDosTermos,
  }),
);

export type EmprestimoManualEntrada = z.input<typeof emprestimoManualSchema>;
/**
 * Centavos / hundredths of a percent; dataInicio undefined means today (the caller's clock). Fits
 * `TermosLink` of loans/new-loan.ts: the same terms a sign-up link carries.
 */
export type EmprestimoManualDados = z.output<typeof emprestimoManualSchema>;
