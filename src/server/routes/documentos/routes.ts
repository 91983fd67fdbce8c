import { Readable } from "node:stream";
import { z } from "zod";
import type { AppDeps } from "../../app-deps.ts";
import { sessaoOpcional } from "../../auth/guard.ts";
import { comoCredor } from "../../db/muro.ts";
import { abrirDocumentoDoCliente, TRECHO_DE_LEITURA, trechoDoConteudo } from "../../data/documentos.ts";
import { lerAcesso } from "../../data/creditos.ts";
import { AppError, MENSAGENS } from "../../http/errors.ts";
import { paramsId, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";
import { lerDocumento } from "../../storage/documentos.ts";

const NOMES = { documento: "documento-identidade", comprovante: "comprovante-endereco", pagamento: "comprovante-pagamento" } as const;

/**
 * The bytes of a document stored in the database, a slice at a time as the client takes them
 * (decision 0030). Each slice is its own short transaction as the lender (the tenancy wall):
 * a slow download never holds a pooled connection, and many readers never hold many whole
 * documents in memory. The content never changes once written; one deleted midway (the client
 * anonymized meanwhile) ends the stream with an error, which cuts the response short.
 */
function conteudoEmTrechos(db: AppDeps["db"], usuarioId: string, id: string, tamanho: number): Readable {
  async function* trechos() {
    for (let inicio = 0; inicio < tamanho; inicio += TRECHO_DE_LEITURA) {
      const n = Math.min(TRECHO_DE_LEITURA, tamanho - inicio);
      const trecho = await comoCredor(db, usuarioId, (tx) => trechoDoConteudo(tx, usuarioId, id, inicio, n));
      if (!trecho || trecho.length !== n) throw new Error("conteúdo do documento indisponível durante a leitura");
      yield trecho;
    }
  }
  return Readable.from(trechos(), { objectMode: false });
}

/**
 * A client's document, only for the lender who owns it, signed in. Anyone else, signed in or
 * not, gets the same 404: nothing tells them the document exists.
 */
export async function rotasDocumentos(app: AppTipado, deps: AppDeps) {
  const { db, config, clock } = deps;
  app.get(
    "/api/documentos/:id",
    {
      schema: {
        tags: ["Clientes"],
        summary: "Um documento de cliente (imagem ou PDF), só para o credor dono",
        params: paramsId,
        // The bytes go out as they are (Fastify never serializes a Buffer); the schema documents them.
        response: respostas({ 200: z.string().meta({ format: "binary" }) }, [402, 404]),
      },
    },
    async (req, reply) => {
      const naoEncontrado = new AppError(404, "Documento não encontrado.");
      const usuario = await sessaoOpcional(deps, req);
      if (!usuario) throw naoEncontrado;
      const doc = await comoCredor(db, usuario.id, async (tx) => {
        // Locked out at 0 days like the rest of the lender's API (issue 42, point 4): 402 before
        // the document is looked up, so it says nothing of which ids exist.
        const acesso = await lerAcesso(tx, usuario.id, clock.now());
        if (acesso.diasRestantes <= 0) throw new AppError(402, MENSAGENS.semCreditos);
        return abrirDocumentoDoCliente(tx, usuario.id, req.params.id);
      });
      if (!doc) throw naoEncontrado;
      // Documents written by an earlier version as files and not imported yet (jobs/documentos-do-disco.ts).
      const conteudo = doc.noBanco
        ? conteudoEmTrechos(db, usuario.id, doc.id, doc.tamanho)
        : await lerDocumento(config.dataDir, doc.id, doc.extensao).catch(() => {
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
        .header("content-length", doc.tamanho)
        .send(conteudo as unknown as string);
    },
  );
}
