/**
 * Whether the path `caminho` fits the route pattern `padrao` as the router reads it: each part
 * equal, and a `:name` part takes any one non-empty part (`/clientes/:id` fits `/clientes/42`).
 * A trailing slash is ignored.
 */
export function casaCom(padrao: string, caminho: string): boolean {
  const semBarraFinal = (c: string) => (c.length > 1 && c.endsWith("/") ? c.slice(0, -1) : c);
  const partes = semBarraFinal(padrao).split("/");
  const dadas = semBarraFinal(caminho).split("/");
  return partes.length === dadas.length && partes.every((parte, i) => (parte.startsWith(":") ? dadas[i] !== "" : parte === dadas[i]));
}
