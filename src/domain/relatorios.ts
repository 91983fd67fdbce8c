// Issue 31, point 4: what a lender's portfolio is today and what its schedules expect, from the
// loans' own states, with the rules every other screen uses. The sums of months (lent, received)
// are the database's, in src/server/data/relatorios.ts.
import { adicionarDias, adicionarMeses } from "./dates.ts";
import { valorDevidoNoVencimento, valorDoCiclo } from "./loans/amount-due.ts";
import { baseDoCiclo } from "./loans/due-dates.ts";
import { comAtraso } from "./loans/overdue.ts";
import { parcelasEmAberto } from "./loans/parcelas-em-aberto.ts";
import { principalAteAParcela, termosDosJuros } from "./loans/parcelado.ts";
import type { EmprestimoEstado } from "./loans/types.ts";
import type { Centavos } from "./money.ts";

/** A loan as the reports read it: its rules' state and its client. */
export type EmprestimoDoRelatorio = EmprestimoEstado & { clienteId: string };

/** Days late past which a loan counts in PAR 30 (portfolio at risk). */
export const DIAS_PAR = 30;

/**
 * The principal still out on a loan: the balance for mensal (it is all principal); for parcelado,
 * whose balance holds interest, the sum of the principal parts of the installments not yet paid
 * (DOMAIN.md), i.e. P less the principal parts of those paid, so that the principal received plus
 * this is exactly the amount lent (100,00 at 0 % in 3, two paid: 33,34, not 100,00 / 3 = 33,33).
 */
export function principalEmAberto(e: EmprestimoEstado): Centavos {
  if (e.modalidade !== "parcelado") return Math.max(0, e.valorRestante);
  const n = e.quantidadeParcelas ?? 0;
  if (n < 1 || e.valorParcela === null) return 0;
  return e.valorOriginal - principalAteAParcela(termosDosJuros(e), e.cicloAtual - 1);
}

export interface Carteira {
  principalEmAberto: Centavos;
  /** What the overdue loans owe today: their cycle or installment and the late interest. */
  valorEmAtraso: Centavos;
  /** Outstanding principal of loans more than 30 days late. */
  principalEmRisco: Centavos;
  /** principalEmRisco / principalEmAberto in hundredths of a percent (0 with nothing out). */
  par30CentesimosDePercentual: number;
  clientesAtivos: number;
  clientesEmAtraso: number;
}

/** PAR 30: the principal at risk over the principal out, in hundredths of a percent (0 with nothing out). */
export function par30(principalEmRisco: Centavos, principalEmAberto: Centavos): number {
  return principalEmAberto === 0 ? 0 : Math.round((principalEmRisco * 10_000) / principalEmAberto);
}

/**
 * The running loans (ativo, atrasado, pausado) seen on `hoje`. The definition: the report sums the
 * same in SQL (src/server/data/relatorios.ts), checked against this on random loans.
 */
export function carteiraDe(emprestimos: EmprestimoDoRelatorio[], hoje: string): Carteira {
  let principal = 0;
  let emAtraso = 0;
  let emRisco = 0;
  const ativos = new Set<string>();
  const atrasados = new Set<string>();
  for (const bruto of emprestimos) {
    if (bruto.status !== "ativo" && bruto.status !== "atrasado" && bruto.status !== "pausado") continue;
    const e = comAtraso(bruto, hoje);
    const aberto = principalEmAberto(e);
    principal += aberto;
    ativos.add(bruto.clienteId);
    if (e.status === "atrasado") {
      emAtraso += valorDevidoNoVencimento(e, hoje);
      atrasados.add(bruto.clienteId);
      if (e.diasAtraso > DIAS_PAR) emRisco += aberto;
    }
  }
  return {
    principalEmAberto: principal,
    valorEmAtraso: emAtraso,
    principalEmRisco: emRisco,
    par30CentesimosDePercentual: par30(emRisco, principal),
    clientesAtivos: ativos.size,
    clientesEmAtraso: atrasados.size,
  };
}

/**
 * What the schedules expect in each of the `meses` calendar months from today's (yyyy-MM → value):
 * a parcelado loan's every open installment on its written due date, for what is still owed of it
 * (parcelasEmAberto); a mensal loan every cycle's interest (as if only interest were paid), the
 * current one on its due date and the later ones every prazoDias from the unmoved date it counts
 * from (a later cycle's move off a non-collection day is not foreseen: a day or two, the same
 * month but at a month's end). A due date already past counts in today's month, as what is still
 * to come in. The definition, as carteiraDe's: the report sums the same in SQL, checked against this.
 */
export function previsaoDeRecebimentos(emprestimos: EmprestimoEstado[], hoje: string, meses: number): Map<string, Centavos> {
  const primeiro = `${hoje.slice(0, 7)}-01`;
  const rotulos = Array.from({ length: meses }, (_, i) => adicionarMeses(primeiro, i).slice(0, 7));
  const fim = adicionarMeses(primeiro, meses);
  const previsto = new Map(rotulos.map((m) => [m, 0]));
  const somar = (vence: string, valor: Centavos) => {
    const mes = vence < primeiro ? rotulos[0]! : vence.slice(0, 7);
    previsto.set(mes, (previsto.get(mes) ?? 0) + valor);
  };
  for (const e of emprestimos) {
    if (e.status !== "ativo" && e.status !== "atrasado") continue;
    if (e.valorRestante <= 0 || e.dataProximoCiclo >= fim) continue;
    if (e.modalidade === "parcelado") {
      for (const p of parcelasEmAberto(e)) if (p.valor > 0 && p.vencimento < fim) somar(p.vencimento, p.valor);
      continue;
    }
    const valor = valorDoCiclo(e);
    somar(e.dataProximoCiclo, valor);
    const prazo = e.prazoDias ?? 0;
    if (prazo < 1) continue;
    const base = baseDoCiclo(e);
    // At most 400 cycles in the window: a bound against a malformed state.
    for (let k = 1; k < 400; k++) {
      const vence = adicionarDias(base, k * prazo);
      if (vence >= fim) break;
      somar(vence, valor);
    }
  }
  return previsto;
}
