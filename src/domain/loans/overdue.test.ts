import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { adicionarDias } from "../dates.ts";
import { formatarReais } from "../money.ts";
import { comAtraso, estadoAtraso, jurosAtraso } from "./overdue.ts";
import { R, T, dataArb, emprestimoArb, emprestimoCotidianoArb, mensal, parcelado } from "./test-helpers.ts";
import { MAXIMO_CENTAVOS } from "../money.ts";
import type { EmprestimoEstado, StatusEmprestimo } from "./types.ts";

describe("estado de atraso", () => {
  it.each<[string, EmprestimoEstado, string, StatusEmprestimo, number, string]>([
    ["2 dias a 1% ao dia sobre R$ 1.000,00", mensal({ dataProximoCiclo: "2026-01-31" }), "2026-02-02", "atrasado", 2, "R$ 20,00"],
    ["fixo R$ 5,00 por dia × 2", mensal({ taxaAtrasoTipo: "fixo", taxaAtraso: R("5,00") }), "2026-02-02", "atrasado", 2, "R$ 10,00"],
    ["no dia do vencimento não está atrasado", mensal(), "2026-01-31", "ativo", 0, "R$ 0,00"],
    ["antes do vencimento", mensal(), "2026-01-15", "ativo", 0, "R$ 0,00"],
    ["um dia depois", mensal(), "2026-02-01", "atrasado", 1, "R$ 10,00"],
    ["atrasado que voltou a estar em dia vira ativo", mensal({ status: "atrasado", dataProximoCiclo: "2026-03-02" }), "2026-02-02", "ativo", 0, "R$ 0,00"],
    ["atrasado continua atrasado", mensal({ status: "atrasado" }), "2026-02-10", "atrasado", 10, "R$ 100,00"],
    ["pausado não acumula", mensal({ status: "pausado" }), "2026-03-01", "pausado", 0, "R$ 0,00"],
    ["aguardando envio não acumula", mensal({ status: "aguardando_envio" }), "2026-03-01", "aguardando_envio", 0, "R$ 0,00"],
    ["finalizado não acumula", mensal({ status: "finalizado" }), "2026-03-01", "finalizado", 0, "R$ 0,00"],
    ["sobre o saldo restante, não o original", mensal({ valorRestante: R("400,00") }), "2026-02-03", "atrasado", 3, "R$ 12,00"],
    [
      "meio por cento por 3 dias sobre R$ 333,33 (arredonda uma vez)",
      mensal({ valorRestante: R("333,33"), taxaAtraso: T("0,5") }),
      "2026-02-03",
      "atrasado",
      3,
      "R$ 5,00",
    ],
    ["parcelado: sobre a parcela atrasada (R$ 433,33), não o saldo", parcelado(), "2026-03-02", "atrasado", 2, "R$ 8,67"],
    [
      "parcelado: última parcela com o resto (R$ 433,34)",
      parcelado({ cicloAtual: 3, valorRestante: R("433,34"), dataProximoCiclo: "2026-04-30" }),
      "2026-05-10",
      "atrasado",
      10,
      "R$ 43,33",
    ],
    ["parcelado fixo", parcelado({ taxaAtrasoTipo: "fixo", taxaAtraso: R("2,50") }), "2026-03-02", "atrasado", 2, "R$ 5,00"],
  ])("%s", (_nome, e, hoje, status, dias, valor) => {
    const atraso = estadoAtraso(e, hoje);
    expect(atraso.status).toBe(status);
    expect(atraso.diasAtraso).toBe(dias);
    expect(formatarReais(atraso.valorJurosAtraso)).toBe(valor);
  });

  it("para no máximo que a coluna guarda (R$ 99.999.999,99), sem quebrar a leitura", () => {
    const esquecido = mensal({ valorRestante: R("1.000.000,00"), taxaAtraso: T("10") }); // R$ 100.000,00 per day
    expect(estadoAtraso(esquecido, "2026-05-10").valorJurosAtraso).toBe(R("9.900.000,00")); // 99 days
    expect(estadoAtraso(esquecido, "2030-01-31").valorJurosAtraso).toBe(MAXIMO_CENTAVOS);
    const fixo = mensal({ taxaAtrasoTipo: "fixo", taxaAtraso: R("99.999.999,99") });
    expect(estadoAtraso(fixo, "2026-02-01").valorJurosAtraso).toBe(MAXIMO_CENTAVOS);
    expect(estadoAtraso(fixo, "2026-02-02").valorJurosAtraso).toBe(MAXIMO_CENTAVOS);
  });

  it("comAtraso junta o estado e os números de hoje", () => {
    const e = comAtraso(mensal(), "2026-02-02");
    expect(e).toMatchObject({ status: "atrasado", diasAtraso: 2, valorJurosAtraso: R("20,00"), valorRestante: R("1.000,00") });
  });

  it("recalcular no mesmo dia não muda nada (o job diário é idempotente)", () => {
    fc.assert(
      fc.property(emprestimoArb, dataArb, (e, hoje) => {
        const uma = comAtraso(e, hoje);
        expect(comAtraso(uma, hoje)).toEqual(uma);
      }),
    );
  });

  it("cresce linearmente com os dias: f(2d) = 2·f(d) a menos de 1 centavo, exato no fixo", () => {
    fc.assert(
      fc.property(emprestimoCotidianoArb, fc.integer({ min: 1, max: 365 }), (e, d) => {
        const f1 = jurosAtraso(e, d);
        const f2 = jurosAtraso(e, 2 * d);
        if (e.taxaAtrasoTipo === "fixo") expect(f2).toBe(2 * f1);
        else expect(Math.abs(f2 - 2 * f1)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("nunca negativo, zero até o vencimento e positivo em dias só depois dele", () => {
    fc.assert(
      fc.property(emprestimoArb, fc.integer({ min: -400, max: 400 }), (e, deslocamento) => {
        const hoje = adicionarDias(e.dataProximoCiclo, deslocamento);
        const atraso = estadoAtraso(e, hoje);
        expect(atraso.valorJurosAtraso).toBeGreaterThanOrEqual(0);
        const corre = e.status === "ativo" || e.status === "atrasado";
        expect(atraso.diasAtraso).toBe(corre && deslocamento > 0 ? deslocamento : 0);
        if (atraso.diasAtraso === 0) expect(atraso.valorJurosAtraso).toBe(0);
      }),
    );
  });
});
