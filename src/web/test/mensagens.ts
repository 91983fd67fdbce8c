/**
 * The validation message a field announces (its aria-describedby), checked to sit after the field
 * inside the field's own frame, where the lender reads it: under it. A description placed
 * anywhere else comes back marked "(fora do campo)"; no description is null.
 */
export function mensagemSob(campo: HTMLElement): string | null {
  const ids = campo.getAttribute("aria-describedby");
  if (!ids) return null;
  return ids
    .split(" ")
    .map((id) => {
      const mensagem = document.getElementById(id);
      const depois = mensagem !== null && (campo.compareDocumentPosition(mensagem) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
      return mensagem && depois && mensagem.parentElement?.contains(campo) ? mensagem.textContent : `(fora do campo) ${mensagem?.textContent ?? id}`;
    })
    .join(" ");
}

/** For each named field: [its aria-invalid, the message under it]. */
export function validacaoDosCampos(campos: Record<string, HTMLElement>): Record<string, [string | null, string | null]> {
  return Object.fromEntries(Object.entries(campos).map(([nome, campo]) => [nome, [campo.getAttribute("aria-invalid"), mensagemSob(campo)]]));
}
