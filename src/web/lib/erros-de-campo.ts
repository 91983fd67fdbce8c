/*
 * The server answers invalid input with `{ message, errors: { campo: mensagem } }`.
 * This reads the field messages out of an error thrown by apiRequest
 * ("<status>: <body>"), so a form can put each one under its field.
 */
export function errosDeCampo(erro: unknown): Record<string, string> {
  if (!(erro instanceof Error)) return {};
  const m = /^\d{3}: ([\s\S]*)$/.exec(erro.message);
  if (!m) return {};
  try {
    const json: unknown = JSON.parse(m[1] ?? "");
    if (!json || typeof json !== "object" || !("errors" in json)) return {};
    const errors = json.errors;
    if (!errors || typeof errors !== "object") return {};
    const saida: Record<string, string> = {};
    for (const [campo, mensagem] of Object.entries(errors)) {
      if (typeof mensagem === "string" && mensagem) saida[campo] = mensagem;
      else if (Array.isArray(mensagem) && typeof mensagem[0] === "string") saida[campo] = mensagem[0];
    }
    return saida;
  } catch {
    return {};
  }
}
