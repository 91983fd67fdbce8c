import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TAMANHO_PAGINA_AUDITORIA } from "../../../domain/auditoria.ts";
import { adicionarCreditos } from "../../data/creditos.ts";
import { comoCredor, comoPublico, comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../../test/multipart.ts";

// The activity trail (issue 10): every change a lender or a borrower makes leaves one entry,
// with who, when, what and the fields before and after; nobody can change or remove an entry.

type Entrada = {
  id: string;
  momento: string;
  ator: string;
  acao: string;
  entidade: string;
  entidadeId: string | null;
  clienteId: string | null;
  antes: unknown;
  depois: unknown;
};

describe(`trilha de atividade (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string; email: string };
  let b: { cookie: string };
  let idDeA = "";
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
    idDeA = String(((await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${a.email}`)).rows[0] as { id: string }).id);
  });
  afterAll(async () => ctx.close());

  const enviar = (method: "POST" | "PUT", url: string, payload: object, cookie = a.cookie) =>
    ctx.app.inject({ method, url, headers: { cookie, origin: ORIGEM }, payload });
  const trilha = async (query: string, cookie = a.cookie): Promise<{ itens: Entrada[]; proximo: string | null }> => {
    const r = await ctx.app.inject({ url: `/api/auditoria${query}`, headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };

  it("cada mudança do credor e do cliente via link fica registrada, com antes e depois", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Ana Antes", pix: "ana@pix.com" });
    expect((await enviar("PUT", `/api/clientes/${c.id}`, { nome: "Ana Depois", cpf: c.cpf, telefone: "11912345678", pix: "ana@pix.com" })).statusCode).toBe(
      200,
    );
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    expect((await enviar("PUT", `/api/emprestimos/${e.id}`, { status: "pausado" })).statusCode).toBe(200);
    expect((await enviar("PUT", `/api/emprestimos/${e.id}`, { status: "ativo" })).statusCode).toBe(200);
    const p = (await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas" })).json().pagamento;
    expect((await enviar("POST", `/api/pagamentos/${p.id}/estorno`, { motivo: "Lançado no cliente errado" })).statusCode).toBe(200);

    // A borrower sends new data for this same client through a link, with a document.
    const link = (
      await enviar("POST", "/api/links-cadastro", { valorOriginal: "200", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" })
    ).json();
    const f = formulario({ token: link.token, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO });
    const up = (await ctx.app.inject({ method: "POST", url: "/api/upload", payload: f.payload, headers: f.headers })).json();
    const envio = await ctx.app.inject({
      method: "POST",
      url: `/api/cadastro/${link.token}`,
      payload: { nome: "Ana Depois", cpf: c.cpf, telefone: "11900000000", pix: "nova@pix.com", aceitaTermos: true, documentoIdentidadeUrl: up.url },
    });
    expect(envio.statusCode).toBe(201);
    const [pendente] = (await ctx.app.inject({ url: `/api/clientes/${c.id}/atualizacoes-pendentes`, headers: { cookie: a.cookie } })).json();
    expect((await enviar("POST", `/api/atualizacoes-pendentes/${pendente.id}/aceitar`, {})).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: up.url, headers: { cookie: a.cookie } })).statusCode).toBe(200);

    const { itens } = await trilha(`?entidade=cliente&id=${c.id}`);
    expect(itens.map((i) => [i.acao, i.ator])).toEqual([
      ["documento_visualizado", "credor"],
      ["dados_novos_aceitos", "credor"],
      ["emprestimo_criado", "cliente_link"],
      ["link_enviado", "cliente_link"],
      ["pagamento_estornado", "credor"],
      ["pagamento_registrado", "credor"],
      ["emprestimo_status_alterado", "credor"],
      ["emprestimo_status_alterado", "credor"],
      ["emprestimo_criado", "credor"],
      ["cliente_editado", "credor"],
      ["cliente_criado", "credor"],
    ]);
    const porAcao = (acao: string) => itens.find((i) => i.acao === acao)!;
    expect(porAcao("cliente_editado")).toMatchObject({ entidade: "cliente", entidadeId: c.id, antes: { nome: "Ana Antes" }, depois: { nome: "Ana Depois" } });
    expect(porAcao("cliente_criado").depois).toEqual({ nome: "Ana Antes", cpf: c.cpf, telefone: "11912345678", pix: "ana@pix.com" });
    expect(porAcao("dados_novos_aceitos")).toMatchObject({
      antes: { pix: "ana@pix.com", telefone: "11912345678" },
      depois: { pix: "nova@pix.com", telefone: "11900000000" },
    });
    expect(porAcao("pagamento_estornado")).toMatchObject({
      entidade: "pagamento",
      entidadeId: p.id,
      antes: { cicloAtual: 2 },
      depois: { cicloAtual: 1, motivoEstorno: "Lançado no cliente errado" },
    });
    const statusAlterados = itens.filter((i) => i.acao === "emprestimo_status_alterado");
    expect(statusAlterados.map((i) => [(i.antes as { status: string }).status, (i.depois as { status: string }).status])).toEqual([
      ["pausado", "ativo"],
      ["ativo", "pausado"],
    ]);

    // By entity, and the settings and credits that belong to no client.
    expect((await trilha(`?entidade=pagamento&id=${p.id}`)).itens.map((i) => i.acao)).toEqual(["pagamento_estornado", "pagamento_registrado"]);
    expect((await enviar("POST", "/api/configuracoes", { chavePix: "credor@pix.com", telefoneWhatsapp: null, nomeRecibo: "Crédito da Ana" })).statusCode).toBe(
      200,
    );
    expect((await trilha("?entidade=configuracoes")).itens[0]).toMatchObject({
      acao: "configuracoes_alteradas",
      antes: { chavePix: "", nomeRecibo: null },
      depois: { chavePix: "credor@pix.com", nomeRecibo: "Crédito da Ana" },
    });
    await adicionarCreditos(ctx.banco.db, { email: a.email, dias: 30, tipo: "compra" }, ctx.relogio.now());
    expect((await trilha("?entidade=creditos")).itens.map((i) => [i.acao, i.ator, (i.depois as { dias: number }).dias])).toEqual([
      ["creditos_concedidos", "sistema", 30],
      ["creditos_concedidos", "sistema", 1],
    ]);
    expect((await trilha("?entidade=link")).itens.map((i) => i.acao)).toEqual(["link_enviado", "link_criado"]);

    // Another lender sees none of it, even asking by id.
    const deB = await trilha(`?entidade=cliente&id=${c.id}`, b.cookie);
    expect(deB.itens).toEqual([]);
    expect(JSON.stringify(await trilha("", b.cookie))).not.toContain(c.cpf);
  });

  it("página a página, mais recente primeiro, sem repetir nem pular", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const total = TAMANHO_PAGINA_AUDITORIA + 7;
    for (let i = 0; i < total - 1; i++) {
      await enviar("PUT", `/api/clientes/${c.id}`, { nome: `Nome ${i}`, cpf: c.cpf, telefone: "11912345678", pix: "maria@pix.com" });
    }
    const primeira = await trilha(`?entidade=cliente&id=${c.id}`);
    expect(primeira.itens).toHaveLength(TAMANHO_PAGINA_AUDITORIA);
    expect(primeira.proximo).toEqual(expect.any(String));
    const segunda = await trilha(`?entidade=cliente&id=${c.id}&antes=${encodeURIComponent(primeira.proximo!)}`);
    expect(segunda.itens).toHaveLength(7);
    expect(segunda.proximo).toBeNull();
    const todos = [...primeira.itens, ...segunda.itens];
    const momentos = todos.map((i) => i.momento);
    expect(momentos).toEqual([...momentos].sort().reverse());
    expect(new Set(todos.map((i) => i.id)).size).toBe(total);
    expect(segunda.itens.at(-1)!.acao).toBe("cliente_criado");
  });

  it("os ids e a página seguinte não dizem nada do volume da plataforma, e a página de um credor não serve a outro", async () => {
    // Issue 28, point 7: a number from one sequence for every lender counts the platform's records.
    const c = await criarClienteApi(ctx.app, a.cookie);
    for (let i = 0; i < TAMANHO_PAGINA_AUDITORIA; i++) {
      await enviar("PUT", `/api/clientes/${c.id}`, { nome: `Volume ${i}`, cpf: c.cpf, telefone: "11912345678", pix: "maria@pix.com" });
    }
    const pagina = await trilha(`?entidade=cliente&id=${c.id}`);
    for (const item of pagina.itens) expect(item.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const numeros = ((await ctx.banco.db.execute(sql`SELECT id::text AS n FROM auditoria`)).rows as { n: string }[]).map((l) => l.n);
    expect(pagina.proximo).not.toMatch(/^\d+$/);
    for (const n of numeros) expect(Buffer.from(pagina.proximo!, "base64url").toString("latin1")).not.toContain(`"${n}"`);
    const deOutro = await ctx.app.inject({ url: `/api/auditoria?antes=${encodeURIComponent(pagina.proximo!)}`, headers: { cookie: b.cookie } });
    expect(deOutro.statusCode).toBe(400);
    expect(deOutro.json()).toEqual({ message: "Página inválida." });
  });

  it("filtros inválidos são 400 em português, nunca 500", async () => {
    for (const q of ["?entidade=tudo", "?antes=abc", "?antes=-1", "?antes=1.5", "?antes=99999999999999999999", `?id=${"x".repeat(101)}`]) {
      const r = await ctx.app.inject({ url: `/api/auditoria${q}`, headers: { cookie: a.cookie } });
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message, q).toMatch(/[a-zà-ú]/);
    }
    expect((await trilha("?entidade=cliente&id=nao-e-uuid")).itens).toEqual([]);
  });

  it("ninguém altera nem apaga a trilha: o banco recusa a todos os papéis do app", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    const antes = (await trilha(`?entidade=cliente&id=${c.id}`)).itens;
    const recusa = { cause: { code: "42501" } };
    await expect(
      comoCredor(ctx.banco.db, idDeA, (tx) => tx.execute(sql`UPDATE auditoria SET acao = 'cliente_editado' WHERE cliente_id = ${c.id}`)),
    ).rejects.toMatchObject(recusa);
    await expect(comoCredor(ctx.banco.db, idDeA, (tx) => tx.execute(sql`DELETE FROM auditoria WHERE cliente_id = ${c.id}`))).rejects.toMatchObject(recusa);
    await expect(comoSistema(ctx.banco.db, (tx) => tx.execute(sql`DELETE FROM auditoria`))).rejects.toMatchObject(recusa);
    await expect(comoSistema(ctx.banco.db, (tx) => tx.execute(sql`UPDATE auditoria SET antes = NULL`))).rejects.toMatchObject(recusa);
    await expect(comoPublico(ctx.banco.db, "token-qualquer", (tx) => tx.execute(sql`DELETE FROM auditoria`))).rejects.toMatchObject(recusa);
    // A lender cannot write an entry in another lender's name either.
    await expect(
      comoCredor(ctx.banco.db, idDeA, (tx) =>
        tx.execute(
          sql`INSERT INTO auditoria (usuario_id, ator, acao, entidade) SELECT id, 'credor', 'cliente_criado', 'cliente' FROM auth_user WHERE id <> ${idDeA} LIMIT 1`,
        ),
      ),
    ).rejects.toMatchObject({ cause: { code: "42501" } });
    expect((await trilha(`?entidade=cliente&id=${c.id}`)).itens).toEqual(antes);
    // And no route of the app changes it.
    const rotas = ctx.app.rotasRegistradas.filter((r) => r.url.includes("auditoria"));
    expect(rotas).toEqual([{ metodo: "GET", url: "/api/auditoria" }]);
  });
});
