import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer } from "better-auth/plugins";
import type { AppConfig } from "../config.ts";
import type { Clock } from "../clock.ts";
import type { Database, Transaction } from "../db/client.ts";
import { authAccount, authRateLimit, authSession, authUser, authVerification } from "../db/schema/index.ts";
import { criarConfiguracaoInicial } from "../routes/creditos/queries.ts";
import { hashSenha, verificarSenha } from "./password.ts";

export const AUTH_BASE_PATH = "/api/auth";
/** Header our HTTP bridge sets from the socket (or trusted proxy) address; clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-credito-client-ip";

const SETE_DIAS = 60 * 60 * 24 * 7;

type AuthDeps = { db: Database; config: AppConfig; secret: string; clock: Clock };

/**
 * better-auth writes the user and the credential account in one drizzle transaction. The
 * lender's settings and welcome credit must join that same transaction, so the adapter gets
 * a view of the database whose `transaction` also publishes the open transaction here.
 */
function comTransacaoVisivel(db: Database, armazem: AsyncLocalStorage<Transaction>): Database {
  return new Proxy(db, {
    get(alvo, prop, receptor) {
      if (prop === "transaction") {
        return (fn: (tx: Transaction) => Promise<unknown>, cfg?: unknown) =>
          alvo.transaction((tx) => armazem.run(tx, () => fn(tx)), cfg as never);
      }
      return Reflect.get(alvo, prop, receptor);
    },
  });
}

export function createAuth({ db, config, secret, clock }: AuthDeps) {
  const transacaoAtual = new AsyncLocalStorage<Transaction>();
  return betterAuth({
    appName: "CrediFácil",
    basePath: AUTH_BASE_PATH,
    // Only links in e-mails would use it; requests from any host or LAN address still work.
    baseURL: config.publicUrl ?? `http://localhost:${config.port}`,
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(comTransacaoVisivel(db, transacaoAtual), {
      provider: "pg",
      transaction: true,
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        rateLimit: authRateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      password: { hash: hashSenha, verify: verificarSenha },
    },
    session: {
      expiresIn: SETE_DIAS,
      updateAge: 60 * 60 * 24,
      // No cookie cache: every request reads the session row, so signing out ends it at once.
      cookieCache: { enabled: false },
    },
    plugins: [bearer()],
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: config.loginJanelaSegundos, max: config.loginMaxTentativas },
        "/sign-up/email": { window: 60, max: config.cadastrosPorMinuto },
      },
    },
    // A POST is accepted only from the page's own origin (the CSRF defence), whatever host
    // or LAN address the lender uses to reach this server.
    trustedOrigins: (request?: Request) => (request ? [new URL(request.url).origin] : []),
    advanced: {
      useSecureCookies: config.env === "production",
      // better-auth turns the origin check off under test runners; it is part of what we test.
      disableOriginCheck: false,
      cookiePrefix: "credito",
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: "uuid" },
    },
    databaseHooks: {
      account: {
        create: {
          before: async (conta) => {
            if (conta.providerId !== "credential") return;
            const tx = transacaoAtual.getStore();
            // Refuse rather than create an account without its settings row.
            if (!tx) throw new Error("Cadastro fora de transação: configurações não podem ser criadas.");
            await criarConfiguracaoInicial(tx, conta.userId, config.creditosBoasVindas, clock.now());
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
