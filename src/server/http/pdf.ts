import type { FastifyReply } from "fastify";

/** A PDF to download (or, `inline`, to open in the browser): its name, and no sniffing of its type. */
export function enviarPdf(reply: FastifyReply, nome: string, arquivo: Buffer, disposicao: "attachment" | "inline" = "attachment"): string {
  reply.header("content-type", "application/pdf");
  reply.header("content-disposition", `${disposicao}; filename="${nome}"`);
  reply.header("x-content-type-options", "nosniff");
  return arquivo as unknown as string;
}
