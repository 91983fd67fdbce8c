import { describe, expect, it } from "vitest";
import { ErroEmprestimo } from "./errors.ts";
import { ativaAoMudar, ativarEmprestimo, avisoAtivacao, mudarStatus } from "./status.ts";
import { R, mensal, parcelado } from "./test-helpers.ts";
import { STATUS_EMPRESTIMO, type StatusEmprestimo } from "./types.ts";

describe("ativação (aguardando_envio → ativo)", () => {
  it("mensal: data do empréstimo hoje e primeiro vencimento hoje + prazo", () => {
    const e = mensal({ status: "aguardando_envio", dataInicio: "2026-01-01", dataProximoCiclo: "2026-01-31" });
    const { estado, dataEmprestimo } = ativarEmprestimo(e, "2026-02-10");
    expect(dataEmprestimo).toBe("2026-02-10");
    expect(estado).toMatchObject({
      status: "ativo",
      dataInicio: "2026-02-10",
      dataProximoCiclo: "2026-03-12",
      diasAtraso: 0,
      valorJurosAtraso: 0,
      cicloAtual: 1,
    });
  });

  it("parcelado: primeiro vencimento hoje + 1 mês, e as parcelas seguintes contam de hoje", () => {
    const e = parcelado({ status: "aguardando_envio", dataInicio: "2025-12-01", dataProximoCiclo: "2026-01-01" });
    const { estado } = ativarEmprestimo(e, "2026-01-31");
    expect(estado).toMatchObject({ status: "ativo", dataInicio: "2026-01-31", dataProximoCiclo: "2026-02-28", valorRestante: R("1.300,00") });
  });

  it.each(STATUS_EMPRESTIMO.filter((s) => s !== "aguardando_envio"))("recusa ativar um empréstimo %s", (status) => {
    expect(() => ativarEmprestimo(mensal({ status }), "2026-02-10")).toThrow(ErroEmprestimo);
  });

  it("o aviso do diálogo diz as novas datas", () => {
    expect(avisoAtivacao(mensal({ status: "aguardando_envio" }), "2026-02-10")).toBe(
      "A data do empréstimo passará a ser hoje (10/02/2026) e o primeiro vencimento será 12/03/2026 (ou o dia de cobrança seguinte, se esse não for).",
    );
  });

  it("parcelado mensal: o aviso diz o vencimento escrito (movido do domingo), não o de antes", () => {
    // Activated on 29/10/2026: + 1 month is Sunday 29/11, which the server writes as Monday 30/11.
    const e = parcelado({ status: "aguardando_envio" });
    expect(avisoAtivacao(e, "2026-10-29", "2026-11-30")).toBe("A data do empréstimo passará a ser hoje (29/10/2026) e o primeiro vencimento será 30/11/2026.");
    // Until the server answers, no date it cannot promise.
    expect(avisoAtivacao(e, "2026-10-29")).toBe(
      "A data do empréstimo passará a ser hoje (29/10/2026) e as parcelas serão recalculadas a partir de hoje, nos dias de cobrança.",
    );
  });
});

