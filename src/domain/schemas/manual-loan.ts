// POST /api/emprestimos/manual (SPEC section 5, "Manual loan form").
import { z } from "zod";
import "../zod-pt-br.ts";
import { MAXIMO_TAXA, parseDinheiro, parseTaxa } from "../money.ts";
import { TIPOS_TAXA_ATRASO } from "../loans/types.ts";
import { campoDataOpcional, campoDinheiro, campoInteiro, campoTaxa, campoUuid, type EntradaNumerica } from "./fields.ts";

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

export const emprestimoManualSchema = z
  .object({
    clienteId: campoUuid(MENSAGENS_EMPRESTIMO.clienteObrigatorio, MENSAGENS_EMPRESTIMO.clienteInvalido),
    valorOriginal: campoDinheiro({
      obrigatorio: MENSAGENS_EMPRESTIMO.valorObrigatorio,
      invalido: MENSAGENS_EMPRESTIMO.valorInvalido,
      positivo: MENSAGENS_EMPRESTIMO.valorPositivo,
    }),
    prazoDias: campoInteiro({
      obrigatorio: MENSAGENS_EMPRESTIMO.prazoObrigatorio,
      invalido: MENSAGENS_EMPRESTIMO.prazoInvalido,
      minimo: 1,
      maximo: PRAZO_MAXIMO_DIAS,
    }),
    taxaJuros: campoTaxa({ obrigatorio: MENSAGENS_EMPRESTIMO.taxaJurosObrigatoria, invalido: MENSAGENS_EMPRESTIMO.taxaJurosInvalida }),
    taxaAtraso: campoTaxaAtraso,
    taxaAtrasoTipo: campoTaxaAtrasoTipo,
    dataInicio: campoDataOpcional(MENSAGENS_EMPRESTIMO.dataInicio),
  })
  .superRefine(verificarTaxaAtraso);

export type EmprestimoManualEntrada = z.input<typeof emprestimoManualSchema>;
/** Centavos / hundredths of a percent; dataInicio undefined means today (the caller's clock). */
export type EmprestimoManualDados = z.output<typeof emprestimoManualSchema>;
