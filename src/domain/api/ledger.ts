// The wire shapes of the ledger API (SPEC section 7): what the server sends and the web reads,
// declared once so the two cannot drift apart. Money and rates are decimal strings ("1500.00"),
// dates yyyy-MM-dd, moments ISO strings.

export interface ClienteApi {
  id: string;
  nome: string;
  /** 11 digits. */
  cpf: string;
  /** Digits. */
  telefone: string;
  pix: string;
  documentoIdentidadeUrl: string | null;
  comprovanteEnderecoUrl: string | null;
  /** ISO moment. */
  dataCadastro: string;
  totalEmprestadoHistorico: string;
  totalReceberAtual: string;
  totalPagoJuros: string;
}

/** What POST and PUT /api/clientes take. */
export interface ClienteCorpoApi {
  nome: string;
  cpf: string;
  telefone: string;
  pix: string;
}

export interface EmprestimoApi {
  id: string;
  clienteId: string;
  modalidade: string;
  valorOriginal: string;
  valorRestante: string;
  prazoDias: number | null;
  taxaJuros: string;
  taxaAtraso: string;
  taxaAtrasoTipo: string;
  origem: string;
  cicloAtual: number;
  /** yyyy-MM-dd. */
  dataEmprestimo: string;
  dataInicio: string | null;
  dataProximoCiclo: string;
  /** Already current for today. */
  diasAtraso: number;
  valorJurosAtraso: string;
  status: string;
  quantidadeParcelas: number | null;
  valorParcela: string | null;
  cliente: { id: string; nome: string; telefone: string };
  /** The loan's client sent new data through a sign-up link that the lender has not yet seen to. */
  dadosNovosPendentes: boolean;
}

/**
 * What a borrower typed on a sign-up link for a CPF already on the lender's file: kept apart
 * until the lender accepts it (the client takes these values) or discards it.
 */
export interface AtualizacaoPendenteApi {
  id: string;
  clienteId: string;
  emprestimoId: string | null;
  nome: string;
  /** Digits. */
  telefone: string;
  pix: string;
  /** New uploads, or null when none was sent. */
  documentoIdentidadeUrl: string | null;
  comprovanteEnderecoUrl: string | null;
  /** ISO moment. */
  criadaEm: string;
}

export interface PagamentoApi {
  id: string;
  emprestimoId: string;
  clienteId: string;
  /** ISO moment. */
  dataPagamento: string;
  valorTotal: string;
  valorJuros: string;
  valorPrincipal: string;
  tipoPagamento: string;
  ciclo: number;
  observacao: string | null;
}

export interface RespostaPagamentoApi {
  pagamento: {
    id: string;
    emprestimoId: string;
    valorTotalPago: string;
    valorJuros: string;
    valorPrincipal: string;
    tipoPagamento: string;
    ciclo: number;
    status: string;
    novaDataProximoCiclo: string;
  };
}
