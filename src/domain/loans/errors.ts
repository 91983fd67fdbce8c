// One error type for every refused loan operation, carrying the pt-BR text the user sees.
// The code lets the server choose the HTTP status without matching on message text.

export type CodigoErroEmprestimo =
  | "emprestimo_finalizado"
  | "emprestimo_aguardando_envio"
  | "tipo_pagamento_invalido"
  | "valor_principal_invalido"
  | "sem_saldo"
  | "valor_acima_do_limite"
  | "ativacao_invalida"
  | "estorno_sem_estado"
  | "sem_juros_atraso_a_dispensar"
  | "quantidade_parcelas_invalida"
  | "emprestimo_renegociado"
  | "estorno_de_renegociado";

export const MENSAGENS_ERRO_EMPRESTIMO: Record<CodigoErroEmprestimo, string> = {
  emprestimo_finalizado: "Este empréstimo já foi finalizado.",
  emprestimo_aguardando_envio: "Ative o empréstimo antes de registrar pagamentos.",
  tipo_pagamento_invalido: "Tipo de pagamento inválido para este empréstimo.",
  valor_principal_invalido: "Valor do principal deve ser maior que zero e no máximo o saldo restante.",
  sem_saldo: "Este empréstimo não tem saldo a pagar.",
  valor_acima_do_limite: "O valor do pagamento ultrapassa o limite de R$ 99.999.999,99.",
  ativacao_invalida: "Apenas empréstimos aguardando envio podem ser ativados.",
  estorno_sem_estado: "Este pagamento foi registrado antes de existir o estorno e não pode ser estornado.",
  sem_juros_atraso_a_dispensar: "Não há juros de atraso a dispensar na data deste pagamento.",
  quantidade_parcelas_invalida: "Quantidade de parcelas inválida: escolha de 1 até as parcelas em aberto.",
  emprestimo_renegociado: "Este empréstimo foi renegociado: registre os pagamentos no novo empréstimo.",
  estorno_de_renegociado:
    "Este empréstimo foi renegociado: para estornar um pagamento dele, exclua antes o novo empréstimo (só é possível se ele não tiver pagamentos).",
};

export class ErroEmprestimo extends Error {
  readonly codigo: CodigoErroEmprestimo;

  constructor(codigo: CodigoErroEmprestimo, mensagem: string = MENSAGENS_ERRO_EMPRESTIMO[codigo]) {
    super(mensagem);
    this.name = "ErroEmprestimo";
    this.codigo = codigo;
  }
}

export function isErroEmprestimo(erro: unknown): erro is ErroEmprestimo {
  return erro instanceof ErroEmprestimo;
}
