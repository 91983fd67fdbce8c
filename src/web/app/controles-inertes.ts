/*
 * Issue 27: the server's first paint (decision 0037) shows while the app is still on its way, and
 * none of its controls would work yet (no code behind them; a search typed there would be lost at
 * the swap). Each control is made inert on its own, not the whole drawing: the page's title, rows
 * and landmarks stay readable by a screen reader, and the skip link stays the keyboard's first
 * stop, leading into the visible content (its `main`, which takes the focus by tabindex="-1").
 *
 * This works on React's own output: React escapes `<` and `>` in text and in attribute values,
 * so every `<name ...>` in it is a tag, and an opening tag ends at the first `>`.
 */

const CONTROLES = new Set(["a", "button", "input", "select", "textarea", "summary", "details", "iframe"]);

/** `html` (from renderToString) with `inert` on every control and on every element in the Tab order, except the links to `#manter`. */
export function controlesInertes(html: string, manter: string): string {
  return html.replace(/<([a-zA-Z][\w-]*)(\s[^>]*)?>/g, (tag, nome: string, atributos = "") => {
    const naOrdemDoTab = /\stabindex="(?!-)/i.test(atributos) || /\scontenteditable="(?!false)/i.test(atributos);
    if (!CONTROLES.has(nome.toLowerCase()) && !naOrdemDoTab) return tag;
    if (nome.toLowerCase() === "a" && atributos.includes(` href="#${manter}"`)) return tag;
    if (/\sinert(?:[\s=>]|$)/.test(atributos)) return tag;
    return `<${nome} inert=""${atributos}>`;
  });
}
