import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarDias } from "../../domain/dates.ts";
import { decimalParaCentavos } from "../../domain/money.ts";
import { valorDevidoNoVencimento } from "../../domain/loans/amount-due.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { estadoAtraso } from "../../domain/loans/overdue.ts";
import { emprestimos } from "../db/schema/index.ts";
import { linhaAoAcaso } from "../test/emprestimo-ao-acaso.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../test/harness.ts";
import { criarClienteApi } from "../test/ledger.ts";
import { diasAtrasoSql, jurosAtrasoSql, statusAtualSql, valorDevidoSql } from "./sql-valores.ts";

// The SQL used for dashboard sums must agree with the domain functions to the centavo.
describe(`regras em SQL iguais às do domínio (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let usuarioId: string;
  let clienteId: string;
  beforeAll(async () => {
    ctx = await criarContexto();
    const l = await novoLender(ctx.app);
    usuarioId = (await ctx.app.inject({ url: "/api/auth/get-session", headers: { cookie: l.cookie } })).json().user.id;
    clienteId = (await criarClienteApi(ctx.app, l.cookie)).id;
  });
  afterAll(async () => ctx.close());

  const HOJE = "2026-11-25";
  const emprestimoArb = fc.record({
    parcelado: fc.boolean(),
    status: fc.constantFrom("ativo", "atrasado", "pausado", "finalizado", "aguardando_envio"),
    valorOriginal: fc.integer({ min: 100, max: 5_000_000 }),
    fracaoRestante: fc.integer({ min: 0, max: 100 }),
    taxaJuros: fc.integer({ min: 0, max: 5000 }),
    taxaAtraso: fc.integer({ min: 0, max: 2000 }),
    fixo: fc.boolean(),
    deslocamento: fc.integer({ min: -400, max: 60 }),
    meses: fc.integer({ min: 1, max: 24 }),
    ciclo: fc.integer({ min: 1, max: 24 }),
  });

  it("valor devido, dias e juros de atraso e status atual batem com o domínio em 150 empréstimos aleatórios", async () => {
    const amostras = fc.sample(emprestimoArb, { numRuns: 150, seed: 20261125 });
    for (const a of amostras) {
      const [linha] = await ctx.banco.db
        .insert(emprestimos)
        .values(
          linhaAoAcaso(
            a,
            { clienteId, usuarioId },
            {
              prazoDias: 30,
              cicloAtual: a.parcelado ? Math.min(a.ciclo, a.meses) : a.ciclo,
              dataInicio: "2026-01-01",
              dataProximoCiclo: adicionarDias(HOJE, a.deslocamento),
            },
          ),
        )
        .returning();
      const r = await ctx.banco.db.execute(sql`
        SELECT ${valorDevidoSql(HOJE)}::numeric(14,2)::text AS devido, ${diasAtrasoSql(HOJE)}::int AS dias,
               ${jurosAtrasoSql(HOJE)}::numeric(14,2)::text AS juros, ${statusAtualSql(HOJE)} AS status
        FROM emprestimos e WHERE e.id = ${linha!.id}`);
      const doBanco = r.rows[0] as { devido: string; dias: number; juros: string; status: string };
      const estado = estadoDaLinha(linha!);
      const esperado = estadoAtraso(estado, HOJE);
      expect({ dias: doBanco.dias, juros: decimalParaCentavos(doBanco.juros), status: doBanco.status }, JSON.stringify(a)).toEqual({
        dias: esperado.diasAtraso,
        juros: esperado.valorJurosAtraso,
        status: esperado.status,
      });
      if (estado.status === "ativo" || estado.status === "atrasado") {
        expect(decimalParaCentavos(doBanco.devido), JSON.stringify(a)).toBe(valorDevidoNoVencimento(estado, HOJE));
      }
    }
  });
});
