// Limits the server enforces and the web shows before sending: declared once so the two agree.

/** better-auth's minimum password length (SPEC: 'A senha deve ter pelo menos 6 caracteres'). */
export const TAMANHO_MINIMO_SENHA = 6;

/** How long a borrower has to use a sign-up link (DOMAIN.md: 7 days unless the lender says otherwise). */
export const VALIDADE_PADRAO_DIAS = 7;
export const VALIDADE_MAXIMA_DIAS = 90;
export const MENSAGEM_VALIDADE = `Validade deve ser um número inteiro de 1 a ${VALIDADE_MAXIMA_DIAS} dias`;

/** better-auth's maximum password length (the server refuses longer ones). */
export const TAMANHO_MAXIMO_SENHA = 128;
