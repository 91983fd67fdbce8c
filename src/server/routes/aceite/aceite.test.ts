import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comoCredor, comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf, pagar } from "../../test/ledger.ts";
import { adicionarCreditos } from "../../data/creditos.ts";
import { LIMITES } from "../cadastro/routes.ts";
import { paginasDoPdf } from "../../test/pdf.ts";

// Issue 29, point 4: the borrower's electronic acceptance of the contract, through the sign-up
// link's form and through the lender's 'Pedir aceite' link; the accepted document, its
// certificate, its verification code, and the record nobody can change.

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

const NOME = "Joana D'Arc Ribeiro";
const CPF = "52998224725";
const UA = "Mozilla/5.0 (Linux; Android 14; Pixel 8) Celular de Teste";

describe(`aceite eletrônico do contrato (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string; email: string };
  let idDoDono = "";
  let clienteId = "";
  let endereco = 0;
  const novoEndereco = () => `10.88.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;

  const pedirAceite = (emprestimoId: string, cookie = dono.cookie) =>
    ctx.app.inject({ method: "POST", url: `/api/emprestimos/${emprestimoId}/pedido-aceite`, headers: { cookie, origin: ORIGEM } });
  const lerPedido = (token: string) => ctx.app.inject({ url: `/api/aceite/${token}`, remoteAddress: novoEndereco() });
  const contratoDoPedido = (token: string) => ctx.app.inject({ url: `/api/aceite/${token}/contrato`, remoteAddress: novoEndereco() });
  const aceitar = (token: string, corpo: object, remoteAddress = novoEndereco()) =>
    ctx.app.inject({ method: "POST", url: `/api/aceite/${token}`, payload: corpo, remoteAddress, headers: { "user-agent": UA } });
  const contratoDoCredor = (emprestimoId: string) => ctx.app.inject({ url: `/api/emprestimos/${emprestimoId}/contrato`, headers: { cookie: dono.cookie } });
  const aceitesDoEmprestimo = (emprestimoId: string) =>
    comoSistema(
      ctx.banco.db,
      async (tx) =>
        (
          await tx.execute(
            sql`SELECT origem, ip, user_agent, nome_digitado, sha256, codigo, aceito_em, documento IS NOT NULL AS tem_documento, documento_certificado IS NOT NULL AS tem_certificado, texto IS NOT NULL AS tem_texto FROM aceites_contrato WHERE emprestimo_id = ${emprestimoId}`,
          )
        ).rows as Record<string, unknown>[],
    );
  const novoEmprestimo = async () => (await criarEmprestimoApi(ctx.app, dono.cookie, clienteId, { valorOriginal: "1000,00" })).id;

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    // The tests move the clock forward by days: both lenders keep access.
    for (const { email } of [dono, outro]) await adicionarCreditos(ctx.banco.db, { email, dias: 90, tipo: "compra" }, ctx.relogio.now());
    idDoDono = String(((await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${dono.email}`)).rows[0] as { id: string }).id);
    await ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { nomeRecibo: "Carlos Credor", chavePix: "carlos@pix.com" },
    });
    clienteId = (await criarClienteApi(ctx.app, dono.cookie, { nome: NOME, cpf: CPF })).id;
  });
  afterAll(async () => ctx.close());

  it("'Pedir aceite': o cliente lê, digita o nome e aceita; o contrato baixado depois é o mesmo documento com o certificado", async () => {
    const emprestimoId = await novoEmprestimo();
    const pedido = await pedirAceite(emprestimoId);
    expect(pedido.statusCode, pedido.body).toBe(201);
    const { token, sha256: hash, expiraEm } = pedido.json() as { token: string; sha256: string; expiraEm: string };
    expect(Buffer.from(token, "base64url")).toHaveLength(24);
    expect(expiraEm).toBe(new Date(ctx.relogio.now().getTime() + 7 * 86_400_000).toISOString());

    const pagina = await lerPedido(token);
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers["cache-control"]).toContain("no-store");
    expect(pagina.headers["x-robots-tag"]).toContain("noindex");
    expect(pagina.headers["referrer-policy"]).toBe("no-referrer");
    const corpo = pagina.json();
    expect(corpo).toMatchObject({ nomeCredor: "Carlos Credor", nomeDevedor: NOME, valorOriginal: "1000.00", totalAPagar: "1100.00", aceite: null });
    expect(corpo.taxaEfetivaMensal).toBe("10.0000");
    expect(corpo.contrato.titulo).toBe("Instrumento particular de confissão de dívida");
    // The page's text masks the CPF; the document itself names the debtor in full.
    expect(pagina.body).not.toContain("529.982.247-25");
    expect(pagina.body).toContain("***.982.247-**");

    const documento = await contratoDoPedido(token);
    expect(documento.statusCode).toBe(200);
    expect(documento.headers["content-type"]).toBe("application/pdf");
    expect(documento.headers["content-disposition"]).toMatch(/^inline; /);
    expect(documento.headers["x-contrato-sha256"]).toBe(hash);
    expect(sha256(documento.rawPayload)).toBe(hash);
    const paginasDoContrato = await paginasDoPdf(documento.rawPayload);
    expect(paginasDoContrato.join(" ")).toContain("CPF 529.982.247-25");

    // A name that is not the contract's, an unticked box: refused, nothing recorded.
    const outroNome = await aceitar(token, { aceito: true, nomeAssinatura: "Maria Qualquer" });
    expect(outroNome.statusCode).toBe(400);
    expect(outroNome.json().errors.nomeAssinatura).toBe("Digite seu nome completo exatamente como está no contrato.");
    const semMarcar = await aceitar(token, { aceito: false, nomeAssinatura: NOME });
    expect(semMarcar.statusCode).toBe(400);
    const semNome = await aceitar(token, { aceito: true, nomeAssinatura: "  " });
    expect(semNome.statusCode).toBe(400);
    expect(await aceitesDoEmprestimo(emprestimoId)).toEqual([]);

    // Case, accents and spaces do not count.
    const aceito = await aceitar(token, { aceito: true, nomeAssinatura: "  joana d'arc   RIBEIRO " }, "203.0.113.7");
    expect(aceito.statusCode, aceito.body).toBe(201);
    const { aceitoEm, codigo } = aceito.json() as { aceitoEm: string; codigo: string };
    expect(aceitoEm).toBe(ctx.relogio.now().toISOString());
    expect(codigo).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2}$/);

    const [registro] = await aceitesDoEmprestimo(emprestimoId);
    expect(registro).toMatchObject({
      origem: "pedido",
      ip: "203.0.113.7",
      user_agent: UA,
      nome_digitado: "joana d'arc   RIBEIRO",
      sha256: hash,
      codigo,
      tem_documento: true,
      tem_certificado: true,
      tem_texto: true,
    });

    // Single use: a second acceptance, and a new request, are refused.
    expect((await aceitar(token, { aceito: true, nomeAssinatura: NOME })).statusCode).toBe(409);
    const denovo = await pedirAceite(emprestimoId);
    expect(denovo.statusCode).toBe(409);
    expect(denovo.json().message).toBe("O contrato deste empréstimo já foi aceito.");

    // The loan says when.
    const emprestimo = await ctx.app.inject({ url: `/api/emprestimos/${emprestimoId}`, headers: { cookie: dono.cookie } });
    expect(emprestimo.json().contratoAceitoEm).toBe(aceitoEm);
    const lista = await ctx.app.inject({ url: `/api/emprestimos?clienteId=${clienteId}`, headers: { cookie: dono.cookie } });
    expect((lista.json() as { id: string; contratoAceitoEm: string | null }[]).find((e) => e.id === emprestimoId)?.contratoAceitoEm).toBe(aceitoEm);

    // The lender's download: the accepted pages, untouched, then the certificate.
    ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 86_400_000));
    const baixado = await contratoDoCredor(emprestimoId);
    expect(baixado.statusCode).toBe(200);
    const paginas = await paginasDoPdf(baixado.rawPayload);
    expect(paginas.slice(0, -1)).toEqual(paginasDoContrato);
    const certificado = paginas.at(-1)!;
    expect(certificado).toContain("Certificado de aceite eletrônico");
    expect(certificado).toContain(hash);
    expect(certificado).toContain(codigo);
    expect(certificado).toContain("203.0.113.7");
    expect(certificado).toContain("joana d'arc RIBEIRO");
    expect(certificado).toContain("25/11/2026 12:00");
    expect(certificado).toContain(`/verificar/${codigo}`);
    // Every later download is the same document: the accepted pages' content never changes.
    const original = await PDFDocument.load(documento.rawPayload);
    const final = await PDFDocument.load(baixado.rawPayload);
    expect(final.getPageCount()).toBe(original.getPageCount() + 1);
    expect((await contratoDoCredor(emprestimoId)).rawPayload.equals(baixado.rawPayload)).toBe(true);

    // The borrower's link now gives the accepted contract and says it was accepted.
    expect((await lerPedido(token)).json().aceite).toEqual({ aceitoEm, codigo });
    expect((await paginasDoPdf((await contratoDoPedido(token)).rawPayload)).at(-1)).toContain(hash);

    // Anyone holding the code verifies it: a contract, its hash, masked name and CPF.
    const verificado = await ctx.app.inject({ url: `/api/verificar/${codigo}`, remoteAddress: novoEndereco() });
    expect(verificado.statusCode).toBe(200);
    expect(verificado.json()).toEqual({
      tipo: "contrato",
      situacao: "valido",
      data: aceitoEm,
      valor: "1000.00",
      nomeMascarado: "J*** D*** R***",
      cpfMascarado: "***.982.247-**",
      sha256: hash,
    });

    // The trail has both steps.
    const trilha = await comoSistema(
      ctx.banco.db,
      async (tx) => (await tx.execute(sql`SELECT acao, ator FROM auditoria WHERE entidade_id = ${emprestimoId} ORDER BY id`)).rows,
    );
    expect(trilha).toEqual(
      expect.arrayContaining([
        { acao: "contrato_aceite_pedido", ator: "credor" },
        { acao: "contrato_aceito", ator: "cliente_link" },
      ]),
    );
  });

  it("dois aceites ao mesmo tempo pelo mesmo link: um vale, o outro é recusado, e há um registro só", async () => {
    const emprestimoId = await novoEmprestimo();
    const { token } = (await pedirAceite(emprestimoId)).json() as { token: string };
    const respostas = await Promise.all([aceitar(token, { aceito: true, nomeAssinatura: NOME }), aceitar(token, { aceito: true, nomeAssinatura: NOME })]);
    expect(respostas.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await aceitesDoEmprestimo(emprestimoId)).toHaveLength(1);
    const codigos = await comoSistema(
      ctx.banco.db,
      async (tx) =>
        (
          await tx.execute(
            sql`SELECT count(*)::int AS n FROM documentos_verificaveis WHERE tipo = 'contrato' AND codigo = ${respostas.find((r) => r.statusCode === 201)!.json().codigo}`,
          )
        ).rows,
    );
    expect(codigos).toEqual([{ n: 1 }]);
  });

  it("o aceite só se acrescenta: nenhum papel do app altera nem apaga o registro", async () => {
    const emprestimoId = await novoEmprestimo();
    const { token } = (await pedirAceite(emprestimoId)).json() as { token: string };
    expect((await aceitar(token, { aceito: true, nomeAssinatura: NOME })).statusCode).toBe(201);
    const tentativas = [
      sql`UPDATE aceites_contrato SET nome_digitado = 'Outro' WHERE emprestimo_id = ${emprestimoId}`,
      sql`UPDATE aceites_contrato SET sha256 = ${"0".repeat(64)} WHERE emprestimo_id = ${emprestimoId}`,
      sql`DELETE FROM aceites_contrato WHERE emprestimo_id = ${emprestimoId}`,
    ];
    for (const tentativa of tentativas) {
      await expect(comoCredor(ctx.banco.db, idDoDono, (tx) => tx.execute(tentativa))).rejects.toThrow();
      await expect(comoSistema(ctx.banco.db, (tx) => tx.execute(tentativa))).rejects.toThrow();
    }
    expect(await aceitesDoEmprestimo(emprestimoId)).toHaveLength(1);
  });

  it("um pedido novo cancela o anterior; o link expira em 7 dias; desconhecido, cancelado e expirado são o mesmo 404", async () => {
    const emprestimoId = await novoEmprestimo();
    const primeiro = ((await pedirAceite(emprestimoId)).json() as { token: string }).token;
    const segundo = ((await pedirAceite(emprestimoId)).json() as { token: string }).token;
    const cancelado = await lerPedido(primeiro);
    expect(cancelado.statusCode).toBe(404);
    expect(cancelado.json().message).toBe("Link de aceite indisponível ou já utilizado.");
    expect((await aceitar(primeiro, { aceito: true, nomeAssinatura: NOME })).statusCode).toBe(404);
    expect((await lerPedido("x".repeat(32))).json()).toEqual(cancelado.json());
    expect((await lerPedido(segundo)).statusCode).toBe(200);
    ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 7 * 86_400_000));
    expect((await lerPedido(segundo)).json()).toEqual(cancelado.json());
    expect((await aceitar(segundo, { aceito: true, nomeAssinatura: NOME })).statusCode).toBe(404);
    expect(await aceitesDoEmprestimo(emprestimoId)).toEqual([]);
  });

  it("outro credor não pede aceite do empréstimo do dono (404), e o link de um credor não abre nada do outro", async () => {
    const emprestimoId = await novoEmprestimo();
    expect((await pedirAceite(emprestimoId, outro.cookie)).statusCode).toBe(404);
    expect((await pedirAceite("nao-e-um-id", outro.cookie)).statusCode).toBe(404);
    const clienteDoOutro = await criarClienteApi(ctx.app, outro.cookie, { nome: "Cliente do Outro" });
    const doOutro = await criarEmprestimoApi(ctx.app, outro.cookie, clienteDoOutro.id);
    const { token } = (await pedirAceite(doOutro.id, outro.cookie)).json() as { token: string };
    // The other lender's token shows its own loan, and accepting it never touches the owner's.
    expect((await lerPedido(token)).json().nomeDevedor).toBe("Cliente do Outro");
    expect((await aceitar(token, { aceito: true, nomeAssinatura: NOME })).statusCode).toBe(400);
    expect(await aceitesDoEmprestimo(emprestimoId)).toEqual([]);
  });

  it("credor sem créditos: o tomador ainda lê e aceita", async () => {
    const semCredito = await novoLender(ctx.app);
    const cliente = await criarClienteApi(ctx.app, semCredito.cookie, { nome: "Bruno Tomador" });
    const emprestimo = await criarEmprestimoApi(ctx.app, semCredito.cookie, cliente.id);
    const { token } = (await pedirAceite(emprestimo.id, semCredito.cookie)).json() as { token: string };
    ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 2 * 86_400_000));
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: semCredito.cookie } })).statusCode).toBe(402);
    expect((await lerPedido(token)).statusCode).toBe(200);
    expect((await aceitar(token, { aceito: true, nomeAssinatura: "Bruno Tomador" })).statusCode).toBe(201);
  });

  it("o envio do aceite tem limite por endereço (429)", async () => {
    const emprestimoId = await novoEmprestimo();
    const { token } = (await pedirAceite(emprestimoId)).json() as { token: string };
    const respostas: number[] = [];
    for (let i = 0; i <= LIMITES.envio.max; i++)
      respostas.push((await aceitar(token, { aceito: true, nomeAssinatura: "Nome Errado" }, "198.51.100.9")).statusCode);
    expect(respostas.slice(0, LIMITES.envio.max).every((s) => s === 400)).toBe(true);
    expect(respostas.at(-1)).toBe(429);
  });

  describe("pelo link de cadastro", () => {
    const novoLink = async () => {
      const r = await ctx.app.inject({
        method: "POST",
        url: "/api/links-cadastro",
        headers: { cookie: dono.cookie, origin: ORIGEM },
        payload: { valorOriginal: "500", modalidade: "parcelado", quantidadeMeses: 3, taxaJurosMes: "5", taxaAtraso: "1" },
      });
      return (r.json() as { token: string }).token;
    };
    const tomador = (cpf: string) => ({ nome: "Paulo Tomador Lima", cpf, telefone: "11988887777" });
    const verContrato = (token: string, dados: object) =>
      ctx.app.inject({ method: "POST", url: `/api/cadastro/${token}/contrato`, payload: dados, remoteAddress: novoEndereco() });
    const enviar = (token: string, corpo: object) =>
      ctx.app.inject({ method: "POST", url: `/api/cadastro/${token}`, payload: corpo, remoteAddress: "192.0.2.44", headers: { "user-agent": UA } });
    const emprestimoDoCpf = (cpf: string) =>
      comoSistema(
        ctx.banco.db,
        async (tx) =>
          (await tx.execute(sql`SELECT e.id, e.contrato_aceito_em FROM emprestimos e JOIN clientes c ON c.id = e.cliente_id WHERE c.cpf = ${cpf}`)).rows as {
            id: string;
            contrato_aceito_em: unknown;
          }[],
      );

    it("'Ver contrato' mostra o contrato com os dados digitados; o cadastro aceito guarda o hash desse mesmo documento", async () => {
      const token = await novoLink();
      const cpf = novoCpf();
      const visto = await verContrato(token, tomador(cpf));
      expect(visto.statusCode, visto.body).toBe(200);
      expect(visto.headers["content-type"]).toBe("application/pdf");
      const hash = visto.headers["x-contrato-sha256"] as string;
      // Issue 42: the file is the marked preview; the hash is the unmarked document's, the one
      // the acceptance records (contrato-aceito.test.ts checks both).
      expect(sha256(visto.rawPayload)).not.toBe(hash);
      const texto = (await paginasDoPdf(visto.rawPayload)).join(" ");
      expect(texto).toContain("Prévia para leitura — sem aceite");
      expect(texto).toContain("Paulo Tomador Lima");
      expect(texto).toContain("Carlos Credor");
      expect(texto).toContain("Parcela 1 de 3");
      // The same data later the same day: the same bytes.
      ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 60_000));
      expect((await verContrato(token, tomador(cpf))).rawPayload.equals(visto.rawPayload)).toBe(true);

      const enviado = await enviar(token, {
        ...tomador(cpf),
        pix: "paulo@pix.com",
        aceitaTermos: true,
        nomeAssinatura: "Paulo Tomador Lima",
        contratoSha256: hash,
      });
      expect(enviado.statusCode, enviado.body).toBe(201);
      const [emprestimo] = await emprestimoDoCpf(cpf);
      expect(emprestimo!.contrato_aceito_em).not.toBeNull();
      const [registro] = await aceitesDoEmprestimo(emprestimo!.id);
      expect(registro).toMatchObject({ origem: "link", ip: "192.0.2.44", user_agent: UA, nome_digitado: "Paulo Tomador Lima", sha256: hash });
      const baixado = await contratoDoCredor(emprestimo!.id);
      const paginas = await paginasDoPdf(baixado.rawPayload);
      const semMarca = (p: string) => p.replace("Prévia para leitura — sem aceite", "").replace(/\s+/g, "");
      expect(paginas.slice(0, -1).map(semMarca)).toEqual((await paginasDoPdf(visto.rawPayload)).map(semMarca));
      expect(paginas.at(-1)).toContain(hash);
      expect(paginas.at(-1)).toContain("Link de cadastro");
    });

    it("outro contrato que não o mostrado (409), hash ausente ou nome que não é o do contrato (400): nada é criado", async () => {
      const token = await novoLink();
      const cpf = novoCpf();
      const hashDeOutro = (await verContrato(token, tomador(novoCpf()))).headers["x-contrato-sha256"] as string;
      const base = { ...tomador(cpf), pix: "paulo@pix.com", aceitaTermos: true };
      const mudou = await enviar(token, { ...base, nomeAssinatura: "Paulo Tomador Lima", contratoSha256: hashDeOutro });
      expect(mudou.statusCode).toBe(409);
      expect(mudou.json()).toMatchObject({ code: "contrato_mudou" });
      const semHash = await enviar(token, { ...base, nomeAssinatura: "Paulo Tomador Lima" });
      expect(semHash.statusCode).toBe(400);
      const hash = (await verContrato(token, tomador(cpf))).headers["x-contrato-sha256"] as string;
      const outroNome = await enviar(token, { ...base, nomeAssinatura: "Pedro Outro", contratoSha256: hash });
      expect(outroNome.statusCode).toBe(400);
      expect(outroNome.json().errors.nomeAssinatura).toBeDefined();
      expect(await emprestimoDoCpf(cpf)).toEqual([]);
      // The link is still usable: with the right name and hash it goes through.
      expect((await enviar(token, { ...base, nomeAssinatura: "paulo tomador lima", contratoSha256: hash })).statusCode).toBe(201);
    });

    it("'Ver contrato' recusa dados inválidos (400) e link indisponível (404)", async () => {
      const token = await novoLink();
      expect((await verContrato(token, { nome: "", cpf: "123", telefone: "1" })).statusCode).toBe(400);
      expect((await verContrato("token-que-nao-existe", tomador(novoCpf()))).statusCode).toBe(404);
    });

    // Issue 42, point 7: the phone reads the preview as text in the page, the PDF a tap away.
    const lerContrato = (token: string, dados: object) =>
      ctx.app.inject({ method: "POST", url: `/api/cadastro/${token}/contrato/texto`, payload: dados, remoteAddress: novoEndereco() });
    type Redigido = { titulo: string; preambulo: string; secoes: { titulo: string; paragrafos: string[]; itens?: string[] }[]; localEData: string };
    const semEspacos = (t: string) => t.replace(/\s+/g, "");

    it("o texto da prévia é o que o PDF da prévia imprime, com o mesmo hash que o aceite registra", async () => {
      const token = await novoLink();
      const dados = tomador(novoCpf());
      const r = await lerContrato(token, dados);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.headers["content-type"]).toContain("application/json");
      expect(r.headers["cache-control"]).toContain("no-store");
      const { contrato, sha256: hash } = r.json() as { contrato: Redigido; sha256: string };
      const visto = await verContrato(token, dados);
      expect(hash).toBe(visto.headers["x-contrato-sha256"]);
      const pdf = semEspacos((await paginasDoPdf(visto.rawPayload)).join(" "));
      const palavras = [
        contrato.titulo,
        contrato.preambulo,
        ...contrato.secoes.flatMap((s) => [s.titulo, ...s.paragrafos, ...(s.itens ?? []).map((i) => `• ${i}`)]),
        contrato.localEData,
      ];
      expect(palavras.length).toBeGreaterThan(5);
      for (const trecho of palavras) expect(pdf).toContain(semEspacos(trecho));
      expect(r.body).toContain("Paulo Tomador Lima");
      expect(r.body).toContain("Carlos Credor");
      expect(r.body).not.toContain(dono.email);
    });

    it("o texto da prévia recusa dados inválidos (400, em português) e link indisponível (404), como o PDF", async () => {
      const token = await novoLink();
      const invalido = await lerContrato(token, { nome: "", cpf: "123", telefone: "1" });
      expect(invalido.statusCode).toBe(400);
      expect(invalido.json().message).toMatch(/[a-zà-ú]/i);
      expect(invalido.body).toBe((await verContrato(token, { nome: "", cpf: "123", telefone: "1" })).body);
      const morto = await lerContrato("token-que-nao-existe", tomador(novoCpf()));
      expect(morto.statusCode).toBe(404);
      expect(morto.body).toBe((await verContrato("token-que-nao-existe", tomador(novoCpf()))).body);
      // A used link too: answered as the PDF's route answers it.
      const cpf = novoCpf();
      const hash = (await lerContrato(token, tomador(cpf))).json().sha256 as string;
      const base = { ...tomador(cpf), pix: "paulo@pix.com", aceitaTermos: true, nomeAssinatura: "Paulo Tomador Lima", contratoSha256: hash };
      expect((await enviar(token, base)).statusCode).toBe(201);
      const usado = await lerContrato(token, tomador(novoCpf()));
      expect(usado.statusCode).toBe((await verContrato(token, tomador(novoCpf()))).statusCode);
      expect(usado.statusCode).toBe(404);
    });
  });

  it("anonimizar o cliente apaga do aceite o documento, o nome digitado, o IP e o navegador; ficam a data, o hash e o código", async () => {
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Rita Anonima" });
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id);
    const { token } = (await pedirAceite(emprestimo.id)).json() as { token: string };
    expect((await aceitar(token, { aceito: true, nomeAssinatura: "Rita Anonima" })).statusCode).toBe(201);
    const exportado = await ctx.app.inject({ url: `/api/clientes/${cliente.id}/dados-pessoais`, headers: { cookie: dono.cookie } });
    expect(exportado.json().aceitesDeContrato).toEqual([expect.objectContaining({ nomeDigitado: "Rita Anonima", origem: "pedido" })]);
    expect((await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "total" })).statusCode).toBe(201);
    const anonimizado = await ctx.app.inject({
      method: "POST",
      url: `/api/clientes/${cliente.id}/anonimizar`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
    });
    expect(anonimizado.statusCode, anonimizado.body).toBe(200);
    const [registro] = await aceitesDoEmprestimo(emprestimo.id);
    expect(registro).toMatchObject({ ip: null, user_agent: null, nome_digitado: null, tem_documento: false, tem_certificado: false, tem_texto: false });
    expect(registro!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect((await lerPedido(token)).statusCode).toBe(404);
    // The contract download no longer carries the borrower's accepted document.
    const texto = (await paginasDoPdf((await contratoDoCredor(emprestimo.id)).rawPayload)).join(" ");
    expect(texto).not.toContain("Rita Anonima");
  });
});
