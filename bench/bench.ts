// npm run bench: the lender's day. Seeds one big lender (10,000 clients, 50,000 loans, 200,000
// payments) and 2,000 ordinary ones (50 / 150 / 600 each) on PostgreSQL and on PGlite, starts the
// server as `npm start` would (its own process), then measures:
//   1. an open-model load at a fixed arrival rate over the app's reads and 5% payments, spread
//      over the big lender and 200 ordinary ones (p50/p95/p99 per route, errors by status);
//   2. the compressed size of one page of each list route (the big lender's);
//   3. the big lender's 12-month report, one request at a time on the idle server;
//   4. the closed-loop ceiling of a route without the database against a one-row read.
// It prints, it never asserts.
//
//   BENCH_POSTGRES_URL  server to create a throwaway database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_RATE          arrivals per second (default 200)    BENCH_SECONDS  measured seconds (default 30)
//   BENCH_WARMUP        seconds of the same load before, not counted (default 5)
//   BENCH_GRANDE        share of requests to the big lender (default 0.3)
//   BENCH_LENDERS       ordinary lenders seeded (default 2000); BENCH_LENDERS_USED of them in the load (default 200)
//   BENCH_CEILING_SECONDS  per route of the ceiling (default 10); BENCH_CONNECTIONS  its connections (default 16)
//   BENCH_ONLY          "postgres" or "pglite" to run one of them
//   BENCH_SERVER_NODE_OPTIONS  NODE_OPTIONS of the server process (e.g. --import of a profiler)
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client.ts";
import { contaViaHttp, iniciarServidor } from "../src/server/test/processes.ts";
import { cargaAberta, enviar, percentil, TEMPO_LIMITE_MS, type Amostra } from "./carga.ts";
import { cabecalhosDeNavegador, pedidoDe, ROTAS, sorteador, type CredorLogado } from "./mistura.ts";
import { credoresDaCarga, semear } from "./seed.ts";
import { teto } from "./teto.ts";

const num = (nome: string, padrao: number) => Number(process.env[nome] ?? padrao);
const TAXA = num("BENCH_RATE", 200);
const SEGUNDOS = num("BENCH_SECONDS", 30);
const AQUECIMENTO = num("BENCH_WARMUP", 5);
const PARTE_GRANDE = num("BENCH_GRANDE", 0.3);
const COMUNS = num("BENCH_LENDERS", 2000);
const USADOS = Math.min(COMUNS, num("BENCH_LENDERS_USED", 200));
const SEGUNDOS_TETO = num("BENCH_CEILING_SECONDS", 10);
const CONEXOES_TETO = num("BENCH_CONNECTIONS", 16);
const PG_BASE = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// While working on the server: BENCH_KEEP=1 keeps the seeded PostgreSQL database (its name is
// printed) and BENCH_REUSE=<name> runs the load again on it without seeding. Payments of earlier
// runs stay in it, so the figures of a reused database are for comparing changes, not for the README.
const MANTER = process.env.BENCH_KEEP === "1";
const REUSAR = process.env.BENCH_REUSE;
const EMAIL_GRANDE = "bench-grande@teste.com";
const SENHA = "segredo-do-teste-99";

const META_P99_MS = 50;
const META_PAGINA_KIB = 64;
const META_RELATORIO_MS = 300;
const PEDIDOS_RELATORIO = 20;

const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const cumpre = (ok: boolean) => (ok ? "cumpre" : "NÃO cumpre");
const segundosDesde = (inicio: number) => ((Date.now() - inicio) / 1000).toFixed(1);

