import type { QueryClient } from "@tanstack/react-query";

/*
 * The wire shapes of clients, loans and payments (money and rates are decimal strings,
 * dates yyyy-MM-dd, moments ISO) and the query keys shared by the client and loan
 * screens. Both features read the same loans, so the keys and the invalidation after a
 * change live here rather than in either feature.
 */

export interface Cliente {
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
export interface ClienteCorpo {
  nome: string;
  cpf: string;
  telefone: string;
  pix: string;
}

export interface Emprestimo {
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
  /** ISO moment or yyyy-MM-dd. */
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
}

export interface Pagamento {
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

export interface RespostaPagamento {
  pagamento: {
    id: string;
    valorTotalPago: string;
    valorJuros: string;
    valorPrincipal: string;
    tipoPagamento: string;
    ciclo: number;
    status: string;
    novaDataProximoCiclo: string | null;
  };
}

export const CHAVE_CLIENTES = ["/api/clientes"] as const;
export const CHAVE_EMPRESTIMOS = ["/api/emprestimos"] as const;

export function chaveCliente(id: string) {
  return ["/api/clientes", encodeURIComponent(id)] as const;
}

// The default query function joins the key with "/", so a query string must be one part.
export function chaveEmprestimosDoCliente(clienteId: string) {
  return [`/api/emprestimos?clienteId=${encodeURIComponent(clienteId)}`] as const;
}

export function chavePagamentosDoCliente(clienteId: string) {
  return [`/api/pagamentos?clienteId=${encodeURIComponent(clienteId)}`] as const;
}

// Everything a loan, payment or client change can alter: lists, details, per-client
// loans and payments (keys with a query string), dashboard numbers and lists, the
// calendar and the sign-up links (SPEC 4).
const PREFIXOS_AFETADOS = ["/api/clientes", "/api/emprestimos", "/api/pagamentos", "/api/dashboard", "/api/links-cadastro", "/api/calendario"];

export function invalidarDadosDoCredor(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const primeira = queryKey[0];
      return typeof primeira === "string" && PREFIXOS_AFETADOS.some((p) => primeira === p || primeira.startsWith(`${p}/`) || primeira.startsWith(`${p}?`));
    },
  });
}
