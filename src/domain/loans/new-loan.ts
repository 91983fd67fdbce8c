// The initial state of a new loan, from the manual form or from a sign-up link's terms.
import { MAXIMO_CENTAVOS, decimalParaCentavos, decimalParaTaxa, type Centavos, type TaxaCentesimos } from "../money.ts";
import { primeiroVencimento } from "./due-dates.ts";
import { totalMensal } from "./mensal.ts";
import { comAtraso } from "./overdue.ts";
import { cronogramaDosTermos, isPeriodicidade, todoDiaEDeCobranca, type EhDiaDeCobranca, type Periodicidade } from "./cronograma.ts";
import { planoParcelado, type PlanoParcelado } from "./parcelado.ts";
import { MODALIDADES, TIPOS_TAXA_ATRASO, type EstadoComAtraso, type Modalidade, type TipoTaxaAtraso } from "./types.ts";

/** The terms a sign-up link carries (the link form's output, or the stored link row converted). */
export interface TermosLink {
  modalidade: Modalidade;
  valorOriginal: Centavos;
  prazoDias?: number | null | undefined;
  taxaJuros?: TaxaCentesimos | null | undefined;
  quantidadeMeses?: number | null | undefined;
  taxaJurosMes?: TaxaCentesimos | null | undefined;
  taxaAtraso: number;
  taxaAtrasoTipo: TipoTaxaAtraso;
  dataInicio?: string | null | undefined;
  /** Parcelado (issue 43): how often, and the rate for the whole loan instead of taxaJurosMes. */
  periodicidade?: Periodicidade | undefined;
  taxaTotal?: TaxaCentesimos | null | undefined;
  /** The penalty, hundredths of a percent (0 to 20 %). */
  multaAtraso?: TaxaCentesimos | undefined;
}

function exigir<T>(valor: T | null | undefined, campo: string): T {
  if (valor === null || valor === undefined) throw new Error(`Link sem ${campo}`);
  return valor;
}

export type TotaisCadastro = { modalidade: "mensal"; total: Centavos; juros: Centavos } | ({ modalidade: "parcelado" } & PlanoParcelado);

/** The totals the public page shows (SPEC section 9), with the functions the server uses. */
export function totaisCadastro(t: TermosLink): TotaisCadastro {
  if (t.modalidade === "parcelado") {
    const plano = planoParcelado(t.valorOriginal, exigir(t.taxaJurosMes, "taxaJurosMes"), exigir(t.quantidadeMeses, "quantidadeMeses"));
    return { modalidade: "parcelado", ...plano };
  }
  const total = totalMensal(t.valorOriginal, exigir(t.taxaJuros, "taxaJuros"));
  return { modalidade: "mensal", total, juros: total - t.valorOriginal };
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
    dataProximoCiclo: primeiroVencimento("mensal", dataInicio, prazoDias),
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

/** A link's terms as the database and the API carry them: decimals as strings. */
export interface TermosLinkDecimais {
  modalidade: string;
  valorOriginal: string;
  prazoDias: number | null;
  taxaJuros: string | null;
  quantidadeMeses: number | null;
  taxaJurosMes: string | null;
  taxaAtraso: string;
  taxaAtrasoTipo: string;
  dataInicio: string | null;
  /** Issue 43; absent on answers and rows from before it (mensal, no total rate, no penalty). */
  periodicidade?: string;
  taxaTotal?: string | null;
  multaAtraso?: string;
}

/**
 * The link's terms in the rules' units, the one conversion used by the server (its row) and by
 * both web pages (the API answer). Null when a field holds something the rules do not know.
 */
export function termosDeDecimais(l: TermosLinkDecimais): TermosLink | null {
  if (!(MODALIDADES as readonly string[]).includes(l.modalidade)) return null;
  if (!(TIPOS_TAXA_ATRASO as readonly string[]).includes(l.taxaAtrasoTipo)) return null;
  const periodicidade = l.periodicidade ?? "mensal";
  if (!isPeriodicidade(periodicidade)) return null;
  try {
    return {
      modalidade: l.modalidade as Modalidade,
      valorOriginal: decimalParaCentavos(l.valorOriginal),
      prazoDias: l.prazoDias,
      taxaJuros: l.taxaJuros === null ? null : decimalParaTaxa(l.taxaJuros),
      quantidadeMeses: l.quantidadeMeses,
      taxaJurosMes: l.taxaJurosMes === null ? null : decimalParaTaxa(l.taxaJurosMes),
      // Both meanings of taxaAtraso (% or R$ per day) are hundredths.
      taxaAtraso: decimalParaCentavos(l.taxaAtraso),
      taxaAtrasoTipo: l.taxaAtrasoTipo as TipoTaxaAtraso,
      dataInicio: l.dataInicio,
      periodicidade: periodicidade as Periodicidade,
      taxaTotal: l.taxaTotal === undefined || l.taxaTotal === null ? null : decimalParaTaxa(l.taxaTotal),
      multaAtraso: l.multaAtraso === undefined ? 0 : decimalParaTaxa(l.multaAtraso),
    };
  } catch {
    return null;
  }
}
