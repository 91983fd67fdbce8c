import { createHash } from "node:crypto";
import type { BetterAuthOptions } from "better-auth";
import type { DBAdapter, DBTransactionAdapter, Where } from "better-auth/adapters";

/*
 * better-auth 1.7 keeps the session token, the bearer credential itself, in auth_session.token
 * as it is, and has no option to store a digest instead. It does read and write sessions only
 * through the database adapter, with the token in `where` clauses and in the row it creates.
 * This wrapper around the adapter stores SHA-256(token) and turns every token in a session
 * `where` into its digest, so a copy of the database (a backup, a leaked dump) holds no live
 * session. The raw token then exists only in the lender's cookie (or a Bearer client's memory).
 *
 * Rows read by token get the caller's raw token back, so better-auth's own flow (refreshing the
 * cookie, signing out) is unchanged. Rows read another way (all sessions of a user) carry the
 * digest: that value is never accepted as a credential, because every token in a `where` is
 * digested again; our routes handle the two places that compare such lists (routes.ts).
 *
 * The same choke point enforces the absolute lifetime: a session older than the maximum since
 * its creation is deleted when it is looked up and reads as absent, whoever asks (our guard,
 * get-session, change-password...). better-auth's own expiry is sliding (refreshed on use).
 */

const PREFIXO = "sha256:";

/** The stored form of a session token. A random 32-character token needs no salt or key. */
export function digestoDoToken(token: string): string {
  return PREFIXO + createHash("sha256").update(token, "utf8").digest("base64url");
}

type Opcoes = { duracaoMaximaMs: number; agora?: () => number };
type Linha = Record<string, unknown>;

function ehSessao(model: string) {
  return model === "session";
}

/** Session `where` with every token digested; `brutos` learns digest → raw token. */
function digerirWhere(where: Where[] | undefined, brutos: Map<string, string>): Where[] | undefined {
  if (!where) return where;
  return where.map((w) => {
    if (w.field !== "token") return w;
    const digerir = (v: unknown) => {
      if (typeof v !== "string") return v;
      const d = digestoDoToken(v);
      brutos.set(d, v);
      return d;
    };
    return { ...w, value: Array.isArray(w.value) ? (w.value as unknown[]).map(digerir) : digerir(w.value) } as Where;
  });
}

function devolverBruto<T>(linha: T, brutos: Map<string, string>): T {
  if (!linha || typeof linha !== "object") return linha;
  const token = (linha as Linha).token;
  if (typeof token === "string" && brutos.has(token)) return { ...linha, token: brutos.get(token) } as T;
  return linha;
}

function envolver<A extends DBTransactionAdapter>(base: A, opcoes: Opcoes): A {
  const agora = opcoes.agora ?? Date.now;
  const velha = (linha: unknown): boolean => {
    const criada = (linha as Linha | null)?.createdAt;
    if (!(criada instanceof Date) && typeof criada !== "string") return false;
    return agora() - new Date(criada).getTime() > opcoes.duracaoMaximaMs;
  };
  const apagarVelha = async (linha: unknown) => {
    const id = (linha as Linha).id;
    if (typeof id === "string") await base.delete({ model: "session", where: [{ field: "id", value: id }] });
  };

  const envolvido: DBTransactionAdapter = {
    ...base,
    create: async (dados) => {
      if (!ehSessao(dados.model)) return base.create(dados);
      const token = (dados.data as Linha).token;
      if (typeof token !== "string") return base.create(dados);
      const criada = await base.create({ ...dados, data: { ...dados.data, token: digestoDoToken(token) } });
      return { ...(criada as Linha), token } as never;
    },
    findOne: async (dados) => {
      if (!ehSessao(dados.model)) return base.findOne(dados);
      const brutos = new Map<string, string>();
      const linha = await base.findOne({ ...dados, where: digerirWhere(dados.where, brutos)! });
      if (linha && velha(linha)) {
        await apagarVelha(linha);
        return null;
      }
      return devolverBruto(linha, brutos);
    },
    findMany: async (dados) => {
      if (!ehSessao(dados.model)) return base.findMany(dados);
      const brutos = new Map<string, string>();
      const linhas = await base.findMany({ ...dados, where: digerirWhere(dados.where, brutos) });
      return linhas.filter((l) => !velha(l)).map((l) => devolverBruto(l, brutos));
    },
    update: async (dados) => {
      if (!ehSessao(dados.model)) return base.update(dados);
      const brutos = new Map<string, string>();
      const novo = { ...dados.update };
      if (typeof novo.token === "string") novo.token = digestoDoToken(novo.token);
      return devolverBruto(await base.update({ ...dados, where: digerirWhere(dados.where, brutos)!, update: novo }), brutos);
    },
    updateMany: (dados) => (ehSessao(dados.model) ? base.updateMany({ ...dados, where: digerirWhere(dados.where, new Map())! }) : base.updateMany(dados)),
    delete: (dados) => (ehSessao(dados.model) ? base.delete({ ...dados, where: digerirWhere(dados.where, new Map())! }) : base.delete(dados)),
    deleteMany: (dados) => (ehSessao(dados.model) ? base.deleteMany({ ...dados, where: digerirWhere(dados.where, new Map())! }) : base.deleteMany(dados)),
    count: (dados) => (ehSessao(dados.model) ? base.count({ ...dados, where: digerirWhere(dados.where, new Map()) }) : base.count(dados)),
    consumeOne: async (dados) => {
      if (!ehSessao(dados.model)) return base.consumeOne(dados);
      const brutos = new Map<string, string>();
      return devolverBruto(await base.consumeOne({ ...dados, where: digerirWhere(dados.where, brutos)! }), brutos);
    },
    incrementOne: async (dados) => {
      if (!ehSessao(dados.model)) return base.incrementOne(dados);
      const brutos = new Map<string, string>();
      return devolverBruto(await base.incrementOne({ ...dados, where: digerirWhere(dados.where, brutos)! }), brutos);
    },
  };
  return envolvido as A;
}

/** Wraps an adapter factory (drizzleAdapter(...)) with digested tokens and the absolute lifetime. */
export function comSessoesProtegidas(
  fabrica: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
  opcoes: Opcoes,
): (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions> {
  return (options) => {
    const base = fabrica(options);
    const externo = envolver(base, opcoes) as DBAdapter<BetterAuthOptions>;
    return {
      ...externo,
      transaction: (fn) => base.transaction((trx) => fn(envolver(trx, opcoes))),
    };
  };
}
