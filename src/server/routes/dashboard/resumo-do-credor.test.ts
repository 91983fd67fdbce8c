import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processarDia } from "../../data/processamento-diario.ts";
import { valorDoCicloSql } from "../../data/sql-valores.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// Issue 12 point 2: the dashboard's lender-wide figures (what is out on running loans, how many
// clients) and the per-day due figures of the calendar and the expected income are kept by
// triggers in every write (migrations 0010 and 0013). After each kind of write they must equal
// the sums taken from the rows themselves.

describe(`resumo do credor mantido na escrita (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let credor: { cookie: string };
  let outro: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    credor = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  async function conferir(quando: string) {
    const r = await ctx.banco.db.execute(sql`
      SELECT c.usuario_id, c.total_emprestado_ativo::text AS guardado, c.total_clientes AS clientes_guardados,
        coalesce((SELECT sum(e.valor_restante) FROM emprestimos e WHERE e.usuario_id = c.usuario_id AND e.status IN ('ativo', 'atrasado')), 0)::numeric(16,2)::text AS somado,
        (SELECT count(*) FROM clientes k WHERE k.usuario_id = c.usuario_id)::int AS clientes_contados
      FROM configuracoes c`);
    for (const linha of r.rows as { guardado: string; somado: string; clientes_guardados: number; clientes_contados: number }[]) {
      expect(linha.guardado, quando).toBe(linha.somado);
      expect(Number(linha.clientes_guardados), quando).toBe(Number(linha.clientes_contados));
    }
    // The day rows (migration 0013): per lender and due date, the running loans and their cycle
    // values, equal to the rows grouped again (days left with no loan count zero).
    const dias = await ctx.banco.db.execute(sql`
      SELECT coalesce(v.usuario_id, s.usuario_id) AS usuario_id, coalesce(v.data, s.data)::text AS data,
        coalesce(v.quantidade, 0) AS guardados, coalesce(s.quantidade, 0) AS contados,
        coalesce(v.valor_do_ciclo, 0)::numeric(16,2)::text AS guardado, coalesce(s.valor, 0)::numeric(16,2)::text AS somado
      FROM vencimentos_por_dia v
      FULL JOIN (
        SELECT e.usuario_id, e.data_proximo_ciclo AS data, count(*)::int AS quantidade, sum(${valorDoCicloSql}) AS valor
        FROM emprestimos e WHERE e.status IN ('ativo', 'atrasado') GROUP BY 1, 2
      ) s ON s.usuario_id = v.usuario_id AND s.data = v.data`);
    for (const dia of dias.rows as { data: string; guardados: number; contados: number; guardado: string; somado: string }[]) {
      expect({ data: dia.data, quantidade: Number(dia.guardados), valor: dia.guardado }, quando).toEqual({
        data: dia.data,
        quantidade: Number(dia.contados),
        valor: dia.somado,
      });
    }
    // The report's months (migration 0024): per lender and month, money lent and payments not
    // reversed by their own date, equal to the rows summed again (months left empty count zero).
    const meses = await ctx.banco.db.execute(sql`
      SELECT coalesce(m.usuario_id, s.usuario_id) AS usuario_id, coalesce(m.mes, s.mes)::text AS mes,
        concat_ws(' ', coalesce(m.emprestado, 0)::numeric(16,2), coalesce(m.recebido_juros, 0)::numeric(16,2), coalesce(m.recebido_principal, 0)::numeric(16,2),
          coalesce(m.recebido_juros_atraso, 0)::numeric(16,2), coalesce(m.recebido_total, 0)::numeric(16,2), coalesce(m.juros_atraso_dispensados, 0)::numeric(16,2)) AS guardado,
        concat_ws(' ', coalesce(s.emprestado, 0)::numeric(16,2), coalesce(s.juros, 0)::numeric(16,2), coalesce(s.principal, 0)::numeric(16,2),
          coalesce(s.atraso, 0)::numeric(16,2), coalesce(s.total, 0)::numeric(16,2), coalesce(s.dispensado, 0)::numeric(16,2)) AS somado
      FROM resumo_por_mes m
      FULL JOIN (
        SELECT usuario_id, mes, sum(emprestado) AS emprestado, sum(juros) AS juros, sum(principal) AS principal, sum(atraso) AS atraso,
          sum(total) AS total, sum(dispensado) AS dispensado
        FROM (
          SELECT usuario_id, date_trunc('month', data_emprestimo)::date AS mes, valor_original AS emprestado, 0 AS juros, 0 AS principal, 0 AS atraso, 0 AS total, 0 AS dispensado
          FROM emprestimos WHERE status <> 'aguardando_envio'
          UNION ALL
          SELECT usuario_id, date_trunc('month', data_pagamento AT TIME ZONE 'America/Sao_Paulo')::date, 0, valor_juros - coalesce(valor_juros_atraso, 0),
            valor_principal, coalesce(valor_juros_atraso, 0), valor_total, valor_juros_atraso_dispensado
          FROM historico_pagamentos WHERE NOT estornado) u
        GROUP BY 1, 2
      ) s ON s.usuario_id = m.usuario_id AND s.mes = m.mes`);
    for (const mes of meses.rows as { usuario_id: string; mes: string; guardado: string; somado: string }[]) {
      expect(mes.guardado, `${quando}: ${mes.mes}`).toBe(mes.somado);
    }
    const metricas = (await ctx.app.inject({ url: "/api/dashboard/metrics", headers: { cookie: credor.cookie } })).json();
    return metricas as { totalEmprestadoAtivo: string; totalClientes: number };
  }

  const pedir = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie: credor.cookie, origin: ORIGEM }, ...(payload ? { payload } : {}) });

  it("cada escrita mantém o total emprestado ativo e o número de clientes iguais às linhas", async () => {
    const ana = await criarClienteApi(ctx.app, credor.cookie, { nome: "Ana Resumo" });
    const bia = await criarClienteApi(ctx.app, credor.cookie, { nome: "Bia Resumo" });
    const sem = await criarClienteApi(ctx.app, credor.cookie, { nome: "Sem Empréstimo" });
    await criarClienteApi(ctx.app, outro.cookie, { nome: "Do Outro Credor" });
    expect(await conferir("clientes criados")).toMatchObject({ totalClientes: 3, totalEmprestadoAtivo: "R$ 0,00" });

    const e1 = await criarEmprestimoApi(ctx.app, credor.cookie, ana.id, { valorOriginal: "1000" });
    const e2 = await criarEmprestimoApi(ctx.app, credor.cookie, bia.id, { valorOriginal: "500", dataInicio: "2026-10-01" });
    const e3 = await criarEmprestimoApi(ctx.app, credor.cookie, bia.id, { valorOriginal: "300" });
    const e4 = await criarEmprestimoApi(ctx.app, credor.cookie, ana.id, { valorOriginal: "250" });
    await criarEmprestimoApi(ctx.app, outro.cookie, (await criarClienteApi(ctx.app, outro.cookie)).id, { valorOriginal: "9999" });
    expect((await conferir("empréstimos criados")).totalEmprestadoAtivo).toBe("R$ 2.050,00");

    expect((await pagar(ctx.app, credor.cookie, { emprestimoId: e1.id, tipoPagamento: "juros_apenas" })).statusCode).toBe(201);
    expect((await pagar(ctx.app, credor.cookie, { emprestimoId: e2.id, tipoPagamento: "parcial", valorPrincipal: "200" })).statusCode).toBe(201);
    expect((await conferir("juros e parcial")).totalEmprestadoAtivo).toBe("R$ 1.850,00");

    const quitacao = await pagar(ctx.app, credor.cookie, { emprestimoId: e3.id, tipoPagamento: "total" });
    expect(quitacao.statusCode).toBe(201);
    expect((await conferir("quitação")).totalEmprestadoAtivo).toBe("R$ 1.550,00");
    const estorno = await pedir("POST", `/api/pagamentos/${quitacao.json().pagamento.id}/estorno`, { motivo: "Lançado no empréstimo errado" });
    expect(estorno.statusCode).toBe(200);
    expect((await conferir("estorno da quitação")).totalEmprestadoAtivo).toBe("R$ 1.850,00");

    expect((await pedir("PUT", `/api/emprestimos/${e2.id}`, { status: "pausado" })).statusCode).toBe(200);
    expect((await conferir("pausado")).totalEmprestadoAtivo).toBe("R$ 1.550,00");
    expect((await pedir("PUT", `/api/emprestimos/${e2.id}`, { status: "ativo" })).statusCode).toBe(200);
    expect((await conferir("reativado")).totalEmprestadoAtivo).toBe("R$ 1.850,00");

    expect((await pedir("DELETE", `/api/emprestimos/${e4.id}`)).statusCode).toBe(204);
    expect((await pedir("DELETE", `/api/clientes/${sem.id}`)).statusCode).toBe(204);
    expect(await conferir("exclusões")).toMatchObject({ totalClientes: 2, totalEmprestadoAtivo: "R$ 1.600,00" });

    // The daily job turns due loans atrasado: the stored figures still equal the rows (the
    // lender's API is locked by then, out of credits, so only the rows are compared).
    ctx.relogio.avancarDias(40);
    expect(await processarDia(ctx.banco.db, ctx.relogio.now())).not.toBeNull();
    await conferir("processamento diário");
  });
});
