// Pure helpers of the file buttons (botoes-arquivo.tsx), kept apart to be unit-tested.

/**
 * The file name the server gave in Content-Disposition (`attachment; filename="recibo-….pdf"`),
 * else `padrao`. Only a plain name is taken: no path separators nor quotes can come through.
 */
export function nomeDoArquivo(contentDisposition: string | null, padrao: string): string {
  const nome = contentDisposition ? /filename="([^"]+)"/i.exec(contentDisposition)?.[1] : undefined;
  return nome && /^[\w.-]+$/.test(nome) ? nome : padrao;
}

/** Whether the device can hand this file to another app (WhatsApp, e-mail) through its share sheet. */
export function podeCompartilhar(arquivo: File, nav: Pick<Navigator, "canShare" | "share"> | undefined = globalThis.navigator): boolean {
  if (!nav || typeof nav.share !== "function" || typeof nav.canShare !== "function") return false;
  try {
    return nav.canShare({ files: [arquivo] });
  } catch {
    return false;
  }
}

/** The user closed the share sheet: nothing went wrong, nothing else to do. */
export function foiCancelado(erro: unknown): boolean {
  return typeof erro === "object" && erro !== null && (erro as { name?: unknown }).name === "AbortError";
}
