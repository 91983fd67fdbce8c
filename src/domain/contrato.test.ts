import { describe, expect, it } from "vitest";
import { dataPorExtenso, formatarCpfOuCnpj, jurosNasParcelas, redigirContrato, TITULO_CONTRATO, type DadosContrato } from "./contrato.ts";
import { cronogramaDosTermos } from "./loans/cronograma.ts";
import { planoParcelado } from "./loans/parcelado.ts";

const base: DadosContrato = {
  credor: { nome: "Crédito do João", documento: "11222333000181", endereco: "Rua das Flores, 10, São Paulo - SP", cidade: "São Paulo" },
  devedor: { nome: "Joana Tomadora", cpf: "52998224725", telefone: "11912345678" },
  emprestimo: {
    modalidade: "mensal",
    status: "ativo",
    valorOriginal: 100_000,
    taxaJuros: 1000,
    taxaAtraso: 100,
    taxaAtrasoTipo: "percentual",
    prazoDias: 30,
    quantidadeParcelas: null,
    dataInicio: "2026-11-25",
    dataEmprestimo: "2026-11-25",
  },
  hoje: "2026-11-25",
};

/** The whole contract as one string, as a reader would go through it. */
const texto = (d: DadosContrato) => {
  const c = redigirContrato(d);
  return [
    c.titulo,
    c.preambulo,
    ...c.secoes.flatMap((s) => [s.titulo, ...s.paragrafos, ...(s.itens ?? [])]),
    c.localEData,
    ...c.assinaturas.map((a) => `${a.papel} ${a.nome} ${a.documento ?? ""}`),
  ].join("\n");
};

describe("formatarCpfOuCnpj", () => {
  it.each([
    ["52998224725", "529.982.247-25"],
    ["11222333000181", "11.222.333/0001-81"],
    ["11.222.333/0001-81", "11.222.333/0001-81"],
    ["123", "123"],
  ])("%s → %s", (entrada, saida) => expect(formatarCpfOuCnpj(entrada)).toBe(saida));
});

describe("dataPorExtenso", () => {
  it("escreve o mês por extenso e o primeiro dia como 1º", () => {
    expect(dataPorExtenso("2026-11-25")).toBe("25 de novembro de 2026");
    expect(dataPorExtenso("2027-03-01")).toBe("1º de março de 2027");
  });
});

