import { useEffect } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { LIMITE_MAXIMO_DA_PAGINA } from "../../../domain/schemas/listas.ts";
import { consultaPaginada, type Esquemas } from "@/lib/api-tipada.ts";
import { itensDasPaginas } from "@/lib/api.ts";

/** A loan of GET /api/cobrar-hoje: each installment due today or overdue, with its charges, and their sum. */
export type EmprestimoACobrar = Esquemas["EmprestimoACobrar"];
export type ParcelaACobrar = EmprestimoACobrar["parcelas"][number];

// The largest page: a daily lender's round (sixty loans) arrives in one request.
export const consultaCobrarHoje = () => consultaPaginada("/api/cobrar-hoje", { query: { limite: LIMITE_MAXIMO_DA_PAGINA } });

/**
 * Every page of the day's round, read to the end: the total of the day at the top of the screen
 * and the search by name are over the whole round, not over the first page.
 */
export function useCobrarHoje() {
  const consulta = useInfiniteQuery(consultaCobrarHoje());
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = consulta;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return { ...consulta, itens: itensDasPaginas(consulta.data) };
}
