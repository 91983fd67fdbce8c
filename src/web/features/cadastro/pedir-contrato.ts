// Loaded with 'Ver contrato' only, like the dialog (the sign-up page's JS budget, issue 42 point 7).
import { api } from "@/lib/api-tipada.ts";
import type { DevedorDoContrato, PreviaDoContrato } from "./contrato-do-cadastro.ts";

/**
 * 'Ver contrato' on the sign-up form (issue 29, point 4; issue 42, point 7): the server draws the
 * contract up with the typed data and answers its words, the same as the preview PDF's, and the
 * SHA-256 that goes back with the form so the server knows the borrower accepted the document
 * shown. The page shows the words: a blob: tab may be blocked by WhatsApp's browser.
 */
export async function lerContratoDoCadastro(token: string, devedor: DevedorDoContrato): Promise<PreviaDoContrato> {
  const { data } = await api.POST("/api/cadastro/{token}/contrato/texto", {
    params: { path: { token } },
    body: { nome: devedor.nome, cpf: devedor.cpf, telefone: devedor.telefone },
  });
  return data as PreviaDoContrato;
}

/** 'Baixar PDF': the same preview as a file, saved through a download link (no new tab). */
export async function baixarPdfDoContrato(token: string, devedor: DevedorDoContrato): Promise<void> {
  const { data } = await api.POST("/api/cadastro/{token}/contrato", {
    params: { path: { token } },
    body: { nome: devedor.nome, cpf: devedor.cpf, telefone: devedor.telefone },
    parseAs: "blob",
  });
  const url = URL.createObjectURL(new Blob([data as unknown as Blob], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "contrato-previa.pdf";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a while later: the download reads the address after this returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
