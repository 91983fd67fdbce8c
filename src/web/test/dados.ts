import {
  atualizacaoPendenteApiSchema,
  clienteApiSchema,
  clienteDaListaApiSchema,
  emprestimoApiSchema,
  pagamentoApiSchema,
  respostaPagamentoApiSchema,
  type AtualizacaoPendenteApi,
  type ClienteApi,
  type ClienteDaListaApi,
  type EmprestimoApi,
  type PagamentoApi,
  type RespostaPagamentoApi,
} from "../../domain/api/ledger.ts";
import { configuracoesApiSchema, type ConfiguracoesApi } from "../../domain/api/conta.ts";
import { linkApiSchema, linkPublicoApiSchema, type LinkApi, type LinkPublicoApi } from "../../domain/api/links.ts";
import { adicionarDias, dataEmSaoPaulo } from "../../domain/dates.ts";

/*
 * Rows as the API sends them, built through the same zod schemas the server serializes its
 * answers with: a fixture that drifts from the wire shape fails here, not silently in a screen.
 * Ids are fresh UUIDs, so module state keyed by id (the offline queue, the payment intentions)
 * never carries over from one test to the next.
 */

const novoId = () => crypto.randomUUID();

/** Today in São Paulo moved by `dias`, as the screens compute it (due dates relative to now). */
export const hojeMais = (dias: number) => adicionarDias(dataEmSaoPaulo(new Date()), dias);

export function umCliente(campos: Partial<ClienteApi> = {}): ClienteApi {
  return clienteApiSchema.parse({
    id: novoId(),
    nome: "Maria da Silva",
    cpf: "52998224725",
    telefone: "11912345678",
    pix: "maria@exemplo.com.br",
    documentoIdentidadeUrl: null,
    comprovanteEnderecoUrl: null,
    dataCadastro: "2026-01-05T13:00:00.000Z",
    totalEmprestadoHistorico: "1000.00",
    totalReceberAtual: "1000.00",
    totalPagoJuros: "0.00",
    anonimizadoEm: null,
    ...campos,
  });
}

export function umClienteDaLista(campos: Partial<ClienteDaListaApi> = {}): ClienteDaListaApi {
  return clienteDaListaApiSchema.parse({ ...umCliente(), ...campos });
}

/** A mensal loan of R$ 1.000,00 at 10 % per 30 days, due in 10 days (nothing late). */
export function umEmprestimo(campos: Partial<EmprestimoApi> = {}): EmprestimoApi {
  const cliente = { id: campos.clienteId ?? novoId(), nome: "Maria da Silva", telefone: "11912345678" };
  return emprestimoApiSchema.parse({
    id: novoId(),
    clienteId: cliente.id,
    modalidade: "mensal",
    valorOriginal: "1000.00",
    valorRestante: "1000.00",
    prazoDias: 30,
    taxaJuros: "10.00",
    taxaAtraso: "1.00",
    taxaAtrasoTipo: "percentual",
    origem: "manual",
    cicloAtual: 1,
    dataEmprestimo: hojeMais(-20),
    dataInicio: hojeMais(-20),
    dataProximoCiclo: hojeMais(10),
    diasAtraso: 0,
    valorJurosAtraso: "0.00",
    status: "ativo",
    quantidadeParcelas: null,
    valorParcela: null,
    periodicidade: "mensal",
    taxaTotal: null,
    multaAtraso: "0.00",
    valorMulta: "0.00",
    parcelas: null,
    cliente,
    dadosNovosPendentes: false,
    ultimoPagamentoId: null,
    temPagamentos: false,
    contratoAceitoEm: null,
    renegociadoDe: null,
    renegociadoPara: null,
    jurosRenegociados: "0.00",
    ...campos,
  });
}

