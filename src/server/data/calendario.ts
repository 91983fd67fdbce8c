import { asc, eq, gt, gte, lte } from "drizzle-orm";
import { adicionarDias, adicionarMeses } from "../../domain/dates.ts";
import type { ConsultaPagina } from "../../domain/schemas/listas.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { clientes, emprestimos, vencimentosPorDia } from "../db/schema/index.ts";
import { doDia, ordemDoDia, paginaDoDia } from "./dashboard.ts";
import { listarEmprestimos } from "./emprestimos.ts";
import { colunasClienteDoEmprestimo, emprestimoDto, type EmprestimoDto } from "./emprestimo-dto.ts";

const colunasCliente = colunasClienteDoEmprestimo;

/**
 * Due dates of running loans in one month (yyyy-MM), with how many loans fall on each: at most a
 * month of the day rows the loan writes keep (vencimentos_por_dia, migration 0013).
 */
export async function diasComVencimento(db: Executor, usuarioId: string, mes: string): Promise<{ data: string; quantidade: number }[]> {
  const inicio = `${mes}-01`;
  const fim = adicionarDias(adicionarMeses(inicio, 1), -1);
  const linhas = await db
    .select({ data: vencimentosPorDia.data, quantidade: vencimentosPorDia.quantidade })
    .from(vencimentosPorDia)
    .where(doUsuario(vencimentosPorDia, usuarioId, gte(vencimentosPorDia.data, inicio), lte(vencimentosPorDia.data, fim), gt(vencimentosPorDia.quantidade, 0)))
    .orderBy(asc(vencimentosPorDia.data));
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
  const linhas = await db
    .select({ emprestimo: emprestimos, cliente: colunasCliente })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(emprestimos, usuarioId, doDia(emprestimos, data, cursor)))
    .orderBy(ordemDoDia(emprestimos))
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
