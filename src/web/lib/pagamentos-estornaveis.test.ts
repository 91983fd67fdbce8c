import { describe, expect, it } from "vitest";
import { pagamentosEstornaveis } from "./pagamentos-estornaveis.ts";

const p = (id: string, emprestimoId: string, estornado = false) => ({ id, emprestimoId, estornado });

describe("pagamentosEstornaveis", () => {
  it("from the list: the newest payment not reversed of each loan", () => {
    const lista = [p("p5", "A", true), p("p4", "A"), p("p3", "B"), p("p2", "A"), p("p1", "B")];
    expect([...pagamentosEstornaveis(lista)]).toEqual(["p4", "p3"]);
  });

  it("a loan whose payments were all reversed has none", () => {
    expect(pagamentosEstornaveis([p("p2", "A", true), p("p1", "A", true)]).size).toBe(0);
  });

  it("the loans' ultimoPagamentoId wins once they are read", () => {
    const lista = [p("p4", "A"), p("p3", "A")];
    expect([...pagamentosEstornaveis(lista, [{ ultimoPagamentoId: "p3" }, { ultimoPagamentoId: null }])]).toEqual(["p3"]);
  });
});
