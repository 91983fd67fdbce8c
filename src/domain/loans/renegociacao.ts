// The arithmetic of a renegotiation (DOMAIN.md, "Renegotiation"): what is owed today, less what the
// lender forgives, becomes the principal of a new loan. Only the money: creating the new loan, ending
// the old one as renegociado and the trail are the server's job, in one transaction.
import { MAXIMO_CENTAVOS, formatarReais, type Centavos } from "../money.ts";
import { jurosDoCiclo } from "./mensal.ts";
import { estadoAtraso } from "./overdue.ts";
import { parcelasEmAberto } from "./parcelas-em-aberto.ts";
import type { EmprestimoEstado, StatusEmprestimo } from "./types.ts";

/** What is owed today, part by part. Interest of installments still to fall due is never in it. */
export interface DividaAtual {
  /** Principal outstanding. */
  principal: Centavos;
  /** Interest of the cycles or installments already due and unpaid. */
  juros: Centavos;
  /** Late interest (valorJurosAtraso). */
  jurosAtraso: Centavos;
  /** Penalty ('Multa'). */
  multa: Centavos;
}

export interface Renegociacao {
  /** What was owed: the sum of the four parts. */
  totalDevido: Centavos;
  /** The amount forgiven, as the lender typed it. */
  perdao: Centavos;
  /** The forgiveness split by part; its parts add up to perdao. */
  perdaoPorParte: DividaAtual;
  /** What remains of each part after forgiveness. */
  restante: DividaAtual;
  /** The new loan's principal: totalDevido − perdao = principalTransferido + jurosRenegociados. */
  novoPrincipal: Centavos;
  /** The old principal outstanding less the principal forgiven: moved, not new money lent. */
  principalTransferido: Centavos;
  /**
   * 'Juros renegociados': interest, late interest and penalty folded into the new principal after
   * forgiveness. Its own line in reports, never money received nor money lent.
   */
  jurosRenegociados: Centavos;
}

// One error type for a refused renegotiation, in the style of errors.ts (which this piece does not
// touch yet): a code for the server's HTTP status, the pt-BR text the user sees.
export type CodigoErroRenegociacao = "status_nao_renegociavel" | "perdao_invalido" | "renegociacao_sem_saldo" | "novo_principal_acima_do_limite";

export const MENSAGENS_ERRO_RENEGOCIACAO: Record<CodigoErroRenegociacao, string> = {
  status_nao_renegociavel: "Apenas empréstimos ativos ou atrasados podem ser renegociados.",
  perdao_invalido: "O valor perdoado deve ser de zero até o total devido.",
  renegociacao_sem_saldo: "Não há saldo a renegociar: o novo empréstimo ficaria sem principal.",
  novo_principal_acima_do_limite: `O novo principal ultrapassa o limite de ${formatarReais(MAXIMO_CENTAVOS)}.`,
};

export class ErroRenegociacao extends Error {
  readonly codigo: CodigoErroRenegociacao;

  constructor(codigo: CodigoErroRenegociacao, mensagem: string = MENSAGENS_ERRO_RENEGOCIACAO[codigo]) {
    super(mensagem);
    this.name = "ErroRenegociacao";
    this.codigo = codigo;
  }
}

export function isErroRenegociacao(erro: unknown): erro is ErroRenegociacao {
  return erro instanceof ErroRenegociacao;
}

/** DOMAIN.md: only an open loan (ativo or atrasado) can be renegotiated. */
export function podeRenegociar(status: StatusEmprestimo): boolean {
  return status === "ativo" || status === "atrasado";
}

/**
 * What an open loan owes on `hoje`, part by part (DOMAIN.md, "Renegotiation"):
 * - parcelado: the principal parts of every unpaid installment; the interest parts of those
 *   already due (on or before today), never of those still to fall due; each overdue one's late
 *   interest and penalty;
 * - mensal: the principal outstanding; the cycle's interest once its due date has come; the late
 *   interest and penalty of an overdue cycle.
 */
