// POST /api/links-cadastro, the "new loan link" form (SPEC section 5).
import { z } from "zod";
import "../zod-pt-br.ts";
import { MODALIDADES } from "../loans/types.ts";
import { MAXIMO_PARCELAS } from "../loans/cronograma.ts";
import {
  MAXIMO_INTEIRO_LIDO,
  MAXIMO_MESES,
  MENSAGENS_CRONOGRAMA,
  MENSAGENS_EMPRESTIMO,
  MENSAGENS_PARCELADO,
  PRAZO_MAXIMO_DIAS,
  campoTaxaAtraso,
  campoTaxaAtrasoTipo,
  camposDoCronograma,
  semCamposDaOutraModalidade,
  semFalhasEm,
  verificarCronograma,
  verificarParcelado,
  verificarTaxaAtraso,
} from "./manual-loan.ts";
import { MENSAGEM_VALIDADE, VALIDADE_MAXIMA_DIAS } from "../limites.ts";
import { campoDataOpcional, campoDinheiro, campoInteiro, campoInteiroOpcional, campoTaxa, campoTaxaOpcional } from "./fields.ts";

export { MAXIMO_MESES, verificarParcelado };
/** The column is varchar(60) (migration 0009). */
export const MAXIMO_NOME_DESTINATARIO = 60;

export const MENSAGENS_LINK = {
  ...MENSAGENS_PARCELADO,
  nomeDestinatario: `Nome deve ter no máximo ${MAXIMO_NOME_DESTINATARIO} caracteres`,
} as const;

/**
 * Issue 11: who the lender meant the link for (optional, shown in the list and the share
 * message). Trimmed; empty or absent is no name (null).
 */
export const campoNomeDestinatario = z
  .string({ error: "Nome inválido" })
  .trim()
  .max(MAXIMO_NOME_DESTINATARIO, MENSAGENS_LINK.nomeDestinatario)
  .nullish()
  .transform((v) => (v ? v : null));

/** The fields every link's terms have, whatever the modality: one definition for the API and the form. */
const camposDosTermos = {
  valorOriginal: campoDinheiro({
    obrigatorio: MENSAGENS_EMPRESTIMO.valorObrigatorio,
    invalido: MENSAGENS_EMPRESTIMO.valorInvalido,
    positivo: MENSAGENS_EMPRESTIMO.valorPositivo,
  }),
  taxaAtraso: campoTaxaAtraso,
  taxaAtrasoTipo: campoTaxaAtrasoTipo,
  dataInicio: campoDataOpcional(MENSAGENS_EMPRESTIMO.dataInicio),
  exigirDocumentos: z.boolean({ error: "Valor inválido" }).optional().default(false),
};

/**
 * Every field of both modalities is accepted, and the ones the chosen modality needs are then
 * required: mensal prazoDias + taxaJuros, parcelado quantidadeMeses + taxaJurosMes. The fields of
 * the other modality are dropped from the output, so a value left in a hidden input never reaches
 * the database.
 */
export const linkCadastroSchema = z
  .object({
    // In the form's order: the first message of an answer is the first field's.
    valorOriginal: camposDosTermos.valorOriginal,
    modalidade: z.enum(MODALIDADES, { error: MENSAGENS_LINK.modalidade }).default("mensal"),
    prazoDias: campoInteiroOpcional({ invalido: MENSAGENS_EMPRESTIMO.prazoInvalido, minimo: 1, maximo: PRAZO_MAXIMO_DIAS }),
    quantidadeMeses: campoInteiroOpcional({ invalido: MENSAGENS_LINK.mesesInvalido, minimo: 1, maximo: MAXIMO_INTEIRO_LIDO }),
    taxaJuros: campoTaxaOpcional({ invalido: MENSAGENS_LINK.taxaInvalida }),
    taxaJurosMes: campoTaxaOpcional({ invalido: MENSAGENS_LINK.taxaInvalida }),
    ...camposDoCronograma,
    taxaAtraso: camposDosTermos.taxaAtraso,
    taxaAtrasoTipo: camposDosTermos.taxaAtrasoTipo,
    dataInicio: camposDosTermos.dataInicio,
    exigirDocumentos: camposDosTermos.exigirDocumentos,
    nomeDestinatario: campoNomeDestinatario,
  })
  .superRefine((d, ctx) => {
    verificarTaxaAtraso(d, ctx);
    const falta = (campo: string, message: string) => ctx.addIssue({ code: "custom", path: [campo], message });
    if (d.modalidade === "mensal") {
      if (d.prazoDias === undefined) falta("prazoDias", MENSAGENS_EMPRESTIMO.prazoObrigatorio);
      if (d.taxaJuros === undefined) falta("taxaJuros", MENSAGENS_LINK.taxaObrigatoria);
      return;
    }
    if (d.quantidadeMeses === undefined) falta("quantidadeMeses", MENSAGENS_LINK.mesesObrigatorio);
    if (d.taxaJurosMes === undefined && d.taxaTotal === undefined) falta("taxaJurosMes", MENSAGENS_LINK.taxaObrigatoria);
    verificarCronograma(d, ctx);
    verificarParcelado(d, ctx);
  })
  .transform(semCamposDaOutraModalidade);

