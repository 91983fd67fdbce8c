// The wire shapes of the ledger API (SPEC section 7): what the server sends and the web reads,
// declared once so the two cannot drift apart. The server serializes every answer through these
// schemas (no field leaves by accident) and the OpenAPI document is generated from them.
// Money and rates are decimal strings ("1500.00"), dates yyyy-MM-dd, moments ISO strings.
import { z } from "zod";
import { taxaEfetivaNaApi, type CustoEfetivo } from "../loans/custo-efetivo.ts";
import { PERIODICIDADES } from "../loans/types.ts";
import { FORMAS_PAGAMENTO, MODALIDADES, ORIGENS_EMPRESTIMO, STATUS_EMPRESTIMO, TIPOS_PAGAMENTO, TIPOS_TAXA_ATRASO } from "../loans/types.ts";
import { centavosParaDecimal } from "../money.ts";

/** A decimal amount as text, e.g. "1500.00". */
export const decimalApi = z.string().meta({ description: "Valor decimal em texto, ex.: 1500.00", example: "1500.00" });
/** A calendar day, yyyy-MM-dd. */
export const diaApi = z.string().meta({ description: "Data yyyy-MM-dd", example: "2026-11-25" });
/** An ISO moment. */
export const momentoApi = z.string().meta({ description: "Momento ISO 8601", example: "2026-11-25T15:00:00.000Z" });

export const clienteApiSchema = z
  .object({
    id: z.string(),
    nome: z.string(),
    cpf: z.string().meta({ description: "11 dígitos" }),
    telefone: z.string().meta({ description: "Somente dígitos" }),
    pix: z.string(),
    documentoIdentidadeUrl: z.string().nullable(),
    comprovanteEnderecoUrl: z.string().nullable(),
    dataCadastro: momentoApi,
    totalEmprestadoHistorico: decimalApi,
    totalReceberAtual: decimalApi,
    totalPagoJuros: decimalApi,
    /** When the client's personal data was anonymized (LGPD); null otherwise. */
    anonimizadoEm: momentoApi.nullable(),
  })
  .meta({ id: "Cliente" });
export type ClienteApi = z.infer<typeof clienteApiSchema>;

/** One row of GET /api/clientes: the client, plus its late figures when a loan is overdue (issue 11). */
export const clienteDaListaApiSchema = clienteApiSchema
  .extend({
    /** Days late of the client's worst overdue loan. Absent when nothing is late. */
    diasAtraso: z.number().int().optional(),
    /** What settling the overdue loans costs today (quitação), late interest included. */
    valorParaQuitar: decimalApi.optional(),
  })
  .meta({ id: "ClienteDaLista" });
export type ClienteDaListaApi = z.infer<typeof clienteDaListaApiSchema>;

/** What POST and PUT /api/clientes take. */
export interface ClienteCorpoApi {
  nome: string;
  cpf: string;
  telefone: string;
  pix: string;
}

export const parcelaEscritaApiSchema = z
  .object({ numero: z.number().int(), vencimento: diaApi, valor: decimalApi, juros: decimalApi, principal: decimalApi })
  .meta({ id: "ParcelaDoCronograma" });

export const emprestimoApiSchema = z
  .object({
    id: z.string(),
    clienteId: z.string(),
    modalidade: z.enum(MODALIDADES),
    valorOriginal: decimalApi,
    valorRestante: decimalApi,
    prazoDias: z.number().int().nullable(),
    taxaJuros: decimalApi,
    taxaAtraso: decimalApi,
    taxaAtrasoTipo: z.enum(TIPOS_TAXA_ATRASO),
    origem: z.enum(ORIGENS_EMPRESTIMO),
    cicloAtual: z.number().int(),
    dataEmprestimo: diaApi,
    dataInicio: diaApi.nullable(),
    dataProximoCiclo: diaApi,
    /** Already current for today. */
    diasAtraso: z.number().int(),
    valorJurosAtraso: decimalApi,
    status: z.enum(STATUS_EMPRESTIMO),
    quantidadeParcelas: z.number().int().nullable(),
    valorParcela: decimalApi.nullable(),
    /** Issue 43: how often a parcelado loan is paid, its rate for the whole loan (or null), the penalty (%). */
    periodicidade: z.enum(PERIODICIDADES),
    taxaTotal: decimalApi.nullable(),
    multaAtraso: decimalApi,
    /** The penalties due today (overdue cycle or installments), already current. */
    valorMulta: decimalApi,
    /** The written schedule of a parcelado loan (installments before cicloAtual are paid); null for mensal. */
    parcelas: z.array(parcelaEscritaApiSchema).nullable(),
    cliente: z.object({ id: z.string(), nome: z.string(), telefone: z.string() }),
    /** The loan's client sent new data through a sign-up link that the lender has not yet seen to. */
    dadosNovosPendentes: z.boolean(),
    /** The most recent payment not reversed: the only one that can be reversed (issue 10). */
    ultimoPagamentoId: z.string().nullable(),
    /** Whether any payment (reversed or not) was recorded: a loan with payments cannot be deleted. */
    temPagamentos: z.boolean(),
    /** When the borrower accepted the contract electronically (issue 29), ISO; null while not. */
    contratoAceitoEm: z.string().nullable(),
    /** Issue 43: the loan this one renegotiated (it is the new loan), or null. */
    renegociadoDe: z.string().nullable(),
    /** The loan that replaced this one in a renegotiation (status renegociado), or null. */
    renegociadoPara: z.string().nullable(),
    /** The interest and late charges of the old debt folded into this loan's principal ('Juros renegociados'). */
    jurosRenegociados: decimalApi,
  })
  .meta({ id: "Emprestimo" });
