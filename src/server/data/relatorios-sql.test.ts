import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarDias } from "../../domain/dates.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { carteiraDe, previsaoDeRecebimentos } from "../../domain/relatorios.ts";
import { emprestimos } from "../db/schema/index.ts";
import { linhaAoAcaso } from "../test/emprestimo-ao-acaso.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../test/harness.ts";
import { criarClienteApi } from "../test/ledger.ts";
import { carteiraDoCredor, previsaoDoCredor } from "./relatorios.ts";

// Issue 31, point 5: the report sums its portfolio and its forecast in SQL, so a lender with
// 50,000 loans is not loaded into memory. The domain's carteiraDe and previsaoDeRecebimentos are
// the definition; on random loans, seen from several days, the database must agree to the centavo.
describe(`carteira e previsão em SQL iguais às do domínio (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let usuarioId: string;
  const clientes: string[] = [];
  const BASE = "2026-11-29";

  const emprestimoArb = fc.record({
    cliente: fc.integer({ min: 0, max: 5 }),
    parcelado: fc.boolean(),
    status: fc.constantFrom("ativo", "atrasado", "atrasado", "pausado", "finalizado", "aguardando_envio"),
    // Small amounts too: plans whose plain interest parts would go negative (jurosAteAParcela).
    valorOriginal: fc.oneof(fc.integer({ min: 100, max: 5_000_000 }), fc.integer({ min: 24, max: 800 })),
    fracaoRestante: fc.integer({ min: 0, max: 100 }),
    taxaJuros: fc.integer({ min: 0, max: 5000 }),
    taxaAtraso: fc.integer({ min: 0, max: 2000 }),
    fixo: fc.boolean(),
    prazo: fc.constantFrom(1, 7, 15, 30, 31, 45),
    deslocamento: fc.integer({ min: -500, max: 120 }),
    meses: fc.integer({ min: 1, max: 24 }),
    ciclo: fc.integer({ min: 1, max: 25 }),
    // The anchor: a month end (clamping), any day, or none (rows from before it was kept).
    inicio: fc.oneof(fc.constantFrom("2026-01-31", "2025-08-31", null), fc.integer({ min: -900, max: 30 }).map((d) => adicionarDias(BASE, d))),
    // Issue 43: daily, weekly and fortnightly written schedules, and mensal dates moved 1 to 3
    // days off non-collection days (their next cycle counts from the unmoved one).
    periodicidade: fc.constantFrom("mensal", "mensal", "diaria", "semanal", "quinzenal"),
    movido: fc.integer({ min: 0, max: 3 }),
  });

  beforeAll(async () => {
    ctx = await criarContexto();
    const l = await novoLender(ctx.app);
    usuarioId = (await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie: l.cookie } })).json().user.id;
    for (let i = 0; i < 6; i++) clientes.push((await criarClienteApi(ctx.app, l.cookie)).id);
    for (const a of fc.sample(emprestimoArb, { numRuns: 300, seed: 20261129 })) {
      await ctx.banco.db.insert(emprestimos).values(
        linhaAoAcaso(
          a,
          { clienteId: clientes[a.cliente]!, usuarioId },
          {
            prazoDias: a.prazo,
            cicloAtual: a.parcelado ? Math.min(a.ciclo, a.meses + 1) : a.ciclo,
            dataInicio: a.inicio,
            dataProximoCiclo: adicionarDias(BASE, a.deslocamento),
            periodicidade: a.periodicidade,
            ...(a.movido > 0 ? { dataBaseCiclo: adicionarDias(BASE, a.deslocamento - a.movido) } : {}),
          },
        ),
      );
    }
  });
  afterAll(async () => ctx.close());

  async function doDominio(hoje: string) {
    const linhas = await ctx.banco.db.select().from(emprestimos).where(sql`${emprestimos.usuarioId} = ${usuarioId}`);
    const estados = linhas.map((l) => ({ ...estadoDaLinha(l), clienteId: l.clienteId }));
    return { carteira: carteiraDe(estados, hoje), previsao: previsaoDeRecebimentos(estados, hoje, 3) };
  }

  // The day the rows were made for, a month end, a leap day, and days far from the due dates.
  for (const hoje of [BASE, "2026-12-31", "2028-02-29", "2026-02-28", "2025-10-15", "2027-06-01"]) {
    it(`em ${hoje}: principal, atraso, PAR 30, clientes e os 3 meses de previsão batem com o domínio em 300 empréstimos`, async () => {
      const esperado = await doDominio(hoje);
      expect(await carteiraDoCredor(ctx.banco.db, usuarioId, hoje)).toEqual(esperado.carteira);
      expect([...(await previsaoDoCredor(ctx.banco.db, usuarioId, hoje, 3))]).toEqual([...esperado.previsao]);
      // The sample is not trivial: some of it is overdue, at risk and expected.
      expect(esperado.carteira.clientesEmAtraso).toBeGreaterThan(0);
      expect(esperado.carteira.principalEmRisco).toBeGreaterThan(0);
      expect([...esperado.previsao.values()].every((v) => v > 0)).toBe(true);
    });
  }
});
