import { describe, expect, it } from "vitest";
import type { Emprestimo } from "../../lib/ledger-api.ts";
import { calcularPrevia, estadoDoEmprestimo, principalDoRecebido } from "./previa.ts";

const HOJE = "2026-03-10";

function emprestimo(parcial: Partial<Emprestimo> = {}): Emprestimo {
  return {
    id: "e1",
    clienteId: "c1",
    modalidade: "mensal",
    valorOriginal: "1000.00",
    valorRestante: "1000.00",
    prazoDias: 30,
    taxaJuros: "10.00",
    taxaAtraso: "1.00",
    taxaAtrasoTipo: "percentual",
    origem: "manual",
    cicloAtual: 1,
    dataEmprestimo: "2026-03-01",
    dataInicio: "2026-03-01",
    dataProximoCiclo: "2026-03-31",
    diasAtraso: 0,
    valorJurosAtraso: "0.00",
    status: "ativo",
    quantidadeParcelas: null,
    valorParcela: null,
    cliente: { id: "c1", nome: "Maria", telefone: "11912345678" },
    dadosNovosPendentes: false,
    ultimoPagamentoId: null,
    temPagamentos: false,
    contratoAceitoEm: null,
    renegociadoDe: null,
    renegociadoPara: null,
    jurosRenegociados: "0.00",
    periodicidade: "mensal",
    taxaTotal: null,
    multaAtraso: "0.00",
    valorMulta: "0.00",
    parcelas: null,
    ...parcial,
  };
}

function linhas(e: Emprestimo, tipo: "juros_apenas" | "parcial" | "total", texto = "") {
  const estado = estadoDoEmprestimo(e);
  if (!estado) throw new Error("estado");
  const r = calcularPrevia(estado, tipo, texto, HOJE);
  if (!r.ok) throw new Error(r.erro);
  return r.linhas;
}

describe("calcularPrevia", () => {
  it("interest only, partial and total of a loan that is not late", () => {
    expect(linhas(emprestimo(), "juros_apenas")).toEqual({
      jurosCiclo: 10000,
      jurosAtraso: 0,
      jurosAtrasoDispensado: 0,
      multa: 0,
      multaDispensada: 0,
      principal: 0,
      total: 10000,
      aviso: null,
    });
    expect(linhas(emprestimo(), "parcial", "400,00")).toMatchObject({ principal: 40000, total: 50000, aviso: null });
    expect(linhas(emprestimo(), "total")).toMatchObject({ principal: 100000, total: 110000 });
  });

  it("adds the late interest of the day as its own line", () => {
    // 5 days late at 1% per day on R$ 1.000,00 = R$ 50,00.
    const r = linhas(emprestimo({ status: "atrasado", dataProximoCiclo: "2026-03-05", diasAtraso: 5, valorJurosAtraso: "50.00" }), "juros_apenas");
    expect(r).toMatchObject({ jurosCiclo: 10000, jurosAtraso: 5000, total: 15000 });
  });

  it("waits for a valid principal on a partial payment and says why", () => {
    expect(linhas(emprestimo(), "parcial", "")).toMatchObject({ jurosCiclo: 10000, principal: null, total: null, aviso: null });
    expect(linhas(emprestimo(), "parcial", "0")).toMatchObject({ principal: null, aviso: "Digite um valor válido para pagamento parcial." });
    expect(linhas(emprestimo(), "parcial", "abc")).toMatchObject({ principal: null, aviso: "Digite um valor válido para pagamento parcial." });
    expect(linhas(emprestimo(), "parcial", "1.000,01").aviso).toMatch(/saldo restante/);
  });

  it("explains why a finalized loan cannot be paid", () => {
    const estado = estadoDoEmprestimo(emprestimo({ status: "finalizado" }));
    expect(estado && calcularPrevia(estado, "total", "", HOJE)).toEqual({ ok: false, erro: "Este empréstimo já foi finalizado." });
  });

  it("has no state for a status the rules do not know", () => {
    expect(estadoDoEmprestimo(emprestimo({ status: "desconhecido" as never }))).toBeNull();
  });
});

// Issue 42, point 7: 'Parcial' from the cash received — the principal is the cash less the interest due.
describe("principalDoRecebido", () => {
  const estado = estadoDoEmprestimo(emprestimo());
  if (!estado) throw new Error("estado");
  it("o principal é o recebido menos os juros do ciclo (R$ 1.000 a 10%: R$ 100 de juros)", () => {
    expect(principalDoRecebido(estado, "300,00", HOJE)).toEqual({ ok: true, principal: 20000 });
    expect(principalDoRecebido(estado, "1.100,00", HOJE)).toEqual({ ok: true, principal: 100000 });
  });
  it("recebido até os juros, ou acima do valor para quitar: mensagem clara em pt-BR", () => {
    expect(principalDoRecebido(estado, "100,00", HOJE)).toEqual({
      ok: false,
      erro: "O valor recebido precisa ser maior que os juros devidos (R$ 100,00): sem sobra, não abate principal.",
    });
    expect(principalDoRecebido(estado, "1.100,01", HOJE)).toEqual({ ok: false, erro: "O valor recebido passa do valor para quitar (R$ 1.100,00)." });
    expect(principalDoRecebido(estado, "", HOJE)).toEqual({ ok: false, erro: null });
    expect(principalDoRecebido(estado, "abc", HOJE).ok).toBe(false);
  });
});
