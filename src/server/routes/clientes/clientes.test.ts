import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, novoCpf } from "../../test/ledger.ts";

describe(`clientes (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const post = (cookie: string, payload: unknown) => ctx.app.inject({ method: "POST", url: "/api/clientes", headers: { cookie }, payload: payload as object });

  it("cadastra com CPF e telefone só em dígitos e totais zerados", async () => {
    const cpf = novoCpf();
    const formatado = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const r = await post(a.cookie, { nome: "  João Pereira ", cpf: formatado, telefone: "(11) 91234-5678", pix: "joao@pix.com" });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({
      id: expect.any(String),
      nome: "João Pereira",
      cpf,
      telefone: "11912345678",
      pix: "joao@pix.com",
      documentoIdentidadeUrl: null,
      comprovanteEnderecoUrl: null,
      totalEmprestadoHistorico: "0.00",
      totalReceberAtual: "0.00",
      totalPagoJuros: "0.00",
    });
    const lido = await ctx.app.inject({ url: `/api/clientes/${r.json().id}`, headers: { cookie: a.cookie } });
    expect(lido.json().nome).toBe("João Pereira");
  });

  it("dá cada mensagem de validação do SPEC e não grava nada", async () => {
    const antes = (await ctx.app.inject({ url: "/api/clientes", headers: { cookie: a.cookie } })).json().length;
    const r = await post(a.cookie, { nome: "Jo", cpf: "123", telefone: "11 9999", pix: "" });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual({
      nome: "Nome deve ter pelo menos 3 caracteres",
      cpf: "CPF deve ter 11 dígitos",
      telefone: "Telefone inválido",
      pix: "Chave PIX obrigatória",
    });
    const invalido = await post(a.cookie, { nome: "Ana Lima", cpf: "12345678900", telefone: "11912345678", pix: "x" });
    expect(invalido.statusCode).toBe(400);
    expect(invalido.json()).toEqual({ message: "CPF inválido", errors: { cpf: "CPF inválido" } });
    const vazio = await post(a.cookie, {});
    expect(vazio.statusCode).toBe(400);
    expect(Object.keys(vazio.json().errors).sort()).toEqual(["cpf", "nome", "pix", "telefone"]);
    const depois = (await ctx.app.inject({ url: "/api/clientes", headers: { cookie: a.cookie } })).json().length;
    expect(depois).toBe(antes);
  });

  it("um CPF por credor: 409 no mesmo credor, permitido para outro", async () => {
    const cpf = novoCpf();
    await criarClienteApi(ctx.app, a.cookie, { cpf });
    const repetido = await post(a.cookie, { nome: "Outro Nome", cpf, telefone: "11912345678", pix: "p" });
    expect(repetido.statusCode).toBe(409);
    expect(repetido.json().message).toBe("Já existe um cliente com este CPF");
    const outroCredor = await post(b.cookie, { nome: "Outro Nome", cpf, telefone: "11912345678", pix: "p" });
    expect(outroCredor.statusCode).toBe(201);
  });

  it("edita com as mesmas regras; CPF de outro cliente é 409", async () => {
    const c1 = await criarClienteApi(ctx.app, a.cookie);
    const c2 = await criarClienteApi(ctx.app, a.cookie);
    const put = (id: string, payload: object) => ctx.app.inject({ method: "PUT", url: `/api/clientes/${id}`, headers: { cookie: a.cookie }, payload });
    const ok = await put(c1.id, { nome: "Maria Souza", cpf: c1.cpf, telefone: "21987654321", pix: "nova-chave" });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ nome: "Maria Souza", telefone: "21987654321", pix: "nova-chave" });
    const ruim = await put(c1.id, { nome: "M", cpf: c1.cpf, telefone: "21987654321", pix: "x" });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errors.nome).toBe("Nome deve ter pelo menos 3 caracteres");
    const dup = await put(c1.id, { nome: "Maria Souza", cpf: c2.cpf, telefone: "21987654321", pix: "x" });
    expect(dup.statusCode).toBe(409);
    const lido = (await ctx.app.inject({ url: `/api/clientes/${c1.id}`, headers: { cookie: a.cookie } })).json();
    expect(lido).toMatchObject({ nome: "Maria Souza", cpf: c1.cpf, pix: "nova-chave" });
  });

  it("outro credor recebe 404 ao ler ou editar e nunca vê o cliente na lista", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Cliente Secreto" });
    const ler = await ctx.app.inject({ url: `/api/clientes/${c.id}`, headers: { cookie: b.cookie } });
    expect(ler.statusCode).toBe(404);
    expect(ler.json()).toEqual({ message: "Cliente não encontrado." });
    const editar = await ctx.app.inject({
      method: "PUT",
      url: `/api/clientes/${c.id}`,
      headers: { cookie: b.cookie },
      payload: { nome: "Invasor", cpf: novoCpf(), telefone: "11912345678", pix: "x" },
    });
    expect(editar.statusCode).toBe(404);
    const listaB = (await ctx.app.inject({ url: "/api/clientes", headers: { cookie: b.cookie } })).json();
    expect(listaB.map((x: { id: string }) => x.id)).not.toContain(c.id);
    const lido = (await ctx.app.inject({ url: `/api/clientes/${c.id}`, headers: { cookie: a.cookie } })).json();
    expect(lido.nome).toBe("Cliente Secreto");
  });

  it("id que não é UUID é 404, sem erro de SQL", async () => {
    const r = await ctx.app.inject({ url: "/api/clientes/1%20OR%201=1", headers: { cookie: a.cookie } });
    expect(r.statusCode).toBe(404);
  });

  it("sem sessão é 401", async () => {
    expect((await ctx.app.inject({ url: "/api/clientes" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "POST", url: "/api/clientes", payload: {} })).statusCode).toBe(401);
  });
});
