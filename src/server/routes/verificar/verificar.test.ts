import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comoCredor, comoPublico, comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { textoDoPdf } from "../../test/pdf.ts";

// Issue 29, point 5: anyone checks a receipt's verification code at GET /api/verificar/{codigo};
// the code and the SHA-256 of the receipt's bytes are registered when the receipt is issued.

const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

const CPF = "52998224725";
const NOME = "Marisa Verificada Souza";
const CHAVES_DA_RESPOSTA = ["cpfMascarado", "data", "nomeMascarado", "sha256", "situacao", "tipo", "valor"];

describe(`verificação pública de documentos (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string; email: string };
  let idDoDono = "";
  let clienteId = "";
  let emprestimoId = "";
  let pagamentoId = "";
  let endereco = 0;
  /** Its own address per request: the per-address limit stays out of the way but in its own test. */
  const novoEndereco = () => `10.77.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;

  const recibo = async (id: string, cookie = dono.cookie) => {
    const r = await ctx.app.inject({ url: `/api/pagamentos/${id}/recibo`, headers: { cookie } });
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    return r.rawPayload;
  };
  const codigoDe = async (pdf: Buffer) => /Código de verificação ([A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2})/.exec(await textoDoPdf(pdf))![1]!;
  const verificar = (codigo: string, extra: { cookie?: string; remoteAddress?: string } = {}) =>
    ctx.app.inject({
      url: `/api/verificar/${encodeURIComponent(codigo)}`,
      remoteAddress: extra.remoteAddress ?? novoEndereco(),
      headers: extra.cookie ? { cookie: extra.cookie } : {},
    });
  const registrados = (codigo: string) =>
    comoSistema(
      ctx.banco.db,
      async (tx) => (await tx.execute(sql`SELECT referencia_id, sha256, valor FROM documentos_verificaveis WHERE codigo = ${codigo}`)).rows,
    );

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    idDoDono = String(((await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${dono.email}`)).rows[0] as { id: string }).id);
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: NOME, cpf: CPF });
    clienteId = cliente.id;
    // R$ 1.234,56 at 10 %: the interest-only payment is R$ 123,46.
    emprestimoId = (await criarEmprestimoApi(ctx.app, dono.cookie, clienteId, { valorOriginal: "1234,56" })).id;
    const pago = await pagar(ctx.app, dono.cookie, { emprestimoId, tipoPagamento: "juros_apenas" });
    expect(pago.statusCode).toBe(201);
    pagamentoId = pago.json().pagamento.id;
  });
  afterAll(async () => ctx.close());

  it("o recibo é o mesmo arquivo a cada download, e seu código e o SHA-256 desses bytes ficam registrados", async () => {
    const primeiro = await recibo(pagamentoId);
    ctx.relogio.set(new Date(ctx.relogio.now().getTime() + 3_600_000));
    const segundo = await recibo(pagamentoId);
    expect(segundo.equals(primeiro)).toBe(true);
    const codigo = await codigoDe(primeiro);
    // app.inject's Host (localhost) is a configured origin: the full address (issue 42, point 7).
    expect(await textoDoPdf(primeiro)).toContain(`Verifique em ${ORIGEM}/verificar/${codigo}`);
    expect(await registrados(codigo)).toEqual([{ referencia_id: pagamentoId, sha256: sha256(primeiro), valor: "123.46" }]);
  });

  it("o código de um recibo emitido responde o tipo, a data, o valor, nome e CPF mascarados e o hash, nada mais", async () => {
    const pdf = await recibo(pagamentoId);
    const codigo = await codigoDe(pdf);
    const r = await verificar(codigo);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["x-robots-tag"]).toMatch(/noindex/);
    const corpo = r.json();
    expect(Object.keys(corpo).sort()).toEqual(CHAVES_DA_RESPOSTA);
    expect(corpo).toEqual({
      tipo: "recibo",
      situacao: "valido",
      data: "2026-11-25T15:00:00.000Z",
      valor: "123.46",
      nomeMascarado: "M*** V*** S***",
      cpfMascarado: "***.982.247-**",
      sha256: sha256(pdf),
    });
    for (const segredo of [CPF, "529.982.247-25", "Marisa", "Souza", pagamentoId, clienteId, emprestimoId, idDoDono, dono.email]) {
      expect(r.body).not.toContain(segredo);
    }
    // Typed by a person: lower case, without the hyphens, with spaces.
    for (const digitado of [codigo.toLowerCase(), codigo.replace(/-/g, ""), ` ${codigo.toLowerCase().replace(/-/g, " ")} `]) {
      const outra = await verificar(digitado);
      expect(outra.statusCode, digitado).toBe(200);
      expect(outra.json()).toEqual(corpo);
    }
  });

  it("código desconhecido é 404 e código malformado é 400, em português, sem cache e sem indexação", async () => {
    const desconhecido = await verificar("AAAA-BBBB-CC");
    expect(desconhecido.statusCode).toBe(404);
    expect(desconhecido.json()).toEqual({ message: "Documento não encontrado." });
    expect(desconhecido.headers["cache-control"]).toBe("no-store");
    expect(desconhecido.headers["x-robots-tag"]).toMatch(/noindex/);
    for (const ruim of ["ABCD-EFGH-I", "ABCD-EFGH-IJK", "ABCD-EFGH-I0", "ABCD-EFGH-I1", "x", "ÁBCD-EFGH-IJ", "' OR 1=1 --"]) {
      const r = await verificar(ruim);
      expect(r.statusCode, ruim).toBe(400);
      expect(r.json().message, ruim).toBe("Código de verificação inválido. Ele tem 10 letras e números, como ABCD-EFGH-IJ.");
      expect(r.headers["x-robots-tag"], ruim).toMatch(/noindex/);
    }
  });

  it("o recibo de outro credor também se confere em público, sem sessão ou com a de outro, e só com os campos mascarados", async () => {
    const c = await criarClienteApi(ctx.app, outro.cookie, { nome: "Otávio Terceiro" });
    const e = await criarEmprestimoApi(ctx.app, outro.cookie, c.id);
    const p = (await pagar(ctx.app, outro.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" })).json().pagamento.id as string;
    const pdf = await recibo(p, outro.cookie);
    const codigo = await codigoDe(pdf);
    // The owner of the first receipt cannot download the other lender's one...
    expect((await ctx.app.inject({ url: `/api/pagamentos/${p}/recibo`, headers: { cookie: dono.cookie } })).statusCode).toBe(404);
    // ...but anyone can check its code, and learns only the masked fields.
    for (const cookie of [undefined, dono.cookie]) {
      const r = await verificar(codigo, cookie ? { cookie } : {});
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({
        tipo: "recibo",
        situacao: "valido",
        data: expect.any(String),
        valor: "100.00",
        nomeMascarado: "O*** T***",
        cpfMascarado: `***.${c.cpf.slice(3, 6)}.${c.cpf.slice(6, 9)}-**`,
        sha256: sha256(pdf),
      });
      for (const segredo of ["Otávio", "Terceiro", c.cpf, c.id, e.id, p, outro.email]) expect(r.body).not.toContain(segredo);
    }
  });

  it("o recibo de um pagamento estornado ainda se confere, como estornado, com o hash do recibo emitido antes", async () => {
    const e = await criarEmprestimoApi(ctx.app, dono.cookie, clienteId);
    const p = (await pagar(ctx.app, dono.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" })).json().pagamento.id as string;
    const antes = await recibo(p);
    const codigo = await codigoDe(antes);
    expect((await verificar(codigo)).json().situacao).toBe("valido");
    const estorno = await ctx.app.inject({
      method: "POST",
      url: `/api/pagamentos/${p}/estorno`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { motivo: "Lançado por engano" },
    });
    expect(estorno.statusCode, estorno.body).toBe(200);
    const depois = await recibo(p);
    expect(await textoDoPdf(depois)).toContain("ESTORNADO");
    expect(await codigoDe(depois)).toBe(codigo);
    const r = await verificar(codigo);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ situacao: "estornado", sha256: sha256(antes) });
    expect(await registrados(codigo)).toHaveLength(1);
  });

  it("cliente anonimizado: a verificação não mostra mais nome nem CPF, nem mascarados", async () => {
    const cpf = "11144477735";
    const c = await criarClienteApi(ctx.app, dono.cookie, { nome: "Lia Anônima Futura", cpf });
    const e = await criarEmprestimoApi(ctx.app, dono.cookie, c.id);
    const p = (await pagar(ctx.app, dono.cookie, { emprestimoId: e.id, tipoPagamento: "total" })).json().pagamento.id as string;
    const pdf = await recibo(p);
    const codigo = await codigoDe(pdf);
    expect((await verificar(codigo)).json()).toMatchObject({ nomeMascarado: "L*** A*** F***", cpfMascarado: "***.444.777-**" });
    const anon = await ctx.app.inject({ method: "POST", url: `/api/clientes/${c.id}/anonimizar`, headers: { cookie: dono.cookie, origin: ORIGEM } });
    expect(anon.statusCode, anon.body).toBe(200);
    const r = await verificar(codigo);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ tipo: "recibo", valor: "1100.00", nomeMascarado: null, cpfMascarado: null, sha256: sha256(pdf) });
    for (const antigo of ["L*** A*** F***", "444.777", "Lia", cpf]) expect(r.body).not.toContain(antigo);
  });

  it("a 21ª verificação no minuto, pelo mesmo endereço, recebe 429 em português; outro endereço, não", async () => {
    const codigo = await codigoDe(await recibo(pagamentoId));
    const status: number[] = [];
    // Valid, unknown and malformed codes all count: guessing costs the same whatever is typed.
    for (let i = 0; i < 21; i++)
      status.push((await verificar(i % 3 === 0 ? codigo : i % 3 === 1 ? "AAAA-BBBB-CC" : "x", { remoteAddress: "10.88.0.1" })).statusCode);
    expect(status.slice(0, 20)).not.toContain(429);
    expect(status[20]).toBe(429);
    const bloqueado = await verificar(codigo, { remoteAddress: "10.88.0.1" });
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.json()).toEqual({ message: "Muitas tentativas. Aguarde um pouco e tente novamente." });
    expect(bloqueado.headers["x-robots-tag"]).toMatch(/noindex/);
    expect((await verificar(codigo, { remoteAddress: "10.88.0.2" })).statusCode).toBe(200);
  });

  it("ninguém altera nem apaga o registro: o banco recusa a todos os papéis do app", async () => {
    const codigo = await codigoDe(await recibo(pagamentoId));
    const antes = await registrados(codigo);
    const recusa = { cause: { code: "42501" } };
    await expect(
      comoCredor(ctx.banco.db, idDoDono, (tx) => tx.execute(sql`UPDATE documentos_verificaveis SET sha256 = ${"0".repeat(64)} WHERE codigo = ${codigo}`)),
    ).rejects.toMatchObject(recusa);
    await expect(
      comoCredor(ctx.banco.db, idDoDono, (tx) => tx.execute(sql`DELETE FROM documentos_verificaveis WHERE codigo = ${codigo}`)),
    ).rejects.toMatchObject(recusa);
    await expect(comoSistema(ctx.banco.db, (tx) => tx.execute(sql`UPDATE documentos_verificaveis SET valor = 0`))).rejects.toMatchObject(recusa);
    await expect(comoSistema(ctx.banco.db, (tx) => tx.execute(sql`DELETE FROM documentos_verificaveis`))).rejects.toMatchObject(recusa);
    await expect(comoPublico(ctx.banco.db, "token-qualquer", (tx) => tx.execute(sql`DELETE FROM documentos_verificaveis`))).rejects.toMatchObject(recusa);
    await expect(comoPublico(ctx.banco.db, "token-qualquer", (tx) => tx.execute(sql`UPDATE documentos_verificaveis SET valor = 0`))).rejects.toMatchObject(
      recusa,
    );
    // A lender cannot register a code in another lender's name either.
    await expect(
      comoCredor(ctx.banco.db, idDoDono, (tx) =>
        tx.execute(sql`
          INSERT INTO documentos_verificaveis (codigo, tipo, usuario_id, cliente_id, referencia_id, data, valor, sha256)
          SELECT 'ZZZZ-ZZZZ-ZZ', 'recibo', id, ${clienteId}, ${pagamentoId}, now(), 1, ${"a".repeat(64)} FROM auth_user WHERE id <> ${idDoDono} LIMIT 1`),
      ),
    ).rejects.toMatchObject(recusa);
    expect(await registrados(codigo)).toEqual(antes);
    // And no route of the app changes it.
    const rotas = ctx.app.rotasRegistradas.filter((r) => r.url.includes("verificar"));
    expect(rotas).toEqual([{ metodo: "GET", url: "/api/verificar/:codigo" }]);
  });
});
