import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarCreditos } from "../../data/creditos.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { LIMITES } from "../../http/limites-publicos.ts";
import { paginasDoPdf, textoDoPdf } from "../../test/pdf.ts";

// Issue 30, point 1: the borrower's own page, /c/{token}, and the lender's 'Link do cliente'.

describe(`página do cliente (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string; email: string };
  let clienteId = "";
  let outroClienteId = "";
  let endereco = 0;
  const novoEndereco = () => `10.66.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;

  const link = (id: string, cookie = dono.cookie, novo?: boolean) =>
    ctx.app.inject({
      method: "POST",
      url: `/api/clientes/${id}/link-cliente`,
      headers: { cookie, origin: ORIGEM },
      ...(novo === undefined ? {} : { payload: { novo } }),
    });
  const pagina = (token: string, remoteAddress = novoEndereco()) => ctx.app.inject({ url: `/api/c/${token}`, remoteAddress });

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    for (const { email } of [dono, outro]) await adicionarCreditos(ctx.banco.db, { email, dias: 90, tipo: "compra" }, ctx.relogio.now());
    await ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { nomeRecibo: "Carlos Credor", chavePix: "carlos@pix.com", nomeRecebedor: "Carlos Credor", cidadeRecebedor: "São Paulo" },
    });
    clienteId = (await criarClienteApi(ctx.app, dono.cookie, { nome: "Teresa Pagadora", cpf: "52998224725" })).id;
    outroClienteId = (await criarClienteApi(ctx.app, dono.cookie, { nome: "Outro Cliente Do Dono" })).id;
  });
  afterAll(async () => ctx.close());

  it("o link é criado no primeiro uso, o mesmo depois; 'Gerar novo link' faz o antigo responder 'Link indisponível.'", async () => {
    const primeiro = await link(clienteId);
    expect(primeiro.statusCode, primeiro.body).toBe(201);
    const { token } = primeiro.json() as { token: string };
    expect(Buffer.from(token, "base64url")).toHaveLength(24);
    expect((await link(clienteId)).json().token).toBe(token);
    expect((await ctx.app.inject({ url: `/api/clientes/${clienteId}/link-cliente`, headers: { cookie: dono.cookie } })).json().token).toBe(token);
    const novo = (await link(clienteId, dono.cookie, true)).json() as { token: string };
    expect(novo.token).not.toBe(token);
    const antigo = await pagina(token);
    expect(antigo.statusCode).toBe(404);
    expect(antigo.json().message).toBe("Link indisponível.");
    expect((await pagina(novo.token)).statusCode).toBe(200);
  });

  it("a página traz só os empréstimos em aberto deste cliente, o valor devido hoje, o PIX do valor e os pagamentos; CPF mascarado", async () => {
    const mensal = await criarEmprestimoApi(ctx.app, dono.cookie, clienteId, { valorOriginal: "1000,00", dataInicio: "2026-10-01" });
    const parcelado = await criarEmprestimoApi(ctx.app, dono.cookie, clienteId, {
      valorOriginal: "600,00",
      modalidade: "parcelado",
      quantidadeMeses: 3,
      taxaJurosMes: "5",
    });
    const quitado = await criarEmprestimoApi(ctx.app, dono.cookie, clienteId);
    expect((await pagar(ctx.app, dono.cookie, { emprestimoId: quitado.id, tipoPagamento: "total" })).statusCode).toBe(201);
    await criarEmprestimoApi(ctx.app, dono.cookie, outroClienteId);
    const { token } = (await link(clienteId)).json() as { token: string };

    const r = await pagina(token);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers["cache-control"]).toContain("no-store");
    expect(r.headers["x-robots-tag"]).toContain("noindex");
    expect(r.headers["referrer-policy"]).toBe("no-referrer");
    const corpo = r.json();
    expect(corpo.nomeCredor).toBe("Carlos Credor");
    expect(corpo.cliente).toEqual({ nome: "Teresa Pagadora", cpfMascarado: "***.982.247-**" });
    expect(r.body).not.toContain("52998224725");
    expect(r.body).not.toContain("Outro Cliente Do Dono");
    const ids = (corpo.emprestimos as { id: string }[]).map((e) => e.id).sort();
    expect(ids).toEqual([mensal.id, parcelado.id].sort());

    // The same figures as the lender's own API: the overdue mensal loan, late interest included.
    const doCredor = (await ctx.app.inject({ url: `/api/emprestimos/${mensal.id}`, headers: { cookie: dono.cookie } })).json();
    const naPagina = (corpo.emprestimos as Record<string, unknown>[]).find((e) => e.id === mensal.id)!;
    expect(naPagina.diasAtraso).toBe(doCredor.diasAtraso);
    expect(naPagina.proximoVencimento).toBe(doCredor.dataProximoCiclo);
    expect(naPagina.valorRestante).toBe(doCredor.valorRestante);
    // 10 % of R$ 1.000,00 for the cycle, plus the late interest the lender sees.
    expect(Number(naPagina.valorDevidoHoje)).toBeCloseTo(100 + Number(doCredor.valorJurosAtraso), 2);
    // Issue 42, point 7: the amount's parts, exact strings that add up to it in centavos.
    expect(naPagina.valorDoCiclo).toBe("100.00");
    expect(naPagina.valorJurosAtraso).toBe(doCredor.valorJurosAtraso);
    expect(Number(doCredor.valorJurosAtraso)).toBeGreaterThan(0);
    const centavos = (v: unknown) => Math.round(Number(v) * 100);
    expect(centavos(naPagina.valorDoCiclo) + centavos(naPagina.valorJurosAtraso)).toBe(centavos(naPagina.valorDevidoHoje));
    expect(naPagina.pixCopiaECola).toMatch(/^000201/);

    const p = (corpo.emprestimos as Record<string, unknown>[]).find((e) => e.id === parcelado.id)!;
    expect((p.parcelas as { situacao: string }[]).map((x) => x.situacao)).toEqual(["a_vencer", "a_vencer", "a_vencer"]);
    expect((p.parcelas as { valor: string }[]).map((x) => x.valor)).toEqual(["230.00", "230.00", "230.00"]);
    expect(p.valorDoCiclo).toBe("230.00");
    expect(p.valorJurosAtraso).toBe("0.00");

    expect((corpo.pagamentos as { emprestimoId: string }[]).map((x) => x.emprestimoId)).toEqual([quitado.id]);
  });

  it("dois toques ao mesmo tempo em 'Link do cliente' dão o mesmo link, e em 'Gerar novo link', um link vivo só", async () => {
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Dupla Toque" });
    const primeiros = await Promise.all([link(cliente.id), link(cliente.id)]);
    expect(primeiros.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(primeiros[0]!.json().token).toBe(primeiros[1]!.json().token);
    const novos = await Promise.all([link(cliente.id, dono.cookie, true), link(cliente.id, dono.cookie, true)]);
    expect(novos.map((r) => r.statusCode)).toEqual([201, 201]);
    const atual = (await ctx.app.inject({ url: `/api/clientes/${cliente.id}/link-cliente`, headers: { cookie: dono.cookie } })).json().token;
    const vivos = await Promise.all(novos.map(async (r) => (await pagina(r.json().token)).statusCode));
    expect(vivos.sort()).toEqual([200, 404]);
    expect(novos.map((r) => r.json().token)).toContain(atual);
  });

  it("isolamento: outro credor não vê nem cria o link do cliente do dono (404)", async () => {
    expect((await link(clienteId, outro.cookie)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/clientes/${clienteId}/link-cliente`, headers: { cookie: outro.cookie } })).statusCode).toBe(404);
    expect((await link("nao-e-id", outro.cookie)).statusCode).toBe(404);
    expect((await pagina("x".repeat(32))).statusCode).toBe(404);
  });

  it("credor sem créditos: a página ainda responde (o tomador precisa pagar)", async () => {
    const semCredito = await novoLender(ctx.app);
    const cliente = await criarClienteApi(ctx.app, semCredito.cookie, { nome: "Bruno Sem Credito" });
    const { token } = (await link(cliente.id, semCredito.cookie)).json() as { token: string };
    ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 2 * 86_400_000));
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: semCredito.cookie } })).statusCode).toBe(402);
    expect((await pagina(token)).statusCode).toBe(200);
  });

  it("os documentos do cliente pela página: recibo, extrato e contrato aceito; de outro cliente ou de outro credor, 404", async () => {
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Dora Documentos" });
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id, { valorOriginal: "500,00" });
    const pago = await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" });
    const pagamentoId = (pago.json() as { pagamento: { id: string } }).pagamento.id;
    const { token } = (await link(cliente.id)).json() as { token: string };
    const doc = (caminho: string) => ctx.app.inject({ url: `/api/c/${token}/${caminho}`, remoteAddress: novoEndereco() });

    const recibo = await doc(`pagamentos/${pagamentoId}/recibo`);
    expect(recibo.statusCode, recibo.body).toBe(200);
    expect(recibo.headers["content-type"]).toBe("application/pdf");
    expect(recibo.headers["cache-control"]).toContain("no-store");
    expect(recibo.headers["referrer-policy"]).toBe("no-referrer");
    const textoRecibo = await textoDoPdf(recibo.rawPayload);
    expect(textoRecibo).toContain("Dora Documentos");
    expect(textoRecibo).toContain("Carlos Credor");
    // The same receipt as the lender's: the same verification code, registered once.
    const doCredor = await ctx.app.inject({ url: `/api/pagamentos/${pagamentoId}/recibo`, headers: { cookie: dono.cookie } });
    const codigo = /Código de verificação:? ([A-Z0-9-]+)/.exec(textoRecibo)?.[1];
    expect(codigo).toBeTruthy();
    expect(await textoDoPdf(doCredor.rawPayload)).toContain(codigo!);

    const extrato = await doc(`emprestimos/${emprestimo.id}/extrato`);
    expect(extrato.statusCode, extrato.body).toBe(200);
    expect(await textoDoPdf(extrato.rawPayload)).toContain("Dora Documentos");

    const semAceite = await doc(`emprestimos/${emprestimo.id}/contrato`);
    expect(semAceite.statusCode).toBe(404);
    expect(semAceite.json().message).toBe("Este empréstimo não tem contrato aceito.");
    const pedido = await ctx.app.inject({
      method: "POST",
      url: `/api/emprestimos/${emprestimo.id}/pedido-aceite`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
    });
    const tokenAceite = (pedido.json() as { token: string }).token;
    const aceite = await ctx.app.inject({
      method: "POST",
      url: `/api/aceite/${tokenAceite}`,
      payload: { aceito: true, nomeAssinatura: "Dora Documentos" },
      remoteAddress: novoEndereco(),
    });
    expect(aceite.statusCode, aceite.body).toBe(201);
    const contrato = await doc(`emprestimos/${emprestimo.id}/contrato`);
    expect(contrato.statusCode, contrato.body).toBe(200);
    expect((await paginasDoPdf(contrato.rawPayload)).at(-1)).toContain("Certificado de aceite eletrônico");

    // Another client of the same lender, another lender, nonsense: 404, never a 500.
    const vizinho = await criarEmprestimoApi(ctx.app, dono.cookie, outroClienteId);
    const pagoVizinho = await pagar(ctx.app, dono.cookie, { emprestimoId: vizinho.id, tipoPagamento: "juros_apenas" });
    const alheio = await criarEmprestimoApi(ctx.app, outro.cookie, (await criarClienteApi(ctx.app, outro.cookie, { nome: "Cliente Alheio" })).id);
    for (const caminho of [
      `pagamentos/${(pagoVizinho.json() as { pagamento: { id: string } }).pagamento.id}/recibo`,
      `emprestimos/${vizinho.id}/extrato`,
      `emprestimos/${vizinho.id}/contrato`,
      `emprestimos/${alheio.id}/extrato`,
      "pagamentos/nao-e-id/recibo",
      "emprestimos/nao-e-id/extrato",
    ]) {
      const r = await doc(caminho);
      expect(r.statusCode, caminho).toBe(404);
      expect(r.body, caminho).not.toContain("Cliente Alheio");
    }
    const revogado = (await link(cliente.id, dono.cookie, true)).json() as { token: string };
    expect(revogado.token).not.toBe(token);
    expect((await doc(`emprestimos/${emprestimo.id}/extrato`)).statusCode).toBe(404);
  });

  it("limite por token, de qualquer endereço (429)", async () => {
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Token Muito Lido" });
    const { token } = (await link(cliente.id)).json() as { token: string };
    const status: number[] = [];
    for (let i = 0; i <= LIMITES.porToken.max; i++) status.push((await pagina(token)).statusCode);
    expect(status.slice(0, LIMITES.porToken.max).every((s) => s === 200)).toBe(true);
    expect(status.at(-1)).toBe(429);
    // Another client's page is counted apart.
    const { token: outroToken } = (await link(clienteId)).json() as { token: string };
    expect((await pagina(outroToken)).statusCode).toBe(200);
  });

  it("limite por endereço (429)", async () => {
    const { token } = (await link(clienteId)).json() as { token: string };
    const status: number[] = [];
    for (let i = 0; i <= LIMITES.leitura.max; i++) status.push((await pagina(token, "198.51.100.77")).statusCode);
    expect(status.slice(0, LIMITES.leitura.max).every((s) => s === 200)).toBe(true);
    expect(status.at(-1)).toBe(429);
  });
});
