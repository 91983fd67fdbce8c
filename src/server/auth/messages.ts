import { CODIGO_SENHA_COMUM, CODIGO_SENHA_IGUAL_AO_EMAIL, MENSAGEM_SENHA_COMUM, MENSAGEM_SENHA_IGUAL_AO_EMAIL } from "./senhas-comuns.ts";

// better-auth answers in English with a stable `code`; the lender reads pt-BR.
const PT_BR_POR_CODIGO: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha inválidos.",
  INVALID_EMAIL: "E-mail inválido.",
  INVALID_PASSWORD: "Senha inválida.",
  PASSWORD_TOO_SHORT: "A senha deve ter pelo menos 6 caracteres.",
  PASSWORD_TOO_LONG: "A senha é longa demais.",
  USER_ALREADY_EXISTS: "Já existe uma conta com este e-mail.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "Já existe uma conta com este e-mail.",
  FAILED_TO_CREATE_USER: "Não foi possível criar a conta. Tente novamente.",
  FAILED_TO_CREATE_SESSION: "Não foi possível iniciar a sessão. Tente novamente.",
  FAILED_TO_GET_SESSION: "Não foi possível ler a sessão. Faça login novamente.",
  SESSION_EXPIRED: "Sua sessão expirou. Faça login novamente.",
  USER_NOT_FOUND: "Usuário não encontrado.",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "E-mail ou senha inválidos.",
  EMAIL_NOT_VERIFIED: "E-mail não verificado.",
  INVALID_ORIGIN: "Origem da requisição não permitida.",
  MISSING_OR_NULL_ORIGIN: "Origem da requisição não permitida.",
  INVALID_CALLBACK_URL: "Endereço de retorno inválido.",
  VALIDATION_ERROR: "Dados inválidos.",
  INVALID_TOKEN: "Link de redefinição inválido, expirado ou já usado. Peça um novo link.",
  RESET_PASSWORD_DISABLED: "A redefinição de senha não está disponível.",
  [CODIGO_SENHA_COMUM]: MENSAGEM_SENHA_COMUM,
  [CODIGO_SENHA_IGUAL_AO_EMAIL]: MENSAGEM_SENHA_IGUAL_AO_EMAIL,
  ERRO_INTERNO: "Erro interno do servidor. Tente novamente em instantes.",
};

const PT_BR_POR_STATUS: Record<number, string> = {
  400: "Dados inválidos.",
  401: "E-mail ou senha inválidos.",
  403: "Acesso negado.",
  404: "Não encontrado.",
  409: "Não foi possível concluir o cadastro.",
  422: "Não foi possível concluir o cadastro.",
  429: "Muitas tentativas. Aguarde um pouco e tente novamente.",
};

/** The pt-BR message for a better-auth error body; never the provider's English. */
export function traduzirErroAuth(status: number, corpo: unknown): string {
  const codigo = typeof corpo === "object" && corpo !== null && "code" in corpo ? String(corpo.code) : "";
  if (codigo === "VALIDATION_ERROR") {
    // The English message names the field: "[body.email] Invalid email address".
    const texto = typeof corpo === "object" && corpo !== null && "message" in corpo ? String(corpo.message) : "";
    if (texto.includes("body.email")) return "E-mail inválido.";
    if (texto.includes("body.password")) return "Senha inválida.";
  }
  return PT_BR_POR_CODIGO[codigo] ?? PT_BR_POR_STATUS[status] ?? "Não foi possível concluir a operação. Tente novamente.";
}
