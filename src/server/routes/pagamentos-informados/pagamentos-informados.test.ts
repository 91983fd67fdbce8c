import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarCreditos } from "../../data/creditos.ts";
import { comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../../test/multipart.ts";

// Issue 30, points 2, 3 and 5: the borrower's 'Já paguei' with a proof, the lender's confirmation
// (one notice, at most one payment, dated as the borrower said) or refusal, and LGPD.

const PENDENTE = "Já existe um pagamento informado aguardando confirmação.";

describe(`pagamentos informados pelo cliente (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string; email: string };
  let endereco = 0;
  const novoEndereco = () => `10.77.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;

  const linkDe = async (clienteId: string) =>
    (
      (await ctx.app.inject({ method: "POST", url: `/api/clientes/${clienteId}/link-cliente`, headers: { cookie: dono.cookie, origin: ORIGEM } })).json() as {
        token: string;
      }
    ).token;
  const informar = (token: string, campos: Record<string, string>, arquivo?: { nome: string; tipo: string; conteudo: Buffer }) => {
    const f = formulario(campos, arquivo);
    return ctx.app.inject({
      method: "POST",
      url: `/api/c/${token}/pagamentos-informados`,
      payload: f.payload,
      headers: f.headers,
      remoteAddress: novoEndereco(),
    });
  };
  const pagina = (token: string) => ctx.app.inject({ url: `/api/c/${token}`, remoteAddress: novoEndereco() });
  const lista = async (cookie = dono.cookie, query = "") =>
    (await ctx.app.inject({ url: `/api/pagamentos-informados${query}`, headers: { cookie } })).json() as {
      id: string;
      emprestimoId: string;
      valor: string;
      dataPagamento: string;
      comprovanteUrl: string | null;
      clienteNome: string;
      sugestao: { tipoPagamento: string; valorPrincipal: string | null } | null;
    }[];
  const recusar = (id: string, motivo: string, cookie = dono.cookie) =>
    ctx.app.inject({ method: "POST", url: `/api/pagamentos-informados/${id}/recusa`, headers: { cookie, origin: ORIGEM }, payload: { motivo } });
  /** A client with an overdue mensal loan (R$ 1.000,00 at 10 %, 1 % a day, due 2026-10-31; today 2026-11-25) and their page. */
  const comEmprestimo = async (nome: string) => {
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome });
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id, { dataInicio: "2026-10-01" });
    return { cliente, emprestimo, token: await linkDe(cliente.id) };
  };

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    for (const { email } of [dono, outro]) await adicionarCreditos(ctx.banco.db, { email, dias: 90, tipo: "compra" }, ctx.relogio.now());
  });
  afterAll(async () => ctx.close());

  it("o cliente informa com comprovante; um pendente por empréstimo (409); o credor vê, abre o comprovante e confirma com a data informada", async () => {
    const { cliente, emprestimo, token } = await comEmprestimo("Paula Pagante");
    const r = await informar(
      token,
      { emprestimoId: emprestimo.id, valor: "105,00", dataPagamento: "2026-11-05" },
      { nome: "pix.png", tipo: "image/png", conteudo: PNG_MINIMO },
    );
    expect(r.statusCode, r.body).toBe(201);
    const segundo = await informar(token, { emprestimoId: emprestimo.id, valor: "105,00" });
    expect(segundo.statusCode).toBe(409);
    expect(segundo.json().message).toBe(PENDENTE);

    const naPagina = (await pagina(token)).json().emprestimos[0];
    expect(naPagina.pagamentoInformado).toEqual({ situacao: "pendente", valor: "105.00", dataPagamento: "2026-11-05", motivoRecusa: null });

    const [aviso] = await lista(dono.cookie, `?clienteId=${cliente.id}`);
    // 5 days late on 2026-11-05: R$ 100,00 of interest and R$ 50,00 late; R$ 105,00 covers no more than the interest.
    expect(aviso).toMatchObject({ emprestimoId: emprestimo.id, valor: "105.00", dataPagamento: "2026-11-05", clienteNome: "Paula Pagante" });
    expect(aviso!.sugestao).toEqual({ tipoPagamento: "juros_apenas", valorPrincipal: null });
    const comprovante = await ctx.app.inject({ url: aviso!.comprovanteUrl!, headers: { cookie: dono.cookie } });
    expect(comprovante.statusCode).toBe(200);
    expect(comprovante.headers["content-type"]).toBe("image/png");
    expect((await ctx.app.inject({ url: aviso!.comprovanteUrl!, headers: { cookie: outro.cookie } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: aviso!.comprovanteUrl! })).statusCode).toBe(404);
    expect(await lista(outro.cookie)).toEqual([]);

    const pago = await pagar(
      ctx.app,
      dono.cookie,
      { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", pagamentoInformadoId: aviso!.id },
      "confirma-1",
    );
    expect(pago.statusCode, pago.body).toBe(201);
    expect(pago.json().pagamento).toMatchObject({ valorTotalPago: "150.00", novaDataProximoCiclo: "2026-11-30" });
    const [registrado] = (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${cliente.id}`, headers: { cookie: dono.cookie } })).json();
    expect(registrado.dataPagamento.slice(0, 10)).toBe("2026-11-05");
    expect(await lista(dono.cookie, `?clienteId=${cliente.id}`)).toEqual([]);
    const depois = (await pagina(token)).json();
    expect(depois.emprestimos[0].pagamentoInformado.situacao).toBe("confirmado");
    expect(depois.pagamentos.map((p: { id: string }) => p.id)).toEqual([registrado.id]);

    // The same notice again, under another key: already decided, no second payment.
    const deNovo = await pagar(
      ctx.app,
      dono.cookie,
      { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", pagamentoInformadoId: aviso!.id, confirmarRepeticao: true },
      "confirma-2",
    );
    expect(deNovo.statusCode).toBe(409);
    expect(deNovo.json().message).toBe("Este pagamento informado já foi confirmado ou recusado.");
    // A new notice can now be informed.
    expect((await informar(token, { emprestimoId: emprestimo.id, valor: "100,00" })).statusCode).toBe(201);
  });

  it("duas confirmações do mesmo aviso ao mesmo tempo: um pagamento só", async () => {
    const { cliente, emprestimo, token } = await comEmprestimo("Corrida Dupla");
    expect((await informar(token, { emprestimoId: emprestimo.id, valor: "100,00", dataPagamento: "2026-10-31" })).statusCode).toBe(201);
    const [aviso] = await lista(dono.cookie, `?clienteId=${cliente.id}`);
    const corpo = { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas", pagamentoInformadoId: aviso!.id, confirmarRepeticao: true };
    const r = await Promise.all([pagar(ctx.app, dono.cookie, corpo, "corrida-a"), pagar(ctx.app, dono.cookie, corpo, "corrida-b")]);
    expect(r.map((x) => x.statusCode).sort()).toEqual([201, 409]);
    const pagamentos = (await ctx.app.inject({ url: `/api/pagamentos?clienteId=${cliente.id}`, headers: { cookie: dono.cookie } })).json();
    expect(pagamentos).toHaveLength(1);
  });

  it("recusar pede motivo; o cliente vê o motivo; outro credor recebe 404; tudo na trilha de atividade", async () => {
    const { cliente, emprestimo, token } = await comEmprestimo("Rita Recusada");
    expect((await informar(token, { emprestimoId: emprestimo.id, valor: "50,00" })).statusCode).toBe(201);
    const [aviso] = await lista(dono.cookie, `?clienteId=${cliente.id}`);
    expect((await recusar(aviso!.id, "x")).statusCode).toBe(400);
    expect((await recusar(aviso!.id, "Não caiu na conta", outro.cookie)).statusCode).toBe(404);
    expect((await recusar("nao-e-id", "Não caiu na conta")).statusCode).toBe(404);
    const r = await recusar(aviso!.id, "Não caiu na conta");
    expect(r.statusCode, r.body).toBe(200);
    expect((await recusar(aviso!.id, "Outra vez")).statusCode).toBe(409);
    expect((await pagina(token)).json().emprestimos[0].pagamentoInformado).toEqual({
      situacao: "recusado",
      valor: "50.00",
      dataPagamento: "2026-11-25",
      motivoRecusa: "Não caiu na conta",
    });
    const trilha = (await ctx.app.inject({ url: `/api/auditoria?clienteId=${cliente.id}`, headers: { cookie: dono.cookie } })).json();
    const acoes = (trilha.itens as { acao: string }[]).map((i) => i.acao);
    expect(acoes).toContain("pagamento_informado");
    expect(acoes).toContain("pagamento_informado_recusado");
  });

  it("entradas hostis: arquivo que não é imagem nem PDF (415), data futura (400), empréstimo de outro cliente (404), finalizado (409); nada é criado", async () => {
    const { cliente, emprestimo, token } = await comEmprestimo("Hugo Hostil");
    const vizinho = await comEmprestimo("Vizinho Qualquer");
    const texto = await informar(
      token,
      { emprestimoId: emprestimo.id, valor: "10,00" },
      { nome: "x.png", tipo: "image/png", conteudo: Buffer.from("<script>alert(1)</script>") },
    );
    expect(texto.statusCode).toBe(415);
    const futura = await informar(token, { emprestimoId: emprestimo.id, valor: "10,00", dataPagamento: "2026-11-26" });
    expect(futura.statusCode).toBe(400);
    expect(futura.json().message).toBe("A data do pagamento não pode ser depois de hoje.");
    expect((await informar(token, { emprestimoId: emprestimo.id, valor: "0" })).statusCode).toBe(400);
    expect((await informar(token, { emprestimoId: vizinho.emprestimo.id, valor: "10,00" })).statusCode).toBe(404);
    expect((await informar(token, { emprestimoId: "nao-e-id", valor: "10,00" })).statusCode).toBe(400);
    expect((await informar("x".repeat(32), { emprestimoId: emprestimo.id, valor: "10,00" })).statusCode).toBe(404);
    const quitado = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id);
    expect((await pagar(ctx.app, dono.cookie, { emprestimoId: quitado.id, tipoPagamento: "total" })).statusCode).toBe(201);
    expect((await informar(token, { emprestimoId: quitado.id, valor: "10,00" })).statusCode).toBe(409);
    expect(await lista(dono.cookie, `?clienteId=${cliente.id}`)).toEqual([]);
    const documentos = await comoSistema(
      ctx.banco.db,
      async (tx) => (await tx.execute(sql`SELECT count(*)::int AS n FROM documentos WHERE cliente_id = ${cliente.id}`)).rows,
    );
    expect(documentos).toEqual([{ n: 0 }]);
  });

  it("LGPD: a exportação traz os links e os avisos; a anonimização revoga o link e apaga o comprovante", async () => {
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Lia Lgpd" });
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id);
    const token = await linkDe(cliente.id);
    expect(
      (await informar(token, { emprestimoId: emprestimo.id, valor: "100,00" }, { nome: "pix.png", tipo: "image/png", conteudo: PNG_MINIMO })).statusCode,
    ).toBe(201);
    const [aviso] = await lista(dono.cookie, `?clienteId=${cliente.id}`);
    expect((await recusar(aviso!.id, "Comprovante de Lia Lgpd ilegível")).statusCode).toBe(200);
    const exportado = (await ctx.app.inject({ url: `/api/clientes/${cliente.id}/dados-pessoais`, headers: { cookie: dono.cookie } })).json();
    expect(exportado.linksDaPaginaDoCliente).toHaveLength(1);
    expect(exportado.linksDaPaginaDoCliente[0].revogadoEm).toBeNull();
    expect(JSON.stringify(exportado)).not.toContain(token);
    expect(exportado.pagamentosInformados).toMatchObject([{ valor: "100.00", situacao: "recusado", motivoRecusa: "Comprovante de Lia Lgpd ilegível" }]);

    expect((await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "total" })).statusCode).toBe(201);
    const anonimizado = await ctx.app.inject({
      method: "POST",
      url: `/api/clientes/${cliente.id}/anonimizar`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
    });
    expect(anonimizado.statusCode, anonimizado.body).toBe(200);
    expect((await pagina(token)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: aviso!.comprovanteUrl!, headers: { cookie: dono.cookie } })).statusCode).toBe(404);
    const [linha] = await comoSistema(
      ctx.banco.db,
      async (tx) =>
        (
          await tx.execute(
            sql`SELECT l.revogado_em IS NOT NULL AS revogado, i.motivo_recusa, i.comprovante_id FROM links_cliente l JOIN pagamentos_informados i ON i.cliente_id = l.cliente_id WHERE l.cliente_id = ${cliente.id}`,
          )
        ).rows,
    );
    expect(linha).toMatchObject({ revogado: true, comprovante_id: null });
    expect(String((linha as { motivo_recusa: string }).motivo_recusa)).not.toContain("Lia");
  });

  it("credor sem créditos: o cliente ainda informa o pagamento", async () => {
    const semCredito = await novoLender(ctx.app);
    const cliente = await criarClienteApi(ctx.app, semCredito.cookie, { nome: "Sem Credito Cliente" });
    const emprestimo = await criarEmprestimoApi(ctx.app, semCredito.cookie, cliente.id);
    const token = (
      (
        await ctx.app.inject({ method: "POST", url: `/api/clientes/${cliente.id}/link-cliente`, headers: { cookie: semCredito.cookie, origin: ORIGEM } })
      ).json() as { token: string }
    ).token;
    ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 2 * 86_400_000));
    try {
      expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: semCredito.cookie } })).statusCode).toBe(402);
      expect((await informar(token, { emprestimoId: emprestimo.id, valor: "110,00" })).statusCode).toBe(201);
    } finally {
      ctx.relogio.set(new Date(ctx.relogio.now().getTime() - 2 * 86_400_000));
    }
  });
});
