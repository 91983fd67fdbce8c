// Stable `code` values of error answers the web reacts to. No imports: the public pages read
// them without loading the wire schemas' validation library.

/** GET /api/cadastro/{token}'s 404 when the link was used: the page says "already sent" (issue 11). */
export const CODIGO_LINK_UTILIZADO = "link_utilizado";
