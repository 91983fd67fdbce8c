import { asc, eq, gte, inArray, lte } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { adicionarDias, adicionarMeses } from "../../domain/dates.ts";
import type { StatusEmprestimo } from "../../domain/loans/types.ts";
import type { ConsultaPagina } from "../../domain/schemas/listas.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { clientes, emprestimos } from "../db/schema/index.ts";
import { paginaDoDia, posicaoNoDia } from "./dashboard.ts";
import { listarEmprestimos } from "./emprestimos.ts";
import { colunasClienteDoEmprestimo, emprestimoDto, type EmprestimoDto } from "./emprestimo-dto.ts";

const EM_CURSO: StatusEmprestimo[] = ["ativo", "atrasado"];
const colunasCliente = colunasClienteDoEmprestimo;

/** Due dates of running loans in one month (yyyy-MM), with how many loans fall on each. */
export async function diasComVencimento(db: Executor, usuarioId: string, mes: string): Promise<{ data: string; quantidade: number }[]> {
  const inicio = `${mes}-01`;
  const fim = adicionarDias(adicionarMeses(inicio, 1), -1);
  const linhas = await db
    .select({ data: emprestimos.dataProximoCiclo, quantidade: sql<number>`count(*)::int` })
    .from(emprestimos)
    .where(
      doUsuario(
        emprestimos,
        usuarioId,
        inArray(emprestimos.status, EM_CURSO),
        gte(emprestimos.dataProximoCiclo, inicio),
        lte(emprestimos.dataProximoCiclo, fim),
      ),
    )
    .groupBy(emprestimos.dataProximoCiclo)
    .orderBy(asc(emprestimos.dataProximoCiclo));
  return linhas.map((l) => ({ data: l.data, quantidade: Number(l.quantidade) }));
}

/** A page of the running loans due on `data`, in the due lists' order (the dashboard's). */
export async function emprestimosQueVencemEm(
  db: Executor,
  usuarioId: string,
  data: string,
  hoje: string,
  { limite, cursor }: ConsultaPagina,
): Promise<{ itens: EmprestimoDto[]; proximoCursor: string | null }> {
  const depois = posicaoNoDia(cursor);
  const linhas = await db
    .select({ emprestimo: emprestimos, cliente: colunasCliente })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(
      doUsuario(
        emprestimos,
        usuarioId,
        // Written out, not as parameters: the planner matches it to the partial index's predicate.
        sql`${emprestimos.status} IN ('ativo', 'atrasado')`,
        eq(emprestimos.dataProximoCiclo, data),
        depois ? sql`(${emprestimos.clienteNome}, ${emprestimos.id}) > (${depois.chave}, ${depois.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(emprestimos.clienteNome), asc(emprestimos.id))
    .limit(limite + 1);
  const { itens, proximoCursor } = paginaDoDia(linhas, limite, (l) => ({ chave: l.emprestimo.clienteNome, id: l.emprestimo.id }));
  return { proximoCursor, itens: itens.map((l) => emprestimoDto(l.emprestimo, l.cliente, hoje)) };
}

/**
 * SPEC 4: the overdue list holds running loans whose next due date is before today, the most
 * days late first; one page of the loan list's 'atrasado' situation (issue 12).
 */
export function emprestimosAtrasados(db: Executor, usuarioId: string, hoje: string, pagina: ConsultaPagina) {
  return listarEmprestimos(db, usuarioId, hoje, { ...pagina, status: ["atrasado"], ordem: "vencimento" });
}