// ── The lender's form ──────────────────────────────────────────────────────────────────────

const camposComunsDoLink = {
  ...camposDosTermos,
  validadeDias: campoInteiro({ obrigatorio: MENSAGEM_VALIDADE, invalido: MENSAGEM_VALIDADE, minimo: 1, maximo: VALIDADE_MAXIMA_DIAS }),
  nomeDestinatario: campoNomeDestinatario,
};

/**
 * The "Novo Empréstimo" form, one object per modality: only the chosen one's fields are read
 * (what is left in the other's hidden inputs is ignored), and every message, the cross-field
 * ones included, comes out of one pass. Same texts as linkCadastroSchema, plus the validity.
 */
export const linkFormularioSchema = z
  .discriminatedUnion(
    "modalidade",
    [
      z.object({
        ...camposComunsDoLink,
        modalidade: z.literal("mensal"),
        multaAtraso: camposDoCronograma.multaAtraso,
        prazoDias: campoInteiro({
          obrigatorio: MENSAGENS_EMPRESTIMO.prazoObrigatorio,
          invalido: MENSAGENS_EMPRESTIMO.prazoInvalido,
          minimo: 1,
          maximo: PRAZO_MAXIMO_DIAS,
        }),
        taxaJuros: campoTaxa({ obrigatorio: MENSAGENS_LINK.taxaObrigatoria, invalido: MENSAGENS_LINK.taxaInvalida }),
      }),
      z.object({
        ...camposComunsDoLink,
        modalidade: z.literal("parcelado"),
        ...camposDoCronograma,
        // Issue 43: up to 400 installments; verificarCronograma keeps mensal at 120.
        quantidadeMeses: campoInteiro({
          obrigatorio: MENSAGENS_LINK.mesesObrigatorio,
          invalido: MENSAGENS_CRONOGRAMA.parcelasInvalido,
          minimo: 1,
          maximo: MAXIMO_PARCELAS,
        }),
        // One of the two rates: per period or for the whole loan (checked below).
        taxaJurosMes: campoTaxaOpcional({ invalido: MENSAGENS_LINK.taxaInvalida }),
      }),
    ],
    { error: MENSAGENS_LINK.modalidade },
  )
  .superRefine(
    (d, ctx) => {
      if (d.modalidade === "parcelado" && d.taxaJurosMes === undefined && d.taxaTotal === undefined) {
        ctx.addIssue({ code: "custom", path: ["taxaJurosMes"], message: MENSAGENS_LINK.taxaObrigatoria });
      }
    },
    { when: semFalhasEm("modalidade", "taxaJurosMes", "taxaTotal") },
  )
  .superRefine(verificarTaxaAtraso, { when: semFalhasEm("taxaAtraso", "taxaAtrasoTipo") })
  .superRefine(verificarCronograma, { when: semFalhasEm("modalidade", "periodicidade", "quantidadeMeses", "taxaJurosMes", "taxaTotal", "multaAtraso") })
  .superRefine((d, ctx) => (d.modalidade === "parcelado" ? verificarParcelado(d, ctx) : undefined), {
    when: semFalhasEm("valorOriginal", "quantidadeMeses", "taxaJurosMes", "taxaTotal"),
  });

export type LinkFormularioEntrada = z.input<typeof linkFormularioSchema>;
export type LinkFormularioDados = z.output<typeof linkFormularioSchema>;

export type LinkCadastroEntrada = z.input<typeof linkCadastroSchema>;
/** Fits `TermosLink` of loans/new-loan.ts: pass it to totaisCadastro and novoEmprestimoDoLink. */
export type LinkCadastroDados = z.output<typeof linkCadastroSchema>;
