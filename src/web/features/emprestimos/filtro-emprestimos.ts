import { rotuloStatus } from "../../../domain/loans/types.ts";
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
