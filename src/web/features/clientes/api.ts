import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import {
  CHAVE_CLIENTES,
  chaveCliente,
  chaveEmprestimosDoCliente,
  chavePagamentosDoCliente,
  invalidarDadosDoCredor,
  type Cliente,
  type ClienteCorpo,
  type Emprestimo,
  type Pagamento,
} from "@/lib/ledger-api.ts";

/** SPEC 4: the one query that is always stale and refetches on window focus. */
export function useClientes() {
  return useQuery<Cliente[]>({ queryKey: CHAVE_CLIENTES, staleTime: 0, refetchOnWindowFocus: true });
}

export function useCliente(id: string) {
  return useQuery<Cliente>({ queryKey: chaveCliente(id) });
}

export function useEmprestimosDoCliente(clienteId: string) {
  return useQuery<Emprestimo[]>({ queryKey: chaveEmprestimosDoCliente(clienteId) });
}

export function usePagamentosDoCliente(clienteId: string) {
  return useQuery<Pagamento[]>({ queryKey: chavePagamentosDoCliente(clienteId) });
}

export function useCriarCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: ClienteCorpo) => (await (await apiRequest("POST", "/api/clientes", corpo)).json()) as Cliente,
    onSuccess: (cliente) => {
      queryClient.setQueryData(chaveCliente(cliente.id), cliente);
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

export function useAtualizarCliente(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: ClienteCorpo) => (await (await apiRequest("PUT", `/api/clientes/${encodeURIComponent(id)}`, corpo)).json()) as Cliente,
    onSuccess: (cliente) => {
      queryClient.setQueryData(chaveCliente(id), cliente);
      // The name is embedded in loans and in the dashboard lists too.
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/** POST /api/emprestimos/manual; money and rates go as decimal strings ("1000.00", "10.00"). */
export interface EmprestimoManualCorpo {
  clienteId: string;
  valorOriginal: string;
  prazoDias: number;
  taxaJuros: string;
  taxaAtraso: string;
  taxaAtrasoTipo: string;
  dataInicio?: string;
}

export function useCriarEmprestimoManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: EmprestimoManualCorpo) => (await (await apiRequest("POST", "/api/emprestimos/manual", corpo)).json()) as Emprestimo,
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}
