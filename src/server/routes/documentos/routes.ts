import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { sessaoOpcional } from "../../auth/guard.ts";
import { comoCredor } from "../../db/muro.ts";
import { abrirDocumentoDoCliente } from "../../data/documentos.ts";
import { AppError } from "../../http/errors.ts";
import { paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { lerDocumento } from "../../storage/documentos.ts";

const NOMES = { documento: "documento-identidade", comprovante: "comprovante-endereco" } as const;

/**
 * A client's document, only for the lender who owns it, signed in. Anyone else, signed in or
 * not, gets the same 404: nothing tells them the document exists.
 */
export async function rotasDocumentos(app: AppTipado, { db, config, auth }: AppDeps) {
  app.get(
    "/api/documentos/:id",
    {
      schema: {
        tags: ["Clientes"],
        summary: "Um documento de cliente (imagem ou PDF), só para o credor dono",
        params: paramsId,
        // The bytes go out as they are (Fastify never serializes a Buffer); the schema documents them.
        response: respostas({ 200: z.string().meta({ format: "binary" }) }, [404]),
      },
    },
    async (req, reply) => {
      const naoEncontrado = new AppError(404, "Documento não encontrado.");
      const usuario = await sessaoOpcional(auth, req);
      if (!usuario) throw naoEncontrado;
      const doc = await comoCredor(db, usuario.id, (tx) => abrirDocumentoDoCliente(tx, usuario.id, req.params.id));
      if (!doc) throw naoEncontrado;
      const conteudo = await lerDocumento(config.dataDir, doc.id, doc.extensao).catch(() => {
        throw naoEncontrado;
      });
      const nome = `${NOMES[doc.tipo]}.${doc.extensao}`;
      // Served inert: whatever a borrower uploaded cannot run script or reach anything in the
      // lender's origin. A PDF (which browsers render with their own scripting) is downloaded,
      // never shown in the app's origin; images stay viewable in the tab.
      const disposicao = doc.extensao === "pdf" ? "attachment" : "inline";
      return reply
        .header("content-type", doc.mime)
        .header("content-disposition", `${disposicao}; filename="${nome}"`)
        .header("content-security-policy", "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(conteudo as unknown as string);
    },
  );
}