export function umPagamento(campos: Partial<PagamentoApi> = {}): PagamentoApi {
  return pagamentoApiSchema.parse({
    id: novoId(),
    emprestimoId: novoId(),
    clienteId: novoId(),
    dataPagamento: "2026-03-02T15:30:00.000Z",
    registradoEm: "2026-03-02T15:30:00.000Z",
    formaPagamento: "pix",
    valorJurosAtrasoDispensado: "0.00",
    valorMulta: "0.00",
    valorMultaDispensada: "0.00",
    parcelasPagas: 1,
    motivoDispensa: null,
    valorTotal: "150.00",
    valorJuros: "100.00",
    valorPrincipal: "50.00",
    tipoPagamento: "parcial",
    ciclo: 1,
    observacao: null,
    valorJurosAtraso: "0.00",
    saldoApos: "950.00",
    estornado: false,
    motivoEstorno: null,
    dataEstorno: null,
    ...campos,
  });
}

export function umaAtualizacao(campos: Partial<AtualizacaoPendenteApi> = {}): AtualizacaoPendenteApi {
  return atualizacaoPendenteApiSchema.parse({
    id: novoId(),
    clienteId: novoId(),
    emprestimoId: null,
    nome: "Maria Souza",
    telefone: "21987654321",
    pix: "maria.souza@exemplo.com.br",
    documentoIdentidadeUrl: null,
    comprovanteEnderecoUrl: null,
    criadaEm: "2026-03-02T15:30:00.000Z",
    ...campos,
  });
}

/** POST /api/pagamentos's 201 body for a payment of `emprestimo`. */
export function umaRespostaPagamento(emprestimo: EmprestimoApi, campos: Partial<RespostaPagamentoApi["pagamento"]> = {}): RespostaPagamentoApi {
  return respostaPagamentoApiSchema.parse({
    pagamento: {
      id: novoId(),
      emprestimoId: emprestimo.id,
      valorTotalPago: "100.00",
      valorJuros: "100.00",
      valorPrincipal: "0.00",
      tipoPagamento: "juros_apenas",
      ciclo: emprestimo.cicloAtual,
      status: "ativo",
      novaDataProximoCiclo: hojeMais(40),
      saldoRestante: emprestimo.valorRestante,
      ...campos,
    },
  });
}

/** A sign-up link as POST /api/links-cadastro answers it: mensal, R$ 1.000,00 at 10 % for 30 days. */
export function umLink(campos: Partial<LinkApi> = {}): LinkApi {
  return linkApiSchema.parse({
    id: novoId(),
    token: "token-de-teste",
    status: "ativo",
    modalidade: "mensal",
    valorOriginal: "1000.00",
    prazoDias: 30,
    taxaJuros: "10.00",
    quantidadeMeses: null,
    taxaJurosMes: null,
    periodicidade: "mensal",
    taxaTotal: null,
    multaAtraso: "0.00",
    taxaAtraso: "1.00",
    taxaAtrasoTipo: "percentual",
    exigirDocumentos: false,
    dataInicio: hojeMais(0),
    dataExpiracao: "2099-01-01T00:00:00.000Z",
    dataCriacao: "2026-03-02T15:30:00.000Z",
    emprestimoId: null,
    nomeDestinatario: null,
    cliente: null,
    ...campos,
  });
}

/**
 * A sign-up link as the borrower's page reads it (GET /api/cadastro/{token}): the terms of umLink
 * (R$ 1.000,00 at 10 % every 30 days, so 10 % a.m. and 213,84 % a.a.), no lender name.
 */
export function umLinkPublico(campos: Partial<LinkPublicoApi> = {}): LinkPublicoApi {
  const custo = { totalAPagar: "1100.00", taxaEfetivaMensal: "10.0000", taxaEfetivaAnual: "213.8428" };
  return linkPublicoApiSchema.parse({ ...umLink(), nomeCredor: null, ...custo, parcelas: null, ...campos });
}

/** The lender's settings as GET /api/configuracoes answers them: nothing filled in (no display name). */
export function umasConfiguracoes(campos: Partial<ConfiguracoesApi> = {}): ConfiguracoesApi {
  return configuracoesApiSchema.parse({
    chavePix: "",
    telefoneWhatsapp: null,
    nomeRecibo: null,
    documentoCredor: null,
    enderecoCredor: null,
    nomeRecebedor: null,
    cidadeRecebedor: null,
    ...campos,
  });
}
