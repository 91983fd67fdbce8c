import { CABECALHO_SHA256_CONTRATO } from "../../../domain/aceite.ts";
import { api } from "@/lib/api-tipada.ts";

/** Who the contract names as debtor: what the form has so far. */
export interface DevedorDoContrato {
  nome: string;
  cpf: string;
  telefone: string;
}

/** The data a contract was drawn up for: a contract opened for other data is not the one to accept. */
export function chaveDoDevedor(d: DevedorDoContrato): string {
  return [d.nome.trim(), d.cpf.replace(/\D/g, ""), d.telefone.replace(/\D/g, "")].join("|");
}

/**
 * 'Ver contrato' on the sign-up form (issue 29, point 4): the server draws the contract up with the
 * typed data and answers the PDF and its SHA-256, which goes back with the form so the server
 * knows the borrower accepted the document shown. The PDF opens in a new tab; where the browser
 * refuses the tab (a blocker), it is saved as a file instead.
 */
export async function abrirContratoDoCadastro(token: string, devedor: DevedorDoContrato): Promise<string> {
  const { data, response } = await api.POST("/api/cadastro/{token}/contrato", {
    params: { path: { token } },
    body: { nome: devedor.nome, cpf: devedor.cpf, telefone: devedor.telefone },
    parseAs: "blob",
  });
  const sha256 = response.headers.get(CABECALHO_SHA256_CONTRATO) ?? "";
  const url = URL.createObjectURL(new Blob([data as unknown as Blob], { type: "application/pdf" }));
  if (!window.open(url, "_blank")) {
    const link = document.createElement("a");
    link.href = url;
    link.download = "contrato.pdf";
    document.body.append(link);
    link.click();
    link.remove();
  }
  // Revoked a while later: the new tab reads the address after this returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 120_000);
  return sha256;
}
