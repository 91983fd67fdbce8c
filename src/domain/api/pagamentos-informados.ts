// Issue 30, points 2 and 3: the borrower's 'Já paguei' (a notice, not a payment) and the
// lender's list of notices to confirm or refuse. Declared once for server and web.
import { z } from "zod";
import { campoDataOpcional, campoDinheiro, campoUuid } from "../schemas/fields.ts";
import { TIPOS_PAGAMENTO } from "../loans/types.ts";

export const MENSAGENS_PAGAMENTO_INFORMADO = {
  pendente: "Já existe um pagamento informado aguardando confirmação.",
  valorObrigatorio: "Informe o valor pago.",
  valorInvalido: "Digite um valor válido.",
  dataInvalida: "Data do pagamento inválida.",
  dataNoFuturo: "A data do pagamento não pode ser depois de hoje.",
  dataAntesDoEmprestimo: "A data do pagamento não pode ser antes da data do empréstimo.",
  emprestimoObrigatorio: "Empréstimo obrigatório.",
  emprestimoInvalido: "Empréstimo inválido.",
  emprestimoFechado: "Este empréstimo não está recebendo pagamentos.",
  naoEncontrado: "Pagamento informado não encontrado.",
  jaDecidido: "Este pagamento informado já foi confirmado ou recusado.",
  outroEmprestimo: "Este pagamento informado é de outro empréstimo.",
  motivo: "Informe o motivo da recusa (de 3 a 500 caracteres).",
} as const;

/** The form's fields (multipart, with an optional file 'comprovante'). */
export const informarPagamentoSchema = z.object({
  emprestimoId: campoUuid(MENSAGENS_PAGAMENTO_INFORMADO.emprestimoObrigatorio, MENSAGENS_PAGAMENTO_INFORMADO.emprestimoInvalido),
  valor: campoDinheiro({
    obrigatorio: MENSAGENS_PAGAMENTO_INFORMADO.valorObrigatorio,
    invalido: MENSAGENS_PAGAMENTO_INFORMADO.valorInvalido,
    positivo: MENSAGENS_PAGAMENTO_INFORMADO.valorInvalido,
  }),
  dataPagamento: campoDataOpcional(MENSAGENS_PAGAMENTO_INFORMADO.dataInvalida),
});
export type InformarPagamentoDados = z.output<typeof informarPagamentoSchema>;

export const recusaPagamentoInformadoSchema = z.object({
  motivo: z
    .string({ error: MENSAGENS_PAGAMENTO_INFORMADO.motivo })
    .trim()
    .min(3, MENSAGENS_PAGAMENTO_INFORMADO.motivo)
    .max(500, MENSAGENS_PAGAMENTO_INFORMADO.motivo),
});

const decimal = z.string().meta({ description: "Valor exato em reais, com ponto", example: "150.00" });

export const SITUACOES_INFORMADO = ["pendente", "confirmado", "recusado"] as const;

/** What the borrower's page shows of a loan's latest notice. */
export const informadoNaPaginaSchema = z.object({
  situacao: z.enum(SITUACOES_INFORMADO),
  valor: decimal,
  dataPagamento: z.string(),
  motivoRecusa: z.string().nullable(),
});

/** A pending notice in the lender's list, with the payment it most likely is. */
export const pagamentoInformadoApiSchema = z
  .object({
    id: z.string(),
    clienteId: z.string(),
    clienteNome: z.string(),
    emprestimoId: z.string(),
    valor: decimal,
    dataPagamento: z.string().meta({ description: "yyyy-MM-dd" }),
    criadoEm: z.string(),
    /** The proof, lender only (GET /api/documentos/{id}); null without one. */
    comprovanteUrl: z.string().nullable(),
    sugestao: z.object({ tipoPagamento: z.enum(TIPOS_PAGAMENTO), valorPrincipal: decimal.nullable() }).nullable(),
  })
  .meta({ id: "PagamentoInformado" });
export type PagamentoInformadoApi = z.infer<typeof pagamentoInformadoApiSchema>;
