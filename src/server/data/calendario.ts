import { eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DiaDoMesApi, EmprestimoNoDiaApi } from "../../domain/api/painel.ts";
import { adicionarDias, adicionarMeses } from "../../domain/dates.ts";
import type { ConsultaPagina } from "../../domain/schemas/listas.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { clientes, emprestimos } from "../db/schema/index.ts";
import { ordemDoDia, paginaDoDia, posicaoNoDia } from "./dashboard.ts";
import { listarEmprestimos } from "./emprestimos.ts";
import { colunasClienteDoEmprestimo, emprestimoDto } from "./emprestimo-dto.ts";
import { vencimentosEmAbertoSql } from "./sql-valores.ts";

const colunasCliente = colunasClienteDoEmprestimo;

// The loan as `e`, the alias sql-valores.ts's expressions are written against.
const e = alias(emprestimos, "e");

/** The running loans (of `usuarioId`) whose first open installment or cycle is due by `ate`. */
function correntesAte(usuarioId: string, ate: string) {
  // Every open installment is due on or after the row's data_proximo_ciclo (the oldest open
  // one's date): a loan whose first is after `ate` has nothing up to it, and the lender's index
  // (usuario_id, data_proximo_ciclo) reads only the others.
  return sql`e.usuario_id = ${usuarioId} AND e.status IN ('ativo', 'atrasado') AND e.data_proximo_ciclo <= ${ate}::date`;
}

/**
 * The days of one month (yyyy-MM) with something to collect: every open installment of a running
 * parcelado loan's written schedule on its own due date, and each running mensal loan's cycle on
 * its date (DOMAIN.md, the calendar reads the written schedule). Per day: how many, what they add
 * up to, and how many of them are overdue on `hoje`. Summed by the database over the jsonb.
 */
export async function diasComVencimento(db: Executor, usuarioId: string, mes: string, hoje: string): Promise<DiaDoMesApi[]> {
  const inicio = `${mes}-01`;
  const fim = adicionarDias(adicionarMeses(inicio, 1), -1);
  const r = await db.execute(sql`
    SELECT a.vence::text AS data, count(*)::int AS quantidade, sum(a.valor)::numeric(14,2)::text AS valor,
      count(*) FILTER (WHERE a.vence < ${hoje}::date)::int AS atrasadas
    FROM emprestimos e CROSS JOIN LATERAL ${vencimentosEmAbertoSql} AS a
    WHERE ${correntesAte(usuarioId, fim)} AND a.vence BETWEEN ${inicio}::date AND ${fim}::date
    GROUP BY a.vence ORDER BY a.vence`);
  return (r.rows as { data: string; quantidade: number; valor: string; atrasadas: number }[]).map((l) => ({
    data: l.data,
    quantidade: Number(l.quantidade),
    valor: l.valor,
    atrasadas: Number(l.atrasadas),
  }));
}

/**
 * A page of the running loans with an installment (or cycle) due on `data`, in the due lists'
 * order (the dashboard's), each with that installment: its number, what is owed of it and
 * whether it is overdue on `hoje`. The page's keys come from the schedule in SQL; then the page's
 * loans are read as every loan list reads them.
 */
export async function emprestimosQueVencemEm(
  db: Executor,
  usuarioId: string,
  data: string,
  hoje: string,
  { limite, cursor }: ConsultaPagina,
): Promise<{ itens: EmprestimoNoDiaApi[]; proximoCursor: string | null }> {
  const depois = posicaoNoDia(cursor);
  // The page's candidates first, in name order: the current installment or cycle due that day,
  // or an open written installment on that date (found by emprestimos_parcelas_idx, checked by a
  // jsonpath over the binary jsonb, no text parsing); only the page's schedules are then read in
  // full for what is owed. A candidate whose installment turns out to owe nothing (a balance out of
  // step with its plan) leaves its page one short, never a gap: the cursor follows the candidates.
  const r = await db.execute(sql`
    SELECT e.id, e.cliente_nome, a.numero, a.valor::numeric(14,2)::text AS valor
    FROM (SELECT e.* FROM emprestimos e
      WHERE ${correntesAte(usuarioId, data)}
        AND (e.data_proximo_ciclo = ${data}::date
          OR (e.parcelas @> ${JSON.stringify([{ vencimento: data }])}::jsonb
            AND jsonb_path_exists(e.parcelas, '$[*] ? (@.vencimento == $d && @.numero >= $c)', jsonb_build_object('d', ${data}::text, 'c', e.ciclo_atual))))
        ${depois ? sql`AND (e.cliente_nome, e.id) > (${depois.chave}, ${depois.id}::uuid)` : sql``}
      ORDER BY ${ordemDoDia(e)}
      LIMIT ${limite + 1}) AS e
    LEFT JOIN LATERAL (SELECT v.numero, v.valor FROM ${vencimentosEmAbertoSql} AS v WHERE v.vence = ${data}::date LIMIT 1) AS a ON true
    ORDER BY ${ordemDoDia(e)}`);
  const candidatos = r.rows as { id: string; cliente_nome: string; numero: number | null; valor: string | null }[];
  const pag = paginaDoDia(candidatos, limite, (l) => ({ chave: l.cliente_nome, id: l.id }));
  const proximoCursor = pag.proximoCursor;
  const itens = pag.itens.flatMap((l) => (l.numero === null || l.valor === null ? [] : [{ id: l.id, numero: l.numero, valor: l.valor }]));
  if (itens.length === 0) return { itens: [], proximoCursor };
  const linhas = await db
    .select({ emprestimo: emprestimos, cliente: colunasCliente })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(
      doUsuario(
        emprestimos,
        usuarioId,
        inArray(
          emprestimos.id,
          itens.map((l) => l.id),
        ),
      ),
    );
  const porId = new Map(linhas.map((l) => [l.emprestimo.id, l] as const));
  return {
    proximoCursor,
    itens: itens.flatMap((chave) => {
      const l = porId.get(chave.id);
      // Both reads are in the request's one transaction: the row is there.
      if (!l) return [];
      const parcela = { numero: Number(chave.numero), valor: chave.valor, atrasada: data < hoje };
      return [{ ...emprestimoDto(l.emprestimo, l.cliente, hoje), vencimentoNoDia: parcela }];
    }),
  };
}

/**
 * SPEC 4: the overdue list holds running loans whose next due date is before today, the most
 * days late first; one page of the loan list's 'atrasado' situation (issue 12).
 */
export function emprestimosAtrasados(db: Executor, usuarioId: string, hoje: string, pagina: ConsultaPagina) {
  return listarEmprestimos(db, usuarioId, hoje, { ...pagina, status: ["atrasado"], ordem: "vencimento" });
}
