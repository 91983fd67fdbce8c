import { sql, type SQL } from "drizzle-orm";
import { dataEmSaoPaulo } from "../src/domain/dates.ts";
import type { DatabaseHandle } from "../src/server/db/client.ts";

/*
 * The lender population of `npm run bench`, made in SQL with generate_series: one big lender
 * (an account made over HTTP, so it has a real password hash) and N ordinary lenders whose
 * auth rows reuse that hash, so they all sign in with the same password.
 *
 * Ids are derived from the row's place (md5 shaped as a version-4 UUID, which z.uuid() accepts): a
 * loan names its client and a payment its loan without any join. They look random, as the app's
 * own are: ordered ids would shrink the compressed lists the bench measures.
 */

export const PORTE_GRANDE = { clientes: 10_000, emprestimos: 50_000, pagamentos: 200_000 };
export const PORTE_COMUM = { clientes: 50, emprestimos: 150, pagamentos: 600 };

const idDe = (tabela: string, linha: SQL) =>
  sql`overlay(overlay(md5(${sql.raw(`'${tabela}.'`)} || l || '.' || ${linha}) placing '4' from 13) placing '8' from 17)::uuid`;
const idDoCredor = sql`${idDe("u", sql`0`)}::text`;
const idDoCliente = (i: SQL) => idDe("c", i);
const idDoEmprestimo = (j: SQL) => idDe("e", j);

// First names and surnames: searching one of them hits a slice of any lender's clients.
export const NOMES =
  "Ana Bruno Carla Diego Eduarda Felipe Gabriela Henrique Isabela João Karina Lucas Mariana Nicolas Otávio Paula Rafael Sabrina Tiago Vitória".split(" ");
export const SOBRENOMES =
  "Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho Araújo Melo Barbosa Cardoso Conceição Rocha".split(
    " ",
  );
const lista = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x}'`).join(", ")}]`);

/** Every lender: l = 0 is the big one, 1..n the ordinary ones. */
function credores(idGrande: string, n: number) {
  const g = PORTE_GRANDE;
  const c = PORTE_COMUM;
  return sql`credores(l, id, nc, ne, np) AS (
    SELECT 0, ${idGrande}::text, ${g.clientes}::int, ${g.emprestimos}::int, ${g.pagamentos}::int
    UNION ALL SELECT l, ${idDoCredor}, ${c.clientes}, ${c.emprestimos}, ${c.pagamentos} FROM generate_series(1, ${n}::int) AS l)`;
}

/**
 * One bulk insert into `tabela`, made the way a restore is: without the foreign-key triggers (a
 * check per row and key; the ids are consistent by construction) and with the secondary indexes
 * built afterwards in one sort each instead of row by row. The query inserts in primary-key order,
 * so that index grows at its end. Needs a superuser, which the seeding connection is on both
 * databases.
 */
function emMassa(db: DatabaseHandle["db"], tabela: string, consulta: SQL) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    const r = await tx.execute(sql`
      SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ${tabela} AND i.indexname NOT IN (SELECT conname FROM pg_constraint)`);
    const indices = r.rows as { indexname: string; indexdef: string }[];
    for (const i of indices) await tx.execute(sql.raw(`DROP INDEX "${i.indexname}"`));
    await tx.execute(consulta);
    for (const i of indices) await tx.execute(sql.raw(i.indexdef));
  });
}

