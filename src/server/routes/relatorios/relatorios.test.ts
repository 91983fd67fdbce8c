import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { textoDoPdf } from "../../test/pdf.ts";

// Issue 31, point 4: the report's figures are the sums of the lender's own rows, payments by their
// own date, reversed ones never; one lender's report never holds another's money.

const reais = (v: string) => Math.round(Number(v) * 100);

describe(`relatórios (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string; email: string };
  let b: { cookie: string; email: string };
  let usuarioA = "";
  beforeAll(async () => {
    ctx = await criarContexto(); // 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
    usuarioA = String(((await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${a.email}`)).rows[0] as { id: string }).id);
  });
  afterAll(async () => ctx.close());

  const get = (url: string, cookie = a.cookie) => ctx.app.inject({ url, headers: { cookie } });

  it("os números do relatório são as somas das linhas, depois de pagamentos com data, estornos e dispensas ao acaso", async () => {
    // A seeded walk: loans in three months, payments of every kind on their own dates, some reversed, some waived.
    let semente = 7;
    const acaso = (n: number) => {
      semente = (semente * 1103515245 + 12345) % 2147483648;
      return semente % n;
    };
    for (let i = 0; i < 6; i++) {
      const c = await criarClienteApi(ctx.app, a.cookie, { nome: `Cliente Relatorio ${i}` });
      const inicio = ["2026-09-03", "2026-10-05", "2026-11-02"][acaso(3)]!;
      const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { valorOriginal: String(500 + acaso(5) * 100), dataInicio: inicio });
      for (let k = 0; k < 3; k++) {
        const dia = ["2026-10-10", "2026-11-01", "2026-11-20", "2026-11-25"][k + acaso(2)]!;
        if (dia < inicio) continue;
        const tipo = ["juros_apenas", "parcial", "juros_apenas"][acaso(3)]!;
        const dispensar = acaso(3) === 0;
        const r = await pagar(ctx.app, a.cookie, {
          emprestimoId: e.id,
          tipoPagamento: tipo,
          ...(tipo === "parcial" ? { valorPrincipal: "50,00" } : {}),
          dataPagamento: dia,
          formaPagamento: ["pix", "dinheiro"][acaso(2)],
          ...(dispensar ? { dispensarJurosAtraso: true, motivoDispensa: "Bom pagador" } : {}),
          confirmarRepeticao: true,
        });
        if (r.statusCode !== 201) continue; // nothing late to waive, a date before the last one: refused, as it should
        if (acaso(4) === 0) {
          await ctx.app.inject({
            method: "POST",
            url: `/api/pagamentos/${r.json().pagamento.id}/estorno`,
            headers: { cookie: a.cookie },
            payload: { motivo: "Teste" },
          });
        }
      }
    }
    // Another lender's money must not appear.
    const cb = await criarClienteApi(ctx.app, b.cookie);
    const eb = await criarEmprestimoApi(ctx.app, b.cookie, cb.id, { valorOriginal: "9999", dataInicio: "2026-10-01" });
    expect((await pagar(ctx.app, b.cookie, { emprestimoId: eb.id, tipoPagamento: "juros_apenas" })).statusCode).toBe(201);

    const r = await get("/api/relatorios?de=2026-09&ate=2026-11");
    expect(r.statusCode, r.body).toBe(200);
    const rel = r.json();
    expect(rel.meses.map((m: { mes: string }) => m.mes)).toEqual(["2026-09", "2026-10", "2026-11"]);

    const linhas = await comoSistema(ctx.banco.db, async (tx) => ({
      pagamentos: (
        await tx.execute(sql`SELECT to_char((data_pagamento AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM') AS mes, valor_juros::text AS juros,
          coalesce(valor_juros_atraso, 0)::text AS atraso, valor_principal::text AS principal, valor_total::text AS total,
          valor_juros_atraso_dispensado::text AS dispensado, estornado FROM historico_pagamentos WHERE usuario_id = ${usuarioA}`)
      ).rows as Record<string, string | boolean>[],
      emprestimos: (
        await tx.execute(
          sql`SELECT to_char(data_emprestimo, 'YYYY-MM') AS mes, valor_original::text AS valor, status FROM emprestimos WHERE usuario_id = ${usuarioA}`,
        )
      ).rows as Record<string, string>[],
    }));
    for (const m of rel.meses as Record<string, string>[]) {
      const doMes = linhas.pagamentos.filter((p) => p.mes === m.mes && !p.estornado);
      const soma = (f: (p: Record<string, string | boolean>) => number) => doMes.reduce((t, p) => t + f(p), 0);
      expect(reais(m.recebidoTotal!), m.mes).toBe(soma((p) => reais(String(p.total))));
      expect(reais(m.recebidoPrincipal!), m.mes).toBe(soma((p) => reais(String(p.principal))));
      expect(reais(m.recebidoJurosAtraso!), m.mes).toBe(soma((p) => reais(String(p.atraso))));
      expect(reais(m.recebidoJuros!), m.mes).toBe(soma((p) => reais(String(p.juros)) - reais(String(p.atraso))));
      expect(reais(m.jurosAtrasoDispensados!), m.mes).toBe(soma((p) => reais(String(p.dispensado))));
      expect(reais(m.jurosGanhos!), m.mes).toBe(soma((p) => reais(String(p.juros))));
      const lent = linhas.emprestimos.filter((e) => e.mes === m.mes && e.status !== "aguardando_envio").reduce((t, e) => t + reais(e.valor!), 0);
      expect(reais(m.emprestado!), m.mes).toBe(lent);
    }
    expect(reais(rel.totais.recebidoTotal)).toBe((rel.meses as { recebidoTotal: string }[]).reduce((t, m) => t + reais(m.recebidoTotal), 0));
    expect(rel.carteira.clientesAtivos).toBe(6);
    expect(rel.previsao).toHaveLength(3);
    expect(r.body).not.toContain("9999");
  });

  it("período invertido, longo demais ou mal escrito: 400 em pt-BR", async () => {
    const invertido = await get("/api/relatorios?de=2026-11&ate=2026-01");
    expect(invertido.statusCode).toBe(400);
    expect(invertido.json().message).toBe("O mês inicial deve ser antes do mês final.");
    const longo = await get("/api/relatorios?de=2024-01&ate=2026-01");
    expect(longo.statusCode).toBe(400);
    expect(longo.json().message).toBe("O relatório cobre no máximo 24 meses.");
    expect((await get("/api/relatorios?de=2026-13&ate=2026-12")).statusCode).toBe(400);
    expect((await get("/api/relatorios")).statusCode).toBe(400);
    expect((await get("/api/relatorios?de=2025-01&ate=2026-12")).statusCode).toBe(200);
  });

  it("CSV e PDF do mesmo relatório; sem sessão, 401", async () => {
    const csv = await get("/api/relatorios.csv?de=2026-10&ate=2026-11");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="relatorio-2026-10-a-2026-11.csv"');
    expect(csv.body).toContain("Juros recebidos");
    expect(csv.body).toContain("10/2026");
    const pdf = await get("/api/relatorios.pdf?de=2026-10&ate=2026-11");
    expect(pdf.statusCode).toBe(200);
    expect(await textoDoPdf(pdf.rawPayload)).toContain("Relatório do período");
    expect((await ctx.app.inject({ url: "/api/relatorios?de=2026-10&ate=2026-11" })).statusCode).toBe(401);
  });
});
