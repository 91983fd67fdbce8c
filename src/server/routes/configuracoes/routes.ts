import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { configuracoesSchema } from "../../../domain/schemas/settings.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { configuracoes } from "../../db/schema/index.ts";
import { AppError } from "../../http/errors.ts";

export async function rotasConfiguracoes(app: FastifyInstance, { clock }: DepsDoCredor) {
  const colunas = { chavePix: configuracoes.chavePix, telefoneWhatsapp: configuracoes.telefoneWhatsapp };

  app.get("/api/configuracoes", async (req) => {
    const [linha] = await bancoDe(req)
      .select(colunas)
      .from(configuracoes)
      .where(eq(configuracoes.usuarioId, usuarioDe(req).id));
    if (!linha) throw new AppError(404, "Configurações não encontradas.");
    return linha;
  });

  app.post("/api/configuracoes", async (req) => {
    const dados = configuracoesSchema.parse(req.body);
    const [linha] = await bancoDe(req)
      .update(configuracoes)
      .set({ chavePix: dados.chavePix, telefoneWhatsapp: dados.telefoneWhatsapp, atualizadoEm: clock.now() })
      .where(eq(configuracoes.usuarioId, usuarioDe(req).id))
      .returning(colunas);
    if (!linha) throw new AppError(404, "Configurações não encontradas.");
    return linha;
  });
}