describe("redigirContrato", () => {
  it("mensal ativo: partes, valor e data da entrega, ciclo e primeiro vencimento, juros, atraso, custo efetivo, total, base legal, local e data", () => {
    const t = texto(base);
    expect(redigirContrato(base).titulo).toBe(TITULO_CONTRATO);
    expect(t).toContain("CREDOR: Crédito do João, inscrito(a) no CNPJ 11.222.333/0001-81, com endereço em Rua das Flores, 10, São Paulo - SP.");
    expect(t).toContain("DEVEDOR: Joana Tomadora, inscrito(a) no CPF 529.982.247-25, telefone (11) 91234-5678.");
    expect(t).toContain("a quantia de R$ 1.000,00, recebida a título de empréstimo em 25/11/2026");
    expect(t).toContain("ciclos de 30 dias. O primeiro vencimento é em 25/12/2026");
    expect(t).toContain("Quitado no primeiro vencimento, o total a pagar é de R$ 1.100,00.");
    expect(t).toContain("Os juros são de 10,00% por ciclo de 30 dias");
    expect(t).toContain("juros de atraso de 1,00% ao dia sobre o valor ainda devido");
    expect(t).toContain("é de 10,00 % a.m. (213,84 % a.a.)");
    expect(t).toContain("Total a pagar nos vencimentos: R$ 1.100,00.");
    expect(t).toContain("art. 784, III");
    expect(t).toContain("Lei 14.063/2020");
    expect(t).toContain("São Paulo, 25 de novembro de 2026.");
    expect(t).not.toContain("após a entrega do dinheiro");
  });

  it("sem documento, endereço nem cidade do credor: só o nome, e o local fica em branco", () => {
    const t = texto({ ...base, credor: { nome: "Ana", documento: null, endereco: null, cidade: null }, devedor: { ...base.devedor, telefone: null } });
    expect(t).toContain("CREDOR: Ana.");
    expect(t).toContain("DEVEDOR: Joana Tomadora, inscrito(a) no CPF 529.982.247-25.");
    expect(t).toContain("______________________, 25 de novembro de 2026.");
    expect(redigirContrato({ ...base, credor: { nome: "Ana", documento: "52998224725", endereco: null, cidade: null } }).assinaturas[0]).toEqual({
      papel: "CREDOR",
      nome: "Ana",
      documento: "CPF 529.982.247-25",
    });
  });

  it("atraso fixo: o valor por dia", () => {
    const t = texto({ ...base, emprestimo: { ...base.emprestimo, taxaAtraso: 1000, taxaAtrasoTipo: "fixo" } });
    expect(t).toContain("juros de atraso de R$ 10,00 por dia de atraso");
  });

  it("aguardando envio (mensal): as datas contam da entrega do dinheiro, nenhuma data de vencimento", () => {
    const t = texto({ ...base, emprestimo: { ...base.emprestimo, status: "aguardando_envio", dataInicio: null } });
    expect(t).toContain("vencimentos a cada 30 dias a partir da entrega do dinheiro");
    expect(t).toContain("o primeiro vencimento é 30 dias após a entrega do dinheiro");
    expect(t).toContain("O CREDOR entregará ao DEVEDOR, a título de empréstimo, a quantia de R$ 1.000,00.");
    expect(t).not.toContain("25/12/2026");
    expect(t).not.toContain("recebida a título de empréstimo em");
    // The cost does not depend on the day the money goes.
    expect(t).toContain("é de 10,00 % a.m. (213,84 % a.a.)");
  });

  const parcelado: DadosContrato = {
    ...base,
    emprestimo: { ...base.emprestimo, modalidade: "parcelado", prazoDias: null, quantidadeParcelas: 3, dataInicio: "2026-01-31", dataEmprestimo: "2026-01-31" },
  };

  it("parcelado: cada parcela com seu valor e vencimento, que somam o total", () => {
    const c = redigirContrato(parcelado);
    const pagamento = c.secoes.find((s) => s.titulo.includes("Do pagamento"))!;
    expect(pagamento.paragrafos[0]).toContain("o total de R$ 1.300,00 em 3 parcelas mensais");
    // 31/01 + 1 month is the last day of February.
    expect(pagamento.itens).toEqual([
      "Parcela 1 de 3: R$ 433,33, com vencimento em 28/02/2026.",
      "Parcela 2 de 3: R$ 433,33, com vencimento em 31/03/2026.",
      "Parcela 3 de 3: R$ 433,34, com vencimento em 30/04/2026.",
    ]);
    const t = texto(parcelado);
    expect(t).toContain("Os juros são de 10,00% ao mês, simples, sobre o valor emprestado: R$ 100,00 em cada parcela e R$ 300,00 no total");
    const vinteEQuatro = texto({ ...parcelado, emprestimo: { ...parcelado.emprestimo, valorOriginal: 99_999, taxaJuros: 999, quantidadeParcelas: 24 } });
    expect(vinteEQuatro).toContain("sobre o valor emprestado: R$ 99,90 em cada parcela (R$ 99,88 na última) e R$ 2.397,58 no total");
    expect(t).toContain("juros de atraso de 1,00% ao dia sobre a parcela vencida");
    expect(t).toContain("Total a pagar nos vencimentos: R$ 1.300,00.");
  });

  it("parcelado aguardando envio: meses após a entrega do dinheiro", () => {
    const c = redigirContrato({ ...parcelado, emprestimo: { ...parcelado.emprestimo, status: "aguardando_envio" } });
    const pagamento = c.secoes.find((s) => s.titulo.includes("Do pagamento"))!;
    expect(pagamento.paragrafos[0]).toContain("com vencimentos a cada mês a partir da entrega do dinheiro");
    expect(pagamento.itens).toEqual([
      "Parcela 1 de 3: R$ 433,33, 1 mês após a entrega do dinheiro.",
      "Parcela 2 de 3: R$ 433,33, 2 meses após a entrega do dinheiro.",
      "Parcela 3 de 3: R$ 433,34, 3 meses após a entrega do dinheiro.",
    ]);
  });
});

