import { rotuloStatus } from "../../../domain/loans/types.ts";
import { decimalParaCentavos } from "../../../domain/money.ts";
import { normalizarBusca } from "../../lib/busca.ts";

interface EmprestimoBuscavel {
  status: string;
  cliente: { nome: string };
}

/** SPEC 2: the loan list filters by client name or status text (its label or its raw value). */
export function filtrarEmprestimos<T extends EmprestimoBuscavel>(emprestimos: readonly T[], busca: string): T[] {
  const termo = normalizarBusca(busca);
  if (termo === "") return [...emprestimos];
  return emprestimos.filter(
    (e) =>
      normalizarBusca(e.cliente.nome).includes(termo) || normalizarBusca(rotuloStatus(e.status)).includes(termo) || normalizarBusca(e.status).includes(termo),
  );
}

/*
 * Issue 11: the list's filter chips and sort. Chips combine as "any of" (Atrasados + Vencem hoje
 * shows both); no chip is 'Todos'. They narrow the text search's result, never widen it.
 */
export const FILTROS_SITUACAO = ["atrasados", "vencem_hoje", "ativos", "aguardando_envio", "finalizados"] as const;
export type FiltroSituacao = (typeof FILTROS_SITUACAO)[number];

export const ROTULO_FILTRO: Record<FiltroSituacao, string> = {
  atrasados: "Atrasados",
  vencem_hoje: "Vencem hoje",
  ativos: "Ativos",
  aguardando_envio: "Aguardando envio",
  finalizados: "Finalizados",
};

interface EmprestimoDaLista {
  id: string;
  status: string;
  dataProximoCiclo: string;
  dataEmprestimo: string;
  valorRestante: string;
  cliente: { nome: string };
}

/** Whether a loan (its status already current for today, as the API sends it) fits one chip. */
export function correspondeAoFiltro(e: EmprestimoDaLista, filtro: FiltroSituacao, hoje: string): boolean {
  switch (filtro) {
    case "atrasados":
      return e.status === "atrasado";
    case "vencem_hoje":
      // Running and due today: on its due date a loan is due, not late (DOMAIN.md).
      return e.status === "ativo" && e.dataProximoCiclo === hoje;
    case "ativos":
      return e.status === "ativo";
    case "aguardando_envio":
      return e.status === "aguardando_envio";
    case "finalizados":
      return e.status === "finalizado";
  }
}

export function filtrarPorSituacao<T extends EmprestimoDaLista>(emprestimos: readonly T[], filtros: ReadonlySet<FiltroSituacao>, hoje: string): T[] {
  if (filtros.size === 0) return [...emprestimos];
  return emprestimos.filter((e) => [...filtros].some((f) => correspondeAoFiltro(e, f, hoje)));
}

export const ORDENACOES = ["vencimento", "valor", "nome", "recentes"] as const;
export type Ordenacao = (typeof ORDENACOES)[number];

export const ROTULO_ORDENACAO: Record<Ordenacao, string> = {
  vencimento: "Vencimento (mais próximo)",
  valor: "Valor restante (maior)",
  nome: "Nome do cliente (A–Z)",
  recentes: "Mais recentes",
};

/** Centavos of a decimal from the API, for comparing; text that is not a decimal sorts as 0. */
function centavosDe(decimal: string): number {
  try {
    return decimalParaCentavos(decimal);
  } catch {
    return 0;
  }
}

const porNome = (a: EmprestimoDaLista, b: EmprestimoDaLista) => a.cliente.nome.localeCompare(b.cliente.nome, "pt-BR", { sensitivity: "base" });

const COMPARADORES: Record<Ordenacao, (a: EmprestimoDaLista, b: EmprestimoDaLista) => number> = {
  vencimento: (a, b) => a.dataProximoCiclo.localeCompare(b.dataProximoCiclo) || porNome(a, b),
  valor: (a, b) => centavosDe(b.valorRestante) - centavosDe(a.valorRestante) || porNome(a, b),
  nome: (a, b) => porNome(a, b) || a.dataProximoCiclo.localeCompare(b.dataProximoCiclo),
  recentes: (a, b) => b.dataEmprestimo.localeCompare(a.dataEmprestimo) || porNome(a, b),
};

/** A sorted copy; ties end on the id so the order never jumps between renders. */
export function ordenarEmprestimos<T extends EmprestimoDaLista>(emprestimos: readonly T[], ordem: Ordenacao): T[] {
  const comparar = COMPARADORES[ordem];
  return [...emprestimos].sort((a, b) => comparar(a, b) || a.id.localeCompare(b.id));
}