/** Signs the lenders of the load in over HTTP, two at a time (argon2 takes a core each). */
async function entrar(url: string, credores: Awaited<ReturnType<typeof credoresDaCarga>>): Promise<CredorLogado[]> {
  const logados: CredorLogado[] = [];
  const fila = [...credores];
  const trabalhador = async () => {
    for (let c = fila.shift(); c; c = fila.shift()) {
      const r = await fetch(`${url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({ email: c.email, password: SENHA }),
      });
      if (!r.ok) throw new Error(`login de ${c.email}: ${r.status} ${await r.text()}`);
      const cookie = r.headers
        .getSetCookie()
        .map((s) => s.split(";")[0])
        .join("; ");
      logados.push({ ...c, cookie, pagos: [] });
    }
  };
  await Promise.all([trabalhador(), trabalhador()]);
  return logados;
}

function linha(nome: string, amostras: Amostra[]) {
  const t = amostras.map((a) => a.ms).sort((a, b) => a - b);
  const erros = amostras.filter((a) => a.status < 200 || a.status > 299).length;
  return `  ${nome.padEnd(40)} ${String(t.length).padStart(6)} ${ms(percentil(t, 50))} ${ms(percentil(t, 95))} ${ms(percentil(t, 99))} ${String(erros).padStart(6)}`;
}

function relatorioDaCarga(r: Awaited<ReturnType<typeof cargaAberta>>) {
  const { amostras } = r;
  console.log(`  ${"rota".padEnd(40)} ${"n".padStart(6)} ${"p50".padStart(10)} ${"p95".padStart(10)} ${"p99".padStart(10)} ${"erros".padStart(6)}`);
  for (const rota of ROTAS)
    console.log(
      linha(
        rota,
        amostras.filter((a) => a.rota === rota),
      ),
    );
  console.log(
    linha(
      "credor grande",
      amostras.filter((a) => a.grande),
    ),
  );
  console.log(
    linha(
      "credores comuns",
      amostras.filter((a) => !a.grande),
    ),
  );
  console.log(linha("TOTAL", amostras));
  const porStatus = new Map<string, number>();
  const nomeDoStatus = (s: number) => (s ? String(s) : `sem resposta em ${TEMPO_LIMITE_MS / 1000} s ou erro de rede`);
  for (const a of amostras) if (a.status < 200 || a.status > 299) porStatus.set(nomeDoStatus(a.status), (porStatus.get(nomeDoStatus(a.status)) ?? 0) + 1);
  if (r.semResposta) porStatus.set(`ainda na fila ${TEMPO_LIMITE_MS / 1000} s depois do fim (descartadas)`, r.semResposta);
  const erros = [...porStatus.values()].reduce((s, n) => s + n, 0);
  const ultimo = Math.max(0, ...amostras.map((a) => a.fim));
  console.log(
    `  enviadas ${r.enviados} em ${r.segundosEnvio.toFixed(1)} s = ${(r.enviados / r.segundosEnvio).toFixed(1)} req/s (maior atraso de envio ${r.atrasoMaximoEnvioMs.toFixed(1)} ms); respondidas ${amostras.length}, ${(amostras.length / (ultimo / 1000)).toFixed(1)} req/s até a última resposta`,
  );
  console.log(`  erros por status: ${erros ? [...porStatus].map(([s, n]) => `${s}: ${n}`).join(", ") : "nenhum"}`);
  const p99 = percentil(
    amostras.map((a) => a.ms).sort((a, b) => a - b),
    99,
  );
  console.log(
    `  meta: p99 total < ${META_P99_MS} ms a ${TAXA} req/s sem erros: ${cumpre(p99 < META_P99_MS && erros === 0)} (p99 ${p99.toFixed(1)} ms, ${erros} erros)`,
  );
}

/**
 * Waits until the server has worked through what an overload left queued (handlers run on after
 * their client gave up): /api/app-config answering in under 50 ms three times in a row.
 */
/** The big lender's id in a database seeded by an earlier run (BENCH_REUSE). */
async function idDoCredorGrande(banco: DatabaseHandle): Promise<string> {
  const r = await banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${EMAIL_GRANDE}`);
  const linha = r.rows[0] as { id: string } | undefined;
  if (!linha) throw new Error(`o banco não foi semeado pelo bench (sem ${EMAIL_GRANDE})`);
  return linha.id;
}

async function esperarOcioso(url: string): Promise<number> {
  const inicio = Date.now();
  let seguidas = 0;
  while (seguidas < 3 && Date.now() - inicio < 300_000) {
    const t = Date.now();
    const ok = await fetch(`${url}/api/app-config`).then(
      (r) => r.ok,
      () => false,
    );
    seguidas = ok && Date.now() - t < 50 ? seguidas + 1 : 0;
    await new Promise((r) => setTimeout(r, 200));
  }
  return (Date.now() - inicio) / 1000;
}

/** The items of a list answer: the array itself, or the first array in a page object. */
function contarItens(v: unknown): number {
  if (Array.isArray(v)) return v.length;
  const lista = Object.values(v as object).find(Array.isArray) as unknown[] | undefined;
  return lista?.length ?? 0;
}

/** One page of each list route, the big lender's, as a browser receives it (gzip). */
async function tamanhosDasListas(url: string, grande: CredorLogado) {
  const agente = new http.Agent({ keepAlive: true });
  const cliente = grande.clientes[0]!;
  const listas = [
    "/api/clientes?limite=50",
    "/api/clientes?limite=50&busca=silva",
    `/api/emprestimos?clienteId=${cliente}`,
    `/api/pagamentos?clienteId=${cliente}`,
    "/api/emprestimos?limite=50",
    "/api/dashboard/vencimentos-hoje",
  ];
  for (const caminho of listas) {
    const cabecalhos = { ...cabecalhosDeNavegador(grande.cookie), "accept-encoding": "gzip" };
    const r = await enviar(agente, new URL(url), { rota: caminho, caminho, cabecalhos }, { tempoLimiteMs: 300_000 });
    const json = r.cabecalhos["content-encoding"] === "gzip" ? zlib.gunzipSync(r.corpo) : r.corpo;
    const itens = r.status === 200 ? contarItens(JSON.parse(json.toString())) : 0;
    console.log(
      `  ${caminho.replace(cliente, "{id}").padEnd(40)} ${kib(r.bytes).padStart(11)} gzip (${kib(json.length)} JSON, ${itens} itens, status ${r.status})  meta < ${META_PAGINA_KIB} KiB: ${cumpre(r.bytes < META_PAGINA_KIB * 1024)}`,
    );
  }
  agente.destroy();
}

/**
 * Issue 31, point 5: the big lender's 12-month report, one request at a time on the idle server
 * (so the time is the server's, not a queue's), the first one included.
 */
async function relatorioDoCredorGrande(url: string, grande: CredorLogado) {
  const agente = new http.Agent({ keepAlive: true });
  const pedido = {
    ...pedidoDe("GET /api/relatorios?de=&ate=", grande, url),
    cabecalhos: { ...cabecalhosDeNavegador(grande.cookie), "accept-encoding": "gzip" },
  };
  const tempos: number[] = [];
  let falhas = 0;
  for (let i = 0; i < PEDIDOS_RELATORIO; i++) {
    const inicio = performance.now();
    const r = await enviar(agente, new URL(url), pedido, { tempoLimiteMs: 300_000 });
    tempos.push(performance.now() - inicio);
    if (r.status !== 200) falhas++;
  }
  agente.destroy();
  const ordenados = [...tempos].sort((a, b) => a - b);
  const maior = ordenados.at(-1)!;
  console.log(
    `  ${pedido.caminho.padEnd(44)} primeiro ${ms(tempos[0]!)}, p50 ${ms(percentil(ordenados, 50))}, maior ${ms(maior)}${falhas ? ` (${falhas} não-200!)` : ""}  meta < ${META_RELATORIO_MS} ms: ${cumpre(maior < META_RELATORIO_MS && falhas === 0)}`,
  );
}

async function rodar(nome: string, envServidor: Record<string, string>, abrir: () => Promise<DatabaseHandle>, jaSemeado = false) {
  console.log(`\n== ${nome} ==`);
  // Sign-ins of the load's lenders come from one address within a minute.
  const env: Record<string, string> = { ...envServidor, NODE_ENV: "production", LOG_LEVEL: "warn", LOGIN_MAX_TENTATIVAS: "100000" };
  // e.g. "--import /path/to/profiler.mjs" to profile the server under the load.
  if (process.env.BENCH_SERVER_NODE_OPTIONS) env.NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS;
  let servidor;
  if (!jaSemeado) {
    servidor = await iniciarServidor(env);
    await contaViaHttp(servidor.url, EMAIL_GRANDE, SENHA);
    await servidor.parar(); // PGlite admits one process: seed with the server stopped.
  }
  const banco = await abrir();
  let credores;
  try {
    if (jaSemeado) {
      // Earlier runs left dead rows and stale statistics; a server may run without autovacuum
      // (this machine's does): measure the same tables a fresh seed would leave.
      const inicio = Date.now();
      await banco.db.execute(sql`VACUUM ANALYZE`);
      console.log(`  banco reaproveitado: VACUUM ANALYZE em ${segundosDesde(inicio)} s`);
    }
    const idGrande = jaSemeado ? await idDoCredorGrande(banco) : await semear(banco, EMAIL_GRANDE, COMUNS);
    credores = await credoresDaCarga(banco, EMAIL_GRANDE, idGrande, USADOS);
  } finally {
    await banco.close();
  }
  servidor = await iniciarServidor(env);
  try {
    let inicio = Date.now();
    const logados = await entrar(servidor.url, credores);
    const grande = logados.find((c) => c.email === EMAIL_GRANDE)!;
    const comuns = logados.filter((c) => c !== grande);
    console.log(`  login de ${logados.length} credores por HTTP em ${segundosDesde(inicio)} s`);

    const proximo = sorteador(grande, comuns, PARTE_GRANDE, servidor.url);
    inicio = Date.now();
    await cargaAberta(servidor.url, TAXA, AQUECIMENTO, proximo);
    const ocioso = await esperarOcioso(servidor.url);
    console.log(`  aquecimento: ${AQUECIMENTO} s na mesma carga, não contado (${segundosDesde(inicio)} s, ${ocioso.toFixed(1)} s até o servidor ficar ocioso)`);
    console.log(
      `\n  carga aberta: ${TAXA} req/s por ${SEGUNDOS} s, ${Math.round(PARTE_GRANDE * 100)}% ao credor grande e o resto a ${comuns.length} credores comuns; latência desde o horário previsto de envio`,
    );
    const carga = await cargaAberta(servidor.url, TAXA, SEGUNDOS, proximo);
    relatorioDaCarga(carga);
    // The machine may be shared: how busy it was says how far to trust the figures.
    console.log(`  carga da máquina (load average 1 min) ao fim: ${os.loadavg()[0]!.toFixed(1)} em ${os.cpus().length} núcleos`);

    console.log(`  servidor ocioso de novo ${(await esperarOcioso(servidor.url)).toFixed(1)} s depois`);

    console.log(`\n  uma página de cada lista (credor grande), com Accept-Encoding: gzip`);
    await tamanhosDasListas(servidor.url, grande);

    await esperarOcioso(servidor.url);
    console.log(`\n  relatório de 12 meses do credor grande: ${PEDIDOS_RELATORIO} pedidos em sequência, servidor ocioso`);
    await relatorioDoCredorGrande(servidor.url, grande);

    await esperarOcioso(servidor.url);
    console.log(`\n  teto (autocannon em laço fechado, ${CONEXOES_TETO} conexões, ${SEGUNDOS_TETO} s cada)`);
    const semBanco = await teto(servidor.url, "/api/app-config", cabecalhosDeNavegador(""), CONEXOES_TETO, SEGUNDOS_TETO);
    const umaLinha = await teto(servidor.url, `/api/clientes/${grande.clientes[0]}`, cabecalhosDeNavegador(grande.cookie), CONEXOES_TETO, SEGUNDOS_TETO);
    for (const [rota, t] of [
      ["/api/app-config (sem banco)", semBanco],
      ["/api/clientes/{id} (uma linha, com sessão)", umaLinha],
    ] as const) {
      console.log(`  ${rota.padEnd(44)} ${t.rps.toFixed(0).padStart(7)} req/s  p99 ${t.p99} ms${t.naoOk ? `  (${t.naoOk} não-2xx/erros!)` : ""}`);
    }
    // The capacity of one machine, for reading; no target (the old ratio target was retired in issue 26).
    console.log(`  razão ${((umaLinha.rps / semBanco.rps) * 100).toFixed(1)}% (informativa)`);
  } finally {
    await servidor.parar();
  }
}

async function main() {
  console.log(
    `bench: o dia do credor; 1 credor grande e ${COMUNS} comuns, carga a ${TAXA} req/s por ${SEGUNDOS} s em ${USADOS + 1} credores; ${os.cpus().length} núcleos, Node ${process.version}, ${new Date().toISOString()}`,
  );
  const only = process.env.BENCH_ONLY;
  if (!only || only === "postgres") {
    const nome = REUSAR ?? `bench_${randomBytes(4).toString("hex")}`;
    if (!/^bench_[0-9a-f]+$/.test(nome)) throw new Error(`BENCH_REUSE deve ser o nome de um banco do bench (bench_…), não ${nome}`);
    const admin = new pg.Client({ connectionString: PG_BASE });
    await admin.connect();
    // The server's own settings weigh on every figure: say them beside the figures.
    const ajustes = await admin.query<{ name: string; valor: string }>(
      "SELECT name, current_setting(name) AS valor FROM pg_settings WHERE name IN ('server_version', 'shared_buffers', 'autovacuum', 'max_parallel_workers_per_gather', 'jit') ORDER BY name",
    );
    console.log(`  PostgreSQL: ${ajustes.rows.map((a) => `${a.name}=${a.valor}`).join(", ")}`);
    if (!REUSAR) await admin.query(`CREATE DATABASE ${nome}`);
    const url = new URL(PG_BASE);
    url.pathname = `/${nome}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-"));
    try {
      await rodar(
        "PostgreSQL",
        { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
        () => openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 }),
        REUSAR !== undefined,
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (MANTER || REUSAR) console.log(`\n  banco mantido: ${nome} (BENCH_REUSE=${nome} para rodar de novo sem semear)`);
      else await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    }
  }
  if (!only || only === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
    try {
      await rodar("PGlite", { DATA_DIR: dataDir }, () => openDatabase({ kind: "pglite", dataDir }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((erro) => {
  console.error(erro);
  process.exit(1);
});
