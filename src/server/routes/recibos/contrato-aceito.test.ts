import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adicionarCreditos } from "../../data/creditos.ts";
import { comoCredor, comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf } from "../../test/ledger.ts";
import { paginasDoPdf } from "../../test/pdf.ts";

// Issue 42, point 2: an accepted contract never changes. Every download (the lender's, the
// borrower's page, the acceptance link) gives the same bytes, drawn once at acceptance, whatever
// the lender and the client are called later; and the SHA-256 the certificate prints is that of
// the 'Contrato como foi aceito' file offered beside it, so anyone holding it can recompute it.

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");
const MARCA_DE_PREVIA = "Prévia para leitura — sem aceite";

describe(`contrato aceito: sempre os mesmos bytes (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string; email: string };
  let idDoDono = "";
  let endereco = 0;
  const novoEndereco = () => `10.42.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;

  const doCredor = (url: string, cookie = dono.cookie) => ctx.app.inject({ url, headers: { cookie } });
  const publico = (url: string) => ctx.app.inject({ url, remoteAddress: novoEndereco() });
  const configurar = (nomeRecibo: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { nomeRecibo, chavePix: "carlos@pix.com" },
    });
  const linkDoCliente = async (clienteId: string) =>
    (
      (await ctx.app.inject({ method: "POST", url: `/api/clientes/${clienteId}/link-cliente`, headers: { cookie: dono.cookie, origin: ORIGEM } })).json() as {
        token: string;
      }
    ).token;

  /** A loan of a new client, accepted through 'Pedir aceite'. */
  async function aceitoPorPedido(nome: string) {
    const cpf = novoCpf();
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome, cpf });
    const emprestimoId = (await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id, { valorOriginal: "800,00" })).id;
    const pedido = await ctx.app.inject({
      method: "POST",
      url: `/api/emprestimos/${emprestimoId}/pedido-aceite`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
    });
    const { token, sha256: mostrado } = pedido.json() as { token: string; sha256: string };
    const aceito = await ctx.app.inject({
      method: "POST",
      url: `/api/aceite/${token}`,
      payload: { aceito: true, nomeAssinatura: nome },
      remoteAddress: "203.0.113.9",
    });
    expect(aceito.statusCode, aceito.body).toBe(201);
    return { clienteId: cliente.id, cpf, emprestimoId, tokenDoPedido: token, mostrado, tokenDoCliente: await linkDoCliente(cliente.id) };
  }

  /** The three ways to the accepted contract (or to the file as accepted, with `/como-foi-aceito`). */
  async function baixarTodos(a: { emprestimoId: string; tokenDoPedido: string; tokenDoCliente: string }, sufixo = "") {
    const respostas = [
      await doCredor(`/api/emprestimos/${a.emprestimoId}/contrato${sufixo}`),
      await publico(`/api/c/${a.tokenDoCliente}/emprestimos/${a.emprestimoId}/contrato${sufixo}`),
      await publico(`/api/aceite/${a.tokenDoPedido}/contrato${sufixo}`),
    ];
    for (const r of respostas) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers["content-type"]).toBe("application/pdf");
      expect(r.headers["cache-control"]).toContain("no-store");
    }
    return respostas.map((r) => r.rawPayload);
  }

  const certificadoGuardado = (emprestimoId: string) =>
    comoSistema(
      ctx.banco.db,
      async (tx) =>
        (await tx.execute(sql`SELECT documento_certificado FROM aceites_contrato WHERE emprestimo_id = ${emprestimoId}`)).rows[0] as {
          documento_certificado: Uint8Array | null;
        },
    );

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    for (const { email } of [dono, outro]) await adicionarCreditos(ctx.banco.db, { email, dias: 90, tipo: "compra" }, ctx.relogio.now());
    idDoDono = String(((await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${dono.email}`)).rows[0] as { id: string }).id);
    expect((await configurar("Carlos Credor")).statusCode).toBe(200);
  });
  afterAll(async () => ctx.close());

  it("baixado, credor e cliente renomeados, baixado de novo: os mesmos bytes pelas três rotas", async () => {
    const aceito = await aceitoPorPedido("Joana Primeira Silva");
    const antes = await baixarTodos(aceito);
    expect(antes[1]!.equals(antes[0]!)).toBe(true);
    expect(antes[2]!.equals(antes[0]!)).toBe(true);
    const certificado = (await paginasDoPdf(antes[0]!)).at(-1)!;
    expect(certificado).toContain("Certificado de aceite eletrônico");
    expect(certificado).toContain("Emitido por Carlos Credor");

    expect((await configurar("Carlos Renomeado Empréstimos")).statusCode).toBe(200);
    const renomear = await ctx.app.inject({
      method: "PUT",
      url: `/api/clientes/${aceito.clienteId}`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { nome: "Joana Outro Nome", cpf: aceito.cpf, telefone: "11912345678", pix: "joana@pix.com" },
    });
    expect(renomear.statusCode, renomear.body).toBe(200);
    ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 3 * 86_400_000));

    const depois = await baixarTodos(aceito);
    for (const d of depois) expect(d.equals(antes[0]!)).toBe(true);
    // The certificate was stored at acceptance: no download draws it.
    expect(Buffer.from((await certificadoGuardado(aceito.emprestimoId)).documento_certificado!).equals(antes[0]!)).toBe(true);
  });

  it("o SHA-256 impresso no certificado é o do arquivo 'Contrato como foi aceito', o mesmo nas três rotas", async () => {
    const aceito = await aceitoPorPedido("Marcos Segundo Prado");
    const [certificado] = await baixarTodos(aceito);
    const [comoFoiAceito, ...outros] = await baixarTodos(aceito, "/como-foi-aceito");
    for (const o of outros) expect(o.equals(comoFoiAceito!)).toBe(true);
    const paginaDoCertificado = (await paginasDoPdf(certificado!)).at(-1)!;
    const impresso = paginaDoCertificado.match(/\b[0-9a-f]{64}\b/)?.[0];
    expect(impresso).toBeDefined();
    // Recomputed from the file alone: the fingerprint printed, the one the borrower was shown.
    expect(sha256(comoFoiAceito!)).toBe(impresso);
    expect(impresso).toBe(aceito.mostrado);
    expect(paginaDoCertificado).toContain("Contrato como foi aceito");
    // The certified file is that document's pages, then the certificate.
    const paginas = await paginasDoPdf(certificado!);
    expect(paginas.slice(0, -1)).toEqual(await paginasDoPdf(comoFoiAceito!));
    // /verificar names the same hash.
    const codigo = paginaDoCertificado.match(/[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2}/)![0];
    expect((await publico(`/api/verificar/${codigo}`)).json().sha256).toBe(impresso);
  });

  it("pelo link de cadastro: a prévia é marcada em cada página e sem código; o aceito não tem a marca e bate com o hash", async () => {
    const link = await ctx.app.inject({
      method: "POST",
      url: "/api/links-cadastro",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { valorOriginal: "500", modalidade: "parcelado", quantidadeMeses: 12, taxaJurosMes: "5", taxaAtraso: "1" },
    });
    const token = (link.json() as { token: string }).token;
    const cpf = novoCpf();
    const tomador = { nome: "Paulo Tomador Lima", cpf, telefone: "11988887777" };
    const previa = await ctx.app.inject({ method: "POST", url: `/api/cadastro/${token}/contrato`, payload: tomador, remoteAddress: novoEndereco() });
    expect(previa.statusCode, previa.body).toBe(200);
    const paginasDaPrevia = await paginasDoPdf(previa.rawPayload);
    expect(paginasDaPrevia.length).toBeGreaterThan(1);
    for (const p of paginasDaPrevia) expect(p).toContain(MARCA_DE_PREVIA);
    const textoDaPrevia = paginasDaPrevia.join(" ");
    expect(textoDaPrevia).not.toMatch(/[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2}/);
    expect(textoDaPrevia).not.toContain("verificar");
    expect(textoDaPrevia).not.toContain("Código de verificação");

    const hash = previa.headers["x-contrato-sha256"] as string;
    const enviado = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${token}`,
      payload: { ...tomador, pix: "paulo@pix.com", aceitaTermos: true, nomeAssinatura: tomador.nome, contratoSha256: hash },
      remoteAddress: "192.0.2.44",
    });
    expect(enviado.statusCode, enviado.body).toBe(201);
    const [{ id: emprestimoId }] = (await comoSistema(ctx.banco.db, (tx) =>
      tx.execute(sql`SELECT e.id FROM emprestimos e JOIN clientes c ON c.id = e.cliente_id WHERE c.cpf = ${cpf}`),
    ).then((r) => r.rows)) as [{ id: string }];
    const comoFoiAceito = await doCredor(`/api/emprestimos/${emprestimoId}/contrato/como-foi-aceito`);
    expect(comoFoiAceito.statusCode).toBe(200);
    expect(sha256(comoFoiAceito.rawPayload)).toBe(hash);
    const paginasAceitas = await paginasDoPdf(comoFoiAceito.rawPayload);
    expect(paginasAceitas.join(" ")).not.toContain(MARCA_DE_PREVIA);
    // The same text as the preview, without its mark.
    expect(paginasAceitas.map((p) => p.replace(/\s+/g, ""))).toEqual(paginasDaPrevia.map((p) => p.replace(MARCA_DE_PREVIA, "").replace(/\s+/g, "")));
    const certificado = (await paginasDoPdf((await doCredor(`/api/emprestimos/${emprestimoId}/contrato`)).rawPayload)).at(-1)!;
    expect(certificado).toContain(hash);
    expect(certificado).not.toContain(MARCA_DE_PREVIA);
  });

  it("aceite de antes desta versão (sem o arquivo guardado): gerado no primeiro download, guardado, e igual depois", async () => {
    const aceito = await aceitoPorPedido("Helena Antiga Rocha");
    // As an acceptance recorded before migration 0025 is: no certified file kept.
    await ctx.banco.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE aceites_contrato DISABLE TRIGGER aceites_contrato_certificado_imutavel`);
      await tx.execute(sql`UPDATE aceites_contrato SET documento_certificado = NULL WHERE emprestimo_id = ${aceito.emprestimoId}`);
      await tx.execute(sql`ALTER TABLE aceites_contrato ENABLE TRIGGER aceites_contrato_certificado_imutavel`);
    });
    expect((await certificadoGuardado(aceito.emprestimoId)).documento_certificado).toBeNull();
    // First download through the borrower's page (the public role), then the lender's.
    const primeiro = await publico(`/api/c/${aceito.tokenDoCliente}/emprestimos/${aceito.emprestimoId}/contrato`);
    expect(primeiro.statusCode, primeiro.body).toBe(200);
    expect(Buffer.from((await certificadoGuardado(aceito.emprestimoId)).documento_certificado!).equals(primeiro.rawPayload)).toBe(true);
    expect((await configurar("Carlos Credor de Novo")).statusCode).toBe(200);
    for (const d of await baixarTodos(aceito)) expect(d.equals(primeiro.rawPayload)).toBe(true);
  });

  it("nenhum papel do app troca nem apaga o arquivo guardado", async () => {
    const aceito = await aceitoPorPedido("Ivo Guardado Reis");
    const tentativas = [
      sql`UPDATE aceites_contrato SET documento_certificado = '\\x00'::bytea WHERE emprestimo_id = ${aceito.emprestimoId}`,
      sql`UPDATE aceites_contrato SET documento_certificado = NULL WHERE emprestimo_id = ${aceito.emprestimoId}`,
      sql`UPDATE aceites_contrato SET texto = NULL WHERE emprestimo_id = ${aceito.emprestimoId}`,
    ];
    for (const tentativa of tentativas) {
      await expect(comoCredor(ctx.banco.db, idDoDono, (tx) => tx.execute(tentativa))).rejects.toThrow();
      await expect(comoSistema(ctx.banco.db, (tx) => tx.execute(tentativa))).rejects.toThrow();
    }
    expect((await certificadoGuardado(aceito.emprestimoId)).documento_certificado).not.toBeNull();
  });

  it("sem aceite, de outro credor ou de outro cliente: 'Contrato como foi aceito' é 404", async () => {
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Sem Aceite Nenhum" });
    const emprestimoId = (await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id)).id;
    const semAceite = await doCredor(`/api/emprestimos/${emprestimoId}/contrato/como-foi-aceito`);
    expect(semAceite.statusCode).toBe(404);
    expect(semAceite.json().message).toBe("Este empréstimo não tem contrato aceito.");
    const aceito = await aceitoPorPedido("Lia Vizinha Costa");
    expect((await doCredor(`/api/emprestimos/${aceito.emprestimoId}/contrato/como-foi-aceito`, outro.cookie)).statusCode).toBe(404);
    expect((await doCredor(`/api/emprestimos/${aceito.emprestimoId}/contrato/como-foi-aceito`, "")).statusCode).toBe(401);
    const tokenDeOutroCliente = await linkDoCliente(cliente.id);
    expect((await publico(`/api/c/${tokenDeOutroCliente}/emprestimos/${aceito.emprestimoId}/contrato/como-foi-aceito`)).statusCode).toBe(404);
    expect((await publico(`/api/aceite/token-que-nao-existe/contrato/como-foi-aceito`)).statusCode).toBe(404);
  });

  describe("o texto do contrato para a página do celular (issue 42, ponto 7)", () => {
    type Texto = {
      contrato: { titulo: string; preambulo: string; secoes: { titulo: string; paragrafos: string[]; itens?: string[] }[]; localEData: string } | null;
      aceite: { aceitoEm: string; codigo: string; sha256: string } | null;
    };
    const semEspacos = (t: string) => t.replace(/\s+/g, "");
    const palavras = (c: NonNullable<Texto["contrato"]>) => [
      c.titulo,
      c.preambulo,
      ...c.secoes.flatMap((s) => [s.titulo, ...s.paragrafos, ...(s.itens ?? []).map((i) => `• ${i}`)]),
      c.localEData,
    ];

    it("sem aceite: o credor lê o mesmo texto do PDF que baixa", async () => {
      const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Texto Sem Aceite" });
      const emprestimoId = (await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id, { valorOriginal: "321,00" })).id;
      const r = await doCredor(`/api/emprestimos/${emprestimoId}/contrato/texto`);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers["cache-control"]).toContain("no-store");
      const texto = r.json() as Texto;
      expect(texto.aceite).toBeNull();
      const pdf = semEspacos((await paginasDoPdf((await doCredor(`/api/emprestimos/${emprestimoId}/contrato`)).rawPayload)).join(" "));
      for (const trecho of palavras(texto.contrato!)) expect(pdf).toContain(semEspacos(trecho));
      expect((await doCredor(`/api/emprestimos/${emprestimoId}/contrato/texto`, outro.cookie)).statusCode).toBe(404);
      expect((await doCredor(`/api/emprestimos/${emprestimoId}/contrato/texto`, "")).statusCode).toBe(401);
    });

    it("aceito: o texto aceito, também depois de renomear, o mesmo do 'Contrato como foi aceito'; na página do cliente, com o CPF mascarado", async () => {
      const aceito = await aceitoPorPedido("Nara Texto Aceito");
      expect((await configurar("Outro Nome do Credor")).statusCode).toBe(200);
      const r = await doCredor(`/api/emprestimos/${aceito.emprestimoId}/contrato/texto`);
      expect(r.statusCode, r.body).toBe(200);
      const texto = r.json() as Texto;
      const comoFoiAceito = (await doCredor(`/api/emprestimos/${aceito.emprestimoId}/contrato/como-foi-aceito`)).rawPayload;
      expect(texto.aceite?.sha256).toBe(sha256(comoFoiAceito));
      const pdf = semEspacos((await paginasDoPdf(comoFoiAceito)).join(" "));
      for (const trecho of palavras(texto.contrato!)) expect(pdf).toContain(semEspacos(trecho));
      expect(r.body).not.toContain("Outro Nome do Credor");

      const doCliente = await publico(`/api/c/${aceito.tokenDoCliente}/emprestimos/${aceito.emprestimoId}/contrato/texto`);
      expect(doCliente.statusCode, doCliente.body).toBe(200);
      expect(doCliente.headers["cache-control"]).toContain("no-store");
      const cpfFormatado = aceito.cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, "$1.$2.$3-$4");
      expect(r.body).toContain(cpfFormatado);
      expect(doCliente.body).not.toContain(cpfFormatado);
      expect(doCliente.body.replace(/\*\*\*\.\d{3}\.\d{3}-\*\*/g, "CPF")).toBe(r.body.replace(/\d{3}\.\d{3}\.\d{3}-\d{2}/g, "CPF"));
    });

    it("na página do cliente, um empréstimo sem aceite ou de outro cliente: 404", async () => {
      const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Cliente Sem Contrato" });
      const emprestimoId = (await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id)).id;
      const token = await linkDoCliente(cliente.id);
      expect((await publico(`/api/c/${token}/emprestimos/${emprestimoId}/contrato/texto`)).statusCode).toBe(404);
      const aceito = await aceitoPorPedido("Outro Cliente Aceito");
      expect((await publico(`/api/c/${token}/emprestimos/${aceito.emprestimoId}/contrato/texto`)).statusCode).toBe(404);
    });
  });
});
