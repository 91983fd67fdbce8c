// POST /api/links-cadastro, the "new loan link" form (SPEC section 5).
import { z } from "zod";
import "../zod-pt-br.ts";
import { MAXIMO_CENTAVOS, formatarReais } from "../money.ts";
import { planoParcelado } from "../loans/parcelado.ts";
import { MODALIDADES } from "../loans/types.ts";
import { MENSAGENS_EMPRESTIMO, PRAZO_MAXIMO_DIAS, campoTaxaAtraso, campoTaxaAtrasoTipo, verificarTaxaAtraso } from "./manual-loan.ts";
import { campoDataOpcional, campoDinheiro, campoInteiroOpcional, campoTaxaOpcional } from "./fields.ts";

export const MAXIMO_MESES = 120;

export const MENSAGENS_LINK = {
  taxaObrigatoria: "Taxa obrigatória",
  taxaInvalida: "Taxa deve estar entre 0 e 999,99",
  modalidade: "Modalidade deve ser mensal ou parcelado",
  mesesObrigatorio: "Quantidade de meses obrigatória",
  mesesInvalido: `Quantidade de meses deve ser um número inteiro de 1 a ${MAXIMO_MESES}`,
  valorPorParcela: "Valor deve ser de pelo menos R$ 0,01 por parcela",
  totalAcimaDoLimite: `O total do empréstimo ultrapassa o limite de ${formatarReais(MAXIMO_CENTAVOS)}`,
} as const;

/**
 * Every field of both modalities is accepted, and the ones the chosen modality needs are then
 * required: mensal prazoDias + taxaJuros, parcelado quantidadeMeses + taxaJurosMes. The fields of
 * the other modality are dropped from the output, so a value left in a hidden input never reaches
 * the database.
 */
export const linkCadastroSchema = z
  .object({
    valorOriginal: campoDinheiro({
      obrigatorio: MENSAGENS_EMPRESTIMO.valorObrigatorio,
      invalido: MENSAGENS_EMPRESTIMO.valorInvalido,
      positivo: MENSAGENS_EMPRESTIMO.valorPositivo,
    }),
    modalidade: z.enum(MODALIDADES, { error: MENSAGENS_LINK.modalidade }).default("mensal"),
    prazoDias: campoInteiroOpcional({ invalido: MENSAGENS_EMPRESTIMO.prazoInvalido, minimo: 1, maximo: PRAZO_MAXIMO_DIAS }),
    quantidadeMeses: campoInteiroOpcional({ invalido: MENSAGENS_LINK.mesesInvalido, minimo: 1, maximo: MAXIMO_MESES }),
    taxaJuros: campoTaxaOpcional({ invalido: MENSAGENS_LINK.taxaInvalida }),
    taxaJurosMes: campoTaxaOpcional({ invalido: MENSAGENS_LINK.taxaInvalida }),
    taxaAtraso: campoTaxaAtraso,
    taxaAtrasoTipo: campoTaxaAtrasoTipo,
    dataInicio: campoDataOpcional(MENSAGENS_EMPRESTIMO.dataInicio),
    exigirDocumentos: z.boolean({ error: "Valor inválido" }).optional().default(false),
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
    if (d.taxaJurosMes === undefined) falta("taxaJurosMes", MENSAGENS_LINK.taxaObrigatoria);
    if (typeof d.valorOriginal !== "number" || d.quantidadeMeses === undefined || d.taxaJurosMes === undefined) return;
    // The loan stores valorParcela > 0 and valorRestante = total in numeric(10,2).
    if (d.valorOriginal < d.quantidadeMeses) falta("valorOriginal", MENSAGENS_LINK.valorPorParcela);
    else if (planoParcelado(d.valorOriginal, d.taxaJurosMes, d.quantidadeMeses).total > MAXIMO_CENTAVOS) {
      falta("valorOriginal", MENSAGENS_LINK.totalAcimaDoLimite);
    }
  })
  .transform((d) =>
    d.modalidade === "mensal" ? { ...d, quantidadeMeses: undefined, taxaJurosMes: undefined } : { ...d, prazoDias: undefined, taxaJuros: undefined },
  );

export type LinkCadastroEntrada = z.input<typeof linkCadastroSchema>;
/** Fits `TermosLink` of loans/new-loan.ts: pass it to totaisCadastro and novoEmprestimoDoLink. */
export type LinkCadastroDados = z.output<typeof linkCadastroSchema>;