export type EmprestimoApi = z.infer<typeof emprestimoApiSchema>;

/**
 * Issue 29: what the loan really costs, paid on schedule (domain/loans/custo-efetivo.ts). The
 * rates are percent with four decimals ("213.8428" is 213,84 % a.a.).
 */
export const custoEfetivoApiSchema = z.object({
  totalAPagar: decimalApi,
  taxaEfetivaMensal: z.string().meta({ description: "Taxa efetiva ao mês (30 dias), em %, com quatro casas", example: "10.0000" }),
  taxaEfetivaAnual: z.string().meta({ description: "Taxa efetiva ao ano, (1 + mensal)^12 − 1, em %, com quatro casas", example: "213.8428" }),
});
export type CustoEfetivoApi = z.infer<typeof custoEfetivoApiSchema>;

export function custoEfetivoNaApi(c: CustoEfetivo): CustoEfetivoApi {
  return {
    totalAPagar: centavosParaDecimal(c.totalAPagar),
    taxaEfetivaMensal: taxaEfetivaNaApi(c.taxaMensal),
    taxaEfetivaAnual: taxaEfetivaNaApi(c.taxaAnual),
  };
}

/** GET /api/emprestimos/{id}: the loan, and what it costs. */
export const emprestimoDetalheApiSchema = emprestimoApiSchema.extend(custoEfetivoApiSchema.shape).meta({ id: "EmprestimoDetalhe" });
export type EmprestimoDetalheApi = z.infer<typeof emprestimoDetalheApiSchema>;

/**
 * What a borrower typed on a sign-up link for a CPF already on the lender's file: kept apart
 * until the lender accepts it (the client takes these values) or discards it.
 */
export const atualizacaoPendenteApiSchema = z
  .object({
    id: z.string(),
    clienteId: z.string(),
    emprestimoId: z.string().nullable(),
    nome: z.string(),
    telefone: z.string(),
    pix: z.string(),
    /** New uploads, or null when none was sent. */
    documentoIdentidadeUrl: z.string().nullable(),
    comprovanteEnderecoUrl: z.string().nullable(),
    criadaEm: momentoApi,
  })
  .meta({ id: "AtualizacaoPendente" });
export type AtualizacaoPendenteApi = z.infer<typeof atualizacaoPendenteApiSchema>;

export const pagamentoApiSchema = z
  .object({
    id: z.string(),
    emprestimoId: z.string(),
    clienteId: z.string(),
    dataPagamento: momentoApi,
    /** When the lender registered it (DOMAIN.md: a payment may be registered days after it was made). */
    registradoEm: momentoApi,
    formaPagamento: z.enum(FORMAS_PAGAMENTO),
    /** Late interest the lender waived on this payment ("0.00" without a waiver), and why. */
    valorJurosAtrasoDispensado: decimalApi,
    /** Issue 43: the penalty inside valorJuros, the penalty waived, the installments one parcela payment covered. */
    valorMulta: decimalApi,
    valorMultaDispensada: decimalApi,
    parcelasPagas: z.number().int(),
    motivoDispensa: z.string().nullable(),
    valorTotal: decimalApi,
    valorJuros: decimalApi,
    valorPrincipal: decimalApi,
    tipoPagamento: z.enum(TIPOS_PAGAMENTO),
    ciclo: z.number().int(),
    observacao: z.string().nullable(),
    /** The late interest inside valorJuros; null on payments recorded before it was kept. */
    valorJurosAtraso: decimalApi.nullable(),
    /** The loan's balance right after this payment; null on payments recorded before it was kept. */
    saldoApos: decimalApi.nullable(),
    estornado: z.boolean(),
    motivoEstorno: z.string().nullable(),
    dataEstorno: momentoApi.nullable(),
  })
  .meta({ id: "Pagamento" });
export type PagamentoApi = z.infer<typeof pagamentoApiSchema>;

export const respostaPagamentoApiSchema = z
  .object({
    pagamento: z.object({
      id: z.string(),
      emprestimoId: z.string(),
      valorTotalPago: decimalApi,
      valorJuros: decimalApi,
      valorPrincipal: decimalApi,
      tipoPagamento: z.enum(TIPOS_PAGAMENTO),
      ciclo: z.number().int(),
      status: z.enum(STATUS_EMPRESTIMO),
      novaDataProximoCiclo: diaApi,
      /** The loan's balance right after this payment (issue 42: the sheet's success state shows it). */
      saldoRestante: decimalApi,
    }),
  })
  .meta({ id: "RespostaPagamento" });
export type RespostaPagamentoApi = z.infer<typeof respostaPagamentoApiSchema>;
