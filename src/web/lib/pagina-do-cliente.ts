import { api, dados, type Esquemas } from "@/lib/api-tipada.ts";

// Issue 30: the borrower's own page, shared by 'Link do cliente' (clientes) and the WhatsApp
// reminders (dashboard and the client page), which is why it lives here and not in a feature.

export type LinkCliente = Esquemas["LinkCliente"];

/** The borrower's page: this origin's /c/{token}. */
export function urlDaPaginaDoCliente(token: string, origem = window.location.origin): string {
  return `${origem.replace(/\/+$/, "")}/c/${encodeURIComponent(token)}`;
}

/** The client's live link, made on first use; with `novo`, a new one that turns the old one off. */
export function pedirLinkDoCliente(clienteId: string, novo: boolean, signal?: AbortSignal): Promise<LinkCliente> {
  return dados(api.POST("/api/clientes/{id}/link-cliente", { params: { path: { id: clienteId } }, body: { novo }, signal }));
}
