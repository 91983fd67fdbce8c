// Issue 43, point 7: 'Cobrar hoje' and the calendar's month for a lender with 60,000 installments
// in written schedules (3,000 daily loans of 20), on PostgreSQL. Seeds a throwaway database of
// the server in TEST_DATABASE_URL, then times GET /api/cobrar-hoje (first page, and a page of 200)
// and GET /api/calendario?mes=2026-11 and the 12-month report through the app (app.inject: routing, session, the per-request
// transaction with RLS, the query and serialisation; no network). It prints, it never asserts.
//
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx scripts/bench-cobrar-hoje.ts
//   BENCH_EMPRESTIMOS  loans (default 3000)    BENCH_PEDIDOS  requests per route (default 200)
import { sql } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { criarContexto, novoLender } from "../src/server/test/harness.ts";
import { criarClienteApi } from "../src/server/test/ledger.ts";

if (!process.env.TEST_DATABASE_URL) throw new Error("Defina TEST_DATABASE_URL (um servidor PostgreSQL).");
const EMPRESTIMOS = Number(process.env.BENCH_EMPRESTIMOS ?? 3000);
const PEDIDOS = Number(process.env.BENCH_PEDIDOS ?? 200);

// Four starts, a quarter of the loans each, so that today (25/11/2026) some loans have several
// installments overdue, some only today's and some nothing yet: 10/11 (12 overdue), 20/11 (3
// overdue + today's), 24/11 (today's), 25/11 (nothing due).
const INICIOS = ["2026-11-09", "2026-11-20", "2026-11-24", "2026-11-25"];

const ctx = await criarContexto(); // today is 2026-11-25 in São Paulo
try {
  const { cookie } = await novoLender(ctx.app);
  const inicio = performance.now();
  const modelos: string[] = [];
  for (const dataInicio of INICIOS) {
    const c = await criarClienteApi(ctx.app, cookie, { nome: `Modelo ${dataInicio}` });
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/emprestimos/manual",
      headers: { cookie },
      payload: {
        clienteId: c.id,
        valorOriginal: "1.000,00",
        modalidade: "parcelado",
        periodicidade: "diaria",
        quantidadeMeses: 20,
        taxaTotal: "20",
        taxaAtraso: "1",
        multaAtraso: "2",
        dataInicio,
      },
    });
    if (r.statusCode !== 201) throw new Error(`empréstimo: ${r.statusCode} ${r.body}`);
    modelos.push((r.json() as { id: string }).id);
  }
  // Copies of the four loans (and of their clients, one client per loan), row for row, so every
  // column, trigger and written schedule is the one the app itself wrote.
  const copias = Math.ceil(EMPRESTIMOS / modelos.length) - 1;
  // Every column but the generated ones (clientes.busca, ...), which an INSERT may not name.
  const colunas = async (tabela: string) => {
    const r = await ctx.banco.db.execute(
      sql`SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ${tabela} AND is_generated = 'NEVER' AND generation_expression IS NULL ORDER BY ordinal_position`,
    );
    return sql.raw((r.rows as { column_name: string }[]).map((l) => `"${l.column_name}"`).join(", "));
  };
  const colunasClientes = await colunas("clientes");
  const colunasEmprestimos = await colunas("emprestimos");
  for (const [m, id] of modelos.entries()) {
    await ctx.banco.db.execute(sql`
      WITH modelo AS (SELECT e.*, c AS cliente FROM emprestimos e JOIN clientes c ON c.id = e.cliente_id WHERE e.id = ${id}),
      novos AS (
        SELECT g, gen_random_uuid() AS cliente_id, gen_random_uuid() AS emprestimo_id,
          'Cliente ' || lpad(((g * 7919) % 100000)::text, 5, '0') || ' ' || ${m} AS nome
        FROM generate_series(1, ${copias}) g
      ),
      clientes_novos AS (
        INSERT INTO clientes (${colunasClientes})
        SELECT ${colunasClientes} FROM (
          SELECT (jsonb_populate_record(null::clientes, to_jsonb(modelo.cliente) || jsonb_build_object(
            'id', novos.cliente_id, 'nome', novos.nome, 'cpf', lpad((${m} * 1000000 + g)::text, 11, '0')))).*
          FROM modelo, novos) x
        RETURNING id
      )
      INSERT INTO emprestimos (${colunasEmprestimos})
      SELECT ${colunasEmprestimos} FROM (
        SELECT (jsonb_populate_record(null::emprestimos, to_jsonb(modelo) - 'cliente' || jsonb_build_object(
          'id', novos.emprestimo_id, 'cliente_id', novos.cliente_id, 'cliente_nome', novos.nome))).*
        FROM modelo, novos
        WHERE (SELECT count(*) FROM clientes_novos) > 0) x`);
  }
  const contagem = await ctx.banco.db.execute(sql`
    SELECT count(*)::int AS emprestimos, sum(jsonb_array_length(parcelas))::int AS parcelas FROM emprestimos`);
  await ctx.banco.db.execute(sql`ANALYZE`);
  const linha = contagem.rows[0] as { emprestimos: number; parcelas: number };
  console.log(`Semeado em ${((performance.now() - inicio) / 1000).toFixed(1)} s: ${linha.emprestimos} empréstimos, ${linha.parcelas} parcelas escritas.`);

  const medir = async (url: string) => {
    const tempos: number[] = [];
    let itens = 0;
    for (let i = 0; i < 20 + PEDIDOS; i++) {
      const t0 = performance.now();
      const r = await ctx.app.inject({ url, headers: { cookie } });
      const t = performance.now() - t0;
      if (r.statusCode !== 200) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
      if (i >= 20) tempos.push(t); // the first 20 warm the plan cache and the JIT
      const corpo = r.json() as unknown[] | { dias?: unknown[]; previsao?: unknown[] };
      itens = Array.isArray(corpo) ? corpo.length : (corpo.dias ?? corpo.previsao ?? []).length;
    }
    tempos.sort((a, b) => a - b);
    const p = (q: number) => tempos[Math.min(tempos.length - 1, Math.floor(q * tempos.length))]!.toFixed(1);
    console.log(`${url.padEnd(36)} ${String(itens).padStart(4)} itens   p50 ${p(0.5).padStart(6)} ms   p95 ${p(0.95).padStart(6)} ms`);
  };
  await medir("/api/cobrar-hoje");
  await medir("/api/cobrar-hoje?limite=200");
  await medir("/api/calendario?mes=2026-11");
  await medir("/api/calendario?mes=2026-12");
  await medir("/api/calendario/vencimentos?data=2026-11-25");
  // The 12-month report, whose forecast reads every open installment of the written schedules.
  await medir("/api/relatorios?de=2026-01&ate=2026-12");
} finally {
  await ctx.close();
}
