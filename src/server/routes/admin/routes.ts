import { timingSafeEqual } from "node:crypto";
import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { concessaoCreditosSchema } from "../../../domain/credit-grant.ts";
import type { AppDeps } from "../../app-deps.ts";
import { escreverBackup } from "../../backup/arquivo.ts";
import { copiaDoBanco, ehBancoEmbutido } from "../../backup/embutido.ts";
import { ADMIN_TOKEN_HEADER } from "../../http/admin-token.ts";
import { AppError } from "../../http/errors.ts";
import { adicionarCreditos } from "../../data/creditos.ts";
import { criarLinkDeRedefinicao, mensagemSemConta, pedidoDeLinkSchema } from "../../auth/redefinicao-senha.ts";

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
  const exigirOperador = (req: FastifyRequest) => {
    const local = req.socket.remoteAddress === "127.0.0.1" || req.socket.remoteAddress === "::1" || req.socket.remoteAddress === "::ffff:127.0.0.1";
    const token = req.headers[ADMIN_TOKEN_HEADER];
    if (!local || !tokenConfere(typeof token === "string" ? token : undefined, deps.adminToken)) {
      throw new AppError(404, "Rota não encontrada.");
    }
  };

  app.post("/internal/admin/creditos", { schema: { hide: true } }, async (req) => {
    exigirOperador(req);
    const concessao = concessaoCreditosSchema.parse(req.body);
    return adicionarCreditos(deps.db, concessao, deps.clock.now());
  });

  // `npm run admin -- senha link` (decision 0025): the link goes back to the command only.
  app.post("/internal/admin/senha-link", { schema: { hide: true } }, async (req, reply) => {
    exigirOperador(req);
    const { email } = pedidoDeLinkSchema.parse(req.body);
    const link = await criarLinkDeRedefinicao(deps.auth, deps.config, email);
    if (!link) throw new AppError(404, mensagemSemConta(email));
    return reply.header("cache-control", "no-store").send({ link });
  });

  // `npm run admin -- backup` with the server running (decision 0019): the archive is streamed
  // to the command, which writes it 0600; nothing is written on the server's side.
  let backupEmAndamento = false;
  app.post("/internal/admin/backup", { schema: { hide: true } }, async (req, reply) => {
    exigirOperador(req);
    if (!ehBancoEmbutido(deps.db)) throw new AppError(409, "O servidor só copia o banco embutido. Com DATABASE_URL, use pg_dump (veja o README).");
    // One at a time: each copy holds the whole cluster in memory.
    if (backupEmAndamento) throw new AppError(409, "Outro backup está em andamento. Tente de novo quando ele terminar.");
    backupEmAndamento = true;
    let banco: Buffer;
    try {
      banco = await copiaDoBanco(deps.db);
    } catch (erro) {
      backupEmAndamento = false;
      throw erro;
    }
    const saida = new PassThrough();
    escreverBackup(saida, { dataDir: deps.config.dataDir, banco })
      .then(
        (manifesto) => req.log.info({ documentos: manifesto.documentos, bytesBanco: manifesto.bytesBanco }, "backup enviado ao comando do operador"),
        (erro: unknown) => {
          req.log.error({ err: { message: erro instanceof Error ? erro.message : String(erro) } }, "backup interrompido");
          saida.destroy(erro instanceof Error ? erro : new Error(String(erro)));
        },
      )
      .finally(() => (backupEmAndamento = false));
    return reply.header("cache-control", "no-store").type("application/gzip").send(saida);
  });
}
