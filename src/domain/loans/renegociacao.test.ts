import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAXIMO_CENTAVOS, formatarReais } from "../money.ts";
import {
  ErroRenegociacao,
  MENSAGENS_ERRO_RENEGOCIACAO,
  distribuirPerdao,
  dividaRenegociada,
  isErroRenegociacao,
  podeRenegociar,
  type DividaAtual,
} from "./renegociacao.ts";
import { R } from "./test-helpers.ts";
import { STATUS_EMPRESTIMO } from "./types.ts";

/** R$ 1.000,00 outstanding, R$ 100,00 of interest due, R$ 15,00 of late interest, R$ 2,00 of penalty. */
const DIVIDA: DividaAtual = { principal: R("1000"), juros: R("100"), jurosAtraso: R("15"), multa: R("2") };

function reais(d: DividaAtual): Record<keyof DividaAtual, string> {
  return {
    principal: formatarReais(d.principal),
    juros: formatarReais(d.juros),
    jurosAtraso: formatarReais(d.jurosAtraso),
    multa: formatarReais(d.multa),
  };
}

function erroDe(f: () => unknown): ErroRenegociacao {
  try {
    f();
  } catch (e) {
    if (isErroRenegociacao(e)) return e;
    throw e;
  }
  throw new Error("não lançou");
}

const parteArb = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: Math.floor(MAXIMO_CENTAVOS / 4) }));
const dividaArb: fc.Arbitrary<DividaAtual> = fc.record({ principal: parteArb, juros: parteArb, jurosAtraso: parteArb, multa: parteArb });
const total = (d: DividaAtual) => d.principal + d.juros + d.jurosAtraso + d.multa;
/** A debt and a forgiveness from 0 to its total, both ends often. */
const comPerdaoArb = dividaArb.chain((d) => fc.tuple(fc.constant(d), fc.oneof(fc.constant(0), fc.constant(total(d)), fc.integer({ min: 0, max: total(d) }))));

describe("dividaRenegociada: exemplos", () => {
  it("sem perdão, R$ 1.117,00 devidos viram o principal: R$ 1.000,00 transferidos + R$ 117,00 de juros renegociados", () => {
    const r = dividaRenegociada(DIVIDA, 0);
    expect(formatarReais(r.totalDevido)).toBe("R$ 1.117,00");
    expect(reais(r.perdaoPorParte)).toEqual({ principal: "R$ 0,00", juros: "R$ 0,00", jurosAtraso: "R$ 0,00", multa: "R$ 0,00" });
    expect(r.restante).toEqual(DIVIDA);
    expect(formatarReais(r.novoPrincipal)).toBe("R$ 1.117,00");
    expect(formatarReais(r.principalTransferido)).toBe("R$ 1.000,00");
    expect(formatarReais(r.jurosRenegociados)).toBe("R$ 117,00");
  });

  it("perdão de R$ 2,00 tira só a multa", () => {
    const r = dividaRenegociada(DIVIDA, R("2"));
    expect(reais(r.perdaoPorParte)).toEqual({ principal: "R$ 0,00", juros: "R$ 0,00", jurosAtraso: "R$ 0,00", multa: "R$ 2,00" });
    expect(formatarReais(r.novoPrincipal)).toBe("R$ 1.115,00");
    expect(formatarReais(r.jurosRenegociados)).toBe("R$ 115,00");
  });

  it("perdão de R$ 10,00: a multa inteira, depois R$ 8,00 dos juros de atraso", () => {
    const r = dividaRenegociada(DIVIDA, R("10"));
    expect(reais(r.perdaoPorParte)).toEqual({ principal: "R$ 0,00", juros: "R$ 0,00", jurosAtraso: "R$ 8,00", multa: "R$ 2,00" });
    expect(reais(r.restante)).toEqual({ principal: "R$ 1.000,00", juros: "R$ 100,00", jurosAtraso: "R$ 7,00", multa: "R$ 0,00" });
    expect(formatarReais(r.novoPrincipal)).toBe("R$ 1.107,00");
  });

  it("perdão de R$ 67,00: encargos de atraso inteiros, depois R$ 50,00 dos juros", () => {
    const r = dividaRenegociada(DIVIDA, R("67"));
    expect(reais(r.perdaoPorParte)).toEqual({ principal: "R$ 0,00", juros: "R$ 50,00", jurosAtraso: "R$ 15,00", multa: "R$ 2,00" });
    expect(formatarReais(r.novoPrincipal)).toBe("R$ 1.050,00");
    expect(formatarReais(r.principalTransferido)).toBe("R$ 1.000,00");
    expect(formatarReais(r.jurosRenegociados)).toBe("R$ 50,00");
  });

  it("perdão de R$ 317,00: todos os juros e R$ 200,00 do principal", () => {
    const r = dividaRenegociada(DIVIDA, R("317"));
    expect(reais(r.perdaoPorParte)).toEqual({ principal: "R$ 200,00", juros: "R$ 100,00", jurosAtraso: "R$ 15,00", multa: "R$ 2,00" });
    expect(formatarReais(r.novoPrincipal)).toBe("R$ 800,00");
    expect(formatarReais(r.principalTransferido)).toBe("R$ 800,00");
    expect(r.jurosRenegociados).toBe(0);
  });

  it("um centavo de perdão sai da multa; sem multa, dos juros de atraso", () => {
    expect(dividaRenegociada(DIVIDA, 1).restante.multa).toBe(R("1,99"));
    const semMulta = dividaRenegociada({ ...DIVIDA, multa: 0 }, 1);
    expect(semMulta.perdaoPorParte).toEqual({ principal: 0, juros: 0, jurosAtraso: 1, multa: 0 });
  });

  it("recusa perdoar tudo: o novo empréstimo ficaria sem principal", () => {
    const e = erroDe(() => dividaRenegociada(DIVIDA, R("1117")));
    expect(e.codigo).toBe("renegociacao_sem_saldo");
    expect(e.message).toBe("Não há saldo a renegociar: o novo empréstimo ficaria sem principal.");
    // Nothing owed at all is the same refusal.
    expect(erroDe(() => dividaRenegociada({ principal: 0, juros: 0, jurosAtraso: 0, multa: 0 }, 0)).codigo).toBe("renegociacao_sem_saldo");
  });

  it.each([
    ["negativo", -1],
    ["acima do total devido", R("1117") + 1],
    ["fracionário", 0.5],
    ["NaN", Number.NaN],
  ])("recusa perdão %s com mensagem em português", (_, perdao) => {
    const e = erroDe(() => dividaRenegociada(DIVIDA, perdao));
    expect(e).toBeInstanceOf(ErroRenegociacao);
    expect(e.codigo).toBe("perdao_invalido");
    expect(e.message).toBe("O valor perdoado deve ser de zero até o total devido.");
  });

  it("recusa um novo principal acima de R$ 99.999.999,99", () => {
    const e = erroDe(() => dividaRenegociada({ principal: MAXIMO_CENTAVOS, juros: 1, jurosAtraso: 0, multa: 0 }, 0));
    expect(e.codigo).toBe("novo_principal_acima_do_limite");
    expect(e.message).toBe("O novo principal ultrapassa o limite de R$ 99.999.999,99.");
    expect(dividaRenegociada({ principal: MAXIMO_CENTAVOS, juros: 1, jurosAtraso: 0, multa: 0 }, 1).novoPrincipal).toBe(MAXIMO_CENTAVOS);
  });

  it("uma parte negativa ou fracionária é erro do código, não do usuário", () => {
    expect(() => dividaRenegociada({ ...DIVIDA, juros: -1 }, 0)).toThrow(RangeError);
    expect(() => dividaRenegociada({ ...DIVIDA, multa: 0.5 }, 0)).toThrow(RangeError);
  });

  it("todas as mensagens são as do tipo de erro", () => {
    for (const [codigo, mensagem] of Object.entries(MENSAGENS_ERRO_RENEGOCIACAO)) {
      const e = new ErroRenegociacao(codigo as keyof typeof MENSAGENS_ERRO_RENEGOCIACAO);
      expect(e.message).toBe(mensagem);
      expect(isErroRenegociacao(e)).toBe(true);
    }
    expect(isErroRenegociacao(new Error("x"))).toBe(false);
  });
});

