import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// Issue 12: the dashboard's due lists and the calendar's day are paged in the client's name
// order, straight from the loans' partial index (migration 0012), with the copy of the client's
// name on each loan kept by the database. Today is 2026-11-25 in São Paulo; a loan started on
// 2026-10-26 is due today, one started on 2026-10-27 tomorrow.
describe(`vencimentos do dia em páginas, em ordem de nome (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  const clientes: Record<string, { id: string; cpf: string }> = {};
  const HOJE = "2026-10-26";

  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
    // Created out of name order; Caio has two loans due today (the loan id breaks the tie).
    for (const nome of ["Eva", "Ana", "Caio", "Bia", "Davi"]) {
      clientes[nome] = await criarClienteApi(ctx.app, a.cookie, { nome });
      await criarEmprestimoApi(ctx.app, a.cookie, clientes[nome]!.id, { dataInicio: HOJE });
    }
    await criarEmprestimoApi(ctx.app, a.cookie, clientes.Caio!.id, { dataInicio: HOJE, valorOriginal: "2000" });
    await criarEmprestimoApi(ctx.app, a.cookie, clientes.Bia!.id, { dataInicio: "2026-10-27" });
    const alheio = await criarClienteApi(ctx.app, b.cookie, { nome: "Aaron de Outro" });
    await criarEmprestimoApi(ctx.app, b.cookie, alheio.id, { dataInicio: HOJE });
  });
  afterAll(async () => ctx.close());

  const ler = (url: string, cookie = a.cookie) => ctx.app.inject({ url, headers: { cookie } });

  /** Every page of a list, following X-Proximo-Cursor; the names of each page. */
  async function todasAsPaginas(url: string, nomeDe: (item: Record<string, unknown>) => string, cookie = a.cookie) {
    const paginas: string[][] = [];
    let cursor: string | undefined;
    do {
      const alvo = new URL(url, "http://localhost");
      if (cursor) alvo.searchParams.set("cursor", cursor);
      const r = await ler(alvo.pathname + alvo.search, cookie);
      expect(r.statusCode, r.body).toBe(200);
      paginas.push((r.json() as Record<string, unknown>[]).map(nomeDe));
      cursor = r.headers["x-proximo-cursor"] as string | undefined;
    } while (cursor && paginas.length < 20);
    return paginas;
  }

  const nomeDoVencimento = (v: Record<string, unknown>) => String(v.clienteNome);
  const nomeDoEmprestimo = (e: Record<string, unknown>) => String((e.cliente as { nome: string }).nome);

  it("hoje, amanhã e o dia do calendário vêm em páginas, em ordem de nome, sem repetir nem pular", async () => {
    expect(await todasAsPaginas("/api/dashboard/vencimentos-hoje?limite=2", nomeDoVencimento)).toEqual([
      ["Ana", "Bia"],
      ["Caio", "Caio"],
      ["Davi", "Eva"],
    ]);
    expect(await todasAsPaginas("/api/calendario/vencimentos?data=2026-11-25&limite=4", nomeDoEmprestimo)).toEqual([
      ["Ana", "Bia", "Caio", "Caio"],
      ["Davi", "Eva"],
    ]);
    expect(await todasAsPaginas("/api/dashboard/vencimentos-amanha?limite=2", nomeDoVencimento)).toEqual([["Bia"]]);
    // Without limite, one page of up to 50: the spec's list, whole for an ordinary day.
    const inteira = await ler("/api/dashboard/vencimentos-hoje");
    expect((inteira.json() as unknown[]).length).toBe(6);
    expect(inteira.headers["x-proximo-cursor"]).toBeUndefined();
  });

  it("empréstimos novos entre duas páginas não fazem repetir nem pular quem já estava", async () => {
    const primeira = await ler("/api/dashboard/vencimentos-hoje?limite=3");
    expect((primeira.json() as Record<string, unknown>[]).map(nomeDoVencimento)).toEqual(["Ana", "Bia", "Caio"]);
    const cursor = primeira.headers["x-proximo-cursor"] as string;
    // One sorts before the page already read (not shown again), one after it (shown in its place).
    const novos = [];
    for (const nome of ["Abel Novo", "Dora Nova"]) {
      const cliente = await criarClienteApi(ctx.app, a.cookie, { nome });
      novos.push(await criarEmprestimoApi(ctx.app, a.cookie, cliente.id, { dataInicio: HOJE }));
    }
    try {
      const resto = await todasAsPaginas(`/api/dashboard/vencimentos-hoje?limite=3&cursor=${encodeURIComponent(cursor)}`, nomeDoVencimento);
      expect(resto).toEqual([["Caio", "Davi", "Dora Nova"], ["Eva"]]);
    } finally {
      for (const e of novos) {
        const r = await ctx.app.inject({ method: "DELETE", url: `/api/emprestimos/${e.id}`, headers: { cookie: a.cookie, origin: ORIGEM } });
        expect(r.statusCode).toBe(204);
      }
    }
  });

  it("renomear o cliente muda a ordem na hora, e a cópia do nome acompanha cada escrita", async () => {
    const ana = clientes.Ana!;
    const r = await ctx.app.inject({
      method: "PUT",
      url: `/api/clientes/${ana.id}`,
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { nome: "Zuleica", cpf: ana.cpf, telefone: "11912345678", pix: "ana@pix.com" },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await todasAsPaginas("/api/dashboard/vencimentos-hoje?limite=50", nomeDoVencimento)).flat()).toEqual([
      "Bia",
      "Caio",
      "Caio",
      "Davi",
      "Eva",
      "Zuleica",
    ]);

    // Anonymized (LGPD), the loan's copy takes the new name too: settle Davi's loan first.
    const davi = (await ler(`/api/emprestimos?clienteId=${clientes.Davi!.id}`).then((x) => x.json())) as { id: string }[];
    expect((await pagar(ctx.app, a.cookie, { emprestimoId: davi[0]!.id, tipoPagamento: "total" })).statusCode).toBe(201);
    expect(
      (await ctx.app.inject({ method: "POST", url: `/api/clientes/${clientes.Davi!.id}/anonimizar`, headers: { cookie: a.cookie, origin: ORIGEM } }))
        .statusCode,
    ).toBe(200);

    const divergentes = await ctx.banco.db.execute(sql`
      SELECT e.id FROM emprestimos e JOIN clientes c ON c.id = e.cliente_id WHERE e.cliente_nome IS DISTINCT FROM c.nome`);
    expect(divergentes.rows).toEqual([]);
    const copias = await ctx.banco.db.execute(sql`SELECT count(*)::int AS n FROM emprestimos WHERE cliente_nome = ''`);
    expect(Number((copias.rows[0] as { n: number }).n)).toBe(0);
  });

  it("cada credor vê só os seus, e o cursor de um credor não serve a outro", async () => {
    expect((await todasAsPaginas("/api/dashboard/vencimentos-hoje?limite=1", nomeDoVencimento, b.cookie)).flat()).toEqual(["Aaron de Outro"]);
    const deA = (await ler("/api/dashboard/vencimentos-hoje?limite=1")).headers["x-proximo-cursor"] as string;
    const comCursorAlheio = await ler(`/api/dashboard/vencimentos-hoje?limite=50&cursor=${encodeURIComponent(deA)}`, b.cookie);
    // Sealed for its lender (issue 28): in another's hands it does not open.
    expect(comCursorAlheio.statusCode).toBe(400);
    expect(comCursorAlheio.json()).toEqual({ message: "Cursor inválido." });
    const dia = await ler("/api/calendario/vencimentos?data=2026-11-25", b.cookie);
    expect((dia.json() as Record<string, unknown>[]).map(nomeDoEmprestimo)).toEqual(["Aaron de Outro"]);
  });

  it("cursor ou limite inválidos são 400 em português, sem 500", async () => {
    const outroCursor = (await ler("/api/clientes?limite=1")).headers["x-proximo-cursor"] as string;
    expect(outroCursor).toBeTruthy();
    for (const url of [
      "/api/dashboard/vencimentos-hoje?cursor=lixo",
      `/api/dashboard/vencimentos-amanha?cursor=${encodeURIComponent(outroCursor)}`,
      `/api/calendario/vencimentos?data=2026-11-25&cursor=${Buffer.from(JSON.stringify(["dia-nome", "Ana", "1"])).toString("base64url")}`,
    ]) {
      const r = await ler(url);
      expect(r.statusCode, url).toBe(400);
      expect(r.json().message).toBe("Cursor inválido.");
    }
    for (const limite of ["0", "201", "abc"]) {
      const r = await ler(`/api/dashboard/vencimentos-hoje?limite=${limite}`);
      expect(r.statusCode, limite).toBe(400);
      expect(r.json().message).toBe("Limite deve ser um número de 1 a 200.");
    }
  });
});