async function etapa(nome: string, tempos: string[], fazer: () => Promise<unknown>) {
  const inicio = Date.now();
  await fazer();
  tempos.push(`${nome} ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
}

/**
 * Seeds the big lender (by e-mail, already signed up) and `comuns` ordinary lenders. Due dates
 * follow monthly cycles: active loans fall due over the next 30 days, 10% are overdue by up to
 * 60 days, 5% finished, 5% paused.
 */
export async function semear(banco: DatabaseHandle, emailGrande: string, comuns: number) {
  const db = banco.db;
  const hoje = dataEmSaoPaulo(new Date());
  const inicio = Date.now();
  const tempos: string[] = [];
  const r = await db.execute(sql`SELECT u.id, a.password FROM auth_user u JOIN auth_account a ON a.user_id = u.id WHERE u.email = ${emailGrande}`);
  const { id: idGrande, password: hash } = r.rows[0] as { id: string; password: string };
  const com = sql`WITH ${credores(idGrande, comuns)}`;

  await etapa("contas", tempos, async () => {
    await db.execute(sql`
      INSERT INTO auth_user (id, name, email, email_verified)
      SELECT ${idDoCredor}, 'Credor ' || l, 'bench-' || l || '@teste.com', true FROM generate_series(1, ${comuns}::int) AS l`);
    await db.execute(sql`
      INSERT INTO auth_account (account_id, provider_id, user_id, password)
      SELECT ${idDoCredor}, 'credential', ${idDoCredor}, ${hash} FROM generate_series(1, ${comuns}::int) AS l`);
    await db.execute(sql`INSERT INTO configuracoes (usuario_id, dias_restantes) SELECT ${idDoCredor}, 365 FROM generate_series(1, ${comuns}::int) AS l`);
    // Nobody runs out of credit during the run.
    await db.execute(sql`UPDATE configuracoes SET dias_restantes = 365 WHERE usuario_id = ${idGrande}`);
  });

  await etapa("clientes", tempos, () =>
    emMassa(
      db,
      "clientes",
      sql`${com}
      INSERT INTO clientes (id, usuario_id, nome, cpf, telefone, pix)
      SELECT ${idDoCliente(sql`i`)}, id,
        (${lista(NOMES)})[1 + i % 20] || ' ' || (${lista(SOBRENOMES)})[1 + (i / 20) % 20] || ' ' || (${lista(SOBRENOMES)})[1 + (i / 400) % 20],
        lpad(i::text, 11, '0'), '119' || lpad(i::text, 8, '0'), 'cliente' || i || '@pix.com'
      FROM credores, generate_series(1, nc) AS i ORDER BY 1`,
    ),
  );

  await etapa("empréstimos", tempos, () =>
    emMassa(
      db,
      "emprestimos",
      sql`${com}, e AS (
        SELECT l, id, nc, j, j % 20 AS s, 1 + j % 5 AS ciclo, (100 + (j * 37) % 5000)::numeric(10,2) AS valor,
          ${hoje}::date + CASE WHEN j % 20 IN (2, 3) THEN -1 - (j * 7) % 60 ELSE (j * 13) % 30 END AS vence
        FROM credores, generate_series(1, ne) AS j)
      INSERT INTO emprestimos (id, cliente_id, usuario_id, valor_original, valor_restante, prazo_dias, taxa_juros, taxa_atraso,
        taxa_atraso_tipo, origem, ciclo_atual, data_emprestimo, data_inicio, data_proximo_ciclo, status, modalidade, cliente_nome)
      SELECT ${idDoEmprestimo(sql`j`)}, ${idDoCliente(sql`(1 + (j - 1) % nc)`)}, id,
        valor, CASE WHEN s = 0 THEN 0 ELSE valor END, 30, (5 + j % 10)::numeric(5,2), 1, CASE WHEN j % 3 = 0 THEN 'fixo' ELSE 'percentual' END,
        'manual', ciclo, vence - 30 * ciclo, vence - 30 * ciclo, vence,
        CASE WHEN s = 0 THEN 'finalizado' WHEN s = 1 THEN 'pausado' WHEN s IN (2, 3) THEN 'atrasado' ELSE 'ativo' END, 'mensal',
        -- The copy of the client's name a trigger keeps (migration 0012); triggers are off here.
        (SELECT k.nome FROM clientes k WHERE k.id = ${idDoCliente(sql`(1 + (j - 1) % nc)`)})
      FROM e ORDER BY 1`,
    ),
  );

  await etapa("pagamentos", tempos, () =>
    emMassa(
      db,
      "historico_pagamentos",
      sql`${com}, p AS (SELECT l, id, nc, ne, k, 1 + (k - 1) % ne AS j, 1 + (k - 1) / ne AS m FROM credores, generate_series(1, np) AS k)
      INSERT INTO historico_pagamentos (id, emprestimo_id, cliente_id, usuario_id, data_pagamento, registrado_em, valor_total, valor_juros, valor_principal, tipo_pagamento, ciclo)
      SELECT ${idDe("p", sql`k`)}, ${idDoEmprestimo(sql`j`)}, ${idDoCliente(sql`(1 + (j - 1) % nc)`)}, id,
        now() - make_interval(days => m * 30 + j % 30), now() - make_interval(days => m * 30 + j % 30), 50, 50, 0, 'juros_apenas', m
      FROM p ORDER BY 1`,
    ),
  );

  await etapa("totais", tempos, () =>
    db.execute(sql`
      UPDATE clientes c SET total_emprestado_historico = t.emprestado, total_receber_atual = t.receber, total_pago_juros = coalesce(p.juros, 0)
      FROM (SELECT cliente_id, sum(valor_original) AS emprestado, coalesce(sum(valor_restante) FILTER (WHERE status <> 'finalizado'), 0) AS receber
            FROM emprestimos GROUP BY cliente_id) t
      LEFT JOIN (SELECT cliente_id, sum(valor_juros) AS juros FROM historico_pagamentos GROUP BY cliente_id) p ON p.cliente_id = t.cliente_id
      WHERE c.id = t.cliente_id`),
  );
  // The bulk inserts ran without triggers (replica role): the lender-wide figures the triggers keep
  // (migration 0010), the day rows (0013) and the report's months (0024) are summed here, once, as those migrations do for
  // existing data.
  await etapa("resumo", tempos, () =>
    db
      .execute(
        sql`
      UPDATE configuracoes c SET
        total_emprestado_ativo = coalesce((SELECT sum(e.valor_restante) FROM emprestimos e WHERE e.usuario_id = c.usuario_id AND e.status IN ('ativo', 'atrasado')), 0),
        total_clientes = (SELECT count(*) FROM clientes k WHERE k.usuario_id = c.usuario_id)`,
      )
      .then(() =>
        // And the day rows of migration 0013, summed as that migration does.
        db.execute(sql`
        INSERT INTO vencimentos_por_dia (usuario_id, data, quantidade, valor_do_ciclo)
        SELECT usuario_id, data_proximo_ciclo, count(*), sum(credito_valor_do_ciclo(modalidade, valor_restante, taxa_juros, valor_parcela, ciclo_atual, quantidade_parcelas))
        FROM emprestimos WHERE status IN ('ativo', 'atrasado') GROUP BY usuario_id, data_proximo_ciclo`),
      )
      .then(() =>
        // And the report's months of migration 0024, summed as that migration does.
        db.execute(sql`
        INSERT INTO resumo_por_mes (usuario_id, mes, emprestado, recebido_juros, recebido_principal, recebido_juros_atraso, recebido_total, juros_atraso_dispensados)
        SELECT usuario_id, mes, sum(emprestado), sum(juros), sum(principal), sum(atraso), sum(total), sum(dispensado) FROM (
          SELECT usuario_id, date_trunc('month', data_emprestimo)::date AS mes, valor_original AS emprestado, 0 AS juros, 0 AS principal, 0 AS atraso, 0 AS total, 0 AS dispensado
          FROM emprestimos WHERE status <> 'aguardando_envio'
          UNION ALL
          SELECT usuario_id, credito_mes_do_pagamento(data_pagamento), 0, valor_juros - coalesce(valor_juros_atraso, 0), valor_principal,
            coalesce(valor_juros_atraso, 0), valor_total, valor_juros_atraso_dispensado
          FROM historico_pagamentos WHERE NOT estornado) s
        GROUP BY usuario_id, mes`),
      ),
  );
  // As a database in steady use is: statistics, visibility map and hint bits set now, not by
  // autovacuum and the first reads in the middle of the measurement.
  await etapa("vacuum analyze", tempos, () => db.execute(sql`VACUUM ANALYZE`));

  const contagem = await db.execute(
    sql`SELECT (SELECT count(*) FROM auth_user)::int AS u, (SELECT count(*) FROM clientes)::int AS c, (SELECT count(*) FROM emprestimos)::int AS e, (SELECT count(*) FROM historico_pagamentos)::int AS p`,
  );
  const n = contagem.rows[0] as { u: number; c: number; e: number; p: number };
  console.log(
    `  semeado: ${n.u} credores, ${n.c} clientes, ${n.e} empréstimos, ${n.p} pagamentos em ${((Date.now() - inicio) / 1000).toFixed(1)} s (${tempos.join(", ")})`,
  );
  return idGrande;
}

export type CredorDaCarga = { email: string; clientes: string[]; emprestimosAtivos: string[] };

/**
 * What the load needs of the lenders it uses (the big one and ordinary ones 1..usados): their
 * clients, and active loans to pay (each paid once, so no payment looks like a repeat).
 */
export async function credoresDaCarga(banco: DatabaseHandle, emailGrande: string, idGrande: string, usados: number): Promise<CredorDaCarga[]> {
  const ids = sql`(SELECT ${idGrande}::text AS id, ${emailGrande}::text AS email UNION ALL
    SELECT ${idDoCredor}, 'bench-' || l || '@teste.com' FROM generate_series(1, ${usados}::int) AS l)`;
  const porCredor = new Map<string, CredorDaCarga>();
  const r = await banco.db.execute(sql`SELECT u.id, u.email FROM ${ids} u`);
  for (const l of r.rows as { id: string; email: string }[]) porCredor.set(l.id, { email: l.email, clientes: [], emprestimosAtivos: [] });
  const clientes = await banco.db.execute(sql`SELECT c.usuario_id, c.id FROM clientes c JOIN ${ids} u ON u.id = c.usuario_id`);
  for (const l of clientes.rows as { usuario_id: string; id: string }[]) porCredor.get(l.usuario_id)!.clientes.push(l.id);
  const ativos = await banco.db.execute(sql`
    SELECT usuario_id, id FROM (
      SELECT e.usuario_id, e.id, row_number() OVER (PARTITION BY e.usuario_id ORDER BY random()) AS r
      FROM emprestimos e JOIN ${ids} u ON u.id = e.usuario_id WHERE e.status = 'ativo') x
    WHERE r <= 2000`);
  for (const l of ativos.rows as { usuario_id: string; id: string }[]) porCredor.get(l.usuario_id)!.emprestimosAtivos.push(l.id);
  return [...porCredor.values()];
}
