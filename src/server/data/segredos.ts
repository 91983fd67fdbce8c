import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { segredosDoServidor } from "../db/schema/index.ts";

/**
 * The value every server sharing this database uses for `nome` (decision 0030): the first server
 * to ask stores its `candidato`, and every server, that one included, reads back what is stored.
 * Run as the connection's own user: no role of the tenancy wall is granted the table.
 */
export async function segredoCompartilhado(db: Database, nome: string, candidato: string): Promise<string> {
  await db.insert(segredosDoServidor).values({ nome, valor: candidato }).onConflictDoNothing();
  const [linha] = await db.select({ valor: segredosDoServidor.valor }).from(segredosDoServidor).where(eq(segredosDoServidor.nome, nome));
  if (!linha) throw new Error(`segredo ${nome} não encontrado depois de gravado`);
  return linha.valor;
}
