import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { novoCpf } from "../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../test/multipart.ts";

// Issue 8, point 7: hostile input is a 4xx with a pt-BR message, never a 500.

const CONTROLE = "Caracteres de controle não são permitidos.";
const ANO_FORA = "O ano deve estar entre 1900 e 2100";
const MAXIMO = "99999999.99";

describe(`entrada hostil (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let cookie: string;

  beforeAll(async () => {
    ctx = await criarContexto();
    ({ cookie } = await novoLender(ctx.app));
  });
  afterAll(async () => ctx.close());

  const pedir = (metodo: "GET" | "POST" | "PUT", url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    ctx.app.inject({
      method: metodo,
      url,
      headers: { cookie, ...(metodo === "GET" ? {} : { origin: ORIGEM }), ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function novoCliente(dados: Record<string, unknown> = {}) {
    const r = await pedir("POST", "/api/clientes", { nome: "Maria da Silva", cpf: novoCpf(), telefone: "11912345678", pix: "maria@pix.com", ...dados });
    expect(r.statusCode, r.body).toBe(201);
    return r.json() as { id: string };
  }

  const emprestimo = (clienteId: string, dados: Record<string, unknown> = {}) =>
    pedir("POST", "/api/emprestimos/manual", { clienteId, valorOriginal: "1000,00", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", ...dados });

  describe("caracteres de controle", () => {
    it("NUL no caminho de /api/cadastro/:token é 400, na leitura e no envio", async () => {
      for (const metodo of ["GET", "POST"] as const) {
        const r = await pedir(metodo, "/api/cadastro/%00", metodo === "POST" ? {} : undefined);
        expect(r.statusCode, `${metodo} ${r.body}`).toBe(400);
        expect(r.json()).toEqual({ message: CONTROLE });
      }
    });

    it("NUL ou outro controle no nome do cliente é 400 no campo nome", async () => {
      for (const nome of ["Ma\u0000ria Silva", "Maria\u0007 Silva", "Maria\nSilva", "Maria\u007f"]) {
        const r = await pedir("POST", "/api/clientes", { nome, cpf: novoCpf(), telefone: "11912345678", pix: "maria@pix.com" });
        expect(r.statusCode, JSON.stringify(nome)).toBe(400);
        expect(r.json()).toEqual({ message: CONTROLE, errors: { nome: CONTROLE } });
      }
    });

    it("caracteres que invertem ou escondem texto (bidi, largura zero) são 400 em nome, PIX, link, consulta e texto livre", async () => {
      // Issue 28, point 5: "Ana\u202e 00,01 R$" shows reversed in a list, a CSV or a PDF.
      const escondidos = ["\u202e", "\u202a", "\u2066", "\u200b", "\u200e", "\u2060", "\ufeff", "\u00ad", "\u0085", "\u061c"];
      for (const c of escondidos) {
        const nome = await pedir("POST", "/api/clientes", { nome: `Ana${c} 00,01 R$`, cpf: novoCpf(), telefone: "11912345678", pix: "ana@pix.com" });
        expect(nome.statusCode, JSON.stringify(c)).toBe(400);
        expect(nome.json()).toEqual({ message: CONTROLE, errors: { nome: CONTROLE } });
        const pix = await pedir("POST", "/api/clientes", { nome: "Ana Souza", cpf: novoCpf(), telefone: "11912345678", pix: `ana${c}@pix.com` });
        expect(pix.json(), JSON.stringify(c)).toEqual({ message: CONTROLE, errors: { pix: CONTROLE } });
      }
      const link = await pedir("POST", "/api/links-cadastro", {
        valorOriginal: "300",
        modalidade: "mensal",
        prazoDias: 30,
        taxaJuros: "10",
        taxaAtraso: "1",
        nomeDestinatario: "Ana\u202e",
      });
      expect(link.json()).toEqual({ message: CONTROLE, errors: { nomeDestinatario: CONTROLE } });
      const busca = await pedir("GET", `/api/clientes?busca=${encodeURIComponent("Ana\u200b")}`);
      expect(busca.statusCode).toBe(400);
      expect(busca.json()).toEqual({ message: CONTROLE });

      const cliente = await novoCliente();
      const { id } = (await emprestimo(cliente.id)).json() as { id: string };
      const nota = await pedir("POST", "/api/pagamentos", { emprestimoId: id, tipoPagamento: "juros_apenas", observacao: "pago \u202eem dinheiro" });
      expect(nota.json()).toEqual({ message: CONTROLE, errors: { observacao: CONTROLE } });
      // An emoji joined with U+200D (a family, a flag) is text a person types: it passes in a note.
      const emoji = await pedir("POST", "/api/pagamentos", {
        emprestimoId: id,
        tipoPagamento: "juros_apenas",
        observacao: "pago pela família \u{1F468}\u200d\u{1F469}\u200d\u{1F467}",
      });
      expect(emoji.statusCode, emoji.body).toBe(201);
      const clientes = (await ctx.banco.db.execute(sql`SELECT count(*)::int AS n FROM clientes WHERE nome LIKE ${"%\u202e%"} OR pix LIKE ${"%\u200b%"}`))
        .rows[0] as { n: number };
      expect(clientes.n).toBe(0);
    });

    it("controle numa chave do corpo, num item de lista ou aninhado também é 400", async () => {
      expect((await pedir("POST", "/api/clientes", { "no\u0000me": "x" })).statusCode).toBe(400);
      const r = await pedir("POST", "/api/clientes", { extras: [{ a: ["ok", "x\u0001"] }] });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: CONTROLE, errors: { "extras.0.a.1": CONTROLE } });
    });

    it("surrogate solto (JSON válido, UTF-8 impossível) é 400", async () => {
      const r = await ctx.app.inject({
        method: "POST",
        url: "/api/clientes",
        headers: { cookie, origin: ORIGEM, "content-type": "application/json" },
        payload: '{"nome":"Maria \\ud800 Silva"}',
      });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe("O texto contém caracteres inválidos.");
    });

    it("na observação do pagamento, quebra de linha e tab passam; NUL não", async () => {
      const cliente = await novoCliente();
      const { id } = (await emprestimo(cliente.id)).json() as { id: string };
      const nul = await pedir("POST", "/api/pagamentos", { emprestimoId: id, tipoPagamento: "juros_apenas", observacao: "pago\u0000" });
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({ message: CONTROLE, errors: { observacao: CONTROLE } });
      const ok = await pedir("POST", "/api/pagamentos", { emprestimoId: id, tipoPagamento: "juros_apenas", observacao: "pago em dinheiro\r\n\tna feira" });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it("na query string, nenhum controle: ?clienteId=%00 é 400", async () => {
      const r = await pedir("GET", "/api/emprestimos?clienteId=%00");
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({ message: CONTROLE });
      expect((await pedir("GET", "/api/emprestimos?a%0Ab=1")).statusCode).toBe(400);
    });

    it("a ponte do better-auth também é coberta: corpo e caminho", async () => {
      const corpo = await pedir("POST", "/api/auth/sign-up/email", { email: "nul@teste.com", password: "segredo-do-teste-99", name: "Ana\u0000" });
      expect(corpo.statusCode).toBe(400);
      expect(corpo.json().message).toBe(CONTROLE);
      const caminho = await pedir("GET", "/api/auth/get-session%00");
      expect(caminho.statusCode).toBe(400);
      expect(caminho.json()).toEqual({ message: CONTROLE });
    });

    it("corpo aninhado demais é 400 antes de chegar à ponte do better-auth (que o reserializa)", async () => {
      const r = await ctx.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: ORIGEM, "content-type": "application/json" },
        payload: `{"email":"a@b.com","password":${"[".repeat(5000)}${"]".repeat(5000)}}`,
      });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({
        message: "Os dados enviados têm níveis de aninhamento demais.",
        errors: { _: "Os dados enviados têm níveis de aninhamento demais." },
      });
      // Real forms nest two levels at most.
      const raso = await pedir("POST", "/api/clientes", { a: [[[["x"]]]] });
      expect(raso.json().message).not.toMatch(/aninhamento/);
    });

    it("campo de formulário multipart com NUL (token do envio de arquivo) é 400", async () => {
      const form = formulario({ token: "abc\u0000def", tipo: "documento" }, { nome: "a.png", tipo: "image/png", conteudo: PNG_MINIMO });
      const r = await ctx.app.inject({ method: "POST", url: "/api/upload", headers: { origin: ORIGEM, ...form.headers }, payload: form.payload });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toEqual({ message: CONTROLE, errors: { token: CONTROLE } });
    });
  });

  describe("datas limitadas a 1900–2100", () => {
    it("mes=0000-01 e mes=9999-12 no calendário são 400; um mês normal responde", async () => {
      for (const mes of ["0000-01", "9999-12", "1899-12", "2101-01"]) {
        const r = await pedir("GET", `/api/calendario?mes=${mes}`);
        expect(r.statusCode, `${mes}: ${r.body}`).toBe(400);
        expect(typeof r.json().message).toBe("string");
      }
      for (const data of ["9999-12-31", "1899-12-31"]) {
        expect((await pedir("GET", `/api/calendario/vencimentos?data=${data}`)).statusCode, data).toBe(400);
      }
      expect((await pedir("GET", "/api/calendario?mes=2026-11")).statusCode).toBe(200);
    });

    it("dataInicio 9999-12-31 (e 1899-12-31) no empréstimo manual e no link é 400 no campo", async () => {
      const cliente = await novoCliente();
      for (const dataInicio of ["9999-12-31", "1899-12-31", "0000-01-01"]) {
        const manual = await emprestimo(cliente.id, { dataInicio });
        expect(manual.statusCode, `${dataInicio}: ${manual.body}`).toBe(400);
        const link = await pedir("POST", "/api/links-cadastro", { valorOriginal: "1000", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", dataInicio });
        expect(link.statusCode, `${dataInicio}: ${link.body}`).toBe(400);
      }
      expect((await emprestimo(cliente.id, { dataInicio: "9999-12-31" })).json().errors).toEqual({ dataInicio: ANO_FORA });
      expect((await emprestimo(cliente.id, { dataInicio: "2100-12-31" })).statusCode).toBe(201);
      expect((await emprestimo(cliente.id, { dataInicio: "1900-01-01" })).statusCode).toBe(201);
    });
  });

  describe("dinheiro", () => {
    it("um cliente com muitos empréstimos do valor máximo guarda totais acima de numeric(10,2)", async () => {
      const cliente = await novoCliente();
      const quantos = 12;
      for (let i = 0; i < quantos; i++) {
        const r = await emprestimo(cliente.id, { valorOriginal: MAXIMO });
        expect(r.statusCode, `empréstimo ${i + 1}: ${r.body}`).toBe(201);
      }
      const r = await pedir("GET", `/api/clientes/${cliente.id}`);
      expect(r.statusCode).toBe(200);
      const total = (BigInt(quantos) * 9_999_999_999n).toString();
      expect(r.json()).toMatchObject({ totalEmprestadoHistorico: `${total.slice(0, -2)}.${total.slice(-2)}` });
    });

    it("valores acima do máximo de cada campo são 400, não 500", async () => {
      const cliente = await novoCliente();
      for (const valorOriginal of ["100000000,00", 1e309, "1e309", -1, "99999999999999999999999"]) {
        const r = await emprestimo(cliente.id, { valorOriginal });
        expect(r.statusCode, String(valorOriginal)).toBe(400);
      }
      const bruto = await ctx.app.inject({
        method: "POST",
        url: "/api/emprestimos/manual",
        headers: { cookie, origin: ORIGEM, "content-type": "application/json" },
        payload: `{"clienteId":"${cliente.id}","valorOriginal":1e309,"prazoDias":30,"taxaJuros":1e309,"taxaAtraso":-1e309}`,
      });
      expect(bruto.statusCode).toBe(400);
    });
  });

  describe("recusas do banco viram 4xx em português", () => {
    // A trigger raises each SQLSTATE on the next client insert: whatever slips past the schemas
    // into SQL is answered as the request's problem, not as a 500.
    it.each([
      ["numeric_value_out_of_range", "22003", 409, "O valor ultrapassa o limite que o sistema consegue registrar."],
      ["character_not_in_repertoire", "22021", 400, "O texto contém caracteres inválidos."],
      ["untranslatable_character", "22P05", 400, "O texto contém caracteres inválidos."],
      ["datetime_field_overflow", "22008", 400, "Data inválida."],
    ])("%s (%s) → %i", async (nome, _codigo, status, message) => {
      const funcao = `recusar_${nome}`;
      await ctx.banco.db.execute(
        sql.raw(`CREATE FUNCTION ${funcao}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'simulado' USING ERRCODE = '${nome}'; END; $$ LANGUAGE plpgsql`),
      );
      await ctx.banco.db.execute(sql.raw(`CREATE TRIGGER ${funcao} BEFORE INSERT ON clientes FOR EACH ROW EXECUTE FUNCTION ${funcao}()`));
      try {
        const r = await pedir("POST", "/api/clientes", { nome: "Maria da Silva", cpf: novoCpf(), telefone: "11912345678", pix: "maria@pix.com" });
        expect(r.statusCode, r.body).toBe(status);
        expect(r.json()).toEqual({ message });
      } finally {
        await ctx.banco.db.execute(sql.raw(`DROP TRIGGER ${funcao} ON clientes`));
        await ctx.banco.db.execute(sql.raw(`DROP FUNCTION ${funcao}()`));
      }
    });
  });

  it("mensagens de reserva do zod chegam em português", async () => {
    const r = await pedir("POST", "/api/configuracoes", { chavePix: "maria@pix.com", telefoneWhatsapp: 5 });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors.telefoneWhatsapp).toMatch(/^Entrada inválida/);
  });
});
