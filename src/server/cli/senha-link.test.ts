import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bancoPostgresDescartavel } from "../test/harness.ts";
import { contaViaHttp, iniciarServidor, prazoDeInicioMs, rodarAdmin, type Servidor } from "../test/processes.ts";

// `npm run admin -- senha link <email>` as an operator runs it, against the real server process:
// the printed link resets the password once. On the embedded database with the server running
// and stopped; on PostgreSQL when TEST_DATABASE_URL is set.

const emPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The link the command printed, or "" when none. */
const linkDe = (saida: string) => /http\S+\/redefinir-senha\?token=\S+/.exec(saida)?.[0] ?? "";

async function redefinirPeloLink(servidor: Servidor, link: string, novaSenha: string) {
  const token = new URL(link).searchParams.get("token") ?? "";
  return fetch(`${servidor.url}/api/auth/reset-password`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: servidor.url },
    body: JSON.stringify({ token, newPassword: novaSenha }),
  });
}

async function entra(servidor: Servidor, email: string, senha: string) {
  const r = await fetch(`${servidor.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: servidor.url },
    body: JSON.stringify({ email, password: senha }),
  });
  return r.status;
}

if (!emPostgres)
  describe("npm run admin -- senha link (PGlite em DATA_DIR)", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-senha-"));
    const env = { DATA_DIR: dataDir };
    let servidor: Servidor;

    beforeAll(async () => {
      servidor = await iniciarServidor(env);
      await contaViaHttp(servidor.url, "dono@teste.com", "senha-antiga-1");
    }, prazoDeInicioMs() + 60_000);
    afterAll(async () => {
      await servidor?.parar();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("com o servidor rodando, imprime um link que troca a senha uma vez", async () => {
      const r = await rodarAdmin(["senha", "link", "Dono@Teste.com"], env);
      expect(r.erro).toBe("");
      expect(r.codigo).toBe(0);
      const link = linkDe(r.saida);
      const porta = new URL(servidor.url).port;
      expect(link).toMatch(new RegExp(`^http://localhost:${porta}/redefinir-senha\\?token=[\\w-]{24}$`));
      expect(r.saida).toContain("dono@teste.com");
      expect((await redefinirPeloLink(servidor, link, "senha-nova-123")).status).toBe(200);
      expect(await entra(servidor, "dono@teste.com", "senha-nova-123")).toBe(200);
      expect((await redefinirPeloLink(servidor, link, "outra-senha-456")).status).toBe(400);
    }, 60_000);

    it("e-mail sem conta, inválido ou ausente: mensagem em português e saída 1", async () => {
      const casos: [string[], RegExp][] = [
        [["senha", "link", "ninguem@teste.com"], /Erro: Nenhuma conta encontrada com o e-mail ninguem@teste\.com\./],
        [["senha", "link", "nao-e-email"], /E-mail inválido/],
        [["senha", "link"], /Informe o e-mail da conta/],
      ];
      for (const [args, mensagem] of casos) {
        const r = await rodarAdmin(args, env);
        expect(r.codigo, args.join(" ")).toBe(1);
        expect(r.erro).toMatch(mensagem);
        expect(r.saida).toBe("");
      }
    }, 60_000);

    it(
      "com o servidor parado, abre o banco embutido; o link vale quando o servidor volta",
      async () => {
        await servidor.parar();
        const porta = new URL(servidor.url).port;
        const r = await rodarAdmin(["senha", "link", "dono@teste.com"], { ...env, PORT: porta });
        expect(r.erro).toBe("");
        const link = linkDe(r.saida);
        expect(link).toMatch(/\/redefinir-senha\?token=/);
        servidor = await iniciarServidor(env);
        expect((await redefinirPeloLink(servidor, link, "terceira-senha-789")).status).toBe(200);
        expect(await entra(servidor, "dono@teste.com", "terceira-senha-789")).toBe(200);
      },
      prazoDeInicioMs() + 60_000,
    );
  });

if (emPostgres)
  describe("npm run admin -- senha link (PostgreSQL)", () => {
    let banco: { url: string; apagar: () => Promise<void> };
    let env: Record<string, string>;
    let servidor: Servidor;

    beforeAll(async () => {
      banco = await bancoPostgresDescartavel("teste_senha");
      env = { DATABASE_URL: banco.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "credito-senha-pg-")) };
      servidor = await iniciarServidor(env);
      await contaViaHttp(servidor.url, "pg@teste.com", "senha-antiga-1");
    }, prazoDeInicioMs() + 60_000);
    afterAll(async () => {
      await servidor?.parar();
      await banco?.apagar();
    });

    it("imprime um link que troca a senha; e-mail sem conta sai com 1", async () => {
      const r = await rodarAdmin(["senha", "link", "pg@teste.com"], { ...env, PUBLIC_URL: "https://app.exemplo.com.br" });
      expect(r.erro).toBe("");
      const link = linkDe(r.saida);
      expect(link).toMatch(/^https:\/\/app\.exemplo\.com\.br\/redefinir-senha\?token=[\w-]{24}$/);
      expect((await redefinirPeloLink(servidor, link, "senha-nova-123")).status).toBe(200);
      expect(await entra(servidor, "pg@teste.com", "senha-nova-123")).toBe(200);
      const semConta = await rodarAdmin(["senha", "link", "nao@teste.com"], env);
      expect(semConta.codigo).toBe(1);
      expect(semConta.erro).toMatch(/Nenhuma conta encontrada com o e-mail nao@teste\.com/);
    }, 60_000);
  });
