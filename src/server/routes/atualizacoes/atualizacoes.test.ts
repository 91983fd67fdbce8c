import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi } from "../../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../../test/multipart.ts";

// Issue 8: a sign-up link never changes a client already on file; the lender decides.
describe(`dados novos enviados pelo cliente (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  let endereco = 0;
  const outroEndereco = () => `10.7.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;
  const comoA = (method: "GET" | "POST", url: string, cookie = a.cookie) =>
    ctx.app.inject({ method, url, headers: { cookie, ...(method === "POST" ? { origin: ORIGEM } : {}) } });

  async function novoLink() {
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { valorOriginal: "500", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(r.statusCode).toBe(201);
    return (r.json() as { token: string }).token;
  }
  async function subirDocumento(token: string, tipo: "documento" | "comprovante") {
    const f = formulario({ token, tipo }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO });
    const r = await ctx.app.inject({ method: "POST", url: "/api/upload", payload: f.payload, headers: f.headers, remoteAddress: outroEndereco() });
    expect(r.statusCode).toBe(201);
    return (r.json() as { url: string }).url;
  }
  const enviar = (token: string, payload: object) =>
    ctx.app.inject({ method: "POST", url: `/api/cadastro/${token}`, payload: { aceitaTermos: true, ...payload }, remoteAddress: outroEndereco() });

  it("quem tem o link não redireciona o PIX de um cliente: os dados esperam o credor, que aceita", async () => {
    const cliente = await criarClienteApi(ctx.app, a.cookie, { nome: "Carla Original", telefone: "11911112222", pix: "carla@pix.com" });
    const token = await novoLink();
    const rg = await subirDocumento(token, "documento");
    const r = await enviar(token, { nome: "Carla Estranha", cpf: cliente.cpf, telefone: "21933334444", pix: "golpista@pix.com", documentoIdentidadeUrl: rg });
    expect(r.statusCode).toBe(201);

    const naFicha = (await comoA("GET", `/api/clientes/${cliente.id}`)).json();
    expect(naFicha).toMatchObject({ nome: "Carla Original", telefone: "11911112222", pix: "carla@pix.com", documentoIdentidadeUrl: null });

    const pendentes = (await comoA("GET", `/api/clientes/${cliente.id}/atualizacoes-pendentes`)).json();
    expect(pendentes).toHaveLength(1);
    expect(pendentes[0]).toMatchObject({ nome: "Carla Estranha", telefone: "21933334444", pix: "golpista@pix.com", documentoIdentidadeUrl: rg });
    // The new document can be seen before deciding.
    expect((await comoA("GET", rg)).statusCode).toBe(200);
    // The loan went to the existing client and says there is something to look at.
    const emprestimos = (await comoA("GET", `/api/emprestimos?clienteId=${cliente.id}`)).json();
    expect(emprestimos).toHaveLength(1);
    expect(emprestimos[0].dadosNovosPendentes).toBe(true);

    const aceita = await comoA("POST", `/api/atualizacoes-pendentes/${pendentes[0].id}/aceitar`);
    expect(aceita.statusCode).toBe(200);
    expect(aceita.json()).toMatchObject({ nome: "Carla Estranha", telefone: "21933334444", pix: "golpista@pix.com", documentoIdentidadeUrl: rg });
    expect((await comoA("GET", `/api/clientes/${cliente.id}/atualizacoes-pendentes`)).json()).toEqual([]);
    expect((await comoA("GET", `/api/emprestimos?clienteId=${cliente.id}`)).json()[0].dadosNovosPendentes).toBe(false);
    // Resolved once: a second decision is 404.
    expect((await comoA("POST", `/api/atualizacoes-pendentes/${pendentes[0].id}/descartar`)).statusCode).toBe(404);
  });

  it("descartar mantém a ficha como está e solta os documentos enviados para a limpeza", async () => {
    const cliente = await criarClienteApi(ctx.app, a.cookie, { nome: "Davi Original", telefone: "11955556666", pix: "davi@pix.com" });
    const token = await novoLink();
    const comprovante = await subirDocumento(token, "comprovante");
    await enviar(token, { nome: "Davi Original", cpf: cliente.cpf, telefone: "11955556666", pix: "outro@pix.com", comprovanteEnderecoUrl: comprovante });
    const [pendente] = (await comoA("GET", `/api/clientes/${cliente.id}/atualizacoes-pendentes`)).json();
    const r = await comoA("POST", `/api/atualizacoes-pendentes/${pendente.id}/descartar`);
    expect(r.statusCode).toBe(204);
    expect((await comoA("GET", `/api/clientes/${cliente.id}`)).json()).toMatchObject({ pix: "davi@pix.com", comprovanteEnderecoUrl: null });
    expect((await comoA("GET", `/api/clientes/${cliente.id}/atualizacoes-pendentes`)).json()).toEqual([]);
    // Detached: the lender no longer sees it, and the cleanup job may remove it.
    expect((await comoA("GET", comprovante)).statusCode).toBe(404);
  });

  it("os mesmos dados de quem já está na ficha não geram pendência", async () => {
    const cliente = await criarClienteApi(ctx.app, a.cookie, { nome: "Elisa Igual", telefone: "11977778888", pix: "elisa@pix.com" });
    const token = await novoLink();
    expect((await enviar(token, { nome: "Elisa Igual", cpf: cliente.cpf, telefone: "11977778888", pix: "elisa@pix.com" })).statusCode).toBe(201);
    expect((await comoA("GET", `/api/clientes/${cliente.id}/atualizacoes-pendentes`)).json()).toEqual([]);
  });

  it("outro credor não vê nem decide a pendência: 404 e nada muda", async () => {
    const cliente = await criarClienteApi(ctx.app, a.cookie, { nome: "Fabio Original", telefone: "11944445555", pix: "fabio@pix.com" });
    const token = await novoLink();
    await enviar(token, { nome: "Fabio Novo", cpf: cliente.cpf, telefone: "11944445555", pix: "fabio-novo@pix.com" });
    const [pendente] = (await comoA("GET", `/api/clientes/${cliente.id}/atualizacoes-pendentes`)).json();
    expect((await comoA("GET", `/api/clientes/${cliente.id}/atualizacoes-pendentes`, b.cookie)).statusCode).toBe(404);
    for (const acao of ["aceitar", "descartar"]) {
      const r = await comoA("POST", `/api/atualizacoes-pendentes/${pendente.id}/${acao}`, b.cookie);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: "Atualização não encontrada." });
    }
    expect((await comoA("POST", "/api/atualizacoes-pendentes/nao-e-uuid/aceitar")).statusCode).toBe(404);
    expect((await comoA("GET", `/api/clientes/${cliente.id}`)).json().pix).toBe("fabio@pix.com");
    expect((await comoA("GET", `/api/clientes/${cliente.id}/atualizacoes-pendentes`)).json()).toHaveLength(1);
  });
});
