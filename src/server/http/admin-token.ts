/** The header that carries the operator command's token to the loopback admin route. */
export const ADMIN_TOKEN_HEADER = "x-admin-token";
