import type { Esquemas } from "@/lib/api-tipada.ts";

/** Who the contract names as debtor: what the form has so far. */
export interface DevedorDoContrato {
  nome: string;
  cpf: string;
  telefone: string;
}

export type PreviaDoContrato = Esquemas["ContratoPreviaTexto"];

/** The data a contract was drawn up for: a contract opened for other data is not the one to accept. */
export function chaveDoDevedor(d: DevedorDoContrato): string {
  return [d.nome.trim(), d.cpf.replace(/\D/g, ""), d.telefone.replace(/\D/g, "")].join("|");
}
