import { parsePix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { txidDoEmprestimo } from "../../domain/cobranca-pix.ts";
import { cobrancaPixDoEmprestimo } from "./cobranca-pix.ts";
import type { Emprestimo } from "./ledger-api.ts";

const RECEBEDOR = { chavePix: "pix@exemplo.com", nomeRecebedor: "Ana Credora", cidadeRecebedor: "Natal" };
const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

function emprestimo(parcial: Partial<Emprestimo> = {}): Emprestimo {
  return {
    id: ID,
    clienteId: "c1",
    modalidade: "mensal",
    valorOriginal: "1000.00",
    valorRestante: "1000.00",
    prazoDias: 30,
    taxaJuros: "10.00",
    taxaAtraso: "1.00",
    taxaAtrasoTipo: "percentual",
    origem: "manual",
    cicloAtual: 2,
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

function lido(r: ReturnType<typeof cobrancaPixDoEmprestimo>) {
  if (r.tipo !== "codigo") throw new Error(r.tipo);
  return { valor: r.valor, pix: parsePix(r.codigo) };
}

describe("PIX copia e cola do empréstimo", () => {
  it("em dia: os juros do ciclo, com o txid do ciclo", () => {
    const { valor, pix } = lido(cobrancaPixDoEmprestimo(emprestimo(), RECEBEDOR, "2026-03-20"));
    expect(valor).toBe(10000);
    expect(pix).toMatchObject({ transactionAmount: 100, pixKey: "pix@exemplo.com", merchantName: "ANA CREDORA", txid: txidDoEmprestimo(ID, 2) });
  });

  it("em atraso: soma os juros de atraso de hoje (1% ao dia sobre R$ 1.000,00 por 5 dias)", () => {
    const { valor, pix } = lido(cobrancaPixDoEmprestimo(emprestimo({ status: "atrasado" }), RECEBEDOR, "2026-04-05"));
    expect(valor).toBe(15000);
    expect(pix).toMatchObject({ transactionAmount: 150 });
  });

  it("parcelado: a parcela atual", () => {
    const r = cobrancaPixDoEmprestimo(
      emprestimo({ modalidade: "parcelado", prazoDias: null, quantidadeParcelas: 4, valorParcela: "275.50", valorRestante: "1102.00", cicloAtual: 1 }),
      RECEBEDOR,
      "2026-03-20",
    );
    expect(lido(r).valor).toBe(27550);
  });

  it("sem recebedor completo, ou em empréstimo que não se cobra, não há código", () => {
    expect(cobrancaPixDoEmprestimo(emprestimo(), { ...RECEBEDOR, cidadeRecebedor: null }, "2026-03-20")).toEqual({ tipo: "sem-recebedor" });
    for (const status of ["finalizado", "pausado", "aguardando_envio"] as const) {
      expect(cobrancaPixDoEmprestimo(emprestimo({ status }), RECEBEDOR, "2026-03-20")).toEqual({ tipo: "nenhuma" });
    }
  });
});
