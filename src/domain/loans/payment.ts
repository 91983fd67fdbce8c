// Payments (DOMAIN.md "Payment of the cycle" and parcelado): the preview the dialog shows and the
// change the server persists come from one function, so they cannot disagree.
import { MAXIMO_CENTAVOS, type Centavos } from "../money.ts";
import { todoDiaEDeCobranca, type EhDiaDeCobranca } from "./cronograma.ts";
import { vencimentoMensal, vencimentoSeguinte } from "./due-dates.ts";
import { ErroEmprestimo } from "./errors.ts";
import { jurosDoCiclo } from "./mensal.ts";
import { comAtraso, estadoAtraso } from "./overdue.ts";
import { comEncargos, cronogramaDe, parcelasEmAberto, somaAte } from "./parcelas-em-aberto.ts";
import type { EmprestimoEstado, EstadoComAtraso, Modalidade, TipoPagamento } from "./types.ts";

const TIPOS_POR_MODALIDADE: Record<Modalidade, readonly TipoPagamento[]> = {
  mensal: ["juros_apenas", "parcial", "total"],
  parcelado: ["parcela", "total"],
};

/** The payment types the dialog offers for a modality. */
export function tiposPagamentoPermitidos(modalidade: Modalidade): readonly TipoPagamento[] {
  return TIPOS_POR_MODALIDADE[modalidade];
}

export interface PreviaPagamento {
  /** Interest of the cycle (mensal) or interest part of the installments paid (parcelado). */
  valorJurosCiclo: Centavos;
  /** Late interest on the payment day; its own line in the preview. */
  valorJurosAtraso: Centavos;
  /** The penalty (multaAtraso) on the payment day; its own line 'Multa' (issue 43). */
  valorMulta: Centavos;
  /** valorJurosCiclo + valorJurosAtraso + valorMulta: what the payment record stores as valorJuros. */
  valorJuros: Centavos;
  /** The late interest the lender waived (issue 31, point 3), not in valorJuros; 0 without a waiver. */
  valorJurosAtrasoDispensado: Centavos;
  /** The penalty waived with it. */
  valorMultaDispensada: Centavos;
  /** Installments this payment settles: k for a parcela of k, all those open for a total; 1 for mensal. */
  parcelasPagas: number;
  valorPrincipal: Centavos;
  /** valorJuros + valorPrincipal. */
  valorTotal: Centavos;
}

export interface RegistroPagamento {
  /** A parcial equal to the whole balance is recorded as total (DOMAIN.md). */
  tipoPagamento: TipoPagamento;
  /** The cycle (mensal) or installment (parcelado) this payment settles. */
  ciclo: number;
  valorJuros: Centavos;
  /** The late interest inside valorJuros (its own line on the receipt). */
  valorJurosAtraso: Centavos;
  /** The late interest waived, charged nowhere (issue 31, point 3). */
  valorJurosAtrasoDispensado: Centavos;
  /** The penalty inside valorJuros, and the penalty waived. */
  valorMulta: Centavos;
  valorMultaDispensada: Centavos;
  /** How many installments a parcela payment covered (1 otherwise). */
  parcelasPagas: number;
  valorPrincipal: Centavos;
  valorTotal: Centavos;
}

/** A payment's options beyond its type: the waiver of the late interest (DOMAIN.md). */
export interface OpcoesPagamento {
  /** Waives the late interest and the penalty together (DOMAIN.md "Late charges"). */
  dispensarJurosAtraso?: boolean;
  /** Parcelado 'parcela': how many of the oldest open installments this payment covers (default 1). */
  quantidadeParcelas?: number;
  /** The lender's collection days, where a mensal loan's next due date may fall (default: every day). */
  ehDiaDeCobranca?: EhDiaDeCobranca;
}

export interface ResultadoPagamento {
  registro: RegistroPagamento;
  /** The loan after the payment, with its overdue state recomputed for the payment day. */
  estado: EstadoComAtraso;
}