describe("contrato dos cronogramas da issue 43", () => {
  // R$ 1.000,00 at 20 % in total in 20 daily installments of R$ 60,00 from Monday 01/02/2027,
  // Sundays off: the written schedule skips 07/02 and 14/02; 2 % penalty.
  const diaria = cronogramaDosTermos(
    { valorOriginal: 100_000, quantidadeParcelas: 20, periodicidade: "diaria", taxaJuros: 0, taxaTotal: 2000 },
    "2027-02-01",
    (d) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0,
  );
  const diario: DadosContrato = {
    ...base,
    emprestimo: {
      ...base.emprestimo,
      modalidade: "parcelado",
      prazoDias: null,
      quantidadeParcelas: 20,
      periodicidade: "diaria",
      taxaJuros: 0,
      taxaTotal: 2000,
      multaAtraso: 200,
      parcelas: diaria,
      dataInicio: "2027-02-01",
      dataEmprestimo: "2027-02-01",
    },
  };

  it("diário: parcelas diárias nas datas do cronograma escrito, a taxa no total e a multa", () => {
    const c = redigirContrato(diario);
    const pagamento = c.secoes.find((s) => s.titulo.includes("Do pagamento"))!;
    expect(pagamento.paragrafos[0]).toBe("O DEVEDOR pagará ao CREDOR o total de R$ 1.200,00 em 20 parcelas diárias, assim:");
    expect(pagamento.itens).toHaveLength(20);
    expect(pagamento.itens![5]).toBe("Parcela 6 de 20: R$ 60,00, com vencimento em 08/02/2027.");
    expect(pagamento.itens!.join("\n")).not.toContain("07/02/2027");
    const t = texto(diario);
    expect(t).toContain("Os juros são de 20,00% sobre o valor emprestado, no total do empréstimo: R$ 10,00 em cada parcela e R$ 200,00 no total");
    expect(t).toContain("Cada parcela paga depois do vencimento tem também multa de 2,00% sobre o valor da parcela, uma vez por parcela.");
    expect(t).not.toContain("mensa");
    expect(t).not.toContain("ao mês");
  });

  it("semanal aguardando envio: semanas após a entrega, e o dia sem cobrança dito", () => {
    const semanal = cronogramaDosTermos({ valorOriginal: 100_000, quantidadeParcelas: 4, periodicidade: "semanal", taxaJuros: 250 }, "2026-11-25");
    const c = redigirContrato({
      ...diario,
      emprestimo: {
        ...diario.emprestimo,
        status: "aguardando_envio",
        dataInicio: null,
        dataEmprestimo: "2026-11-25",
        quantidadeParcelas: 4,
        periodicidade: "semanal",
        taxaJuros: 250,
        taxaTotal: null,
        parcelas: semanal,
      },
    });
    const pagamento = c.secoes.find((s) => s.titulo.includes("Do pagamento"))!;
    expect(pagamento.paragrafos[0]).toContain("em 4 parcelas semanais, com vencimentos a cada semana a partir da entrega do dinheiro");
    expect(pagamento.paragrafos[1]).toContain("passa para o dia de cobrança seguinte");
    expect(pagamento.itens).toEqual([
      "Parcela 1 de 4: R$ 275,00, 1 semana após a entrega do dinheiro.",
      "Parcela 2 de 4: R$ 275,00, 2 semanas após a entrega do dinheiro.",
      "Parcela 3 de 4: R$ 275,00, 3 semanas após a entrega do dinheiro.",
      "Parcela 4 de 4: R$ 275,00, 4 semanas após a entrega do dinheiro.",
    ]);
    expect(c.secoes.find((s) => s.titulo.includes("Dos juros"))!.paragrafos[0]).toContain("Os juros são de 2,50% por semana, simples");
  });

  it("mensal com o vencimento movido de um domingo: a data escrita; depois do 1º ciclo, a contada movida pelos dias de cobrança", () => {
    // 30 days from Monday 07/12/2026 is Wednesday 06/01/2027; from Friday 04/12, Sunday 03/01 → 04/01.
    const domingo = { ...base, emprestimo: { ...base.emprestimo, dataInicio: "2026-12-04", dataEmprestimo: "2026-12-04", multaAtraso: 200 } };
    const noPrimeiro = texto({ ...domingo, emprestimo: { ...domingo.emprestimo, cicloAtual: 1, dataProximoCiclo: "2027-01-04" } });
    expect(noPrimeiro).toContain("O primeiro vencimento é em 04/01/2027");
    expect(noPrimeiro).toContain("passa para o dia de cobrança seguinte, e os vencimentos seguintes continuam contados da data original");
    expect(noPrimeiro).toContain("Cada ciclo pago depois do vencimento tem também multa de 2,00% sobre os juros do ciclo, uma vez por ciclo.");
    const semDomingo = (d: string) => new Date(`${d}T12:00:00Z`).getUTCDay() !== 0;
    const depois = texto({ ...domingo, ehDiaDeCobranca: semDomingo, emprestimo: { ...domingo.emprestimo, cicloAtual: 3, dataProximoCiclo: "2027-03-04" } });
    expect(depois).toContain("O primeiro vencimento é em 04/01/2027");
    expect(texto({ ...domingo, emprestimo: { ...domingo.emprestimo, cicloAtual: 3, dataProximoCiclo: "2027-03-04" } })).toContain(
      "O primeiro vencimento é em 03/01/2027",
    );
    expect(texto(base)).not.toContain("multa");
  });
});

describe("juros por parcela na cláusula 3ª (issue 42)", () => {
  it("a última, quando difere, vem dita: R$ 999,99 a 9,99 % em 24", () => {
    expect(jurosNasParcelas(planoParcelado(99_999, 999, 24))).toBe("R$ 99,90 em cada parcela (R$ 99,88 na última)");
  });
  it("iguais em todas: sem menção à última", () => {
    expect(jurosNasParcelas(planoParcelado(100_000, 1000, 3))).toBe("R$ 100,00 em cada parcela");
    expect(jurosNasParcelas(planoParcelado(50_000, 750, 1))).toBe("R$ 37,50 em cada parcela");
  });
  it("plano minúsculo (R$ 0,50 a 1 % em 4: 1 + 1 + 0 + 0 centavo): a faixa", () => {
    expect(jurosNasParcelas(planoParcelado(50, 100, 4))).toBe("de R$ 0,00 a R$ 0,01 por parcela");
  });
});