export function dividaAtual(e: EmprestimoEstado, hoje: string): DividaAtual {
  const atraso = estadoAtraso(e, hoje);
  if (e.modalidade === "parcelado") {
    const abertas = parcelasEmAberto(e);
    return {
      principal: abertas.reduce((t, p) => t + p.principal, 0),
      juros: abertas.filter((p) => p.vencimento <= hoje).reduce((t, p) => t + p.juros, 0),
      jurosAtraso: atraso.valorJurosAtraso,
      multa: atraso.valorMulta,
    };
  }
  const saldo = Math.max(0, e.valorRestante);
  return {
    principal: saldo,
    juros: e.dataProximoCiclo <= hoje ? jurosDoCiclo(saldo, e.taxaJuros) : 0,
    jurosAtraso: atraso.valorJurosAtraso,
    multa: atraso.valorMulta,
  };
}

/**
 * The order forgiveness reduces the parts in: late charges first, then interest, then principal
 * (DOMAIN.md). Between the two late charges the penalty goes first, then the late interest:
 * - the total folded in does not depend on this order (both are 'Juros renegociados'), only the
 *   split shown in the trail does, so a fixed order is chosen over a proportional one, which would
 *   need a rounding rule and reads worse ("multa perdoada, R$ X dos juros de atraso");
 * - the penalty is the charge a lender waives first when striking a deal ("tira a multa"), the one
 *   with a legal ceiling (CDC art. 52 § 1º, LIMITE_MULTA), and a one-off sum, while late interest
 *   is the price of the days the money was held, the last late charge the lender gives up.
 */
const ORDEM_DO_PERDAO = ["multa", "jurosAtraso", "juros", "principal"] as const satisfies readonly (keyof DividaAtual)[];

function verificarParte(nome: keyof DividaAtual, valor: Centavos): void {
  // The parts are computed by the code, not typed: a bad one is a bug, not a user's mistake.
  if (!Number.isSafeInteger(valor) || valor < 0) throw new RangeError(`Parte da dívida inválida (${nome}): ${valor}`);
}

function totalDe(d: DividaAtual): Centavos {
  return d.principal + d.juros + d.jurosAtraso + d.multa;
}

/**
 * The forgiveness split by part, in ORDEM_DO_PERDAO: each part takes what is left of perdao up to
 * its own amount. perdao from 0 to the total owed; refused otherwise.
 */
export function distribuirPerdao(divida: DividaAtual, perdao: Centavos): DividaAtual {
  for (const nome of ORDEM_DO_PERDAO) verificarParte(nome, divida[nome]);
  const total = totalDe(divida);
  if (!Number.isSafeInteger(perdao) || perdao < 0 || perdao > total) throw new ErroRenegociacao("perdao_invalido");
  const porParte: DividaAtual = { principal: 0, juros: 0, jurosAtraso: 0, multa: 0 };
  let resto = perdao;
  for (const nome of ORDEM_DO_PERDAO) {
    const parte = Math.min(resto, divida[nome]);
    porParte[nome] = parte;
    resto -= parte;
  }
  return porParte;
}

/**
 * What a renegotiation makes of the debt: the forgiveness by part, what remains, the new loan's
 * principal and how reports split it (principal moved + 'Juros renegociados'). Refused when the
 * new principal would be zero (a loan of nothing: everything forgiven, or nothing owed — the lender
 * finalizes the loan instead) or above what a loan can hold.
 */
export function dividaRenegociada(divida: DividaAtual, perdao: Centavos): Renegociacao {
  const perdaoPorParte = distribuirPerdao(divida, perdao);
  const restante: DividaAtual = {
    principal: divida.principal - perdaoPorParte.principal,
    juros: divida.juros - perdaoPorParte.juros,
    jurosAtraso: divida.jurosAtraso - perdaoPorParte.jurosAtraso,
    multa: divida.multa - perdaoPorParte.multa,
  };
  const totalDevido = totalDe(divida);
  const novoPrincipal = totalDe(restante);
  if (novoPrincipal === 0) throw new ErroRenegociacao("renegociacao_sem_saldo");
  if (novoPrincipal > MAXIMO_CENTAVOS) throw new ErroRenegociacao("novo_principal_acima_do_limite");
  return {
    totalDevido,
    perdao,
    perdaoPorParte,
    restante,
    novoPrincipal,
    principalTransferido: restante.principal,
    jurosRenegociados: restante.juros + restante.jurosAtraso + restante.multa,
  };
}
