import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatarTaxaEfetiva } from "../../../domain/loans/custo-efetivo.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf } from "../../test/ledger.ts";

// Issue 29, point 3: the loan's contract ('Instrumento particular de confissão de dívida') as a
// PDF, only for the loan's lender, with the loan's own figures.

async function textoDoPdf(corpo: Buffer): Promise<{ texto: string; paginas: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(corpo));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { texto: text.replace(/\s+/g, " "), paginas: totalPages };
}

const CPF = "52998224725";

describe(`contrato do empréstimo em PDF (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string };
  let emprestimoId: string;

  const pedir = (url: string, cookie = dono.cookie) => ctx.app.inject({ url, headers: { cookie } });
  const configurar = (payload: object) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { chavePix: "credor@pix.com", ...payload },
    });

  beforeAll(async () => {
    ctx = await criarContexto(); // today is 2026-11-25 in São Paulo
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Joana Tomadora", cpf: CPF, telefone: "11912345678" });
    // R$ 1.234,56 at 10 % per 30-day cycle.
    emprestimoId = (await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id, { valorOriginal: "1234,56" })).id;
  });
  afterAll(async () => ctx.close());

  it("é um PDF do próprio empréstimo, com os valores, as taxas efetivas e o total iguais aos do empréstimo", async () => {
    const r = await pedir(`/api/emprestimos/${emprestimoId}/contrato`);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("application/pdf");
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["content-disposition"]).toBe(`attachment; filename="contrato-2026-11-25-${emprestimoId.slice(0, 8)}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { texto } = await textoDoPdf(r.rawPayload);

    const detalhe = (await pedir(`/api/emprestimos/${emprestimoId}`)).json() as { taxaEfetivaMensal: string; taxaEfetivaAnual: string; totalAPagar: string };
    const mensal = formatarTaxaEfetiva(Number(detalhe.taxaEfetivaMensal), "a.m.");
    const anual = formatarTaxaEfetiva(Number(detalhe.taxaEfetivaAnual), "a.a.");
    // Interest of R$ 123,46 on R$ 1.234,56 (rounded to the centavo): a hair above 10 % a.m.
    expect([mensal, anual]).toEqual(["10,00 % a.m.", "213,85 % a.a."]);
    expect(texto).toContain(`é de ${mensal} (${anual})`);
    expect(texto).toContain(`Total a pagar nos vencimentos: ${formatarReais(decimalParaCentavos(detalhe.totalAPagar))}`);
    expect(texto).toContain("Total a pagar nos vencimentos: R$ 1.358,02");

    expect(texto).toContain("Instrumento particular de confissão de dívida");
    expect(texto).toContain("Joana Tomadora, inscrito(a) no CPF 529.982.247-25, telefone (11) 91234-5678");
    expect(texto).toContain("a quantia de R$ 1.234,56, recebida a título de empréstimo em 25/11/2026");
    // 30 days from 25/11 is Christmas, no collection day: the loan's date, and the contract's, is Saturday 26/12.
    expect(texto).toContain("O primeiro vencimento é em 26/12/2026");
    expect(texto).toContain("Os juros são de 10,00% por ciclo de 30 dias");
    expect(texto).toContain("1,00% ao dia");
    expect(texto).toContain("art. 784, III");
    expect(texto).toContain("Lei 14.063/2020");
    // No display name yet: 'o credor', never the login e-mail (issue 42, point 6).
    expect(texto).toContain("CREDOR: o credor.");
    expect(texto).not.toContain(dono.email);
    expect(texto).toContain("25 de novembro de 2026");
  });

  it("o credor aparece com nome, CPF ou CNPJ e endereço das configurações, e a cidade no local", async () => {
    const conf = await configurar({
      nomeRecibo: "Crédito do João Ávila",
      documentoCredor: "11.222.333/0001-81",
      enderecoCredor: "Rua das Flores, 10, Centro, Recife - PE",
      nomeRecebedor: "Joao Avila",
      cidadeRecebedor: "Recife",
    });
    expect(conf.statusCode).toBe(200);
    try {
      const { texto } = await textoDoPdf((await pedir(`/api/emprestimos/${emprestimoId}/contrato`)).rawPayload);
      expect(texto).toContain(
        "CREDOR: Crédito do João Ávila, inscrito(a) no CNPJ 11.222.333/0001-81, com endereço em Rua das Flores, 10, Centro, Recife - PE.",
      );
      expect(texto).toContain("Recife, 25 de novembro de 2026.");
      expect(texto).not.toContain(dono.email);
    } finally {
      await configurar({ nomeRecibo: null, documentoCredor: null, enderecoCredor: null, nomeRecebedor: null, cidadeRecebedor: null });
    }
  });

  it("aguardando envio: as datas são contadas da entrega do dinheiro; parcelado lista cada parcela", async () => {
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: dono.cookie },
      payload: { valorOriginal: "1.000,00", modalidade: "parcelado", quantidadeMeses: 3, taxaJurosMes: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual" },
    });
    expect(link.statusCode).toBe(201);
    const cadastro = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${link.json().token}`,
      payload: { nome: "Paula Aguardando", cpf: novoCpf(), telefone: "11988887777", pix: "paula@pix.com", aceitaTermos: true },
      remoteAddress: "10.9.0.7",
    });
    expect(cadastro.statusCode).toBe(201);
    const [doLink] = (await pedir("/api/emprestimos?busca=Paula")).json() as { id: string; status: string }[];
    expect(doLink?.status).toBe("aguardando_envio");

    const { texto } = await textoDoPdf((await pedir(`/api/emprestimos/${doLink!.id}/contrato`)).rawPayload);
    expect(texto).toContain("O CREDOR entregará ao DEVEDOR, a título de empréstimo, a quantia de R$ 1.000,00.");
    expect(texto).toContain("com vencimentos a cada mês a partir da entrega do dinheiro");
    expect(texto).toContain("Parcela 1 de 3: R$ 433,33, 1 mês após a entrega do dinheiro.");
    expect(texto).toContain("Parcela 3 de 3: R$ 433,34, 3 meses após a entrega do dinheiro.");
    expect(texto).not.toContain("com vencimento em");

    // Once the money is sent, the same loan's contract carries the dates.
    const ativado = await ctx.app.inject({
      method: "PUT",
      url: `/api/emprestimos/${doLink!.id}`,
      headers: { cookie: dono.cookie },
      payload: { status: "ativo" },
    });
    expect(ativado.statusCode).toBe(200);
    const depois = (await textoDoPdf((await pedir(`/api/emprestimos/${doLink!.id}/contrato`)).rawPayload)).texto;
    // The written schedule's dates: Christmas moves to Saturday 26/12.
    expect(depois).toContain("Parcela 1 de 3: R$ 433,33, com vencimento em 26/12/2026.");
    expect(depois).toContain("Parcela 3 de 3: R$ 433,34, com vencimento em 25/02/2027.");
    expect(depois).not.toContain("após a entrega do dinheiro");
  });

  it("um endereço longo e muitas parcelas não saem da página", async () => {
    const conf = await configurar({ enderecoCredor: "Avenida " + "Muito Comprida ".repeat(12) + "1000" });
    expect(conf.statusCode).toBe(200);
    try {
      const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Nome ".repeat(20).trim() });
      const e = await ctx.app.inject({
        method: "POST",
        url: "/api/emprestimos/manual",
        headers: { cookie: dono.cookie },
        payload: {
          clienteId: cliente.id,
          valorOriginal: "50.000,00",
          modalidade: "parcelado",
          quantidadeMeses: 48,
          taxaJurosMes: "3",
          taxaAtraso: "1",
          taxaAtrasoTipo: "percentual",
        },
      });
      expect(e.statusCode).toBe(201);
      const r = await pedir(`/api/emprestimos/${e.json().id}/contrato`);
      expect(r.statusCode).toBe(200);
      const { texto, paginas } = await textoDoPdf(r.rawPayload);
      expect(paginas).toBeGreaterThan(1);
      expect(texto).toContain("Parcela 48 de 48:");
      expect(texto).toContain("Muito Comprida 1000.");
    } finally {
      await configurar({ enderecoCredor: null });
    }
  });

  it("outro credor ou id desconhecido: 404; sem sessão: 401", async () => {
    for (const url of [
      `/api/emprestimos/${emprestimoId}/contrato`,
      "/api/emprestimos/nao-e-uuid/contrato",
      "/api/emprestimos/00000000-0000-4000-8000-000000000000/contrato",
    ]) {
      const r = await pedir(url, outro.cookie);
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toEqual({ message: "Empréstimo não encontrado." });
    }
    expect((await ctx.app.inject({ url: `/api/emprestimos/${emprestimoId}/contrato` })).statusCode).toBe(401);
  });
});
