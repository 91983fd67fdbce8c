import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// Issue 42, point 1: the report's principal outstanding is the sum of the principal parts of the
// unpaid installments, so that for every parcelado loan the principal received (the standing
// payment rows) plus the principal outstanding is the amount lent, after any payments and reversals.

const centavos = (v: string) => Math.round(Number(v) * 100);

describe(`principal em aberto do relatório soma com o recebido o emprestado (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  beforeAll(async () => {
    ctx = await criarContexto(); // 2026-11-25 in São Paulo
  });
  afterAll(async () => ctx.close());

  async function lender() {
    const l = await novoLender(ctx.app);
    const id = String(((await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${l.email}`)).rows[0] as { id: string }).id);
    return { cookie: l.cookie, id };
  }

  const parcelado = (cookie: string, clienteId: string, valor: string, taxa: string, meses: number, dataInicio: string) =>
    criarEmprestimoApi(ctx.app, cookie, clienteId, {
      modalidade: "parcelado",
      valorOriginal: valor,
      quantidadeMeses: meses,
      taxaJurosMes: taxa,
      prazoDias: undefined,
      taxaJuros: undefined,
      dataInicio,
    });

  async function carteira(cookie: string) {
    const r = await ctx.app.inject({ url: "/api/relatorios?de=2026-11&ate=2026-11", headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json().carteira as { principalEmAberto: string; principalEmRisco: string };
  }

  /** Per running loan, what was lent less the principal of its standing payments, from the rows. */
  async function abertoDasLinhas(usuarioId: string) {
    return comoSistema(ctx.banco.db, async (tx) => {
      const r = await tx.execute(sql`SELECT e.id, e.status, e.valor_original::text AS lent,
          coalesce((SELECT sum(p.valor_principal) FROM historico_pagamentos p WHERE p.emprestimo_id = e.id AND NOT p.estornado), 0)::text AS recebido
        FROM emprestimos e WHERE e.usuario_id = ${usuarioId}`);
      return (r.rows as { id: string; status: string; lent: string; recebido: string }[]).map((l) => ({
        ...l,
        aberto: centavos(l.lent) - centavos(l.recebido),
      }));
    });
  }

  it("R$ 100,00 a 0 % em 3, duas parcelas pagas: R$ 33,34 em aberto (R$ 66,66 recebidos)", async () => {
    const l = await lender();
    const c = await criarClienteApi(ctx.app, l.cookie);
    const e = await parcelado(l.cookie, c.id, "100,00", "0", 3, "2026-09-20");
    for (const dia of ["2026-10-20", "2026-11-20"]) {
      const r = await pagar(ctx.app, l.cookie, { emprestimoId: e.id, tipoPagamento: "parcela", dataPagamento: dia, confirmarRepeticao: true });
      expect(r.statusCode, r.body).toBe(201);
    }
    expect((await carteira(l.cookie)).principalEmAberto).toBe("33.34");
    const [linha] = await abertoDasLinhas(l.id);
    expect(linha).toMatchObject({ recebido: "66.66", aberto: 3334 });
  });

  it("empréstimos parcelados ao acaso, pagamentos e estornos ao acaso: recebido + em aberto = emprestado a cada passo", async () => {
    const l = await lender();
    let semente = 42;
    const acaso = (n: number) => {
      semente = (semente * 1103515245 + 12345) % 2147483648;
      return Math.floor(semente / 65536) % n;
    };
    const c = await criarClienteApi(ctx.app, l.cookie);
    const emprestimos: { id: string; pagos: string[] }[] = [];
    // Round and odd amounts, small plans where the plain interest parts do not fit, rates with half centavos.
    const valores = ["100,00", "999,99", "1.234,57", "0,50", "2,37", "10,00", "5.000,01", "0,24"];
    const taxas = ["0", "9,99", "1", "2,5", "25", "0,33", "12,75"];
    for (let i = 0; i < 8; i++) {
      const meses = [1, 2, 3, 4, 6, 12, 24][acaso(7)]!;
      const valor = valores[i]!;
      if (centavos(valor.replace(".", "").replace(",", ".")) < meses) continue;
      const e = await parcelado(l.cookie, c.id, valor, taxas[acaso(taxas.length)]!, meses, "2026-01-10");
      emprestimos.push({ id: e.id, pagos: [] });
    }
    expect(emprestimos.length).toBeGreaterThan(4);

    let passos = 0;
    for (let volta = 0; volta < 60; volta++) {
      const e = emprestimos[acaso(emprestimos.length)]!;
      const estornar = e.pagos.length > 0 && acaso(4) === 0;
      if (estornar) {
        const r = await ctx.app.inject({
          method: "POST",
          url: `/api/pagamentos/${e.pagos.at(-1)}/estorno`,
          headers: { cookie: l.cookie },
          payload: { motivo: "Teste do principal" },
        });
        expect(r.statusCode, r.body).toBeLessThan(300);
        e.pagos.pop();
      } else {
        const tipo = acaso(10) === 0 ? "total" : "parcela";
        const r = await pagar(ctx.app, l.cookie, { emprestimoId: e.id, tipoPagamento: tipo, confirmarRepeticao: true });
        if (r.statusCode !== 201) {
          expect(r.statusCode, r.body).toBe(409); // a finalized loan takes no payment
          continue;
        }
        e.pagos.push(r.json().pagamento.id);
      }
      passos++;
      const linhas = await abertoDasLinhas(l.id);
      for (const linha of linhas) {
        expect(linha.aberto, `principal de ${linha.id}`).toBeGreaterThanOrEqual(0);
        if (linha.status === "finalizado") expect(linha.aberto, `${linha.id} quitado`).toBe(0);
      }
      const emCurso = linhas.filter((x) => x.status !== "finalizado").reduce((s, x) => s + x.aberto, 0);
      expect(centavos((await carteira(l.cookie)).principalEmAberto), `passo ${passos}`).toBe(emCurso);
    }
    expect(passos).toBeGreaterThan(30);
  });
});
