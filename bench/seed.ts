import { sql } from "drizzle-orm";
import { dataEmSaoPaulo } from "../src/domain/dates.ts";
import type { DatabaseHandle } from "../src/server/db/client.ts";

/** One lender (by e-mail) with 10,000 clients, 50,000 loans and 200,000 payments, made in SQL. */
export async function semear(banco: DatabaseHandle, email: string) {
  const db = banco.db;
  const hoje = dataEmSaoPaulo(new Date());
  const inicio = Date.now();
  const r = await db.execute(sql`SELECT id FROM auth_user WHERE email = ${email}`);
  const u = String((r.rows[0] as { id: string }).id);
  await db.execute(sql`UPDATE configuracoes SET dias_restantes = 365 WHERE usuario_id = ${u}`);
  await db.execute(sql`
    INSERT INTO clientes (usuario_id, nome, cpf, telefone, pix)
    SELECT ${u}, 'Cliente ' || i, lpad(i::text, 11, '0'), '119' || lpad(i::text, 8, '0'), 'cliente' || i || '@pix.com'
    FROM generate_series(1, 10000) AS i`);
  // Due dates spread over 60 days before and after today; 5% finalized, 5% paused.
  await db.execute(sql`
    WITH cs AS (SELECT id, (row_number() OVER (ORDER BY cpf)) - 1 AS n FROM clientes WHERE usuario_id = ${u})
    INSERT INTO emprestimos (cliente_id, usuario_id, valor_original, valor_restante, prazo_dias, taxa_juros, taxa_atraso,
      taxa_atraso_tipo, origem, ciclo_atual, data_emprestimo, data_inicio, data_proximo_ciclo, status, modalidade)
    SELECT cs.id, ${u}, (100 + (i * 37) % 5000)::numeric(10,2),
      CASE WHEN i % 20 = 0 THEN 0 ELSE (100 + (i * 37) % 5000)::numeric(10,2) END,
      30, (5 + i % 10)::numeric(5,2), 1, CASE WHEN i % 3 = 0 THEN 'fixo' ELSE 'percentual' END, 'manual', 1 + i % 5,
      ${hoje}::date - 30, ${hoje}::date - 30, ${hoje}::date + ((i % 121) - 60),
      CASE WHEN i % 20 = 0 THEN 'finalizado' WHEN i % 20 = 1 THEN 'pausado' WHEN (i % 121) - 60 < 0 THEN 'atrasado' ELSE 'ativo' END,
      'mensal'
    FROM generate_series(1, 50000) AS i JOIN cs ON cs.n = i % 10000`);
  await db.execute(sql`
    INSERT INTO historico_pagamentos (emprestimo_id, cliente_id, usuario_id, data_pagamento, valor_total, valor_juros, valor_principal, tipo_pagamento, ciclo)
    SELECT e.id, e.cliente_id, ${u}, now() - make_interval(days => k * 30), 50, 50, 0, 'juros_apenas', k
    FROM emprestimos e CROSS JOIN generate_series(1, 4) AS k WHERE e.usuario_id = ${u}`);
  await db.execute(sql`
    UPDATE clientes c SET
      total_emprestado_historico = coalesce(t.emprestado, 0), total_receber_atual = coalesce(t.receber, 0), total_pago_juros = coalesce(p.juros, 0)
    FROM clientes c2
    LEFT JOIN (SELECT cliente_id, sum(valor_original) AS emprestado, sum(valor_restante) FILTER (WHERE status <> 'finalizado') AS receber
               FROM emprestimos GROUP BY cliente_id) t ON t.cliente_id = c2.id
    LEFT JOIN (SELECT cliente_id, sum(valor_juros) AS juros FROM historico_pagamentos GROUP BY cliente_id) p ON p.cliente_id = c2.id
    WHERE c.id = c2.id AND c.usuario_id = ${u}`);
  await db.execute(sql`ANALYZE`);
  const contagem = await db.execute(
    sql`SELECT (SELECT count(*) FROM clientes)::int AS c, (SELECT count(*) FROM emprestimos)::int AS e, (SELECT count(*) FROM historico_pagamentos)::int AS p`,
  );
  const n = contagem.rows[0] as { c: number; e: number; p: number };
  console.log(`  semeado: ${n.c} clientes, ${n.e} empréstimos, ${n.p} pagamentos em ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
}