function validar(e: EmprestimoEstado, tipo: TipoPagamento): void {
  if (e.status === "finalizado") throw new ErroEmprestimo("emprestimo_finalizado");
  if (e.status === "renegociado") throw new ErroEmprestimo("emprestimo_renegociado");
  if (e.status === "aguardando_envio") throw new ErroEmprestimo("emprestimo_aguardando_envio");
  if (!tiposPagamentoPermitidos(e.modalidade).includes(tipo)) {
    throw new ErroEmprestimo(
      "tipo_pagamento_invalido",
      e.modalidade === "parcelado"
        ? "Empréstimo parcelado aceita apenas pagamento da parcela ou total."
        : "Pagamento por parcela vale apenas para empréstimos parcelados.",
    );
  }
  // A running loan with nothing owed (e.g. a finalized loan set back to ativo by hand) has
  // nothing to pay; a zero payment would only add noise to the history.
  if (e.valorRestante <= 0) throw new ErroEmprestimo("sem_saldo");
}

function principalParcial(e: EmprestimoEstado, valorPrincipal: Centavos | undefined): Centavos {
  if (valorPrincipal === undefined || !Number.isSafeInteger(valorPrincipal) || valorPrincipal <= 0 || valorPrincipal > e.valorRestante) {
    throw new ErroEmprestimo("valor_principal_invalido");
  }
  return valorPrincipal;
}

/**
 * What a payment of `tipo` on `hoje` charges. `valorPrincipal` is read only for parcial.
 * Throws ErroEmprestimo for a finalized or not yet activated loan, a type the modality does not
 * take, or a parcial principal outside 0 < valor ≤ valorRestante.
 */
export function previaPagamento(
  e: EmprestimoEstado,
  tipo: TipoPagamento,
  valorPrincipal: Centavos | undefined,
  hoje: string,
  opcoes: OpcoesPagamento = {},
): PreviaPagamento {
  validar(e, tipo);
  const partes = e.modalidade === "parcelado" ? partesParceladas(e, tipo, hoje, opcoes.quantidadeParcelas) : partesMensais(e, tipo, valorPrincipal, hoje);
  // DOMAIN.md: a waiver is only possible when there is something late to waive.
  if (opcoes.dispensarJurosAtraso && partes.jurosAtraso + partes.multa === 0) throw new ErroEmprestimo("sem_juros_atraso_a_dispensar");
  const dispensa = opcoes.dispensarJurosAtraso === true;
  const valorJurosAtraso = dispensa ? 0 : partes.jurosAtraso;
  const valorMulta = dispensa ? 0 : partes.multa;
  const valorJuros = partes.jurosCiclo + valorJurosAtraso + valorMulta;
  const valorTotal = valorJuros + partes.principal;
  // The payment record's columns are numeric(10,2); only an absurd rate or years of late
  // interest on a huge balance gets here, and then refusing is better than a database error.
  if (valorTotal > MAXIMO_CENTAVOS) throw new ErroEmprestimo("valor_acima_do_limite");
  return {
    valorJurosCiclo: partes.jurosCiclo,
    valorJurosAtraso,
    valorMulta,
    valorJuros,
    valorJurosAtrasoDispensado: partes.jurosAtraso - valorJurosAtraso,
    valorMultaDispensada: partes.multa - valorMulta,
    parcelasPagas: partes.parcelas,
    valorPrincipal: partes.principal,
    valorTotal,
  };
}

interface PartesDoPagamento {
  jurosCiclo: Centavos;
  principal: Centavos;
  jurosAtraso: Centavos;
  multa: Centavos;
  parcelas: number;
}

function partesMensais(e: EmprestimoEstado, tipo: TipoPagamento, valorPrincipal: Centavos | undefined, data: string): PartesDoPagamento {
  const atraso = estadoAtraso(e, data);
  return {
    jurosCiclo: jurosDoCiclo(e.valorRestante, e.taxaJuros),
    principal: tipo === "total" ? e.valorRestante : tipo === "parcial" ? principalParcial(e, valorPrincipal) : 0,
    jurosAtraso: atraso.valorJurosAtraso,
    multa: atraso.valorMulta,
    parcelas: 1,
  };
}

/**
 * parcela: the k oldest open installments (DOMAIN.md: one payment may cover several, each with
 * its own charges on the payment's date, exactly as paying them one by one that day); total:
 * every open installment.
 */
