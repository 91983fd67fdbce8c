import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { LIMITE_JUROS_ANUAL_PADRAO } from "../domain/loans/limite-legal.ts";
import { LIMITE_MULTA_PADRAO } from "../domain/loans/limite-multa.ts";

// Every setting comes from the environment, validated once at start-up so that a typo
// stops the server with a clear message instead of misbehaving later.

/**
 * How many proxies stand in front of the server, or which addresses they have. Fastify reads
 * the client address from X-Forwarded-For only as far as these trusted hops go: a forged
 * left-hand entry never becomes the client address. "true" means one proxy (the common case
 * and what older settings said), never "trust every hop", which would let any client pick its
 * own address and walk past the attempt limits.
 */
export type ConfiancaProxy = false | number | string[];

const MENSAGEM_TRUST_PROXY = "use false, o número de proxies à frente do servidor (ex.: 1) ou a lista de endereços dos proxies (ex.: 10.0.0.5,192.168.0.0/16)";

function enderecoOuFaixa(valor: string): boolean {
  const [endereco, prefixo, ...resto] = valor.split("/");
  if (resto.length > 0 || !endereco) return false;
  const versao = net.isIP(endereco);
  if (versao === 0) return false;
  if (prefixo === undefined) return true;
  if (!/^\d{1,3}$/.test(prefixo)) return false;
  return Number(prefixo) <= (versao === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .default("false")
  .transform((bruto, ctx): ConfiancaProxy => {
    const valor = bruto.trim();
    if (valor === "" || valor === "false" || valor === "0") return false;
    if (valor === "true") return 1;
    if (/^\d+$/.test(valor)) return Number(valor);
    const enderecos = valor
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean);
    if (enderecos.length === 0 || !enderecos.every(enderecoOuFaixa)) {
      ctx.addIssue({ code: "custom", message: MENSAGEM_TRUST_PROXY });
      return z.NEVER;
    }
    return enderecos;
  });

/** A comma list of web origins (scheme://host[:port]); anything after the origin is ignored. */
const listaDeOrigens = z
  .string()
  .default("")
  .transform((bruto, ctx) => {
    const origens: string[] = [];
    for (const item of bruto
      .split(",")
      .map((v) => v.trim())
      .filter(Boolean)) {
      let url: URL | null;
      try {
        url = new URL(item);
      } catch {
        url = null;
      }
      if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
        ctx.addIssue({ code: "custom", message: `"${item}" não é uma origem http(s), ex.: https://app.exemplo.com.br` });
        return z.NEVER;
      }
      origens.push(url.origin);
    }
    return origens;
  });

const esquema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  // Secret that signs session cookies. Generated and kept in DATA_DIR when not given.
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  // Public address (https://app.example.com) when the app sits behind a proxy or on a domain.
  PUBLIC_URL: z.string().url().optional(),
  // Other origins whose pages may call the API (e.g. the LAN address the lender opens).
  ORIGENS_PERMITIDAS: listaDeOrigens,
  TRUST_PROXY: trustProxy,
  CREDITOS_BOAS_VINDAS: z.coerce.number().int().min(0).max(3650).default(1),
  // Issue 29: the legal annual interest limit between private persons, in % a.a. (Lei de Usura,
  // README "Limite legal de juros"). Above it the lender sees a warning; nothing is blocked.
  LIMITE_JUROS_ANUAL: z.coerce.number().min(0).max(1_000_000).default(LIMITE_JUROS_ANUAL_PADRAO),
  // Issue 43: the penalty (multa) above which the lender is warned, in % of the overdue amount
  // (CDC art. 52 § 1º: 2 %). A loan's penalty is 0 to 20 %, so a limit of 20 never warns.
  LIMITE_MULTA: z.coerce.number().min(0).max(100).default(LIMITE_MULTA_PADRAO),
  WHATSAPP_CREDITOS: z
    .string()
    .regex(/^\d{10,15}$/, "use só dígitos, com DDI, ex.: 5511999999999")
    .default("5511999999999"),
  LOGIN_MAX_TENTATIVAS: z.coerce.number().int().min(1).default(10),
  LOGIN_JANELA_SEGUNDOS: z.coerce.number().int().min(1).default(60),
  // Per account (e-mail), whatever the address: slows down a guessing attack spread over many
  // addresses. At most a day: the hourly cleanup drops counters older than that.
  LOGIN_MAX_TENTATIVAS_CONTA: z.coerce.number().int().min(1).default(10),
  LOGIN_JANELA_CONTA_SEGUNDOS: z.coerce.number().int().min(1).max(86_400).default(900),
  CADASTROS_POR_MINUTO: z.coerce.number().int().min(1).default(10),
  // A session ends this many days after sign-in even if it is used every day.
  SESSAO_DURACAO_MAXIMA_DIAS: z.coerce.number().int().min(1).max(365).default(30),
  // Outgoing mail (password reset). Without both, no mail is sent: the operator prints the link.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "use smtp://usuario:senha@servidor:587 ou smtps://usuario:senha@servidor:465")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // Password-reset requests per address and window (better-auth's limit), and how many reset
  // mails one account may receive per window (past it the answer is the same, nothing is sent).
  REDEFINICAO_MAX_PEDIDOS: z.coerce.number().int().min(1).default(5),
  REDEFINICAO_JANELA_SEGUNDOS: z.coerce.number().int().min(1).max(86_400).default(900),
  REDEFINICAO_MAX_POR_CONTA: z.coerce.number().int().min(1).default(3),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Named prepared statements on DATABASE_URL. */
  authSecret: string | undefined;
  publicUrl: string | undefined;
  /** ORIGENS_PERMITIDAS only; see origensConfiaveis for the full list. */
  origensPermitidas: string[];
  trustProxy: ConfiancaProxy;
  creditosBoasVindas: number;
  /** % a.a.; above it the lender is warned (issue 29). */
  limiteJurosAnual: number;
  /** % of the overdue amount; a penalty above it is warned about (issue 43). */
  limiteMulta: number;
  whatsappCreditos: string;
  loginMaxTentativas: number;
  loginJanelaSegundos: number;
  loginMaxTentativasConta: number;
  loginJanelaContaSegundos: number;
  cadastrosPorMinuto: number;
  sessaoDuracaoMaximaDias: number;
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  redefinicaoMaxPedidos: number;
  redefinicaoJanelaSegundos: number;
  redefinicaoMaxPorConta: number;
  logLevel: string;
};

