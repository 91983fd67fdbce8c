// The initial state of a new loan, from the manual form or from a sign-up link's terms.
import { MAXIMO_CENTAVOS } from "../money.ts";
import { primeiroVencimento, vencimentoMensal } from "./due-dates.ts";
import { comAtraso } from "./overdue.ts";
import { cronogramaDosTermos, todoDiaEDeCobranca, type EhDiaDeCobranca } from "./cronograma.ts";
import type { EstadoComAtraso, Modalidade } from "./types.ts";
import type { TermosLink } from "./termos-do-link.ts";

export { termosDeDecimais, totaisCadastro, type TermosLink, type TermosLinkDecimais, type TotaisCadastro } from "./termos-do-link.ts";

function exigir<T>(valor: T | null | undefined, campo: string): T {
  if (valor === null || valor === undefined) throw new Error(`Link sem ${campo}`);
  return valor;
}

/**
 * A loan's initial state from its terms, in the given status, before any overdue computation.
 * The one place a new loan gets its plan, whether it came from a link or from the manual form
 * (issue 27): parcelado keeps its plan, taxaJuros = r and valorRestante = the plan's total.
 */
function estadoDosTermos(t: TermosLink, status: "aguardando_envio" | "ativo", hoje: string, ehDiaDeCobranca: EhDiaDeCobranca): EstadoComAtraso {
  const dataInicio = t.dataInicio ?? hoje;
  const comum = {
    status,
    valorOriginal: t.valorOriginal,
    taxaAtraso: t.taxaAtraso,
    taxaAtrasoTipo: t.taxaAtrasoTipo,
    cicloAtual: 1,
    dataInicio,
    diasAtraso: 0,
    valorJurosAtraso: 0,
    valorMulta: 0,
    multaAtraso: t.multaAtraso ?? 0,
  };
  if (t.modalidade === "parcelado") {
    const n = exigir(t.quantidadeMeses, "quantidadeMeses");
    const taxaTotal = t.taxaTotal ?? null;
    // A rate for the whole loan leaves the rate per period at 0 (the schedule carries the interest).
    const r = taxaTotal === null ? exigir(t.taxaJurosMes, "taxaJurosMes") : 0;
    const periodicidade = t.periodicidade ?? "mensal";
    const parcelas = cronogramaDosTermos(
      { valorOriginal: t.valorOriginal, quantidadeParcelas: n, periodicidade, taxaJuros: r, taxaTotal },
      dataInicio,
      ehDiaDeCobranca,
    );
    const total = parcelas.reduce((soma, p) => soma + p.valor, 0);
    const primeira = parcelas[0];
    // The schemas refuse such terms; reaching here is a bug, not a user error.
    if (!primeira || total > MAXIMO_CENTAVOS || primeira.valor < 1) throw new RangeError("Plano parcelado fora dos limites");
    return {
      ...comum,
      modalidade: "parcelado",
      valorRestante: total,
      taxaJuros: r,
      taxaTotal,
      periodicidade,
      parcelas,
      prazoDias: null,
      dataProximoCiclo: primeira.vencimento,
      quantidadeParcelas: n,
      valorParcela: primeira.valor,
    };
  }
  const prazoDias = exigir(t.prazoDias, "prazoDias");
  return {
    ...comum,
    modalidade: "mensal",
    valorRestante: t.valorOriginal,
    taxaJuros: exigir(t.taxaJuros, "taxaJuros"),
    prazoDias,
    ...vencimentoMensal(primeiroVencimento("mensal", dataInicio, prazoDias), ehDiaDeCobranca),
    quantidadeParcelas: null,
    valorParcela: null,
  };
}

/**
 * The loan a borrower's sign-up creates: aguardando_envio until the lender sends the money (the
 * dates restart then).
 */
export function novoEmprestimoDoLink(t: TermosLink, hoje: string, ehDiaDeCobranca: EhDiaDeCobranca = todoDiaEDeCobranca): EstadoComAtraso {
  return estadoDosTermos(t, "aguardando_envio", hoje, ehDiaDeCobranca);
}

/** The manual form's terms: a link's, with mensal when no modality is given (the API before issue 27). */
export type DadosEmprestimoManual = Omit<TermosLink, "modalidade"> & { modalidade?: Modalidade | undefined };

export interface NovoEmprestimo {
  estado: EstadoComAtraso;
  dataEmprestimo: string;
}

/**
 * A manual loan records money already handed over (DOMAIN.md): ativo, dataEmprestimo =
 * dataInicio (default today), mensal or parcelado with the same plan a link's loan gets. A start
 * date far enough in the past makes it atrasado at once, with its late interest, exactly as if it
 * had been registered on that day.
 */
export function novoEmprestimoManual(d: DadosEmprestimoManual, hoje: string, ehDiaDeCobranca: EhDiaDeCobranca = todoDiaEDeCobranca): NovoEmprestimo {
  const estado = estadoDosTermos({ ...d, modalidade: d.modalidade ?? "mensal" }, "ativo", hoje, ehDiaDeCobranca);
  return { estado: comAtraso(estado, hoje), dataEmprestimo: estado.dataInicio ?? hoje };
}