describe("dividaRenegociada: propriedades", () => {
  it("dívida − perdão = novo principal = principal transferido + juros renegociados; toda parte ≥ 0", () => {
    fc.assert(
      fc.property(comPerdaoArb, ([d, perdao]) => {
        fc.pre(total(d) - perdao > 0);
        const r = dividaRenegociada(d, perdao);
        expect(r.totalDevido).toBe(total(d));
        expect(r.novoPrincipal).toBe(total(d) - perdao);
        expect(r.principalTransferido + r.jurosRenegociados).toBe(r.novoPrincipal);
        expect(r.principalTransferido).toBe(d.principal - r.perdaoPorParte.principal);
        expect(total(r.perdaoPorParte)).toBe(perdao);
        for (const parte of [r.perdaoPorParte, r.restante]) {
          for (const v of Object.values(parte)) expect(v).toBeGreaterThanOrEqual(0);
        }
        for (const k of ["principal", "juros", "jurosAtraso", "multa"] as const) {
          expect(r.restante[k] + r.perdaoPorParte[k]).toBe(d[k]);
        }
      }),
    );
  });

  it("o perdão não toca os juros enquanto restam encargos de atraso, nem o principal enquanto restam juros", () => {
    fc.assert(
      fc.property(comPerdaoArb, ([d, perdao]) => {
        const p = distribuirPerdao(d, perdao);
        const restante = { multa: d.multa - p.multa, jurosAtraso: d.jurosAtraso - p.jurosAtraso, juros: d.juros - p.juros };
        if (restante.multa > 0) expect(p.jurosAtraso).toBe(0);
        if (restante.multa + restante.jurosAtraso > 0) expect(p.juros).toBe(0);
        if (restante.multa + restante.jurosAtraso + restante.juros > 0) expect(p.principal).toBe(0);
      }),
    );
  });

  it("perdão 0 não muda nada", () => {
    fc.assert(
      fc.property(dividaArb, (d) => {
        fc.pre(total(d) > 0);
        const r = dividaRenegociada(d, 0);
        expect(r.restante).toEqual(d);
        expect(r.novoPrincipal).toBe(total(d));
        expect(r.principalTransferido).toBe(d.principal);
      }),
    );
  });

  it("perdoar o total zera toda parte, e a renegociação é recusada", () => {
    fc.assert(
      fc.property(dividaArb, (d) => {
        expect(distribuirPerdao(d, total(d))).toEqual(d);
        expect(erroDe(() => dividaRenegociada(d, total(d))).codigo).toBe("renegociacao_sem_saldo");
      }),
    );
  });

  it("perdão fora de 0..total é recusado", () => {
    fc.assert(
      fc.property(dividaArb, fc.integer({ min: 1, max: 1_000 }), (d, a) => {
        expect(erroDe(() => dividaRenegociada(d, total(d) + a)).codigo).toBe("perdao_invalido");
        expect(erroDe(() => dividaRenegociada(d, -a)).codigo).toBe("perdao_invalido");
      }),
    );
  });
});

describe("podeRenegociar", () => {
  it("só ativo e atrasado", () => {
    expect(STATUS_EMPRESTIMO.filter(podeRenegociar)).toEqual(["ativo", "atrasado"]);
  });
});
