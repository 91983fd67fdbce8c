import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFailed, vi } from "vitest";
import { openDatabase } from "../db/client.ts";
import { bancoPostgresDescartavel } from "../test/harness.ts";
import { novoCpf } from "../test/ledger.ts";
import { contaViaHttp, iniciarServidor, prazoDeInicioMs, type Servidor } from "../test/processes.ts";

// Nothing acknowledged is lost (decision 0019): payments are sent to the compiled server, a few
// at a time, the server is killed with SIGKILL in the middle of the stream, started again on
// the same data, and every payment that got 201 is there, with the loan and the client's totals
// consistent with what was recorded. On the embedded database (DATA_DIR) and, with
// TEST_DATABASE_URL, on a PostgreSQL server.

const emPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SIMULTANEOS = 4;
const CONFIRMADOS_ANTES_DA_QUEDA = 24;

type Pagamento = { id: string; emprestimoId: string; tipoPagamento: string; valorJuros: string; ciclo: number };

function centavos(valor: string): number {
  return Math.round(Number(valor) * 100);
}

describe(`nada confirmado se perde numa queda do servidor (${emPostgres ? "PostgreSQL" : "PGlite em DATA_DIR"})`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-queda-"));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let servidor: Servidor | undefined;
  let banco: Awaited<ReturnType<typeof bancoPostgresDescartavel>> | undefined;

  beforeAll(async () => {
    if (!emPostgres) return;
    banco = await bancoPostgresDescartavel("teste_queda");
    env.DATABASE_URL = banco.url;
  });
  afterAll(async () => {
    await servidor?.parar();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await banco?.apagar();
  });

  it(
    "SIGKILL no meio de pagamentos simultâneos: todo pagamento que recebeu 201 está lá depois do reinício, e o empréstimo bate",
    async () => {
      servidor = await iniciarServidor(env);
      let registro = "";
      servidor.processo.stdout?.on("data", (d) => (registro += d));
      servidor.processo.stderr?.on("data", (d) => (registro += d));
      onTestFailed(() => console.error(`saída do servidor antes da queda:\n${registro}`));
      const url = servidor.url;
      const cookie = await contaViaHttp(url, "queda@teste.com");
      const headers = { cookie, origin: url, "content-type": "application/json" };
      const cliente = (await (
        await fetch(`${url}/api/clientes`, {
          method: "POST",
          headers,
          body: JSON.stringify({ nome: "Carla Constante", cpf: novoCpf(), telefone: "11912345678", pix: "carla@pix.com" }),
        })
      ).json()) as { id: string };
      const criado = await fetch(`${url}/api/emprestimos/manual`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          clienteId: cliente.id,
          valorOriginal: "1000,00",
          prazoDias: 30,
          taxaJuros: "10",
          taxaAtraso: "1",
          taxaAtrasoTipo: "percentual",
        }),
      });
      expect(criado.status).toBe(201);
      const emprestimo = (await criado.json()) as { id: string };

      // Each payment its own intention (own Idempotency-Key), confirmed as deliberate repeats.
      const confirmados: string[] = [];
      let emVoo = 0;
      let caiu: () => void = () => {};
      const queda = new Promise<void>((resolve) => (caiu = resolve));
      let morto = false;
      const trabalhador = async (n: number) => {
        for (let i = 0; ; i++) {
          if (morto) return;
          emVoo++;
          try {
            const r = await fetch(`${url}/api/pagamentos`, {
              method: "POST",
              headers: { ...headers, "idempotency-key": `queda-${n}-${i}` },
              body: JSON.stringify({ emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", confirmarRepeticao: true }),
            });
            const corpo = (await r.json()) as { pagamento?: { id: string } };
            if (r.status !== 201) throw new Error(`pagamento: ${r.status} ${JSON.stringify(corpo)}`);
            confirmados.push(corpo.pagamento!.id);
            if (confirmados.length >= CONFIRMADOS_ANTES_DA_QUEDA) caiu();
          } catch (erro) {
            // After the kill, a request in flight or a new one fails: its outcome is unknown.
            if (morto) return;
            throw erro;
          } finally {
            emVoo--;
          }
        }
      };
      const trabalhadores = Array.from({ length: SIMULTANEOS }, (_, n) => trabalhador(n));
      const terminados = Promise.all(trabalhadores);
      // A worker that fails before the kill ends the test with its error.
      await Promise.race([queda, terminados]);
      const processo = servidor.processo;
      const saiu = new Promise((resolve) => processo.once("exit", resolve));
      morto = true;
      const emVooNaQueda = emVoo;
      processo.kill("SIGKILL");
      await saiu;
      await terminados;
      const confirmadosNaQueda = [...confirmados];
      expect(confirmadosNaQueda.length).toBeGreaterThanOrEqual(CONFIRMADOS_ANTES_DA_QUEDA);

      // The same data, a new process (on PGlite it waits for the dead one's lock to go stale).
      servidor = await iniciarServidor(env);
      const depois = { cookie, origin: servidor.url };
      const pagamentos = (await (await fetch(`${servidor.url}/api/pagamentos?clienteId=${cliente.id}`, { headers: depois })).json()) as Pagamento[];
      const gravados = new Set(pagamentos.map((p) => p.id));
      const perdidos = confirmadosNaQueda.filter((id) => !gravados.has(id));
      expect(perdidos).toEqual([]);
      // At most the requests in flight at the kill were recorded without an answer.
      expect(pagamentos.length - confirmadosNaQueda.length).toBeGreaterThanOrEqual(0);
      expect(pagamentos.length - confirmadosNaQueda.length).toBeLessThanOrEqual(emVooNaQueda);
      expect(pagamentos.every((p) => p.tipoPagamento === "juros_apenas" && p.emprestimoId === emprestimo.id)).toBe(true);
      // One cycle per recorded payment, each paying its own cycle once.
      expect(pagamentos.map((p) => p.ciclo).sort((a, b) => a - b)).toEqual(Array.from({ length: pagamentos.length }, (_, i) => i + 1));

      const [lido] = (await (await fetch(`${servidor.url}/api/emprestimos?clienteId=${cliente.id}`, { headers: depois })).json()) as {
        cicloAtual: number;
        valorRestante: string;
        status: string;
      }[];
      expect(lido).toMatchObject({ cicloAtual: 1 + pagamentos.length, valorRestante: "1000.00" });
      const ficha = (await (await fetch(`${servidor.url}/api/clientes/${cliente.id}`, { headers: depois })).json()) as { totalPagoJuros: string };
      expect(centavos(ficha.totalPagoJuros)).toBe(pagamentos.reduce((soma, p) => soma + centavos(p.valorJuros), 0));

      // The restarted server takes payments again.
      const outro = await fetch(`${servidor.url}/api/pagamentos`, {
        method: "POST",
        headers: { ...headers, origin: servidor.url, "idempotency-key": "depois-da-queda" },
        body: JSON.stringify({ emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", confirmarRepeticao: true }),
      });
      expect(outro.status).toBe(201);
      console.info(
        `queda (${emPostgres ? "PostgreSQL" : "PGlite"}): ${confirmadosNaQueda.length} confirmados, ${pagamentos.length} gravados, ${perdidos.length} perdidos, ${emVooNaQueda} em voo`,
      );
    },
    3 * prazoDeInicioMs() + 120_000,
  );
});

if (!emPostgres)
  describe("commits duráveis no banco embutido (decisão 0019)", () => {
    it("fsync ligado, WAL sincronizado por fsync(), e cada commit chama o fsync do sistema", async () => {
      const pasta = fs.mkdtempSync(path.join(os.tmpdir(), "credito-fsync-"));
      const banco = await openDatabase({ kind: "pglite", dataDir: pasta });
      try {
        const { rows } = await banco.db.execute(
          sql`SELECT current_setting('fsync') AS fsync, current_setting('wal_sync_method') AS metodo, current_setting('synchronous_commit') AS commit`,
        );
        expect(rows[0]).toEqual({ fsync: "on", metodo: "fsync", commit: "on" });
        await banco.db.execute(sql`CREATE TABLE teste_fsync (x int)`);
        const fsync = vi.spyOn(fs, "fsyncSync");
        for (let i = 0; i < 3; i++) await banco.db.execute(sql`INSERT INTO teste_fsync VALUES (${i})`);
        // One WAL flush per commit, each reaching the disk.
        expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(3);
      } finally {
        vi.restoreAllMocks();
        await banco.close();
        fs.rmSync(pasta, { recursive: true, force: true });
      }
    }, 120_000);
  });