describe("mudança de status pelo credor", () => {
  it("mesmo status: nada a gravar", () => {
    const r = mudarStatus(mensal(), "ativo", "2026-01-10");
    expect(r.mudou).toBe(false);
    expect(r.dataEmprestimo).toBeNull();
  });

  it("aguardando_envio → ativo é a ativação", () => {
    const r = mudarStatus(mensal({ status: "aguardando_envio" }), "ativo", "2026-02-10");
    expect(r).toMatchObject({ mudou: true, dataEmprestimo: "2026-02-10", estado: { status: "ativo", dataProximoCiclo: "2026-03-12" } });
  });

  // A loan signed up on 01/01, first due 31/01 (mensal, 30 days) or 28/02 (parcelado from 31/01):
  // whatever status it leaves aguardando_envio for on 10/05, its dates restart on 10/05.
  describe("qualquer saída de aguardando_envio é a ativação (datas de hoje), e o status escolhido fica", () => {
    const hoje = "2026-05-10";
    it.each<[StatusEmprestimo, StatusEmprestimo]>([
      ["ativo", "ativo"],
      ["atrasado", "ativo"], // not due yet: the calendar says ativo
      ["pausado", "pausado"],
      ["finalizado", "finalizado"],
    ])("mensal: aguardando_envio → %s", (novo, statusFinal) => {
      const r = mudarStatus(mensal({ status: "aguardando_envio" }), novo, hoje);
      expect(r.mudou).toBe(true);
      expect(r.dataEmprestimo).toBe(hoje);
      expect(r.estado).toMatchObject({
        status: statusFinal,
        dataInicio: hoje,
        dataProximoCiclo: "2026-06-09",
        cicloAtual: 1,
        valorRestante: R("1.000,00"),
        diasAtraso: 0,
        valorJurosAtraso: 0,
      });
    });

    it.each<[StatusEmprestimo, StatusEmprestimo]>([
      ["ativo", "ativo"],
      ["atrasado", "ativo"],
      ["pausado", "pausado"],
      ["finalizado", "finalizado"],
    ])("parcelado: aguardando_envio → %s", (novo, statusFinal) => {
      const r = mudarStatus(parcelado({ status: "aguardando_envio" }), novo, hoje);
      expect(r.dataEmprestimo).toBe(hoje);
      expect(r.estado).toMatchObject({ status: statusFinal, dataInicio: hoje, dataProximoCiclo: "2026-06-10", valorRestante: R("1.300,00"), diasAtraso: 0 });
    });

    it("aguardando_envio → pausado → ativo: não nasce atrasado, vence um prazo depois da primeira mudança", () => {
      const pausado = mudarStatus(mensal({ status: "aguardando_envio" }), "pausado", hoje);
      expect(pausado.estado).toMatchObject({ status: "pausado", dataInicio: hoje, dataProximoCiclo: "2026-06-09" });
      const ativo = mudarStatus(pausado.estado, "ativo", "2026-05-20");
      // An ordinary change now: the dates of the first move stay, and the loan date is not rewritten.
      expect(ativo.dataEmprestimo).toBeNull();
      expect(ativo.estado).toMatchObject({ status: "ativo", dataInicio: hoje, dataProximoCiclo: "2026-06-09", diasAtraso: 0, valorJurosAtraso: 0 });
    });

    it("só a saída de aguardando_envio ativa; voltar a aguardando_envio ou mudar entre os outros não", () => {
      for (const de of STATUS_EMPRESTIMO) {
        for (const para of STATUS_EMPRESTIMO) {
          expect(ativaAoMudar(de, para)).toBe(de === "aguardando_envio" && para !== "aguardando_envio");
        }
      }
      const r = mudarStatus(mensal({ status: "pausado" }), "aguardando_envio", hoje);
      expect(r).toMatchObject({ dataEmprestimo: null, estado: { status: "aguardando_envio", dataInicio: "2026-01-01", dataProximoCiclo: "2026-01-31" } });
    });
  });

  it("pausar um atrasado zera os números de atraso", () => {
    const r = mudarStatus(mensal({ status: "atrasado" }), "pausado", "2026-02-10");
    expect(r.estado).toMatchObject({ status: "pausado", diasAtraso: 0, valorJurosAtraso: 0 });
  });

  it("reativar um pausado vencido volta a ser atrasado, contado do vencimento", () => {
    const r = mudarStatus(mensal({ status: "pausado" }), "ativo", "2026-02-02");
    expect(r.estado).toMatchObject({ status: "atrasado", diasAtraso: 2, valorJurosAtraso: R("20,00") });
  });

  it("marcar atrasado um empréstimo em dia lê-se ativo (o atraso vem do calendário)", () => {
    expect(mudarStatus(mensal(), "atrasado", "2026-01-10").estado.status).toBe("ativo");
  });

  it("finalizar à mão mantém o saldo e zera o atraso", () => {
    const r = mudarStatus(mensal({ status: "atrasado" }), "finalizado", "2026-02-10");
    expect(r.estado).toMatchObject({ status: "finalizado", valorRestante: R("1.000,00"), diasAtraso: 0 });
  });
});
