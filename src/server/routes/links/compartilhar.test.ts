import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { novoCpf } from "../../test/ledger.ts";

// Issue 11, "links that travel": the recipient's name on a link, the lender's display name on the
// borrower's page, and the "already sent" answer of a used link.
describe(`links que viajam: destinatário, nome do credor e link já enviado (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string; email: string };
  let b: { cookie: string; email: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const termos = { valorOriginal: "500", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" };
  const criar = (extra: object, cookie = a.cookie) =>
    ctx.app.inject({ method: "POST", url: "/api/links-cadastro", headers: { cookie, origin: ORIGEM }, payload: { ...termos, ...extra } });
  const listar = async (cookie: string) =>
    (await ctx.app.inject({ url: "/api/links-cadastro", headers: { cookie } })).json() as { id: string; nomeDestinatario: string | null }[];
  let endereco = 0;
  const publico = (token: string) => ctx.app.inject({ url: `/api/cadastro/${token}`, remoteAddress: `10.11.0.${++endereco}` });
  const enviar = (token: string) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${token}`,
      remoteAddress: `10.12.0.${++endereco}`,
      payload: { nome: "Joana Tomadora", cpf: novoCpf(), telefone: "11988887777", pix: "joana@pix.com", aceitaTermos: true },
    });
  const nomeParaRecibos = (cookie: string, nomeRecibo: string | null) =>
    ctx.app.inject({ method: "POST", url: "/api/configuracoes", headers: { cookie, origin: ORIGEM }, payload: { chavePix: "credor@pix.com", nomeRecibo } });

  it("o nome do destinatário é opcional, aparado, guardado e devolvido na lista só do dono", async () => {
    const com = await criar({ nomeDestinatario: "  Maria da Silva  " });
    expect(com.statusCode).toBe(201);
    expect(com.json()).toMatchObject({ nomeDestinatario: "Maria da Silva" });
    const sem = await criar({});
    expect(sem.json()).toMatchObject({ nomeDestinatario: null });
    const vazio = await criar({ nomeDestinatario: "   " });
    expect(vazio.json()).toMatchObject({ nomeDestinatario: null });
    const doDono = await listar(a.cookie);
    expect(doDono.find((l) => l.id === com.json().id)?.nomeDestinatario).toBe("Maria da Silva");
    expect(JSON.stringify(await listar(b.cookie))).not.toContain("Maria da Silva");
  });

  it("nome do destinatário com mais de 60 caracteres é 400 em português, e nada é criado", async () => {
    const antes = (await listar(a.cookie)).length;
    const r = await criar({ nomeDestinatario: "M".repeat(61) });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ errors: { nomeDestinatario: "Nome deve ter no máximo 60 caracteres" } });
    expect((await criar({ nomeDestinatario: 42 })).statusCode).toBe(400);
    expect((await listar(a.cookie)).length).toBe(antes);
    expect((await criar({ nomeDestinatario: "M".repeat(60) })).statusCode).toBe(201);
  });

  it("a página do tomador mostra o 'Seu nome (como os clientes verão)' do credor, nunca o e-mail", async () => {
    const link = (await criar({})).json() as { token: string };
    const semNome = await publico(link.token);
    expect(semNome.statusCode).toBe(200);
    expect(semNome.json()).toMatchObject({ nomeCredor: null });
    expect(semNome.body).not.toContain(a.email);
    expect((await nomeParaRecibos(a.cookie, "Crédito do Zé")).statusCode).toBe(200);
    const comNome = await publico(link.token);
    expect(comNome.json()).toMatchObject({ status: "ativo", nomeCredor: "Crédito do Zé" });
    expect(comNome.body).not.toContain(a.email);
    // Another lender's name never shows on A's link.
    expect((await nomeParaRecibos(b.cookie, "Outro Credor")).statusCode).toBe(200);
    expect((await publico(link.token)).json().nomeCredor).toBe("Crédito do Zé");
    // Cleared again: neutral, still not the e-mail.
    expect((await nomeParaRecibos(a.cookie, "")).statusCode).toBe(200);
    const limpo = await publico(link.token);
    expect(limpo.json()).toMatchObject({ nomeCredor: null });
    expect(limpo.body).not.toContain(a.email);
  });

  it("link já usado: 404 com a mesma mensagem e code link_utilizado, sem nada do envio; cancelado e expirado sem code", async () => {
    const usado = (await criar({ nomeDestinatario: "Joana" })).json() as { token: string };
    expect((await enviar(usado.token)).statusCode).toBe(201);
    const r = await publico(usado.token);
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ message: "Link indisponível ou já utilizado.", code: "link_utilizado" });
    expect(r.headers["cache-control"]).toBe("no-store");

    const cancelado = (await criar({})).json() as { id: string; token: string };
    expect(
      (await ctx.app.inject({ method: "POST", url: `/api/links-cadastro/${cancelado.id}/cancelar`, headers: { cookie: a.cookie, origin: ORIGEM } })).statusCode,
    ).toBe(200);
    expect((await publico(cancelado.token)).json()).toEqual({ message: "Link indisponível ou já utilizado." });
    expect((await publico("token-que-nao-existe")).json()).toEqual({ message: "Link indisponível ou já utilizado." });

    const expira = (await criar({ validadeDias: 1 })).json() as { token: string };
    ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 2 * 86_400_000));
    try {
      expect((await publico(expira.token)).json()).toEqual({ message: "Link indisponível ou já utilizado." });
    } finally {
      ctx.relogio.set(new Date(ctx.relogio.now().getTime() - 2 * 86_400_000));
    }
  });
});
