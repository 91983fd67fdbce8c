import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { custoEfetivoDoCronograma, taxaEfetivaNaApi } from "../../../domain/loans/custo-efetivo.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { textoDoPdf } from "../../test/pdf.ts";
import { MENSAGEM_CRONOGRAMA_IMPOSSIVEL } from "./routes.ts";

// Issue 43, point 6: POST /api/simulacao, the schedule on the lender's collection days, its
// total, rates and warnings, creating nothing.
describe(`simulação (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string; email: string };
  let b: { cookie: string; email: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // today is 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
    // Lender a does not collect on Carnival Monday and Tuesday (nor, by default, on Sundays).
    await ctx.banco.db.execute(
      sql`UPDATE configuracoes SET carnaval_corpus_christi_cobranca = false WHERE usuario_id = (SELECT id FROM auth_user WHERE email = ${a.email})`,
    );
  });
  afterAll(async () => ctx.close());

  const simular = (payload: unknown, cookie = a.cookie) =>
    ctx.app.inject({ method: "POST", url: "/api/simulacao", headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const diaria = { valorOriginal: "1.000,00", quantidadeParcelas: 20, periodicidade: "diaria", taxaTotal: "20", taxaAtraso: "0,03", dataInicio: "2027-02-01" };

  it("R$ 1.000,00 a 20 % no total em 20 diárias: pula o domingo 07/02 e o Carnaval de 2027 (08 e 09/02)", async () => {
    const r = await simular(diaria);
    expect(r.statusCode, r.body).toBe(200);
    const corpo = r.json<{ parcelas: { numero: number; vencimento: string; valor: string; juros: string; principal: string }[] }>();
    const vencimentos = corpo.parcelas.map((p) => p.vencimento);
    expect(vencimentos.slice(0, 7)).toEqual(["2027-02-02", "2027-02-03", "2027-02-04", "2027-02-05", "2027-02-06", "2027-02-10", "2027-02-11"]);
    expect(vencimentos).not.toContain("2027-02-14");
    expect(vencimentos).not.toContain("2027-02-21");
    expect(vencimentos.at(-1)).toBe("2027-02-26");
    expect(corpo.parcelas[0]).toEqual({ numero: 1, vencimento: "2027-02-02", valor: "60.00", juros: "10.00", principal: "50.00" });
    expect(corpo.parcelas.map((p) => p.numero)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(corpo.parcelas.every((p) => p.valor === "60.00")).toBe(true);
    const custo = custoEfetivoDoCronograma(
      100_000,
      "2027-02-01",
      corpo.parcelas.map((p) => ({ vencimento: p.vencimento, valor: 6000 })),
    );
    expect(corpo).toMatchObject({
      valorOriginal: "1000.00",
      quantidadeParcelas: 20,
      periodicidade: "diaria",
      dataInicio: "2027-02-01",
      total: "1200.00",
      totalJuros: "200.00",
      taxaEfetivaMensal: taxaEfetivaNaApi(custo.taxaMensal),
      taxaEfetivaAnual: taxaEfetivaNaApi(custo.taxaAnual),
      avisos: [expect.stringMatching(/^Taxa acima do limite legal para empréstimos entre pessoas físicas \(Lei de Usura: 12 % a\.a\.\)/)],
    });
  });

  it("os dias de cobrança são os de cada credor: o outro cobra no Carnaval", async () => {
    const r = await simular(diaria, b.cookie);
    expect(r.statusCode).toBe(200);
    expect(
      r
        .json<{ parcelas: { vencimento: string }[] }>()
        .parcelas.slice(5, 7)
        .map((p) => p.vencimento),
    ).toEqual(["2027-02-08", "2027-02-09"]);
  });

  it("sem data de início, conta de hoje em São Paulo; taxa por período, semanal", async () => {
    const r = await simular({ valorOriginal: 1000, quantidadeParcelas: 4, periodicidade: "semanal", taxaJuros: 5 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      dataInicio: "2026-11-25",
      total: "1200.00",
      parcelas: [{ vencimento: "2026-12-02", valor: "300.00", juros: "50.00", principal: "250.00" }, {}, {}, { vencimento: "2026-12-23" }],
    });
  });

  it("os avisos: multa acima de LIMITE_MULTA (2 %) e juros de atraso acima do limite; nunca bloqueia", async () => {
    const r = await simular({ ...diaria, multaAtraso: "10", taxaAtraso: "1" });
    expect(r.statusCode).toBe(200);
    const avisos = r.json<{ avisos: string[] }>().avisos;
    expect(avisos).toHaveLength(3);
    expect(avisos[1]).toMatch(/^Juros de atraso acima do limite legal/);
    expect(avisos[2]).toBe(
      "Multa acima do limite de 2 % (o Código de Defesa do Consumidor, art. 52, § 1º, limita a multa a 2 % do valor em atraso). Esta multa: 10,00 %",
    );
    const dentro = await simular({ ...diaria, taxaTotal: undefined, taxaJuros: "0", multaAtraso: "2" });
    expect(dentro.json()).toMatchObject({ avisos: [], total: "1000.00", taxaEfetivaMensal: "0.0000" });
  });

  it.each([
    [{ ...diaria, quantidadeParcelas: 401 }, "quantidadeParcelas", "Quantidade de parcelas deve ser um número inteiro de 1 a 400"],
    [{ ...diaria, quantidadeParcelas: 0 }, "quantidadeParcelas", "Quantidade de parcelas deve ser um número inteiro de 1 a 400"],
    [{ ...diaria, periodicidade: "bimestral" }, "periodicidade", "Periodicidade deve ser diária, semanal, quinzenal ou mensal"],
    [{ ...diaria, taxaJuros: "1" }, "taxaTotal", "Informe só uma taxa: por período ou total"],
    [{ ...diaria, taxaTotal: null }, "taxaJuros", "Informe a taxa de juros por período ou a taxa total"],
    [{ ...diaria, multaAtraso: "21" }, "multaAtraso", "Multa deve estar entre 0 e 20 %"],
    [{ ...diaria, valorOriginal: "abc" }, "valorOriginal", "Valor inválido"],
    [{ ...diaria, valorOriginal: "0,10" }, "valorOriginal", "Valor deve ser de pelo menos R$ 0,01 por parcela"],
    [{ ...diaria, taxaAtrasoTipo: "outro" }, "taxaAtrasoTipo", "Tipo de taxa de atraso deve ser percentual ou fixo"],
    [{ ...diaria, dataInicio: "01/02/2027" }, "dataInicio", "Data de início inválida"],
    [{ ...diaria, quantidadeParcelas: 400, periodicidade: "mensal", dataInicio: "2090-01-01" }, "dataInicio", MENSAGEM_CRONOGRAMA_IMPOSSIVEL],
  ])("recusa %j: 400 com a mensagem do campo", async (payload, campo, mensagem) => {
    const r = await simular(payload);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json<{ errors: Record<string, string> }>().errors[campo]).toBe(mensagem);
  });

  it("corpo JSON que não é objeto, ou vazio: 400 em português", async () => {
    for (const corpo of ["", "null", '"texto"', "[1, 2]", "{"]) {
      const r = await ctx.app.inject({
        method: "POST",
        url: "/api/simulacao",
        headers: { cookie: a.cookie, "content-type": "application/json" },
        payload: corpo,
      });
      expect(r.statusCode, corpo).toBe(400);
      expect(r.json<{ message: string }>().message).toMatch(/^[A-ZÁÉÍÓÚ][^]*[à-ú]/);
      expect(r.body).not.toMatch(/Expected|Invalid input|required/);
    }
  });

  it("o PDF da proposta: as parcelas e o total, sem os avisos do credor; os mesmos 400", async () => {
    const r = await ctx.app.inject({ method: "POST", url: "/api/simulacao/pdf", headers: { cookie: a.cookie }, payload: { ...diaria, multaAtraso: "2" } });
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("application/pdf");
    expect(r.headers["content-disposition"]).toBe('attachment; filename="simulacao-2027-02-01.pdf"');
    const texto = await textoDoPdf(r.rawPayload);
    for (const trecho of [
      "Simulação de empréstimo",
      "R$ 1.000,00",
      "20 parcelas diárias de R$ 60,00",
      "02/02/2027 a 26/02/2027",
      "R$ 1.200,00",
      "Multa por atraso 2,00%",
    ]) {
      expect(texto).toContain(trecho);
    }
    expect(texto).toContain("10/02/2027");
    expect(texto).not.toContain("09/02/2027");
    expect(texto).not.toContain("Lei de Usura");
    const invalido = await ctx.app.inject({
      method: "POST",
      url: "/api/simulacao/pdf",
      headers: { cookie: a.cookie },
      payload: { ...diaria, quantidadeParcelas: 500 },
    });
    expect(invalido.statusCode).toBe(400);
  });

  it("não grava nada: as tabelas têm as mesmas linhas depois de simular", async () => {
    const contagem = async () => {
      const tabelas = (
        await ctx.banco.db.execute(sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)
      ).rows.map((l) => String((l as { table_name: string }).table_name));
      const linhas: Record<string, number> = {};
      for (const t of tabelas) {
        linhas[t] = Number(((await ctx.banco.db.execute(sql.raw(`SELECT count(*) AS n FROM "${t}"`))).rows[0] as { n: string | number }).n);
      }
      return linhas;
    };
    const antes = await contagem();
    // The written schedule lives on the loan row (emprestimos.parcelas): its count covers it.
    expect(antes).toHaveProperty("emprestimos");
    for (let i = 0; i < 3; i++) expect((await simular({ ...diaria, quantidadeParcelas: 400 })).statusCode).toBe(200);
    const pdf = await ctx.app.inject({ method: "POST", url: "/api/simulacao/pdf", headers: { cookie: a.cookie }, payload: diaria });
    expect(pdf.statusCode).toBe(200);
    expect(await contagem()).toEqual(antes);
  });

  it("sem sessão, 401; sem créditos, 402 como as outras rotas de trabalho", async () => {
    expect((await ctx.app.inject({ method: "POST", url: "/api/simulacao", payload: diaria })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/simulacao/pdf", payload: diaria })).statusCode).toBe(401);
    ctx.relogio.avancarDias(2);
    const r = await simular(diaria);
    expect(r.statusCode).toBe(402);
    expect(r.body).not.toContain("parcelas");
  });
});
