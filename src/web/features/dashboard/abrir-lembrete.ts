import { pedirLinkDoCliente, urlDaPaginaDoCliente } from "@/lib/pagina-do-cliente.ts";
import { toast } from "@/lib/use-toast.ts";

/**
 * A reminder's wa.me link, given the borrower's page or not (undefined: the text goes without it);
 * null when the client has no phone.
 */
export type LinkDoLembrete = (paginaDoCliente?: string) => string | null;

// The lender has a blank tab open while the page's link is asked for: past this the reminder goes
// without the link rather than keep them waiting on a dying connection.
const PRAZO_DO_LINK_MS = 5_000;

/** The borrower's page (made on first use), or undefined when it cannot be had: a reminder never waits on it to go. */
async function paginaParaOLembrete(clienteId: string): Promise<string | undefined> {
  try {
    return urlDaPaginaDoCliente((await pedirLinkDoCliente(clienteId, false, AbortSignal.timeout(PRAZO_DO_LINK_MS))).token);
  } catch {
    return undefined;
  }
}

/**
 * Opens a reminder in WhatsApp with the borrower's page in its text (issue 30, point 4), or says
 * the client has no phone (SPEC 7: 'Telefone não cadastrado'). Call it from the click itself.
 */
export function abrirLembrete(clienteId: string, linkDoLembrete: LinkDoLembrete): void {
  // The phone does not depend on the page: without one, no window and no link made.
  if (!linkDoLembrete()) {
    toast({ variant: "destructive", title: "Telefone não cadastrado", description: "Este cliente não possui telefone cadastrado." });
    return;
  }
  // Browsers allow a window opened by the click, but may block one opened after the request's
  // await: open it blank now and send it to WhatsApp when the link arrives. Not "noopener",
  // which would return no window to send; cutting `opener` instead keeps wa.me out of the app
  // (helmet's Cross-Origin-Opener-Policy does it too, but not on a plain-HTTP LAN address).
  const janela = window.open("", "_blank");
  if (janela) janela.opener = null;
  void paginaParaOLembrete(clienteId).then((pagina) => {
    const link = linkDoLembrete(pagina);
    if (!link) janela?.close();
    else if (janela) janela.location.href = link;
    // No window to send (refused): the direct open of before issue 30, which some browsers still allow.
    else window.open(link, "_blank", "noopener,noreferrer");
  });
}