function partesParceladas(e: EmprestimoEstado, tipo: TipoPagamento, data: string, quantidade: number | undefined): PartesDoPagamento {
  const abertas = parcelasEmAberto(e);
  const k = tipo === "total" ? abertas.length : (quantidade ?? 1);
  if (!Number.isSafeInteger(k) || k < 1 || k > abertas.length) throw new ErroEmprestimo("quantidade_parcelas_invalida");
  const pagas = abertas.slice(0, k).map((p) => comEncargos(e, p, data));
  const soma = (f: (p: (typeof pagas)[number]) => number) => pagas.reduce((t, p) => t + f(p), 0);
  return {
    jurosCiclo: soma((p) => p.juros),
    principal: soma((p) => p.principal),
    jurosAtraso: somaAte(pagas.map((p) => p.jurosAtraso)),
    multa: somaAte(pagas.map((p) => p.multa)),
    parcelas: k,
  };
}

/**
 * Applies a payment made on `dataPagamento`: the record to insert and the loan's new state.
 * juros_apenas keeps the balance; parcial lowers it; parcela lowers it by the installment; total
 * and any payment that leaves nothing owed finalize (cycle and due date stay as they were).
 * Otherwise the cycle advances and the due date moves from the old due date.
 *
 * DOMAIN.md "Payments as they happened": the late interest is counted up to the payment's own
 * date, not the day it is registered; the loan's overdue state afterwards is recomputed for
 * `hoje` (default: the payment's date, a payment registered the day it was made).
 */
export function aplicarPagamento(
  e: EmprestimoEstado,
  tipo: TipoPagamento,
  valorPrincipal: Centavos | undefined,
  dataPagamento: string,
  hoje: string = dataPagamento,
  opcoes: OpcoesPagamento = {},
): ResultadoPagamento {
  const previa = previaPagamento(e, tipo, valorPrincipal, dataPagamento, opcoes);
  // Parcelado balances hold interest too, so installments lower them by their whole amount.
  const abatido = e.modalidade === "parcelado" ? previa.valorJurosCiclo + previa.valorPrincipal : previa.valorPrincipal;
  const valorRestante = tipo === "total" ? 0 : e.valorRestante - abatido;
  const quitou = valorRestante === 0;

  const registro: RegistroPagamento = {
    tipoPagamento: tipo === "parcial" && quitou ? "total" : tipo,
    ciclo: e.cicloAtual,
    valorJuros: previa.valorJuros,
    valorJurosAtraso: previa.valorJurosAtraso,
    valorJurosAtrasoDispensado: previa.valorJurosAtrasoDispensado,
    valorMulta: previa.valorMulta,
    valorMultaDispensada: previa.valorMultaDispensada,
    parcelasPagas: previa.parcelasPagas,
    valorPrincipal: previa.valorPrincipal,
    valorTotal: previa.valorTotal,
  };

  if (quitou) {
    // k installments that settle the loan end where paying them one by one ends: on the last one.
    const ultima = tipo === "parcela" && previa.parcelasPagas > 1 ? e.cicloAtual + previa.parcelasPagas - 1 : e.cicloAtual;
    const noUltimo = ultima === e.cicloAtual ? {} : { cicloAtual: ultima, dataProximoCiclo: vencimentoDaParcelaEscrita(e, ultima) };
    return { registro, estado: { ...e, ...noUltimo, status: "finalizado", valorRestante: 0, diasAtraso: 0, valorJurosAtraso: 0, valorMulta: 0 } };
  }
  const proximo: EmprestimoEstado = {
    ...e,
    valorRestante,
    cicloAtual: e.cicloAtual + previa.parcelasPagas,
    ...(e.modalidade === "parcelado"
      ? { dataProximoCiclo: vencimentoDaParcelaEscrita(e, e.cicloAtual + previa.parcelasPagas) }
      : vencimentoMensal(vencimentoSeguinte(e), opcoes.ehDiaDeCobranca ?? todoDiaEDeCobranca)),
  };
  return { registro, estado: comAtraso(proximo, hoje) };
}

/** Installment k's due date in the written schedule (past the last one: the last one's). */
function vencimentoDaParcelaEscrita(e: EmprestimoEstado, k: number): string {
  const cronograma = cronogramaDe(e);
  const parcela = cronograma[Math.min(k, cronograma.length) - 1];
  return parcela ? parcela.vencimento : vencimentoSeguinte(e);
}
