import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { configuracoes } from "../../db/schema/index.ts";
import { AppError } from "../../http/errors.ts";

export async function rotasConfiguracoes(app: FastifyInstance, { db }: AppDeps) {
  app.get("/api/configuracoes", async (req) => {
    const [linha] = await db
      .select({ chavePix: configuracoes.chavePix, telefoneWhatsapp: configuracoes.telefoneWhatsapp })
      .from(configuracoes)
      .where(eq(configuracoes.usuarioId, usuarioDe(req).id));
    if (!linha) throw new AppError(404, "Configurações não encontradas.");
    return linha;
  });
}
