import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { concessaoCreditosSchema } from "../../../domain/credit-grant.ts";
import type { AppDeps } from "../../app-deps.ts";
import { ADMIN_TOKEN_HEADER } from "../../http/admin-token.ts";
import { AppError } from "../../http/errors.ts";
import { adicionarCreditos } from "../../data/creditos.ts";

function tokenConfere(recebido: string | undefined, esperado: string): boolean {
  if (!recebido) return false;
  const a = Buffer.from(recebido);
  const b = Buffer.from(esperado);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The operator command's way in while the server holds the embedded database (PGlite allows
 * one process per data folder). Only from this machine, with the token the server wrote in
 * its private control file.
 */
export async function rotasAdmin(app: FastifyInstance, deps: AppDeps & { adminToken: string }) {
  app.post("/internal/admin/creditos", { schema: { hide: true } }, async (req) => {
    const local = req.socket.remoteAddress === "127.0.0.1" || req.socket.remoteAddress === "::1" || req.socket.remoteAddress === "::ffff:127.0.0.1";
    const token = req.headers[ADMIN_TOKEN_HEADER];
    if (!local || !tokenConfere(typeof token === "string" ? token : undefined, deps.adminToken)) {
      throw new AppError(404, "Rota não encontrada.");
    }
    const concessao = concessaoCreditosSchema.parse(req.body);
    return adicionarCreditos(deps.db, concessao, deps.clock.now());
  });
}
