import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contaViaHttp, iniciarServidor, prazoDeInicioMs, rodarAdmin, statusCreditos, type Servidor } from "../test/processes.ts";

// The operator command against real processes: with the server running and stopped on the
// embedded database, and on the PostgreSQL server when TEST_DATABASE_URL is set.

const emPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * `--descricao` with control or invisible characters is refused like an HTTP field (a
 * right-to-left override, a zero-width space, an escape; a NUL cannot reach argv), and so is
 * the e-mail; nothing is granted (http/entrada.ts).
 */
async function recusaTextoOculto(env: Record<string, string>) {
  for (const descricao of ["PIX \u202e11/52", "PIX\u200b 25/11", "cor \u001b[31m"]) {
    const r = await rodarAdmin(["creditos", "adicionar", "ninguem-mais@teste.com", "5", "--descricao", descricao], env);
    expect(r.codigo, JSON.stringify(descricao)).toBe(1);
    expect(r.erro, JSON.stringify(descricao)).toMatch(/Caracteres de controle não são permitidos\./);
  }
  const email = await rodarAdmin(["creditos", "adicionar", "oper\u200bador@teste.com", "5"], env);
  expect(email.codigo).toBe(1);
  expect(email.erro).toMatch(/Caracteres de controle não são permitidos\./);
}

// The API suite runs once per database (scripts/test.sh); each run exercises its own backend.
if (!emPostgres)
  describe("npm run admin -- creditos adicionar (PGlite em DATA_DIR)", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-admin-"));
    const env = { DATA_DIR: dataDir };
    let servidor: Servidor;
    let cookie: string;

    beforeAll(async () => {
      servidor = await iniciarServidor(env);
      cookie = await contaViaHttp(servidor.url, "operador@teste.com");
    }, prazoDeInicioMs() + 60_000);
    afterAll(async () => {
      await servidor?.parar();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("com o servidor rodando, adiciona os dias e imprime o novo saldo", async () => {
      const r = await rodarAdmin(["creditos", "adicionar", "operador@teste.com", "30", "--tipo", "compra", "--descricao", "PIX 25/11"], env);
      expect(r.erro).toBe("");
      expect(r.codigo).toBe(0);
      expect(r.saida).toMatch(/Créditos adicionados para operador@teste\.com\. Saldo: 31 dias \(até \d{2}\/\d{2}\/\d{4}\)\./);
      expect((await statusCreditos(servidor.url, cookie)).diasRestantes).toBe(31);
      const h = await (await fetch(`${servidor.url}/api/creditos/historico`, { headers: { cookie } })).json();
      expect(h[0]).toMatchObject({ tipo: "compra", dias_adicionados: 30, descricao: "PIX 25/11" });
    }, 60_000);

    it("recusa e-mail desconhecido, dias não positivos e tipo desconhecido sem mudar nada", async () => {
      const casos: [string[], RegExp][] = [
        [["creditos", "adicionar", "ninguem@teste.com", "5"], /Nenhuma conta encontrada com o e-mail ninguem@teste\.com/],
        [["creditos", "adicionar", "operador@teste.com", "0"], /Dias deve ser um número inteiro positivo/],
        [["creditos", "adicionar", "operador@teste.com", "--", "-3"], /Dias deve ser um número inteiro positivo/],
        [["creditos", "adicionar", "operador@teste.com", "5", "--tipo", "presente"], /Tipo deve ser compra, bonus ou admin/],
        [["creditos", "remover", "operador@teste.com", "5"], /Comando desconhecido/],
      ];
      for (const [args, mensagem] of casos) {
        const r = await rodarAdmin(args, env);
        expect(r.codigo, args.join(" ")).toBe(1);
        expect(r.erro).toMatch(mensagem);
      }
      expect((await statusCreditos(servidor.url, cookie)).diasRestantes).toBe(31);
    }, 60_000);

    it(
      "com o servidor parado, abre o banco embutido; os dados sobrevivem ao reinício",
      async () => {
        await servidor.parar();
        // Issue 42, point 6: the same check as every HTTP text field, on the command's own connection too.
        await recusaTextoOculto(env);
        const r = await rodarAdmin(["creditos", "adicionar", "operador@teste.com", "5", "--tipo", "bonus"], env);
        expect(r.erro).toBe("");
        expect(r.saida).toMatch(/Saldo: 36 dias/);
        servidor = await iniciarServidor(env);
        // The session cookie from before the restart is still valid: sessions live in the database.
        expect((await statusCreditos(servidor.url, cookie)).diasRestantes).toBe(36);
      },
      prazoDeInicioMs() + 60_000,
    );
  });

if (emPostgres)
  describe("npm run admin -- creditos adicionar (PostgreSQL)", () => {
    const nome = `teste_admin_${randomBytes(5).toString("hex")}`;
    const base = process.env.TEST_DATABASE_URL ?? "";
    const url = new URL(base);
    url.pathname = `/${nome}`;
    const env = { DATABASE_URL: url.toString(), DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "credito-admin-pg-")) };
    let servidor: Servidor;
    let cookie: string;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${nome}`);
      await admin.end();
      servidor = await iniciarServidor(env);
      cookie = await contaViaHttp(servidor.url, "pg@teste.com");
    }, prazoDeInicioMs() + 60_000);
    afterAll(async () => {
      await servidor?.parar();
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${nome} WITH (FORCE)`);
      await admin.end();
    });

    it(
      "com o servidor rodando e parado",
      async () => {
        const r1 = await rodarAdmin(["creditos", "adicionar", "pg@teste.com", "10", "--tipo", "admin"], env);
        expect(r1.erro).toBe("");
        expect(r1.saida).toMatch(/Saldo: 11 dias/);
        expect((await statusCreditos(servidor.url, cookie)).diasRestantes).toBe(11);
        await servidor.parar();
        await recusaTextoOculto(env);
        const r2 = await rodarAdmin(["creditos", "adicionar", "pg@teste.com", "2"], env);
        expect(r2.saida).toMatch(/Saldo: 13 dias/);
        const r3 = await rodarAdmin(["creditos", "adicionar", "nao@teste.com", "2"], env);
        expect(r3.codigo).toBe(1);
        servidor = await iniciarServidor(env);
        expect((await statusCreditos(servidor.url, cookie)).diasRestantes).toBe(13);
      },
      prazoDeInicioMs() + 60_000,
    );
  });
