// The late badge of the clients list. Its own module so that the clients list does not depend
// on the collections screens (cobranca reads loan lists, which read clients: an import cycle).
import { and, inArray, lt } from "drizzle-orm";
import { valorParaQuitar } from "../../domain/loans/amount-due.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { estadoAtraso } from "../../domain/loans/overdue.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { emprestimos } from "../db/schema/index.ts";

export interface AtrasoDoCliente {
  /** Days late of the client's worst overdue loan. */
  diasAtraso: number;
  /** What settling all the client's overdue loans costs today (decimal text). */
  valorParaQuitar: string;
}

/**
 * Late figures per client of a list page, for its badge: only those clients' overdue running
 * loans are read.
 */
export async function atrasoPorCliente(db: Executor, usuarioId: string, hoje: string, clienteIds: string[]): Promise<Map<string, AtrasoDoCliente>> {
  if (clienteIds.length === 0) return new Map();
  const linhas = await db
    .select()
    .from(emprestimos)
    .where(
      and(
        doUsuario(emprestimos, usuarioId, inArray(emprestimos.clienteId, clienteIds), inArray(emprestimos.status, ["ativo", "atrasado"])),
        lt(emprestimos.dataProximoCiclo, hoje),
      ),
    );
  const porCliente = new Map<string, { dias: number; quitar: number }>();
  for (const linha of linhas) {
    const estado = estadoDaLinha(linha);
    const { diasAtraso } = estadoAtraso(estado, hoje);
    if (diasAtraso <= 0) continue;
    const atual = porCliente.get(linha.clienteId) ?? { dias: 0, quitar: 0 };
    porCliente.set(linha.clienteId, { dias: Math.max(atual.dias, diasAtraso), quitar: atual.quitar + valorParaQuitar(estado, hoje) });
  }
  return new Map([...porCliente].map(([id, a]) => [id, { diasAtraso: a.dias, valorParaQuitar: centavosParaDecimal(a.quitar) }]));
}
