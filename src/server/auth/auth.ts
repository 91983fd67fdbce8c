import { TAMANHO_MAXIMO_SENHA, TAMANHO_MINIMO_SENHA } from "../../domain/limites.ts";
import { AsyncLocalStorage } from "node:async_hooks";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { bearer } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import { origensConfiaveis, type AppConfig } from "../config.ts";
import type { Clock } from "../clock.ts";
import type { Database, Transaction } from "../db/client.ts";
import { comoSistemaDentroDe } from "../db/muro.ts";
import { authAccount, authRateLimit, authSession, authUser, authVerification } from "../db/schema/index.ts";
import { criarConfiguracaoInicial } from "../data/creditos.ts";
import { criarCarteiro } from "../mail/carteiro.ts";
import { loggerDoBetterAuth } from "./log.ts";
import { hashSenha, verificarSenha } from "./password.ts";
import { linkDeRedefinicao, mensagemDeRedefinicao, VALIDADE_DO_LINK_SEGUNDOS } from "./redefinicao-senha.ts";
import { recusaDaSenha } from "./senhas-comuns.ts";
import { comSessoesProtegidas } from "./sessoes-no-banco.ts";
import { nomeDoCookie } from "./cookie-de-sessao.ts";

export const AUTH_BASE_PATH = "/api/auth";
/** Header our HTTP bridge sets from the socket (or trusted proxy) address; clients cannot forge it. */
export const CLIENT_IP_HEADER = "x-credito-client-ip";

const SETE_DIAS = 60 * 60 * 24 * 7;
const UM_DIA_SEGUNDOS = 60 * 60 * 24;
const UM_DIA_MS = UM_DIA_SEGUNDOS * 1000;

type AuthDeps = { db: Database; config: AppConfig; secret: string; clock: Clock; log: FastifyBaseLogger };

// Where a new password arrives, by endpoint: refused if it is one of the most common ones.
const CAMPO_DA_SENHA_NOVA: Record<string, string> = {
  "/sign-up/email": "password",
  "/change-password": "newPassword",
  "/reset-password": "newPassword",
};

/** Whose password is being chosen: the body's e-mail at sign-up, the session's on a change. */
async function emailDoPedido(ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0], corpo: Record<string, unknown>) {
  if (ctx.path === "/sign-up/email") return typeof corpo.email === "string" ? corpo.email : undefined;
  if (ctx.path === "/change-password") return (await getSessionFromCtx(ctx))?.user.email;
  // A reset's e-mail is behind its token: there only the estimator judges.
  return undefined;
}

/**
 * Runs inside better-auth before its endpoints (so also for server-side auth.api calls):
 * refuses easily guessed passwords (senhas-comuns.ts), and makes a password change end every other session, whatever
 * the client asked: whoever knew the old password must not stay signed in.
 */
const antesDosEndpoints = createAuthMiddleware(async (ctx) => {
  const corpo = (ctx.body ?? {}) as Record<string, unknown>;
  const campo = CAMPO_DA_SENHA_NOVA[ctx.path];
  const senha = campo ? corpo[campo] : undefined;
  // A too-short password gets better-auth's own length message first.
  if (typeof senha === "string" && senha.length >= TAMANHO_MINIMO_SENHA && senha.length <= TAMANHO_MAXIMO_SENHA) {
    const recusa = recusaDaSenha(senha, await emailDoPedido(ctx, corpo));
    if (recusa) throw new APIError("BAD_REQUEST", { message: recusa.mensagem, code: recusa.codigo });
  }
  if (ctx.path === "/change-password") return { context: { body: { ...corpo, revokeOtherSessions: true } } };
});

/**
 * better-auth writes the user and the credential account in one drizzle transaction. The
 * lender's settings and welcome credit must join that same transaction, so the adapter gets
 * a view of the database whose `transaction` also publishes the open transaction here.
 */
function comTransacaoVisivel(db: Database, armazem: AsyncLocalStorage<Transaction>): Database {
  return new Proxy(db, {
    get(alvo, prop, receptor) {
      if (prop === "transaction") {
        return (fn: (tx: Transaction) => Promise<unknown>, cfg?: unknown) => alvo.transaction((tx) => armazem.run(tx, () => fn(tx)), cfg as never);
      }
      return Reflect.get(alvo, prop, receptor);
    },
  });
}

