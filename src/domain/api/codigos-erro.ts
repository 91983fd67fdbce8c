// Stable `code` values of error answers the web reacts to. No imports: the public pages read
// them without loading the wire schemas' validation library.

/** GET /api/cadastro/{token}'s 404 when the link was used: the page says "already sent" (issue 11). */
export const CODIGO_LINK_UTILIZADO = "link_utilizado";

/** POST /api/cadastro/{token}'s 409 when the contract drawn up again is not the one the page showed (decision 0053). */
export const CODIGO_CONTRATO_MUDOU = "contrato_mudou";
