import path from "node:path";
import { z } from "zod";

// Every setting comes from the environment, validated once at start-up so that a typo
// stops the server with a clear message instead of misbehaving later.
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
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  CREDITOS_BOAS_VINDAS: z.coerce.number().int().min(0).max(3650).default(1),
  WHATSAPP_CREDITOS: z.string().regex(/^\d{10,15}$/, "use só dígitos, com DDI, ex.: 5511999999999").default("5511999999999"),
  LOGIN_MAX_TENTATIVAS: z.coerce.number().int().min(1).default(10),
  LOGIN_JANELA_SEGUNDOS: z.coerce.number().int().min(1).default(60),
  CADASTROS_POR_MINUTO: z.coerce.number().int().min(1).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type AppConfig = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  publicUrl: string | undefined;
  trustProxy: boolean;
  creditosBoasVindas: number;
  whatsappCreditos: string;
  loginMaxTentativas: number;
  loginJanelaSegundos: number;
  cadastrosPorMinuto: number;
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
    trustProxy: c.TRUST_PROXY === "true",
    creditosBoasVindas: c.CREDITOS_BOAS_VINDAS,
    whatsappCreditos: c.WHATSAPP_CREDITOS,
    loginMaxTentativas: c.LOGIN_MAX_TENTATIVAS,
    loginJanelaSegundos: c.LOGIN_JANELA_SEGUNDOS,
    cadastrosPorMinuto: c.CADASTROS_POR_MINUTO,
    logLevel: c.LOG_LEVEL,
  };
}
