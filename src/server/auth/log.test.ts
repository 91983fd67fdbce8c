import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import { loggerDoBetterAuth, nivelBetterAuth } from "./log.ts";

type Linha = { nivel: string; objeto: unknown; mensagem: string };

function loggerFalso() {
  const linhas: Linha[] = [];
  const registrar = (nivel: string) => (objeto: unknown, mensagem: string) => linhas.push({ nivel, objeto, mensagem });
  const log = { debug: registrar("debug"), info: registrar("info"), warn: registrar("warn"), error: registrar("error") };
  return { linhas, log: log as unknown as FastifyBaseLogger };
}

describe("logs do better-auth no pino", () => {
  it("vão para o logger do servidor, no nível certo, sem parâmetros de SQL nem objetos", () => {
    const { linhas, log } = loggerFalso();
    const logger = loggerDoBetterAuth(log, "info");
    const token = "tokenSecretoDaSessao1234567890ab";
    const erro = Object.assign(new Error(`Failed query: insert into "auth_session" ("token") values ($1)\nparams: ${token},2026-12-01`), { code: "23505" });
    logger.log("error", `Failed to create session params: ${token}`, erro, { password: "segredo-do-teste-99", token }, 42);
    expect(linhas).toHaveLength(1);
    const [linha] = linhas;
    expect(linha!.nivel).toBe("error");
    expect(linha!.mensagem).toBe("Failed to create session");
    expect(linha!.objeto).toEqual({
      origem: "better-auth",
      detalhes: [{ tipo: "Error", codigo: "23505", mensagem: 'Failed query: insert into "auth_session" ("token") values ($1)' }, "[omitido]", 42],
    });
    expect(JSON.stringify(linha)).not.toContain(token);
    expect(JSON.stringify(linha)).not.toContain("segredo-do-teste-99");
  });

  it("não registra o e-mail de quem tenta se cadastrar com um e-mail que já tem conta (issue 28)", () => {
    const { linhas, log } = loggerFalso();
    // better-auth's own line, at info, when a sign-up finds the e-mail taken.
    loggerDoBetterAuth(log, "info").log("info", "Sign-up attempt for existing email: Joana.Prado+x@Teste.com.br", "de joana@x.io");
    expect(linhas).toHaveLength(1);
    expect(linhas[0]!.mensagem).toBe("Sign-up attempt for existing email: [e-mail]");
    expect(linhas[0]!.objeto).toEqual({ origem: "better-auth", detalhes: ["de [e-mail]"] });
  });

  it("o que o cliente errou (callbackURL, Origin) vai em warn; uma falha do servidor segue em error", () => {
    const { linhas, log } = loggerFalso();
    const logger = loggerDoBetterAuth(log, "info");
    logger.log("error", "Invalid callbackURL: https://golpe.example/x");
    logger.log("error", "Invalid origin: https://golpe.example");
    logger.log("error", "Blocked cross-site navigation login attempt (CSRF protection)");
    logger.log("error", "Failed to create session");
    logger.log("info", "Invalid callbackURL explained at info stays info");
    expect(linhas.map((l) => l.nivel)).toEqual(["warn", "warn", "warn", "error", "info"]);
  });

  it("segue o LOG_LEVEL do servidor; silent desliga", () => {
    expect(nivelBetterAuth("trace")).toBe("debug");
    expect(nivelBetterAuth("info")).toBe("info");
    expect(nivelBetterAuth("warn")).toBe("warn");
    expect(nivelBetterAuth("fatal")).toBe("error");
    expect(loggerDoBetterAuth(loggerFalso().log, "silent").disabled).toBe(true);
    expect(loggerDoBetterAuth(loggerFalso().log, "warn")).toMatchObject({ disabled: false, level: "warn" });
  });
});
