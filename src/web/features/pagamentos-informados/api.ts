import { useQuery } from "@tanstack/react-query";
import { consulta } from "@/lib/api-tipada.ts";

/** Issue 30, point 3: the card of the borrowers' informed payments, for the dashboard and the client's page. */
export { PagamentosInformadosCard } from "./pagamentos-informados-card.tsx";

/**
 * Issue 42: the loans with a borrower's 'Já paguei' waiting for the lender (the card's own list,
 * one read for both). A row of 'Cobrar hoje' says 'Informado pelo cliente' for them.
 */
export function useEmprestimosInformados(): ReadonlySet<string> {
  const lista = useQuery(consulta("/api/pagamentos-informados", {}));
  return new Set((lista.data ?? []).map((a) => a.emprestimoId));
}
