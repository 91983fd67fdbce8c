/** An error whose message a user may read: pt-BR text and the HTTP status of DOMAIN.md. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** A stable machine-readable code for answers the web reacts to (e.g. "pagamento_repetido"). */
    readonly code?: string,
  ) {
    super(message);
    this.name = "AppError";
  }
}

export const MENSAGENS = {
  naoAutenticado: "Sessão expirada ou inexistente. Faça login novamente.",
  semCreditos: "Seus créditos acabaram. Renove seus créditos para continuar usando o sistema.",
  naoEncontrado: "Não encontrado.",
  rotaNaoEncontrada: "Rota não encontrada.",
  dadosInvalidos: "Dados inválidos.",
  jsonInvalido: "O corpo da requisição não é um JSON válido.",
  corpoGrande: "A requisição é grande demais.",
  muitasTentativas: "Muitas tentativas. Aguarde um pouco e tente novamente.",
  erroInterno: "Erro interno do servidor. Tente novamente em instantes.",
  caracteresDeControle: "Caracteres de controle não são permitidos.",
  textoInvalido: "O texto contém caracteres inválidos.",
  dataInvalida: "Data inválida.",
  valorForaDoLimite: "O valor ultrapassa o limite que o sistema consegue registrar.",
  aninhamentoExcessivo: "Os dados enviados têm níveis de aninhamento demais.",
} as const;
