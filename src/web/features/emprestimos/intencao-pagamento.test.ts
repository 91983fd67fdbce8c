import { describe, expect, it } from "vitest";
import {
  armazenamentoEmMemoria,
  chaveDaIntencao,
  esquecerIntencao,
  esquecerTodasAsIntencoes,
  idDaIntencao,
  VALIDADE_INTENCAO_MS,
  versaoDoEmprestimo,
  type IntencaoPagamento,
} from "./intencao-pagamento.ts";

const EMPRESTIMO = "6f1c1a8e-3f5b-4c1e-9a57-1b2c3d4e5f60";
const OUTRO_EMPRESTIMO = "0b8f3a57-9a2e-4d63-8d42-7e6f5a4b3c21";
const VERSAO = versaoDoEmprestimo({ cicloAtual: 1, valorRestante: "1000.00" });

function juros(extra: Partial<IntencaoPagamento> = {}): IntencaoPagamento {
  return { emprestimoId: EMPRESTIMO, tipoPagamento: "juros_apenas", versaoEmprestimo: VERSAO, ...extra };
}

/** Keys "k1", "k2", ... in order, so each test can tell which key was made when. */
function gerador() {
  let n = 0;
  return () => `k${++n}`;
}

describe("chaveDaIntencao", () => {
  it("gives the same key to every attempt of one intended payment (closing, reopening, reloading)", () => {
    const armazenamento = armazenamentoEmMemoria();
    const gerar = gerador();
    const primeira = chaveDaIntencao(juros(), { armazenamento, gerar, agora: 1_000 });
    // Another dialog instance (or the page after a reload) asks again: nothing in memory but storage.
    expect(chaveDaIntencao(juros(), { armazenamento, gerar, agora: 60_000 })).toBe(primeira);
    expect(chaveDaIntencao(juros(), { armazenamento, gerar, agora: 3_600_000 })).toBe(primeira);
    expect(primeira).toBe("k1");
  });

  it("gives another key when what is paid changes: type, amount or loan", () => {
    const armazenamento = armazenamentoEmMemoria();
    const gerar = gerador();
    const chaves = [
      chaveDaIntencao(juros(), { armazenamento, gerar }),
      chaveDaIntencao(juros({ tipoPagamento: "parcial", valorPrincipal: "400.00" }), { armazenamento, gerar }),
      chaveDaIntencao(juros({ tipoPagamento: "parcial", valorPrincipal: "500.00" }), { armazenamento, gerar }),
      chaveDaIntencao(juros({ tipoPagamento: "total" }), { armazenamento, gerar }),
      chaveDaIntencao(juros({ emprestimoId: OUTRO_EMPRESTIMO }), { armazenamento, gerar }),
    ];
    expect(new Set(chaves).size).toBe(5);
    // Going back to an earlier choice finds its key again: that attempt may have reached the server.
    expect(chaveDaIntencao(juros({ tipoPagamento: "parcial", valorPrincipal: "400.00" }), { armazenamento, gerar })).toBe(chaves[1]);
  });

  it("forgets the key once the payment succeeded: the next payment of the same kind is new", () => {
    const armazenamento = armazenamentoEmMemoria();
    const gerar = gerador();
    const paga = chaveDaIntencao(juros(), { armazenamento, gerar });
    esquecerIntencao(juros(), armazenamento);
    expect(chaveDaIntencao(juros(), { armazenamento, gerar })).not.toBe(paga);
  });

  it("gives a new key once the loan shows a recorded payment (cycle or balance changed)", () => {
    const armazenamento = armazenamentoEmMemoria();
    const gerar = gerador();
    const antes = chaveDaIntencao(juros(), { armazenamento, gerar });
    const cicloSeguinte = versaoDoEmprestimo({ cicloAtual: 2, valorRestante: "1000.00" });
    const depois = chaveDaIntencao(juros({ versaoEmprestimo: cicloSeguinte }), { armazenamento, gerar });
    expect(depois).not.toBe(antes);
    const saldoMenor = versaoDoEmprestimo({ cicloAtual: 2, valorRestante: "600.00" });
    expect(chaveDaIntencao(juros({ versaoEmprestimo: saldoMenor }), { armazenamento, gerar })).not.toBe(depois);
  });

  it("drops keys unused for a day, and keeps those in use", () => {
    const armazenamento = armazenamentoEmMemoria();
    const gerar = gerador();
    const parcial = juros({ tipoPagamento: "parcial", valorPrincipal: "100.00" });
    const velha = chaveDaIntencao(juros(), { armazenamento, gerar, agora: 0 });
    const emUso = chaveDaIntencao(parcial, { armazenamento, gerar, agora: 0 });
    // Retried just before the day ends: still the same attempt.
    expect(chaveDaIntencao(parcial, { armazenamento, gerar, agora: VALIDADE_INTENCAO_MS - 1 })).toBe(emUso);
    const depois = VALIDADE_INTENCAO_MS + 10;
    expect(armazenamento.getItem(idDaIntencao(juros()))).not.toBeNull();
    expect(chaveDaIntencao(parcial, { armazenamento, gerar, agora: depois })).toBe(emUso);
    // The abandoned one was swept away by that lookup, and comes back as a new key.
    expect(armazenamento.getItem(idDaIntencao(juros()))).toBeNull();
    expect(chaveDaIntencao(juros(), { armazenamento, gerar, agora: depois })).not.toBe(velha);
  });

  it("ignores a damaged record instead of failing", () => {
    const armazenamento = armazenamentoEmMemoria();
    armazenamento.setItem(idDaIntencao(juros()), "{não é json");
    expect(chaveDaIntencao(juros(), { armazenamento, gerar: () => "nova" })).toBe("nova");
    armazenamento.setItem(idDaIntencao(juros()), JSON.stringify({ chave: 42 }));
    expect(chaveDaIntencao(juros(), { armazenamento, gerar: () => "outra" })).toBe("outra");
  });

  it("makes real UUIDs by default", () => {
    const chave = chaveDaIntencao(juros(), { armazenamento: armazenamentoEmMemoria() });
    expect(chave).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe("esquecerTodasAsIntencoes", () => {
  it("removes every intention and nothing else (sign-out on a shared browser)", () => {
    const armazenamento = armazenamentoEmMemoria();
    armazenamento.setItem("preferencia-de-outro-app", "fica");
    chaveDaIntencao(juros(), { armazenamento });
    chaveDaIntencao(juros({ emprestimoId: OUTRO_EMPRESTIMO }), { armazenamento });
    chaveDaIntencao(juros({ tipoPagamento: "total" }), { armazenamento });
    expect(armazenamento.length).toBe(4);
    esquecerTodasAsIntencoes(armazenamento);
    expect(armazenamento.length).toBe(1);
    expect(armazenamento.getItem("preferencia-de-outro-app")).toBe("fica");
  });
});
