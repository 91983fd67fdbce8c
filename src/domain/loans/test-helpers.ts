// Builders shared by the loan tests. Not a test file itself; imported only by *.test.ts.
import fc from "fast-check";
import { adicionarDias } from "../dates.ts";
import { MAXIMO_CENTAVOS, MAXIMO_TAXA, parseDinheiro, parseTaxa, type Centavos } from "../money.ts";
import { novoEmprestimoDoLink } from "./new-loan.ts";
import { planoParcelado } from "./parcelado.ts";
import { aplicarPagamento } from "./payment.ts";
import { ativarEmprestimo } from "./status.ts";
import type { EmprestimoEstado, StatusEmprestimo } from "./types.ts";

/** "1.000,00" → 100000, so examples read in reais. */
export function R(texto: string): Centavos {
  const c = parseDinheiro(texto);
  if (c === null) throw new Error(`valor de teste inválido: ${texto}`);
  return c;
}

/** "10" → 1000 (10%). */
export function T(texto: string): number {
  const t = parseTaxa(texto);
  if (t === null) throw new Error(`taxa de teste inválida: ${texto}`);
  return t;
}

export function mensal(campos: Partial<EmprestimoEstado> = {}): EmprestimoEstado {
  return {
    modalidade: "mensal",
    status: "ativo",
    valorOriginal: R("1.000,00"),
    valorRestante: R("1.000,00"),
    taxaJuros: T("10"),
    taxaAtraso: T("1"),
    taxaAtrasoTipo: "percentual",
    prazoDias: 30,
    cicloAtual: 1,
    dataInicio: "2026-01-01",
    dataProximoCiclo: "2026-01-31",
    quantidadeParcelas: null,
    valorParcela: null,
    ...campos,
  };
}

/** R$ 1.000,00 at 10%/month × 3: total R$ 1.300,00, installments 433,33 + 433,33 + 433,34. */
export function parcelado(campos: Partial<EmprestimoEstado> = {}): EmprestimoEstado {
  return {
    modalidade: "parcelado",
    status: "ativo",
    valorOriginal: R("1.000,00"),
    valorRestante: R("1.300,00"),
    taxaJuros: T("10"),
    taxaAtraso: T("1"),
    taxaAtrasoTipo: "percentual",
    prazoDias: null,
    cicloAtual: 1,
    dataInicio: "2026-01-31",
    dataProximoCiclo: "2026-02-28",
    quantidadeParcelas: 3,
    valorParcela: R("433,33"),
    ...campos,
  };
}

export const dataArb = fc.integer({ min: 0, max: 40_000 }).map((n) => adicionarDias("2000-01-01", n));
const statusPagavelArb = fc.constantFrom<StatusEmprestimo>("ativo", "atrasado", "pausado");

/** Ranges of the generated loans: the whole storable range, or a lender's everyday one. */
interface Limites {
  valor: Centavos;
  taxaJuros: number;
  taxaAtrasoPercentual: number;
  taxaAtrasoFixo: Centavos;
}

const AMPLOS: Limites = { valor: MAXIMO_CENTAVOS, taxaJuros: MAXIMO_TAXA, taxaAtrasoPercentual: MAXIMO_TAXA, taxaAtrasoFixo: R("1.000,00") };
// R$ 1.000.000,00 at up to 30% per cycle or month and 10%/day or R$ 1.000,00/day late, for up to a year:
// every figure stays well inside numeric(10,2), so no limit can interfere with a property.
const COTIDIANOS: Limites = { valor: R("1.000.000,00"), taxaJuros: T("30"), taxaAtrasoPercentual: T("10"), taxaAtrasoFixo: R("1.000,00") };

function taxaAtrasoArb(l: Limites) {
  return fc.oneof(
    fc.record({ taxaAtrasoTipo: fc.constant("percentual" as const), taxaAtraso: fc.integer({ min: 0, max: l.taxaAtrasoPercentual }) }),
    fc.record({ taxaAtrasoTipo: fc.constant("fixo" as const), taxaAtraso: fc.integer({ min: 0, max: l.taxaAtrasoFixo }) }),
  );
}