export function lerConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const r = esquema.safeParse(env);
  if (!r.success) {
    const linhas = r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${linhas.join("\n")}`);
  }
  const c = r.data;
  return {
    env: c.NODE_ENV,
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    authSecret: c.BETTER_AUTH_SECRET,
    publicUrl: c.PUBLIC_URL,
    origensPermitidas: c.ORIGENS_PERMITIDAS,
    trustProxy: c.TRUST_PROXY,
    creditosBoasVindas: c.CREDITOS_BOAS_VINDAS,
    limiteJurosAnual: c.LIMITE_JUROS_ANUAL,
    limiteMulta: c.LIMITE_MULTA,
    whatsappCreditos: c.WHATSAPP_CREDITOS,
    loginMaxTentativas: c.LOGIN_MAX_TENTATIVAS,
    loginJanelaSegundos: c.LOGIN_JANELA_SEGUNDOS,
    loginMaxTentativasConta: c.LOGIN_MAX_TENTATIVAS_CONTA,
    loginJanelaContaSegundos: c.LOGIN_JANELA_CONTA_SEGUNDOS,
    cadastrosPorMinuto: c.CADASTROS_POR_MINUTO,
    sessaoDuracaoMaximaDias: c.SESSAO_DURACAO_MAXIMA_DIAS,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    redefinicaoMaxPedidos: c.REDEFINICAO_MAX_PEDIDOS,
    redefinicaoJanelaSegundos: c.REDEFINICAO_JANELA_SEGUNDOS,
    redefinicaoMaxPorConta: c.REDEFINICAO_MAX_POR_CONTA,
    logLevel: c.LOG_LEVEL,
  };
}

/**
 * The value for Fastify's trustProxy option. A hop count becomes a function: this Fastify
 * version ignores a plain number (it trusts no hop at all then). With n hops, the n addresses
 * nearest to the server (the socket's peer first) are proxies and the next one is the client,
 * however many entries a client forged to the left. The server must then be reachable only
 * through the proxy (bind HOST to it or firewall the port): a client connecting directly would
 * be taken for the proxy. A list of proxy addresses has no such caveat.
 */
export function opcaoTrustProxy(confianca: ConfiancaProxy): false | string[] | ((endereco: string, salto: number) => boolean) {
  if (confianca === false) return false;
  if (typeof confianca === "number") return (_endereco, salto) => salto < confianca;
  return confianca;
}

/**
 * The web origins whose pages may send state-changing requests: PUBLIC_URL's origin (or, without
 * it, this machine's own addresses on PORT) plus ORIGENS_PERMITIDAS. Never derived from the
 * request's Host header, which the client chooses.
 */
export function origensConfiaveis(config: AppConfig): string[] {
  const base = config.publicUrl ? [new URL(config.publicUrl).origin] : [`http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
  return [...new Set([...base, ...config.origensPermitidas])];
}
