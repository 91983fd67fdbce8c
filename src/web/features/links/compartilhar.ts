/*
 * Issue 11: the lender sends a sign-up link from the phone in one tap. The message is built here,
 * pure, so the share sheet and the WhatsApp fallback say the same thing.
 */

export const TITULO_COMPARTILHAMENTO = "Cadastro para empréstimo";

/** What navigator.share receives: the text without the address, which goes apart as `url`. */
export interface DadosCompartilhamento {
  title: string;
  text: string;
  url: string;
}

/** "Olá, Maria! Preencha seus dados para o empréstimo neste link:" (no name: "Olá! ..."). */
export function saudacaoDoLink(nomeDestinatario: string | null | undefined): string {
  const nome = nomeDestinatario?.trim().replace(/\s+/g, " ");
  return `Olá${nome ? `, ${nome}` : ""}! Preencha seus dados para o empréstimo neste link:`;
}

/** The whole message, address included: what a WhatsApp chat receives. */
export function mensagemDoLink(url: string, nomeDestinatario: string | null | undefined): string {
  return `${saudacaoDoLink(nomeDestinatario)} ${url}`;
}

export function dadosDoCompartilhamento(url: string, nomeDestinatario: string | null | undefined): DadosCompartilhamento {
  return { title: TITULO_COMPARTILHAMENTO, text: saudacaoDoLink(nomeDestinatario), url };
}

/** A WhatsApp link with the message and no number: the lender picks the chat. */
export function urlWhatsappDoLink(url: string, nomeDestinatario: string | null | undefined): string {
  return `https://wa.me/?text=${encodeURIComponent(mensagemDoLink(url, nomeDestinatario))}`;
}

type Navegador = { share?: (dados: DadosCompartilhamento) => Promise<void>; canShare?: (dados: DadosCompartilhamento) => boolean };

/**
 * Web Share where the browser has it (phones), else WhatsApp in a new tab. Cancelling the share
 * sheet is not an error; any other refusal falls back to WhatsApp. Returns how it went out.
 */
export async function compartilharLink(
  url: string,
  nomeDestinatario: string | null | undefined,
  navegador: Navegador = navigator as Navegador,
  abrir: (endereco: string) => void = (endereco) => window.open(endereco, "_blank", "noopener,noreferrer"),
): Promise<"compartilhado" | "cancelado" | "whatsapp"> {
  const dados = dadosDoCompartilhamento(url, nomeDestinatario);
  if (typeof navegador.share === "function" && (navegador.canShare?.(dados) ?? true)) {
    try {
      await navegador.share(dados);
      return "compartilhado";
    } catch (erro) {
      if ((erro as { name?: string } | null)?.name === "AbortError") return "cancelado";
    }
  }
  abrir(urlWhatsappDoLink(url, nomeDestinatario));
  return "whatsapp";
}
