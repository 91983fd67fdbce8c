import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, arquivoDaApi, dados, type CorpoDe } from "@/lib/api-tipada.ts";
import { consultasLedger, invalidarDadosDoCredor, type Cliente, type FiltrosClientes } from "@/lib/ledger-api.ts";

/** Rows read this recently are not read again as the screen opens: the guard asked for them just before (app/dados-da-tela.ts). */
const RECEM_LIDA_MS = 10_000;

/**
 * SPEC 4: the one query that is always stale and refetches on window focus. Issue 12: searched
 * and paged by the server; a new search keeps the previous rows on screen until its answer comes.
 */
export function useClientes(filtros: FiltrosClientes) {
  return useInfiniteQuery({
    ...consultasLedger.clientes(filtros),
    staleTime: 0,
    refetchOnMount: (consulta) => consulta.state.isInvalidated || Date.now() - consulta.state.dataUpdatedAt > RECEM_LIDA_MS,
    refetchOnWindowFocus: true,
    placeholderData: keepPreviousData,
  });
}

export function useCliente(id: string) {
  return useQuery(consultasLedger.cliente(id));
}

/** The client's loans, page by page (a client may have many). */
export function useEmprestimosDoCliente(clienteId: string) {
  return useInfiniteQuery(consultasLedger.emprestimosDoCliente(clienteId));
}

export function usePagamentosDoCliente(clienteId: string) {
  return useQuery(consultasLedger.pagamentosDoCliente(clienteId));
}

/** What POST and PUT /api/clientes take. */
export type ClienteCorpo = CorpoDe<"/api/clientes", "post">;

/** A change that answers the client: its detail is set at once, and everything showing its name refreshes. */
function useSalvarCliente(salvar: (corpo: ClienteCorpo) => Promise<Cliente>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: salvar,
    onSuccess: (cliente) => {
      queryClient.setQueryData(consultasLedger.cliente(cliente.id).queryKey, cliente);
      // The name is embedded in loans and in the dashboard lists too.
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

export function useCriarCliente() {
  return useSalvarCliente((corpo) => dados(api.POST("/api/clientes", { body: corpo })));
}

export function useAtualizarCliente(id: string) {
  return useSalvarCliente((corpo) => dados(api.PUT("/api/clientes/{id}", { params: { path: { id } }, body: corpo })));
}

/** POST /api/emprestimos/manual; money and rates go as decimal strings ("1000.00", "10.00"). */
export type EmprestimoManualCorpo = CorpoDe<"/api/emprestimos/manual", "post">;

export function useCriarEmprestimoManual() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: EmprestimoManualCorpo) => dados(api.POST("/api/emprestimos/manual", { body: corpo })),
    onSuccess: () => {
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/**
 * Issue 10: a client is deleted only while it has no loans (409 otherwise). Its detail is
 * dropped first, so nothing on screen asks the server again for a client that is gone.
 */
export function useExcluirCliente() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE("/api/clientes/{id}", { params: { path: { id } } });
    },
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: consultasLedger.cliente(id).queryKey, exact: true });
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/** LGPD: name, CPF, phone and PIX key replaced, documents deleted, the financial history kept. */
export function useAnonimizarCliente(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => dados(api.POST("/api/clientes/{id}/anonimizar", { params: { path: { id } } })),
    onSuccess: (cliente) => {
      // The page shows the anonymized data at once; loans, lists and the trail carry the old name.
      queryClient.setQueryData(consultasLedger.cliente(cliente.id).queryKey, cliente);
      void invalidarDadosDoCredor(queryClient);
    },
  });
}

/** LGPD: everything held about the client, saved by the browser as a JSON file. */
export async function baixarDadosPessoais(id: string, nomeArquivo: string): Promise<void> {
  const { blob } = await arquivoDaApi("/api/clientes/{id}/dados-pessoais", { path: { id } }).baixar();
  const url = URL.createObjectURL(new Blob([blob], { type: "application/json" }));
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = nomeArquivo;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked a while after the click: some browsers still read the URL after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** The manual form's request body, also the new terms of a renegotiation (issue 43). */
export { corpoDoEmprestimoManual } from "./emprestimo-manual.ts";
