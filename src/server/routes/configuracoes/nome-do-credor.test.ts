import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarCreditos } from "../../data/creditos.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf, pagar } from "../../test/ledger.ts";
import { textoDoPdf } from "../../test/pdf.ts";

// Issue 42, point 6: the lender's login e-mail never appears on a document or page a borrower
// sees. Without 'Seu nome (como os clientes verão)' the documents say 'o credor'; the lender
// sets the name alone with POST /api/configuracoes/nome (asked before the first link or contract).

describe(`o nome do credor nos documentos (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let reciboUrl = "";
  let extratoUrl = "";
  let contratoUrl = "";
  let token = "";
  let endereco = 0;
  const novoEndereco = () => `10.42.6.${++endereco}`;

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    await adicionarCreditos(ctx.banco.db, { email: dono.email, dias: 30, tipo: "compra" }, ctx.relogio.now());
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Lia Tomadora" });
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id);
    const pago = await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" });
    expect(pago.statusCode).toBe(201);
    reciboUrl = `/api/pagamentos/${pago.json().pagamento.id}/recibo`;
    extratoUrl = `/api/emprestimos/${emprestimo.id}/extrato`;
    contratoUrl = `/api/emprestimos/${emprestimo.id}/contrato`;
    const link = await ctx.app.inject({ method: "POST", url: `/api/clientes/${cliente.id}/link-cliente`, headers: { cookie: dono.cookie, origin: ORIGEM } });
    token = link.json().token;
  });
  afterAll(async () => ctx.close());

  const pdf = async (url: string, opcoes: { cookie?: string; method?: "GET" | "POST"; payload?: object } = {}) => {
    const r = await ctx.app.inject({
      url,
      method: opcoes.method ?? "GET",
      headers: opcoes.cookie ? { cookie: opcoes.cookie } : {},
      remoteAddress: novoEndereco(),
      ...(opcoes.payload ? { payload: opcoes.payload } : {}),
    });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    return textoDoPdf(r.rawPayload);
  };

  /** A contract's text as JSON (POST), its words joined. */
  const textoEmJson = async (url: string, payload: object) => {
    const r = await ctx.app.inject({ method: "POST", url, remoteAddress: novoEndereco(), payload });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    return r.body;
  };

  /** Every document a borrower may hold, downloaded by the lender or opened by the borrower. */
  async function documentos(): Promise<Record<string, string>> {
    const [idPagamento, idEmprestimo] = [reciboUrl.split("/")[3], extratoUrl.split("/")[3]];
    const pedido = await ctx.app.inject({
      method: "POST",
      url: `${contratoUrl.replace("/contrato", "")}/pedido-aceite`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
    });
    expect(pedido.statusCode, pedido.body).toBe(201);
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { valorOriginal: "500", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(link.statusCode, link.body).toBe(201);
    return {
      recibo: await pdf(reciboUrl, { cookie: dono.cookie }),
      extrato: await pdf(extratoUrl, { cookie: dono.cookie }),
      contrato: await pdf(contratoUrl, { cookie: dono.cookie }),
      reciboDoCliente: await pdf(`/api/c/${token}/pagamentos/${idPagamento}/recibo`),
      extratoDoCliente: await pdf(`/api/c/${token}/emprestimos/${idEmprestimo}/extrato`),
      contratoDoPedidoDeAceite: await pdf(`/api/aceite/${pedido.json().token}/contrato`),
      contratoDoLinkDeCadastro: await pdf(`/api/cadastro/${link.json().token}/contrato`, {
        method: "POST",
        payload: { nome: "Caio Tomador Reis", cpf: novoCpf(), telefone: "11988887777" },
      }),
      // Issue 42, point 7: the same preview as text, which the phone reads in the page.
      contratoDoLinkDeCadastroEmTexto: await textoEmJson(`/api/cadastro/${link.json().token}/contrato/texto`, {
        nome: "Caio Tomador Reis",
        cpf: novoCpf(),
        telefone: "11988887777",
      }),
    };
  }

  it("sem nome, todo documento diz 'o credor' e nenhum traz o e-mail de login", async () => {
    const docs = await documentos();
    for (const [qual, texto] of Object.entries(docs)) {
      expect(texto, qual).not.toContain(dono.email);
      expect(texto, qual).not.toContain(dono.email.split("@")[0]);
    }
    for (const qual of ["recibo", "extrato", "contrato", "reciboDoCliente", "extratoDoCliente", "contratoDoPedidoDeAceite", "contratoDoLinkDeCadastro"]) {
      expect(docs[qual], qual).toContain("Emitido pelo credor");
    }
    expect(docs.contrato).toContain("CREDOR: o credor");
    expect(docs.contratoDoLinkDeCadastroEmTexto).toContain('"nome":"o credor"');
  });

  const salvarNome = (nomeRecibo: unknown, cookie = dono.cookie) =>
    ctx.app.inject({ method: "POST", url: "/api/configuracoes/nome", headers: { cookie, origin: ORIGEM }, payload: { nomeRecibo } });

  it("POST /api/configuracoes/nome recusa com 400 em pt-BR o que não é um nome, e nada muda", async () => {
    const casos: [unknown, string][] = [
      [undefined, "Informe seu nome (como os clientes verão)"],
      [null, "Informe seu nome (como os clientes verão)"],
      ["", "Informe seu nome (como os clientes verão)"],
      ["   ", "Informe seu nome (como os clientes verão)"],
      ["Jo", "Seu nome deve ter pelo menos 3 caracteres"],
      ["M".repeat(121), "Seu nome deve ter no máximo 120 caracteres"],
      ["123 456", "Seu nome deve ter ao menos uma letra"],
      [42, "Seu nome deve ser um texto"],
      [{ $ne: null }, "Seu nome deve ser um texto"],
    ];
    for (const [nome, mensagem] of casos) {
      const r = await salvarNome(nome);
      expect(r.statusCode, JSON.stringify(nome)).toBe(400);
      expect(r.json().errors, JSON.stringify(nome)).toEqual({ nomeRecibo: mensagem });
    }
    const quebra = await salvarNome("Ana\nCredora");
    expect(quebra.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: dono.cookie } })).json()).toMatchObject({ nomeRecibo: null });
  });

  it("sem chave PIX, o nome se salva sozinho (o resto das configurações fica como estava) e assina os documentos", async () => {
    const antes = (await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: dono.cookie } })).json();
    const r = await salvarNome("  Ana   Credora ");
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ ...antes, nomeRecibo: "Ana Credora" });
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: dono.cookie } })).json()).toEqual({ ...antes, nomeRecibo: "Ana Credora" });
    const docs = await documentos();
    for (const [qual, texto] of Object.entries(docs)) {
      // The text has no page footer: the name is in its parties.
      expect(texto, qual).toContain(qual.endsWith("EmTexto") ? "CREDOR: Ana Credora" : "Emitido por Ana Credora");
      expect(texto, qual).not.toContain(dono.email);
    }
  });

  it("sem sessão, 401; de outra origem, 403; o nome de um credor não muda o de outro", async () => {
    expect(
      (await ctx.app.inject({ method: "POST", url: "/api/configuracoes/nome", headers: { origin: ORIGEM }, payload: { nomeRecibo: "Ana" } })).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: "POST",
          url: "/api/configuracoes/nome",
          headers: { cookie: dono.cookie, origin: "https://golpe.example" },
          payload: { nomeRecibo: "Golpe" },
        })
      ).statusCode,
    ).toBe(403);
    const outro = await novoLender(ctx.app);
    expect((await salvarNome("Bruno Outro", outro.cookie)).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: dono.cookie } })).json()).toMatchObject({ nomeRecibo: "Ana Credora" });
  });
});