export function createAuth({ db, config, secret, clock, log }: AuthDeps) {
  const transacaoAtual = new AsyncLocalStorage<Transaction>();
  const producao = config.env === "production";
  const carteiro = criarCarteiro(config);
  return betterAuth({
    appName: "Crédito Fácil",
    basePath: AUTH_BASE_PATH,
    // Only links in e-mails would use it; requests from any host or LAN address still work.
    baseURL: config.publicUrl ?? `http://localhost:${config.port}`,
    secret,
    telemetry: { enabled: false },
    logger: loggerDoBetterAuth(log, config.logLevel),
    // Session tokens stored as SHA-256 digests, and the absolute session lifetime: see sessoes-no-banco.ts.
    database: comSessoesProtegidas(
      drizzleAdapter(comTransacaoVisivel(db, transacaoAtual), {
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
      { duracaoMaximaMs: config.sessaoDuracaoMaximaDias * UM_DIA_MS },
    ),
    hooks: { before: antesDosEndpoints },
    // An unexpected error (a database failure) reaches our bridge, which logs it without SQL
    // parameters; otherwise better-call prints the whole error, tokens included, to stderr.
    onAPIError: { throw: true },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: TAMANHO_MINIMO_SENHA,
      maxPasswordLength: TAMANHO_MAXIMO_SENHA,
      password: { hash: hashSenha, verify: verificarSenha },
      // Password reset (decision 0025): single-use token, one hour, every session ends after it.
      resetPasswordTokenExpiresIn: VALIDADE_DO_LINK_SEGUNDOS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        // Neither the address nor the token is ever logged.
        if (!carteiro) {
          log.info("pedido de redefinição de senha sem e-mail configurado (SMTP_URL e MAIL_FROM): nada enviado");
          return;
        }
        // Not awaited: an answer that waited for the mail server would tell which e-mails
        // have an account.
        carteiro.enviar(mensagemDeRedefinicao(user.email, linkDeRedefinicao(config, token))).then(
          () => log.info("e-mail de redefinição de senha enviado"),
          (erro: unknown) => {
            const { name, code } = (erro ?? {}) as { name?: unknown; code?: unknown };
            log.error(
              { tipo: typeof name === "string" ? name : "Error", codigo: typeof code === "string" ? code : undefined },
              "falha ao enviar o e-mail de redefinição de senha",
            );
          },
        );
      },
    },
    // Reset tokens are kept as SHA-256 digests: a copy of the database cannot reset a password.
    verification: { storeIdentifier: "hashed" },
    session: {
      expiresIn: SETE_DIAS,
      updateAge: UM_DIA_SEGUNDOS,
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
        "/request-password-reset": { window: config.redefinicaoJanelaSegundos, max: config.redefinicaoMaxPedidos },
        "/reset-password": { window: config.redefinicaoJanelaSegundos, max: config.redefinicaoMaxPedidos * 2 },
        // Reading one's own session is what every app load does. better-auth counts requests
        // until a full window passes without one, so 300 reads from one address with no minute's
        // pause (an office behind one IP, a busy day) answered 429 and the app showed 'Sem
        // conexão' to everyone there. A session token (256 random bits) cannot be guessed: the
        // limit guarded nothing here. Sign-in, sign-up and password resets keep theirs.
        "/get-session": false,
      },
    },
    // The same configured origins as the API's own check (http/origem.ts), never the Host header.
    trustedOrigins: origensConfiaveis(config),
    advanced: {
      // Production cookies are named and set by us: `__Host-` (cookie-de-sessao.ts) rather than
      // better-auth's `__Secure-`, which a sibling subdomain could plant. Secure all the same.
      useSecureCookies: false,
      defaultCookieAttributes: { secure: producao },
      cookies: {
        session_token: { name: nomeDoCookie("session_token", producao) },
        session_data: { name: nomeDoCookie("session_data", producao) },
        dont_remember: { name: nomeDoCookie("dont_remember", producao) },
      },
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
            // Tenant tables are behind row-level security: written as the system role.
            await comoSistemaDentroDe(tx, () => criarConfiguracaoInicial(tx, conta.userId, config.creditosBoasVindas, clock.now()));
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
