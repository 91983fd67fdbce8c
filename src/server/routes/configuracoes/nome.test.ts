import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { textoDoPdf } from "../../test/pdf.ts";

// Issue 27, point 5, "the lender has a name": 'Seu nome (como os clientes verão)' in the settings
// (wire name nomeRecibo), 3 to 120 characters once filled in; the borrower's sign-up page gets
// that name and nothing else of the lender; receipts and statements are signed with it.

const CURTO = "Seu nome deve ter pelo menos 3 caracteres";
const LONGO = "Seu nome deve ter no máximo 120 caracteres";
const TEXTO = "Seu nome deve ser um texto";

describe(`configurações: o nome do credor (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string; email: string };

  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const salvar = (extra: object, cookie = a.cookie) =>
    ctx.app.inject({ method: "POST", url: "/api/configuracoes", headers: { cookie, origin: ORIGEM }, payload: { chavePix: "credor@pix.com", ...extra } });
  const ler = async () => (await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: a.cookie } })).json();

  it("guarda o nome como digitado (espaços juntados) e vazio ou null o apaga", async () => {
    const r = await salvar({ nomeRecibo: "  Maria   Souza \u00a0Empréstimos " });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ nomeRecibo: "Maria Souza Empréstimos" });
    expect(await ler()).toMatchObject({ nomeRecibo: "Maria Souza Empréstimos" });
    // Absent keeps it (the spec's own call sends only the key and the number).
    expect((await salvar({})).json()).toMatchObject({ nomeRecibo: "Maria Souza Empréstimos" });
    expect((await salvar({ nomeRecibo: "   " })).json()).toMatchObject({ nomeRecibo: null });
    expect((await salvar({ nomeRecibo: "Ana" })).json()).toMatchObject({ nomeRecibo: "Ana" });
    expect((await salvar({ nomeRecibo: null })).json()).toMatchObject({ nomeRecibo: null });
    expect((await salvar({ nomeRecibo: "M".repeat(120) })).json()).toMatchObject({ nomeRecibo: "M".repeat(120) });
  });

  it("curto, longo, sem letras ou de outro tipo: 400 com a mensagem em pt-BR, e nada muda", async () => {
    expect((await salvar({ nomeRecibo: "Maria Souza" })).statusCode).toBe(200);
    const antes = await ler();
    const casos: [unknown, string][] = [
      ["Jo", CURTO],
      ["  J  ", CURTO],
      ["M".repeat(121), LONGO],
      ["M".repeat(10_000), LONGO],
      ["123 456", "Seu nome deve ter ao menos uma letra"],
      [42, TEXTO],
      [true, TEXTO],
      [{ $ne: null }, TEXTO],
      [["Maria Souza"], TEXTO],
    ];
    for (const [nomeRecibo, mensagem] of casos) {
      const r = await salvar({ nomeRecibo });
      expect(r.statusCode, JSON.stringify(nomeRecibo).slice(0, 40)).toBe(400);
      expect(r.json().errors).toEqual({ nomeRecibo: mensagem });
    }
    // A line break (a PDF line split in two) is refused before the schema, for every field.
    const quebra = await salvar({ nomeRecibo: "Maria\nSouza" });
    expect(quebra.statusCode).toBe(400);
    expect(quebra.json().errors).toEqual({ nomeRecibo: "Caracteres de controle não são permitidos." });
    expect(await ler()).toEqual(antes);
  });

  it("a página pública do link leva o nome e nada mais do credor", async () => {
    expect(
      (await salvar({ nomeRecibo: "Maria Souza", telefoneWhatsapp: "+55 11 97777-1234", nomeRecebedor: "Recebedora Secreta", cidadeRecebedor: "Olinda" }))
        .statusCode,
    ).toBe(200);
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { valorOriginal: "500", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(link.statusCode).toBe(201);
    const r = await ctx.app.inject({ url: `/api/cadastro/${link.json().token}`, remoteAddress: "10.27.0.1" });
    expect(r.statusCode).toBe(200);
    expect(r.json().nomeCredor).toBe("Maria Souza");
    // The link's terms, its status, the name and what the loan will cost (issue 29): no other key.
    expect(Object.keys(r.json()).sort()).toEqual(
      [
        "totalAPagar",
        "taxaEfetivaMensal",
        "taxaEfetivaAnual",
        "status",
        "modalidade",
        "valorOriginal",
        "prazoDias",
        "taxaJuros",
        "quantidadeMeses",
        "taxaJurosMes",
        "taxaAtraso",
        "taxaAtrasoTipo",
        "exigirDocumentos",
        "dataInicio",
        "dataExpiracao",
        "nomeCredor",
        // Issue 43: the schedule's terms and the schedule itself (dates and amounts only).
        "periodicidade",
        "taxaTotal",
        "multaAtraso",
        "parcelas",
      ].sort(),
    );
    for (const segredo of [a.email, "credor@pix.com", "97777", "Recebedora Secreta", "Olinda"]) expect(r.body).not.toContain(segredo);
  });

  it("recibo e extrato: 'Emitido por <nome>'; sem nome, 'Emitido pelo credor', nunca o e-mail (issue 42)", async () => {
    expect((await salvar({ nomeRecibo: "Maria Souza Empréstimos" })).statusCode).toBe(200);
    const cliente = await criarClienteApi(ctx.app, a.cookie, { nome: "Joana Tomadora" });
    const emprestimo = await criarEmprestimoApi(ctx.app, a.cookie, cliente.id);
    const pago = await pagar(ctx.app, a.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" });
    expect(pago.statusCode).toBe(201);
    const pdf = async (url: string) => {
      const r = await ctx.app.inject({ url, headers: { cookie: a.cookie } });
      expect(r.statusCode).toBe(200);
      return textoDoPdf(r.rawPayload);
    };
    const recibo = `/api/pagamentos/${pago.json().pagamento.id}/recibo`;
    const extrato = `/api/emprestimos/${emprestimo.id}/extrato`;
    for (const url of [recibo, extrato]) {
      const texto = await pdf(url);
      expect(texto).toContain("Emitido por Maria Souza Empréstimos");
      expect(texto).not.toContain(a.email);
    }
    expect((await salvar({ nomeRecibo: "" })).statusCode).toBe(200);
    for (const url of [recibo, extrato]) {
      const texto = await pdf(url);
      expect(texto).toContain("Emitido pelo credor");
      expect(texto).not.toContain(a.email);
    }
  });
});
