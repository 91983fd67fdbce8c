import { toast } from "./use-toast.ts";

/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context; on plain
 * HTTP (a LAN address) the old selection-and-copy path still works.
 */
export async function copiarTexto(texto: string): Promise<boolean> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(texto);
      return true;
    } catch {
      // Permission refused: try the fallback below.
    }
  }
  const area = document.createElement("textarea");
  area.value = texto;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies a link for the lender to send, and says whether it worked (SPEC 8: 'Link copiado!'). */
export async function copiarLink(url: string): Promise<void> {
  if (await copiarTexto(url)) toast({ title: "Link copiado!", description: "Envie o link ao seu cliente." });
  else toast({ variant: "destructive", title: "Erro", description: "Não foi possível copiar. Selecione o link e copie manualmente." });
}
