import { sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseDinheiro } from "../../../domain/money.ts";
import { comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// Issue 10, point 5: clients, loans and payments as CSV files that open right in Excel in Brazil.

const BOM = "\uFEFF";

/** The file's rows as cells: after the BOM, CRLF between rows, ";" between cells, read by a CSV parser. */
function linhas(corpo: string): string[][] {
  expect(corpo.startsWith(BOM)).toBe(true);
  expect(corpo.endsWith("\r\n")).toBe(true);
  // No bare LF between rows: every line ends in CRLF (a LF inside a quoted note is its own text).
  expect(corpo.replaceAll("\r\n", "")).not.toMatch(/\n(?![^"]*"(;|$))/);
  return parse(corpo.slice(1), { delimiter: ";", record_delimiter: "\r\n" }) as string[][];
}

describe(`exportação em CSV (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string };
  let cpfAna: string;
  let cpfFormula: string;

  const baixar = (tipo: string, cookie = dono.cookie) => ctx.app.inject({ url: `/api/exportar/${tipo}.csv`, headers: { cookie } });

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    const ana = await criarClienteApi(ctx.app, dono.cookie, { nome: "Ana Conceição", telefone: "11912345678", pix: "ana@pix.com" });
    cpfAna = ana.cpf;
    // A name and a PIX key a spreadsheet would run as formulas.
    const formula = await criarClienteApi(ctx.app, dono.cookie, { nome: '=HYPERLINK("http://mal.example","x")', pix: "+5511912345678" });
    cpfFormula = formula.cpf;
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, ana.id, { valorOriginal: "1234,56" });
    const juros = await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", observacao: "@SUM(1+1)" });
    expect(juros.statusCode).toBe(201);
    // 15:45 in São Paulo, the same day.
    ctx.relogio.set(new Date("2026-11-25T18:45:00Z"));
    const parcial = await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "parcial", valorPrincipal: "200" });
    expect(parcial.statusCode).toBe(201);
    // A reversed payment, marked as the reversal route marks it (the loan and totals stay as they are here).
    await comoSistema(ctx.banco.db, (tx) =>
      tx.execute(
        sql`UPDATE historico_pagamentos SET estornado = true, motivo_estorno = '-Pix devolvido', data_estorno = '2026-11-25T19:00:00Z' WHERE id = ${parcial.json().pagamento.id}`,
      ),
    );
    await criarClienteApi(ctx.app, outro.cookie, { nome: "Cliente do Outro" });
  });
  afterAll(async () => ctx.close());

  it("clientes: cabeçalhos, BOM, ';', CRLF, CPF e telefone formatados, dinheiro em pt-BR, arquivo com data", async () => {
    const r = await baixar("clientes");
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(r.headers["content-disposition"]).toBe('attachment; filename="clientes-2026-11-25.csv"');
    expect(r.headers["cache-control"]).toBe("no-store");
    const [cabecalho, ...resto] = linhas(r.body);
    expect(cabecalho).toEqual(["Nome", "CPF", "Telefone", "Chave PIX", "Data de cadastro", "Total emprestado", "Total a receber", "Juros recebidos"]);
    const ana = resto.find((l) => l[0] === "Ana Conceição")!;
    const cpf = `${cpfAna.slice(0, 3)}.${cpfAna.slice(3, 6)}.${cpfAna.slice(6, 9)}-${cpfAna.slice(9)}`;
    expect(ana).toEqual([
      "Ana Conceição",
      cpf,
      "(11) 91234-5678",
      "ana@pix.com",
      // Set by the database's clock, not the test's: only its form is known.
      expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
      "1.234,56",
      "1.034,56",
      "246,92",
    ]);
    expect(resto).toHaveLength(2);
  });

  it("uma célula que começa com = + - @ ganha um apóstrofo (injeção de fórmula)", async () => {
    const clientes = (await baixar("clientes")).body;
    expect(clientes).toContain(`"'=HYPERLINK(""http://mal.example"",""x"")"`);
    expect(clientes).toContain(`;"'+5511912345678";`);
    expect(clientes).not.toMatch(/(^|;|\r\n)"?[=+\-@]/);
    const pagamentos = (await baixar("pagamentos")).body;
    expect(pagamentos).toContain(`;"'@SUM(1+1)";`);
    expect(pagamentos).toContain(`;"'-Pix devolvido";`);
    expect(pagamentos).not.toMatch(/(^|;|\r\n)"?[=+\-@]/);
    expect(cpfFormula).toMatch(/^\d{11}$/);
  });

  it("empréstimos: condições, datas dd/MM/yyyy e status como na tela", async () => {
    const r = await baixar("emprestimos");
    expect(r.headers["content-disposition"]).toBe('attachment; filename="emprestimos-2026-11-25.csv"');
    const [cabecalho, ...resto] = linhas(r.body);
    expect(cabecalho).toEqual([
      "Cliente",
      "CPF",
      "Modalidade",
      "Valor original",
      "Saldo restante",
      "Taxa de juros (%)",
      "Taxa de atraso",
      "Tipo da taxa de atraso",
      "Prazo (dias)",
      "Parcelas",
      "Valor da parcela",
      "Data do empréstimo",
      "Próximo vencimento",
      "Status",
      "Dias de atraso",
      "Juros de atraso",
      "Origem",
    ]);
    expect(resto).toHaveLength(1);
    const [linha] = resto;
    expect(linha!.slice(0, 12)).toEqual([
      "Ana Conceição",
      expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/),
      "Mensal",
      "1.234,56",
      "1.034,56",
      "10,00",
      "1,00",
      "Percentual (% ao dia)",
      "30",
      "",
      "",
      "25/11/2026",
    ]);
    expect(linha![12]).toMatch(/^\d{2}\/\d{2}\/2026$|^\d{2}\/\d{2}\/2027$/);
    expect(linha!.slice(13)).toEqual(["Ativo", "0", "0,00", "Manual"]);
  });

  it("pagamentos: um por linha, estornados inclusive, com Estornado (Sim/Não) e o motivo", async () => {
    const r = await baixar("pagamentos");
    expect(r.headers["content-disposition"]).toBe('attachment; filename="pagamentos-2026-11-25.csv"');
    const [cabecalho, ...resto] = linhas(r.body);
    expect(cabecalho).toEqual([
      "Data do pagamento",
      "Cliente",
      "CPF",
      "Data do empréstimo",
      "Tipo",
      "Ciclo ou parcela",
      "Valor total",
      "Juros",
      "Juros de atraso",
      "Principal",
      "Saldo após",
      "Observação",
      "Estornado",
      "Motivo do estorno",
      "Data do estorno",
      "Forma de pagamento",
      "Juros de atraso dispensados",
      "Motivo da dispensa",
      "Registrado em",
    ]);
    const cpf = resto[0]![2];
    expect(resto).toEqual([
      [
        "25/11/2026 12:00",
        "Ana Conceição",
        cpf,
        "25/11/2026",
        "Apenas juros",
        "1",
        "123,46",
        "123,46",
        "0,00",
        "0,00",
        "1.234,56",
        "'@SUM(1+1)",
        "Não",
        "",
        "",
        "PIX",
        "0,00",
        "",
        "25/11/2026 12:00",
      ],
      [
        "25/11/2026 15:45",
        "Ana Conceição",
        cpf,
        "25/11/2026",
        "Parcial",
        "2",
        "323,46",
        "123,46",
        "0,00",
        "200,00",
        "1.034,56",
        "",
        "Sim",
        "'-Pix devolvido",
        "25/11/2026 16:00",
        "PIX",
        "0,00",
        "",
        "25/11/2026 15:45",
      ],
    ]);
  });

  it("pagamentos em atraso: Juros é só o do ciclo, ao lado de Juros de atraso; Juros + Juros de atraso + Principal = Valor total", async () => {
    // A lender of its own, so the other tests' files keep their rows.
    const credor = await novoLender(ctx.app);
    const cliente = await criarClienteApi(ctx.app, credor.cookie, { nome: "Bruno Atrasado" });
    // Due 23/11, paid 25/11: two days at 1% a day on R$ 1.000,00 = R$ 20,00 of late interest.
    const termos = { valorOriginal: "1000", taxaJuros: "10", prazoDias: 30, dataInicio: "2026-10-24", taxaAtraso: "1", taxaAtrasoTipo: "percentual" };
    const parcial = await criarEmprestimoApi(ctx.app, credor.cookie, cliente.id, termos);
    const r1 = await pagar(ctx.app, credor.cookie, { emprestimoId: parcial.id, tipoPagamento: "parcial", valorPrincipal: "200" });
    expect(r1.json().pagamento).toMatchObject({ valorTotalPago: "320.00", valorJuros: "120.00", valorPrincipal: "200.00" });
    // A row recorded before the late interest was kept apart: its interest cannot be split.
    const antigo = await criarEmprestimoApi(ctx.app, credor.cookie, cliente.id, termos);
    const r2 = await pagar(ctx.app, credor.cookie, { emprestimoId: antigo.id, tipoPagamento: "juros_apenas" });
    expect(r2.json().pagamento).toMatchObject({ valorTotalPago: "120.00", valorJuros: "120.00" });
    await comoSistema(ctx.banco.db, (tx) => tx.execute(sql`UPDATE historico_pagamentos SET valor_juros_atraso = NULL WHERE id = ${r2.json().pagamento.id}`));

    const [cabecalho, ...resto] = linhas((await baixar("pagamentos", credor.cookie)).body);
    const coluna = (nome: string) => cabecalho!.indexOf(nome);
    const doTipo = (tipo: string) => resto.find((l) => l[coluna("Tipo")] === tipo)!;
    const valores = (l: string[]) => ["Valor total", "Juros", "Juros de atraso", "Principal"].map((c) => l[coluna(c)]);
    expect(resto).toHaveLength(2);
    expect(valores(doTipo("Parcial"))).toEqual(["320,00", "100,00", "20,00", "200,00"]);
    expect(valores(doTipo("Apenas juros"))).toEqual(["120,00", "120,00", "", "0,00"]);
    for (const linha of resto) {
      // An empty cell is nothing, as a spreadsheet sums it.
      const [total, juros, atraso, principal] = valores(linha).map((v) => (v === "" ? 0 : parseDinheiro(v!)!));
      expect(juros! + atraso! + principal!).toBe(total);
    }
  });

  it("outro credor exporta só os próprios registros; sem sessão, 401", async () => {
    const clientes = linhas((await baixar("clientes", outro.cookie)).body);
    expect(clientes.slice(1).map((l) => l[0])).toEqual(["Cliente do Outro"]);
    for (const tipo of ["emprestimos", "pagamentos"]) {
      const r = await baixar(tipo, outro.cookie);
      expect(r.statusCode).toBe(200);
      expect(linhas(r.body)).toHaveLength(1);
      expect(r.body).not.toContain("Ana Conceição");
    }
    expect((await ctx.app.inject({ url: "/api/exportar/clientes.csv" })).statusCode).toBe(401);
  });

  it("toda célula de texto vai entre aspas, e um começo de fórmula depois de qualquer separador também ganha o apóstrofo", async () => {
    // Issue 28, point 6: a spreadsheet that splits on commas (or tabs, pipes) makes a formula of
    // the text after the separator, so the guard looks at every start, not just the first.
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Bia Separada" });
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id);
    const nota = "Ana,=cmd|x;+1\t-2|@SUM(1), =1 e 5-3";
    expect((await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", observacao: nota })).statusCode).toBe(201);
    const corpo = (await baixar("pagamentos")).body;
    const linha = linhas(corpo).find((l) => l.includes("Bia Separada"))!;
    expect(linha).toContain("Ana,'=cmd|x;'+1\t'-2|'@SUM(1), '=1 e 5-3");
    // Every text cell is quoted; numbers and dates too (they are text in the file), empty cells are empty.
    const bruto = corpo
      .slice(1)
      .split("\r\n")
      .find((l) => l.includes('"Bia Separada"'))!;
    for (const celula of bruto.split(/;(?=(?:[^"]*"[^"]*")*[^"]*$)/)) expect(celula, bruto).toMatch(/^(".*"|)$/s);
  });
});
