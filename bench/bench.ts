// npm run bench: seeds one lender with 10,000 clients, 50,000 loans and 200,000 payments on
// PostgreSQL and on PGlite, starts the server as `npm start` would (its own process), and
// measures three endpoints with autocannon at a fixed rate, printing p50/p95/p99 and req/s.
//
//   BENCH_POSTGRES_URL  server to create a throwaway database on (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_RATE          requests per second (default 50)   BENCH_SECONDS  per endpoint (default 20)
//   BENCH_CONNECTIONS   connections sharing that rate (default 10; they fire together)
//   BENCH_ONLY          "postgres" or "pglite" to run one of them
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client.ts";
import { contaViaHttp, iniciarServidor, type Servidor } from "../src/server/test/processes.ts";
import { semear } from "./seed.ts";

const TAXA = Number(process.env.BENCH_RATE ?? 50);
const SEGUNDOS = Number(process.env.BENCH_SECONDS ?? 20);
const CONEXOES = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_BASE = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Cached reads (dashboard, due list, whole client list) and uncached one-row reads of one
// client: the latter show what each request's session, credit and tenancy checks cost.
const ENDPOINTS = ["/api/dashboard/metrics", "/api/dashboard/vencimentos-hoje", "/api/clientes", "/api/clientes/{id}", "/api/pagamentos?clienteId={id}"];

function percentil(ordenados: number[], p: number): number {
  if (ordenados.length === 0) return NaN;
  return ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)]!;
}

async function medir(url: string, cookie: string, caminho: string, segundos: number) {
  const tempos: number[] = [];
  let naoOk = 0;
  // Headers as a browser sends them (it always accepts gzip).
  const headers = { cookie, "accept-encoding": "gzip, deflate, br" };
  const instancia = autocannon({ url: url + caminho, headers, connections: CONEXOES, overallRate: TAXA, duration: segundos });
  instancia.on("response", (_cliente: unknown, status: number, _bytes: number, tempo: number) => {
    if (status !== 200) naoOk += 1;
    tempos.push(tempo);
  });
  const resultado = await instancia;
  tempos.sort((a, b) => a - b);
  return {
    p50: percentil(tempos, 50),
    p95: percentil(tempos, 95),
    p99: percentil(tempos, 99),
    rps: tempos.length / resultado.duration,
    bytes: resultado.throughput.average / Math.max(1, resultado.requests.average),
    naoOk,
  };
}

async function rodar(nome: string, envServidor: Record<string, string>, abrir: () => Promise<DatabaseHandle>) {
  console.log(`\n== ${nome} ==`);
  const email = `bench-${randomBytes(3).toString("hex")}@teste.com`;
  let servidor: Servidor = await iniciarServidor({ ...envServidor, NODE_ENV: "production", LOG_LEVEL: "warn", LOGIN_MAX_TENTATIVAS: "1000" });
  await contaViaHttp(servidor.url, email);
  await servidor.parar(); // PGlite admits one process: seed with the server stopped.
  const banco = await abrir();
  try {
    await semear(banco, email);
  } finally {
    await banco.close();
  }
  servidor = await iniciarServidor({ ...envServidor, NODE_ENV: "production", LOG_LEVEL: "warn" });
  try {
    const login = await fetch(`${servidor.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: servidor.url },
      body: JSON.stringify({ email, password: "segredo123" }),
    });
    // NODE_ENV=production makes the cookie Secure; autocannon sends it over plain HTTP anyway.
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const lista = (await (await fetch(`${servidor.url}/api/clientes`, { headers: { cookie } })).json()) as { id: string }[];
    const umCliente = lista[Math.floor(lista.length / 2)]!.id;
    for (const caminho of ENDPOINTS.map((e) => e.replace("{id}", umCliente))) {
      await medir(servidor.url, cookie, caminho, 3); // warm-up
      const r = await medir(servidor.url, cookie, caminho, SEGUNDOS);
      console.log(
        `  ${caminho.replace(umCliente, "{id}").padEnd(34)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ${r.rps.toFixed(1)} req/s  ${(r.bytes / 1024).toFixed(0)} KiB/resp (gzip)${r.naoOk ? `  (${r.naoOk} não-200!)` : ""}`,
      );
    }
  } finally {
    await servidor.parar();
  }
}

async function main() {
  console.log(`bench: ${TAXA} req/s em ${CONEXOES} conexões por ${SEGUNDOS} s em cada endpoint; ${os.cpus().length} núcleos, Node ${process.version}`);
  const only = process.env.BENCH_ONLY;
  if (!only || only === "postgres") {
    const nome = `bench_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: PG_BASE });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nome}`);
    const url = new URL(PG_BASE);
    url.pathname = `/${nome}`;
    try {
      await rodar("PostgreSQL", { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-pg-")) }, () =>
        openDatabase({ kind: "postgres", url: url.toString(), poolSize: 2 }),
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
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
