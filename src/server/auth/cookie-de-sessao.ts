/*
 * The session cookie's one name per mode. In production it is `__Host-credito.session_token`:
 * browsers accept a `__Host-` cookie only from this very host, with Secure, `Path=/` and no
 * Domain, so no sibling subdomain or plain-HTTP hop can plant one beside it. In development
 * (plain HTTP) it is `credito.session_token`.
 *
 * A request that carries that name twice has no session (401 on the API): which of the two a
 * library would read is an accident of parsing, and one of them was planted.
 */

/** The name of each cookie better-auth sets (session_token, session_data, dont_remember). */
export function nomeDoCookie(nome: string, producao: boolean): string {
  return `${producao ? "__Host-" : ""}credito.${nome}`;
}

/** Whether a Cookie header names the session cookie more than once. */
export function sessaoAmbigua(cabecalhoCookie: string | string[] | undefined, nome: string): boolean {
  if (cabecalhoCookie === undefined) return false;
  let vistos = 0;
  for (const parte of [cabecalhoCookie].flat().join(";").split(";")) {
    const igual = parte.indexOf("=");
    if (igual > 0 && parte.slice(0, igual).trim() === nome) vistos += 1;
  }
  return vistos > 1;
}
