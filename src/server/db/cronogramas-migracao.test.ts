// Issue 43, point 1: migration 0028 writes the schedule of every parcelado loan that existed, and
// those loans keep their dates and amounts. The database is migrated up to 0027, loans are made
// as the code before 0028 made them (random plans, some already paid in part), then 0028 runs and
// every written installment is compared with what the rules computed until now: due date
// dataInicio + k months (the current one on the row's own date), amount valorParcela (the last the
// remainder) and interest part jurosDaParcela of the plan.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { centavosParaDecimal, taxaParaDecimal } from "../../domain/money.ts";
import { jurosDaParcela, planoParcelado, termosDosJuros, vencimentoDaParcela } from "../../domain/loans/parcelado.ts";
import { parcelaDaEscrita, type ParcelaEscrita } from "../../domain/loans/db-row.ts";

const PASTA = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** A copy of the migrations folder that stops before `tag`. */
function migracoesAte(antesDe: string): string {
  const destino = fs.mkdtempSync(path.join(os.tmpdir(), "migracoes-"));
  const diario = JSON.parse(fs.readFileSync(path.join(PASTA, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
  const corte = diario.entries.findIndex((e) => e.tag === antesDe);
  expect(corte).toBeGreaterThan(0);
  const entradas = diario.entries.slice(0, corte);
  fs.mkdirSync(path.join(destino, "meta"));
  fs.writeFileSync(path.join(destino, "meta/_journal.json"), JSON.stringify({ ...diario, entries: entradas }));
  for (const e of entradas) fs.copyFileSync(path.join(PASTA, `${e.tag}.sql`), path.join(destino, `${e.tag}.sql`));
  return destino;
}

interface Caso {
  valor: number;
  taxa: number;
  n: number;
  pagas: number;
  dataInicio: string;
}

const caso = fc
  .record({
    valor: fc.integer({ min: 100, max: 5_000_000 }),
    taxa: fc.integer({ min: 0, max: 2_500 }),
    n: fc.integer({ min: 1, max: 36 }),
    pagasFracao: fc.double({ min: 0, max: 1, noNaN: true }),
    dia: fc.integer({ min: 0, max: 800 }),
  })
  .map(({ valor, taxa, n, pagasFracao, dia }): Caso => {
    const base = new Date(Date.UTC(2024, 0, 1 + dia));
    return { valor, taxa, n, pagas: Math.min(n - 1, Math.floor(pagasFracao * n)), dataInicio: base.toISOString().slice(0, 10) };
  });

const abertos: PGlite[] = [];
afterAll(async () => {
  for (const b of abertos) await b.close();
});

describe("migração 0028: cronogramas dos empréstimos parcelados existentes", () => {
  it("cada parcela escrita é a que as regras de antes calculavam", async () => {
    const casos = fc.sample(caso, { numRuns: 60, seed: 43 }).concat([
      // 31/01: the months clamp (28/02, 31/03), and the plan whose last installment is smaller.
      { valor: 20_000, taxa: 0, n: 3, pagas: 1, dataInicio: "2026-01-31" },
      { valor: 99_999, taxa: 999, n: 24, pagas: 23, dataInicio: "2025-05-31" },
    ]);
    const banco = new PGlite({ extensions: { pg_trgm, btree_gin } });
    abertos.push(banco);
    const db = drizzle({ client: banco });
    await migrate(db, { migrationsFolder: migracoesAte("0028_cronogramas") });
    await banco.exec(`INSERT INTO auth_user (id, name, email) VALUES ('u1', 'Credor', 'c@exemplo.com')`);
    const { rows } = await banco.query<{ id: string }>(
      `INSERT INTO clientes (usuario_id, nome, cpf, telefone, pix) VALUES ('u1', 'Cliente', '52998224725', '11912345678', 'pix') RETURNING id`,
    );
    const clienteId = rows[0]?.id;
    const ids: string[] = [];
    for (const c of casos) {
      const plano = planoParcelado(c.valor, c.taxa, c.n);
      const restante = plano.parcelas.slice(c.pagas).reduce((t, v) => t + v, 0);
      // As the code before 0028 left a loan after `pagas` installments: the current one due
      // dataInicio + (pagas + 1) months.
      const inserido = await banco.query<{ id: string }>(
        `INSERT INTO emprestimos (cliente_id, usuario_id, valor_original, valor_restante, taxa_juros, modalidade, quantidade_parcelas,
           valor_parcela, ciclo_atual, data_inicio, data_emprestimo, data_proximo_ciclo, status, origem)
         VALUES ($1, 'u1', $2, $3, $4, 'parcelado', $5, $6, $7, $8, $8, $9, 'ativo', 'manual') RETURNING id`,
        [
          clienteId,
          centavosParaDecimal(c.valor),
          centavosParaDecimal(restante),
          taxaParaDecimal(c.taxa),
          c.n,
          centavosParaDecimal(plano.valorParcela),
          c.pagas + 1,
          c.dataInicio,
          vencimentoDaParcela(c.dataInicio, c.pagas + 1),
        ],
      );
      ids.push(inserido.rows[0]?.id as string);
    }
    await banco.exec(`INSERT INTO emprestimos (cliente_id, usuario_id, valor_original, valor_restante, taxa_juros, prazo_dias, data_proximo_ciclo, status, origem)
      VALUES ('${clienteId}', 'u1', 100, 100, 10, 30, '2026-02-01', 'ativo', 'manual')`);

    await migrate(db, { migrationsFolder: PASTA });

    const escritos = await banco.query<{ id: string; parcelas: ParcelaEscrita[] | null; modalidade: string }>(
      `SELECT id, parcelas, modalidade FROM emprestimos`,
    );
    const porId = new Map(escritos.rows.map((r) => [r.id, r]));
    expect(escritos.rows.filter((r) => r.modalidade === "mensal").map((r) => r.parcelas)).toEqual([null]);
    casos.forEach((c, i) => {
      const plano = planoParcelado(c.valor, c.taxa, c.n);
      const termos = termosDosJuros({
        valorOriginal: c.valor,
        taxaJuros: c.taxa,
        quantidadeParcelas: c.n,
        valorParcela: plano.valorParcela,
        valorRestante: 0,
        cicloAtual: 1,
      });
      const esperado = plano.parcelas.map((valor, j) => {
        const juros = jurosDaParcela(termos, j + 1);
        return { numero: j + 1, vencimento: vencimentoDaParcela(c.dataInicio, j + 1), valor, juros, principal: valor - juros };
      });
      const linha = porId.get(ids[i] as string);
      expect(linha?.parcelas?.map(parcelaDaEscrita), JSON.stringify(c)).toEqual(esperado);
    });
  }, 120_000);
});
