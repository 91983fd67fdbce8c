import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { origensConfiaveis } from "../../config.ts";
import { adicionarCreditos } from "../../data/creditos.ts";
import { modulosDoQr } from "../../pdf/selo-de-verificacao.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { paginasDoPdf, qrsDaPagina, textoDoPdf } from "../../test/pdf.ts";

// Issue 42, point 7: without PUBLIC_URL (a default install) a receipt prints the full address of
// its check, the one the browser used when it is a configured origin, and a QR code of it.

const LAN = "http://192.168.0.10:5000";

async function reciboDe(ctx: Contexto, cookie: string, url: string, headers: Record<string, string> = {}) {
  const r = await ctx.app.inject({ url, headers: { cookie, ...headers } });
  expect(r.statusCode).toBe(200);
  const texto = await textoDoPdf(r.rawPayload);
  const codigo = /Código de verificação ([A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2})/.exec(texto)![1]!;
  return { texto, codigo, pdf: r.rawPayload };
}

async function preparar(ctx: Contexto) {
  const dono = await novoLender(ctx.app);
  await adicionarCreditos(ctx.banco.db, { email: dono.email, dias: 30, tipo: "compra" }, ctx.relogio.now());
  const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Rita Verificada" });
  const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id);
  const pagamento = await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" });
  expect(pagamento.statusCode).toBe(201);
  const link = await ctx.app.inject({ method: "POST", url: `/api/clientes/${cliente.id}/link-cliente`, headers: { cookie: dono.cookie, origin: ORIGEM } });
  expect(link.statusCode).toBe(201);
  return { dono, pagamentoId: pagamento.json().pagamento.id as string, token: link.json().token as string };
}

describe(`endereço de verificação nos documentos, sem PUBLIC_URL (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dados: Awaited<ReturnType<typeof preparar>>;
  beforeAll(async () => {
    ctx = await criarContexto({ publicUrl: undefined, origensPermitidas: [ORIGEM, LAN] });
    dados = await preparar(ctx);
  });
  afterAll(async () => ctx.close());

  it("o recibo do credor imprime o endereço completo que o navegador usou e um QR dele", async () => {
    const { texto, codigo, pdf } = await reciboDe(ctx, dados.dono.cookie, `/api/pagamentos/${dados.pagamentoId}/recibo`);
    const endereco = `${ORIGEM}/verificar/${codigo}`;
    expect(texto).toContain(`Verifique em ${endereco}`);
    expect(await qrsDaPagina(pdf)).toEqual([modulosDoQr(endereco)]);
  });

  it("aberto pelo endereço da rede local configurado, é esse o endereço impresso", async () => {
    const { texto, codigo, pdf } = await reciboDe(ctx, dados.dono.cookie, `/api/pagamentos/${dados.pagamentoId}/recibo`, { host: "192.168.0.10:5000" });
    expect(texto).toContain(`Verifique em ${LAN}/verificar/${codigo}`);
    expect(await qrsDaPagina(pdf)).toEqual([modulosDoQr(`${LAN}/verificar/${codigo}`)]);
  });

  it("um Host ou Origin que ninguém configurou nunca vai para o documento: a primeira origem configurada", async () => {
    const primeira = origensConfiaveis(ctx.config)[0]!;
    const hostis: Record<string, string>[] = [
      { host: "golpe.example" },
      { host: "golpe.example", origin: "https://golpe.example" },
      { host: "localhost:80@golpe.example" },
    ];
    for (const headers of hostis) {
      const { texto, codigo, pdf } = await reciboDe(ctx, dados.dono.cookie, `/api/pagamentos/${dados.pagamentoId}/recibo`, headers);
      expect(texto).not.toContain("golpe");
      expect(texto).toContain(`Verifique em ${primeira}/verificar/${codigo}`);
      expect(await qrsDaPagina(pdf)).toEqual([modulosDoQr(`${primeira}/verificar/${codigo}`)]);
    }
  });

  it("o recibo que o cliente abre na página dele também traz o endereço completo e o QR", async () => {
    const { texto, codigo, pdf } = await reciboDe(ctx, "", `/api/c/${dados.token}/pagamentos/${dados.pagamentoId}/recibo`, { host: "192.168.0.10:5000" });
    expect(texto).toContain(`Verifique em ${LAN}/verificar/${codigo}`);
    expect(await qrsDaPagina(pdf)).toEqual([modulosDoQr(`${LAN}/verificar/${codigo}`)]);
  });

  it("o certificado de aceite, gerado no aceite, imprime o endereço completo que o cliente usou e um QR dele", async () => {
    const cliente = await criarClienteApi(ctx.app, dados.dono.cookie, { nome: "Rita Aceitante" });
    const emprestimo = await criarEmprestimoApi(ctx.app, dados.dono.cookie, cliente.id);
    const pedido = await ctx.app.inject({
      method: "POST",
      url: `/api/emprestimos/${emprestimo.id}/pedido-aceite`,
      headers: { cookie: dados.dono.cookie, origin: ORIGEM },
    });
    expect(pedido.statusCode, pedido.body).toBe(201);
    const { token } = pedido.json() as { token: string };
    const aceito = await ctx.app.inject({
      method: "POST",
      url: `/api/aceite/${token}`,
      headers: { host: "192.168.0.10:5000", origin: LAN },
      payload: { aceito: true, nomeAssinatura: "Rita Aceitante" },
    });
    expect(aceito.statusCode, aceito.body).toBe(201);
    // Downloaded later from the other address: the stored file keeps the one of the acceptance.
    const r = await ctx.app.inject({ url: `/api/emprestimos/${emprestimo.id}/contrato`, headers: { cookie: dados.dono.cookie } });
    expect(r.statusCode).toBe(200);
    const paginas = await paginasDoPdf(r.rawPayload);
    const certificado = paginas[paginas.length - 1]!;
    const codigo = /Código de verificação ([A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2})/.exec(certificado)![1]!;
    expect(certificado).toContain(`Verifique em ${LAN}/verificar/${codigo}`);
    expect(await qrsDaPagina(r.rawPayload, paginas.length)).toEqual([modulosDoQr(`${LAN}/verificar/${codigo}`)]);
  });

  it("o endereço impresso leva à verificação pública do código", async () => {
    const { codigo } = await reciboDe(ctx, dados.dono.cookie, `/api/pagamentos/${dados.pagamentoId}/recibo`);
    const r = await ctx.app.inject({ url: `/api/verificar/${codigo}` });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ tipo: "recibo", situacao: "valido" });
  });
});

describe(`endereço de verificação nos documentos, com PUBLIC_URL (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dados: Awaited<ReturnType<typeof preparar>>;
  beforeAll(async () => {
    ctx = await criarContexto({ publicUrl: "https://credito.exemplo.com.br/" });
    dados = await preparar(ctx);
  });
  afterAll(async () => ctx.close());

  it("PUBLIC_URL vale para o credor e para o cliente, qualquer que seja o Host", async () => {
    for (const [cookie, url] of [
      [dados.dono.cookie, `/api/pagamentos/${dados.pagamentoId}/recibo`],
      ["", `/api/c/${dados.token}/pagamentos/${dados.pagamentoId}/recibo`],
    ] as const) {
      const { texto, codigo, pdf } = await reciboDe(ctx, cookie, url, { host: "192.168.0.10:5000" });
      expect(texto).toContain(`Verifique em https://credito.exemplo.com.br/verificar/${codigo}`);
      expect(await qrsDaPagina(pdf)).toEqual([modulosDoQr(`https://credito.exemplo.com.br/verificar/${codigo}`)]);
    }
  });
});
