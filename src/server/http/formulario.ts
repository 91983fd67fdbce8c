import type { MultipartFile } from "@fastify/multipart";
import { AppError } from "./errors.ts";

// A borrower's multipart form with at most one file (the sign-up's documents, issue 30's proof of
// payment), read into memory within the parser's limits.

export const MENSAGEM_ARQUIVO_GRANDE = "Arquivo muito grande. O tamanho máximo é 5MB.";
export const MENSAGEM_TIPO_INVALIDO = "Tipo de arquivo inválido. Envie JPG, PNG ou PDF.";
export const MENSAGEM_ENVIO_INCOMPLETO = "O envio do arquivo foi interrompido. Tente novamente.";

type Enviado = { campos: Record<string, string>; arquivo: Buffer | null };

type Partes = AsyncIterableIterator<MultipartFile | { type: "field"; fieldname: string; value: unknown }>;

/**
 * Reads the multipart form; the file is held in memory, capped at 5 MB by the parser. A body cut
 * short (the borrower's 'Cancelar', a dropped connection: the parser's "unexpected end of
 * multipart data", which has no status) is a 400, not a 500; the parser's own limits keep theirs.
 */
export async function lerFormulario(partes: Partes): Promise<Enviado> {
  try {
    return await lerPartes(partes);
  } catch (erro) {
    const status = (erro as { statusCode?: unknown }).statusCode;
    if (erro instanceof AppError || (typeof status === "number" && status < 500)) throw erro;
    throw new AppError(400, MENSAGEM_ENVIO_INCOMPLETO);
  }
}

async function lerPartes(partes: Partes): Promise<Enviado> {
  const campos: Record<string, string> = {};
  let arquivo: Buffer | null = null;
  for await (const parte of partes) {
    if (parte.type === "file") {
      const conteudo = await (parte as MultipartFile).toBuffer().catch((erro: { code?: string }) => {
        if (erro.code === "FST_REQ_FILE_TOO_LARGE") throw new AppError(413, MENSAGEM_ARQUIVO_GRANDE);
        throw erro;
      });
      if ((parte as MultipartFile).file.truncated) throw new AppError(413, MENSAGEM_ARQUIVO_GRANDE);
      arquivo = conteudo;
    } else {
      campos[parte.fieldname] = String(parte.value);
    }
  }
  return { campos, arquivo };
}
