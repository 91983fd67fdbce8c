import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf } from "../../test/ledger.ts";

// Issue 42, point 7: the dashboard's figures carry how many sign-ups by link await the lender's
// delivery, in the same answer (no second read, so the offline copy of the dashboard has it too).
describe(`painel: cadastros aguardando envio (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const aguardando = async (cookie: string) => {
    const r = await ctx.app.inject({ url: "/api/dashboard/metrics", headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { cadastrosAguardandoEnvio: number }).cadastrosAguardandoEnvio;
  };

  let endereco = 0;
  /** A borrower completes a new link of `cookie`'s lender; the loan's id. */
  async function cadastroPeloLink(cookie: string): Promise<string> {
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie, origin: ORIGEM },
      payload: { valorOriginal: "1000", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
    });
    expect(link.statusCode, link.body).toBe(201);
    const { token } = link.json() as { token: string };
    const cpf = novoCpf();
    const envio = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${token}`,
      payload: { nome: "Paula Tomadora", cpf, telefone: "11988887777", pix: "paula@pix.com", aceitaTermos: true },
      remoteAddress: `10.9.0.${++endereco}`,
    });
    expect(envio.statusCode, envio.body).toBe(201);
    const clientes = (await ctx.app.inject({ url: "/api/clientes", headers: { cookie } })).json() as { id: string; cpf: string }[];
    const cliente = clientes.find((c) => c.cpf === cpf)!;
    const [emprestimo] = (await ctx.app.inject({ url: `/api/emprestimos?clienteId=${cliente.id}`, headers: { cookie } })).json() as { id: string }[];
    return emprestimo!.id;
  }

  const mudarStatus = async (cookie: string, id: string, status: string) => {
    const r = await ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${id}`, headers: { cookie, origin: ORIGEM }, payload: { status } });
    expect(r.statusCode, r.body).toBe(200);
  };

  it("conta só os cadastros do próprio credor; o marcado como enviado deixa de contar; o empréstimo manual nunca conta", async () => {
    expect(await aguardando(a.cookie)).toBe(0);

    const primeiro = await cadastroPeloLink(a.cookie);
    await cadastroPeloLink(a.cookie);
    await cadastroPeloLink(b.cookie);
    // The count is read again after each write: the cached figures follow the data's version.
    expect(await aguardando(a.cookie)).toBe(2);
    expect(await aguardando(b.cookie)).toBe(1);

    // A manual loan starts ativo; even moved to aguardando_envio by hand it is no sign-up.
    const cliente = await criarClienteApi(ctx.app, a.cookie, { nome: "Caio Manual" });
    const manual = await criarEmprestimoApi(ctx.app, a.cookie, cliente.id);
    expect(manual.status).toBe("ativo");
    await mudarStatus(a.cookie, manual.id, "aguardando_envio");
    expect(await aguardando(a.cookie)).toBe(2);

    // 'Marcar como enviado': the loan becomes ativo and is no longer waiting.
    await mudarStatus(a.cookie, primeiro, "ativo");
    expect(await aguardando(a.cookie)).toBe(1);
    expect(await aguardando(b.cookie)).toBe(1);
  });
});