function mensalArbCom(l: Limites): fc.Arbitrary<EmprestimoEstado> {
  return fc
    .record({
      valorOriginal: fc.integer({ min: 1, max: l.valor }),
      fracaoRestante: fc.integer({ min: 1, max: 1000 }),
      taxaJuros: fc.integer({ min: 0, max: l.taxaJuros }),
      atraso: taxaAtrasoArb(l),
      prazoDias: fc.integer({ min: 1, max: 3650 }),
      cicloAtual: fc.integer({ min: 1, max: 200 }),
      dataProximoCiclo: dataArb,
      status: statusPagavelArb,
    })
    .map((r) =>
      mensal({
        valorOriginal: r.valorOriginal,
        valorRestante: Math.max(1, Math.floor((r.valorOriginal * r.fracaoRestante) / 1000)),
        taxaJuros: r.taxaJuros,
        ...r.atraso,
        prazoDias: r.prazoDias,
        cicloAtual: r.cicloAtual,
        dataInicio: null,
        dataProximoCiclo: r.dataProximoCiclo,
        status: r.status,
      }),
    );
}

/**
 * A parcelado loan as the rules produce it: created from a link, activated, then 0..n-1
 * installments paid. Built through the real functions so it is never out of step with its plan.
 */
function parceladoArbCom(l: Limites): fc.Arbitrary<EmprestimoEstado> {
  return (
    fc
      .record({
        valorOriginal: fc.integer({ min: 1, max: l.valor }),
        taxaJurosMes: fc.integer({ min: 0, max: l.taxaJuros }),
        quantidadeMeses: fc.integer({ min: 1, max: 120 }),
        atraso: taxaAtrasoArb(l),
        ativacao: dataArb,
        pagas: fc.nat(),
        status: statusPagavelArb,
      })
      // What the link form accepts: one centavo per installment at least, a total that fits numeric(10,2).
      .filter((r) => r.valorOriginal >= r.quantidadeMeses && planoParcelado(r.valorOriginal, r.taxaJurosMes, r.quantidadeMeses).total <= MAXIMO_CENTAVOS)
      .map((r) => {
        let e: EmprestimoEstado = ativarEmprestimo(
          novoEmprestimoDoLink(
            { modalidade: "parcelado", valorOriginal: r.valorOriginal, quantidadeMeses: r.quantidadeMeses, taxaJurosMes: r.taxaJurosMes, ...r.atraso },
            r.ativacao,
          ),
          r.ativacao,
        ).estado;
        const pagas = r.pagas % r.quantidadeMeses;
        // Paid on each due date, so no late interest can push a payment past the limit.
        for (let i = 0; i < pagas; i++) e = aplicarPagamento(e, "parcela", undefined, e.dataProximoCiclo).estado;
        return { ...e, status: r.status };
      })
  );
}

export const mensalArb = mensalArbCom(AMPLOS);
export const parceladoArb = parceladoArbCom(AMPLOS);
export const emprestimoArb = fc.oneof(mensalArb, parceladoArb);
export const mensalCotidianoArb = mensalArbCom(COTIDIANOS);
export const parceladoCotidianoArb = parceladoArbCom(COTIDIANOS);
export const emprestimoCotidianoArb = fc.oneof(mensalCotidianoArb, parceladoCotidianoArb);

/** The loan with a day from 60 days before to a year after its due date. */
export function comHojePerto(arb: fc.Arbitrary<EmprestimoEstado>): fc.Arbitrary<[EmprestimoEstado, string]> {
  return arb.chain((e) => fc.integer({ min: -60, max: 365 }).map((d): [EmprestimoEstado, string] => [e, adicionarDias(e.dataProximoCiclo, d)]));
}
