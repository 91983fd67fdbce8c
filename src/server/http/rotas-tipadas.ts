import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { erroApiSchema } from "../../domain/api/conta.ts";
import { CABECALHO_PROXIMO_CURSOR } from "../../domain/schemas/listas.ts";
import { usuarioDe } from "../auth/guard.ts";
import type { SeloDeCursor } from "./selo-de-cursor.ts";

/*
 * Routes declare their params, query, body and answers with the domain's zod schemas
 * (fastify-type-provider-zod): the request is validated with the spec's pt-BR messages before
 * the handler, the answer is serialized through its schema (a field not in it never leaves),
 * the handler's types come from the schemas, and /api/openapi.json is generated from them.
 */

/** The Fastify instance route modules receive: its handlers are typed by their schemas. */
export type AppTipado = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A record's id in the path. Any text: an unknown or malformed id is the same 404 as another lender's. */
export const paramsId = z.object({ id: z.string() });

/** An optional filter by client, e.g. /api/emprestimos?clienteId= */
export const queryClienteId = z.object({ clienteId: z.string().optional() });

const ERROS = {
  400: erroApiSchema.describe("Dados inválidos: `message` e, por campo, `errors`"),
  401: erroApiSchema.describe("Sem sessão"),
  402: erroApiSchema.describe("Sem créditos (dias de uso)"),
  404: erroApiSchema.describe("Não encontrado, ou de outro credor"),
  409: erroApiSchema.describe("Conflito com o estado do registro"),
  413: erroApiSchema.describe("Arquivo grande demais"),
  415: erroApiSchema.describe("Tipo de arquivo não aceito"),
  429: erroApiSchema.describe("Muitas requisições"),
} as const;
type CodigoDeErro = keyof typeof ERROS;

/** The answers of a route: its success schemas plus the error answers it can give (all `{ message }`). */
export function respostas<T extends Record<number, z.ZodType>, C extends CodigoDeErro>(sucesso: T, erros: readonly C[]): T & Pick<typeof ERROS, C> {
  const comErros: Record<number, z.ZodType> = { ...sucesso };
  for (const codigo of erros) comErros[codigo] = ERROS[codigo];
  return comErros as T & Pick<typeof ERROS, C>;
}

/** The errors every lender route can answer: not signed in, no credits. */
export const ERROS_DO_CREDOR = [401, 402] as const;

/** An empty answer (204): the handler returns "". */
export const semConteudo = z.literal("").describe("Sem conteúdo");

/**
 * A page of a list (issue 12) as the answer: the rows are the body, in the spec's shape, and the
 * next page's cursor, when there is one, goes in the X-Proximo-Cursor header. The cursor the
 * client holds is sealed (issue 28): `ler` receives the query with the data layer's own cursor,
 * opened for the signed-in lender, and the next one is sealed for that lender on the way out.
 */
export async function responderPagina<C extends { cursor?: string | undefined }, T>(
  { cursores, req, reply }: { cursores: SeloDeCursor; req: FastifyRequest; reply: { header: (nome: string, valor: string) => unknown } },
  consulta: C,
  ler: (consulta: C) => Promise<{ itens: T[]; proximoCursor: string | null }>,
): Promise<T[]> {
  const usuarioId = usuarioDe(req).id;
  const pagina = await ler({ ...consulta, cursor: cursores.abrir(consulta.cursor, usuarioId) });
  if (pagina.proximoCursor) reply.header(CABECALHO_PROXIMO_CURSOR, cursores.selar(pagina.proximoCursor, usuarioId));
  return pagina.itens;
}
