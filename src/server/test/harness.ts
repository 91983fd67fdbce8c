import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../app.ts";
import { relogioFixo } from "../clock.ts";
import { lerConfig, type AppConfig } from "../config.ts";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/client.ts";

// API tests run on PGlite in memory, or on a throwaway database of the PostgreSQL server
// named by TEST_DATABASE_URL (one database per test file, dropped at the end).

export const NO_POSTGRES = Boolean(process.env.TEST_DATABASE_URL);
export const NOME_DO_BANCO = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

// Every in-memory database starts as a copy of one migrated cluster made once per run
// (modelo-pglite.ts): unpacking and migrating a new cluster costs ~3 s of CPU, a copy well under one.
let modelo: Blob | undefined;
function modeloDoArquivo(): Blob {
  modelo ??= new Blob([fs.readFileSync(inject("modeloPglite"))]);
  return modelo;
}

/**
 * A database of its own on the PostgreSQL server of TEST_DATABASE_URL: its URL, and `apagar` to
 * drop it at the end (forcing out any connection a killed server left behind).
 */
export async function bancoPostgresDescartavel(prefixo = "teste"): Promise<{ url: string; apagar: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("bancoPostgresDescartavel: TEST_DATABASE_URL não definida");
  const nome = `${prefixo}_${randomBytes(6).toString("hex")}`;
  const executar = async (comando: string) => {
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(comando);
    } finally {
      await admin.end();
    }
  };
  await executar(`CREATE DATABASE ${nome}`);
  const url = new URL(base);
  url.pathname = `/${nome}`;
  return { url: url.toString(), apagar: () => executar(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`) };
}

async function bancoDeTeste(): Promise<DatabaseHandle> {
  if (!process.env.TEST_DATABASE_URL) return openDatabase({ kind: "pglite", dataDir: undefined, modelo: modeloDoArquivo() });
  const banco = await bancoPostgresDescartavel();
  const handle = await openDatabase({ kind: "postgres", url: banco.url, poolSize: 25 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await banco.apagar();
    },
  };
}

export type Contexto = {
  app: FastifyInstance;
  banco: DatabaseHandle;
  relogio: ReturnType<typeof relogioFixo>;
  config: AppConfig;
  close: () => Promise<void>;
};

/** 12:00 in São Paulo on 2026-11-25 (15:00 UTC). */
export const MEIO_DIA_SP = new Date("2026-11-25T15:00:00Z");

export async function criarContexto(ajustes: Partial<AppConfig> = {}, inicio: Date = MEIO_DIA_SP): Promise<Contexto> {
  const banco = await bancoDeTeste();
  const relogio = relogioFixo(inicio);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-teste-"));
  // The tests' pages come from ORIGEM (app.inject's Host is localhost:80), trusted like a
  // configured ORIGENS_PERMITIDAS entry.
  const config: AppConfig = {
    ...lerConfig({ NODE_ENV: "test" }),
    dataDir,
    loginMaxTentativas: 1000,
    loginMaxTentativasConta: 1000,
    origensPermitidas: [ORIGEM],
    ...ajustes,
  };
  const app = await buildApp({
    db: banco.db,
    config,
    clock: relogio,
    authSecret: "segredo-de-teste-com-mais-de-32-caracteres!!",
  });
  await app.ready();
  return {
    app,
    banco,
    relogio,
    config,
    close: async () => {
      await app.close();
      await banco.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const ORIGEM = "http://localhost";

export async function cadastrar(app: FastifyInstance, email: string, senha = "segredo-do-teste-99") {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: ORIGEM },
    payload: { email, password: senha, name: email },
  });
}

export async function entrar(app: FastifyInstance, email: string, senha = "segredo-do-teste-99") {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: ORIGEM },
    payload: { email, password: senha },
  });
}

/**
 * Signs in as an API client (no Origin, no Sec-Fetch-Site: not a browser page), which is
 * the only kind of caller that gets the Bearer token in the body.
 */
export async function entrarComoCliente(app: FastifyInstance, email: string, senha = "segredo-do-teste-99") {
  return app.inject({ method: "POST", url: "/api/auth/sign-in/email", payload: { email, password: senha } });
}

/** Signs up and in; returns the Cookie header value of the new session and its Bearer token. */
export async function novoLender(app: FastifyInstance, email = `lender-${randomBytes(4).toString("hex")}@teste.com`) {
  const r = await cadastrar(app, email);
  if (r.statusCode !== 200) throw new Error(`cadastro falhou: ${r.statusCode} ${r.body}`);
  const login = await entrarComoCliente(app, email);
  if (login.statusCode !== 200) throw new Error(`login falhou: ${login.statusCode} ${login.body}`);
  return { email, cookie: cookieDe(login.headers["set-cookie"]), token: (login.json() as { token: string }).token };
}

export function cookieDe(setCookie: string | string[] | undefined): string {
  const lista = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return lista.map((c) => c.split(";")[0]).join("; ");
}

export { ORIGEM };

/** A second server on the same database, as behind a load balancer. */
export async function outroServidor(ctx: Contexto): Promise<FastifyInstance> {
  const app = await buildApp({
    db: ctx.banco.db,
    config: ctx.config,
    clock: ctx.relogio,
    authSecret: "segredo-de-teste-com-mais-de-32-caracteres!!",
  });
  await app.ready();
  return app;
}
