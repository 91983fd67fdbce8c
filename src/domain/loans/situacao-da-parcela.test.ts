import { describe, expect, it } from "vitest";
import { situacaoDaParcela, textoDaSituacao } from "./situacao-da-parcela.ts";

// Issue 43, point 3: the cell of each installment on the cartela, its PDF and the borrower's page.
describe("situacaoDaParcela", () => {
  const hoje = "2026-11-25";
  const aberto = { cicloAtual: 3, status: "atrasado" };

  it("antes de cicloAtual, paga; depois, pela data do vencimento", () => {
    expect(situacaoDaParcela(2, "2026-11-23", aberto, hoje)).toBe("paga");
    expect(situacaoDaParcela(3, "2026-11-24", aberto, hoje)).toBe("em_atraso");
    expect(situacaoDaParcela(4, "2026-11-25", aberto, hoje)).toBe("vence_hoje");
    expect(situacaoDaParcela(5, "2026-11-26", aberto, hoje)).toBe("a_vencer");
  });

  it("finalizado: todas pagas; aguardando o dinheiro: nada vencido", () => {
    expect(situacaoDaParcela(9, "2026-11-01", { cicloAtual: 9, status: "finalizado" }, hoje)).toBe("paga");
    expect(situacaoDaParcela(1, "2026-11-01", { cicloAtual: 1, status: "aguardando_envio" }, hoje)).toBe("a_vencer");
  });

  it("renegociado: as não pagas passaram para o novo empréstimo, nunca 'Em atraso' neste", () => {
    const renegociado = { cicloAtual: 3, status: "renegociado" };
    expect(situacaoDaParcela(2, "2026-11-23", renegociado, hoje)).toBe("paga");
    expect(situacaoDaParcela(3, "2026-11-24", renegociado, hoje)).toBe("renegociada");
    expect(situacaoDaParcela(5, "2026-11-26", renegociado, hoje)).toBe("renegociada");
    expect(textoDaSituacao("renegociada", null)).toBe("Renegociada");
  });

  it("'Paga em 03/02' quando se sabe o dia", () => {
    expect(textoDaSituacao("paga", "2027-02-03")).toBe("Paga em 03/02");
    expect(textoDaSituacao("paga", null)).toBe("Paga");
  });
});
