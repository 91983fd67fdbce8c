import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf } from "../../test/ledger.ts";

// Issue 12: the client and loan lists are searched, filtered and paged on the server (keyset
// pages, cursor in X-Proximo-Cursor), with the spec's answer shape (an array).

type Pagina<T> = { itens: T[]; cursor: string | undefined; status: number; corpo: unknown };
type ClienteDaLista = { id: string; nome: string; cpf: string; telefone: string; totalReceberAtual: string; diasAtraso?: number };
type EmprestimoDaLista = { id: string; status: string; dataProximoCiclo: string; valorRestante: string; dataEmprestimo: string; cliente: { nome: string } };

describe(`listas paginadas no servidor (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  async function ler<T>(url: string, cookie = a.cookie): Promise<Pagina<T>> {
    const r = await ctx.app.inject({ url, headers: { cookie } });
    const cursor = r.headers["x-proximo-cursor"];
    return {
      itens: r.statusCode === 200 ? (r.json() as T[]) : [],
      cursor: typeof cursor === "string" ? cursor : undefined,
      status: r.statusCode,
      corpo: r.json(),
    };
  }

  /** Every page of a list, following the cursor; `entrePaginas` runs after each page. */
  async function todasAsPaginas<T>(base: string, cookie = a.cookie, entrePaginas?: () => Promise<void>): Promise<T[][]> {
    const paginas: T[][] = [];
    let cursor: string | undefined;
    do {
      const sep = base.includes("?") ? "&" : "?";
      const p = await ler<T>(cursor ? `${base}${sep}cursor=${encodeURIComponent(cursor)}` : base, cookie);
      expect(p.status).toBe(200);
      paginas.push(p.itens);
      cursor = p.cursor;
      if (entrePaginas) await entrePaginas();
    } while (cursor && paginas.length < 100);
    return paginas;
  }

  describe("clientes", () => {
    let credor: { cookie: string };
    const nomes = ["Zélia Prado", "álvaro Souza", "José Álvares", "JOAO NUNES", "Ana Lima", "Bruna Maia", "Carla Dias"];
    beforeAll(async () => {
      credor = await novoLender(ctx.app);
      for (const nome of nomes) await criarClienteApi(ctx.app, credor.cookie, { nome, telefone: nome === "Ana Lima" ? "21987650001" : "11912345678" });
    });

    it("pagina em ordem de nome sem acento nem caixa, sem repetir nem pular, e sem cursor na última página", async () => {
      const paginas = await todasAsPaginas<ClienteDaLista>("/api/clientes?limite=3", credor.cookie);
      expect(paginas.map((p) => p.length)).toEqual([3, 3, 1]);
      expect(paginas.flat().map((c) => c.nome)).toEqual(["álvaro Souza", "Ana Lima", "Bruna Maia", "Carla Dias", "JOAO NUNES", "José Álvares", "Zélia Prado"]);
      const sem = await ler<ClienteDaLista>("/api/clientes", credor.cookie);
      expect(sem.itens).toHaveLength(7);
      expect(sem.cursor).toBeUndefined();
    });

    it("busca o nome sem acento nem caixa, e o CPF e o telefone como trechos de dígitos, com ou sem máscara", async () => {
      const nomesDe = async (busca: string) =>
        (await ler<ClienteDaLista>(`/api/clientes?busca=${encodeURIComponent(busca)}`, credor.cookie)).itens.map((c) => c.nome);
      expect(await nomesDe("ALVAR")).toEqual(["álvaro Souza", "José Álvares"]);
      expect(await nomesDe("josé")).toEqual(["José Álvares"]);
      expect(await nomesDe("  joão ")).toEqual(["JOAO NUNES"]);
      expect(await nomesDe("nenhum nome assim")).toEqual([]);
      // LIKE's wildcards are literal text in a search.
      expect(await nomesDe("%")).toEqual([]);
      expect(await nomesDe("_")).toEqual([]);
      expect(await nomesDe("(21) 98765")).toEqual(["Ana Lima"]);
      const todos = (await ler<ClienteDaLista>("/api/clientes", credor.cookie)).itens;
      const alvo = todos.find((c) => c.nome === "Carla Dias")!;
      const mascarado = `${alvo.cpf.slice(3, 6)}.${alvo.cpf.slice(6, 9)}`;
      expect(await nomesDe(mascarado)).toContain("Carla Dias");
      expect(await nomesDe(alvo.cpf)).toEqual(["Carla Dias"]);
    });

    it("busca com páginas: o cursor continua a mesma busca", async () => {
      const paginas = await todasAsPaginas<ClienteDaLista>("/api/clientes?limite=1&busca=a", credor.cookie);
      const nomesComA = nomes.filter((n) => /a/i.test(n.normalize("NFD").replace(/\p{Diacritic}/gu, "")));
      expect(
        paginas
          .flat()
          .map((c) => c.nome)
          .sort(),
      ).toEqual([...nomesComA].sort());
    });

    it("ordena por valor a receber (maior primeiro) e filtra só quem tem atraso, com os números do atraso", async () => {
      const c = await novoLender(ctx.app);
      const pequeno = await criarClienteApi(ctx.app, c.cookie, { nome: "Pequeno Valor" });
      const grande = await criarClienteApi(ctx.app, c.cookie, { nome: "Grande Valor" });
      const nada = await criarClienteApi(ctx.app, c.cookie, { nome: "Sem Empréstimo" });
      await criarEmprestimoApi(ctx.app, c.cookie, pequeno.id, { valorOriginal: "100", dataInicio: "2026-10-24" });
      await criarEmprestimoApi(ctx.app, c.cookie, grande.id, { valorOriginal: "5000", dataInicio: "2026-11-10" });
      const porValor = await todasAsPaginas<ClienteDaLista>("/api/clientes?ordem=valor&limite=1", c.cookie);
      expect(porValor.flat().map((x) => x.id)).toEqual([grande.id, pequeno.id, nada.id]);
      const atrasados = (await ler<ClienteDaLista>("/api/clientes?status=atrasado", c.cookie)).itens;
      expect(atrasados.map((x) => x.id)).toEqual([pequeno.id]);
      expect(atrasados[0]).toMatchObject({ diasAtraso: 2, valorParaQuitar: expect.any(String) });
    });

    it("continua estável com clientes entrando entre uma página e outra", async () => {
      const c = await novoLender(ctx.app);
      for (const nome of ["Bia", "Caio", "Dora", "Enzo", "Fabi", "Gil"]) await criarClienteApi(ctx.app, c.cookie, { nome: `${nome} Teste` });
      const inseridos: string[] = [];
      let n = 0;
      const paginas = await todasAsPaginas<ClienteDaLista>("/api/clientes?limite=2", c.cookie, async () => {
        // One before everything read so far, one after: neither may repeat or push another out.
        n += 1;
        inseridos.push((await criarClienteApi(ctx.app, c.cookie, { nome: `Aaa Novo ${n}` })).nome);
        inseridos.push((await criarClienteApi(ctx.app, c.cookie, { nome: `Zzz Novo ${n}` })).nome);
      });
      const lidos = paginas.flat().map((x) => x.nome);
      expect(new Set(lidos).size).toBe(lidos.length);
      for (const nome of ["Bia", "Caio", "Dora", "Enzo", "Fabi", "Gil"]) expect(lidos).toContain(`${nome} Teste`);
      expect(lidos.filter((x) => x.startsWith("Aaa"))).toEqual([]);
      expect(lidos.filter((x) => x.startsWith("Zzz")).length).toBeGreaterThan(0);
    });

    it("outro credor não acha os clientes de um credor, nem pelo nome nem pelo CPF, nem com o cursor dele (400)", async () => {
      const doA = await criarClienteApi(ctx.app, a.cookie, { nome: "Nome Bem Raro Xyzw" });
      await criarClienteApi(ctx.app, a.cookie, { nome: "Nome Bem Raro Xyzw Dois" });
      expect((await ler<ClienteDaLista>("/api/clientes?busca=xyzw", b.cookie)).itens).toEqual([]);
      expect((await ler<ClienteDaLista>(`/api/clientes?busca=${doA.cpf}`, b.cookie)).itens).toEqual([]);
      const paginaDeA = await ler<ClienteDaLista>("/api/clientes?busca=xyzw&limite=1");
      expect(paginaDeA.itens).toHaveLength(1);
      const comCursorDeA = await ler<ClienteDaLista>(`/api/clientes?busca=xyzw&cursor=${encodeURIComponent(paginaDeA.cursor!)}`, b.cookie);
      expect(comCursorDeA.status).toBe(400);
      expect(comCursorDeA.itens).toEqual([]);
    });

    it("o cursor é opaco: nada do cliente se lê nele, e um cursor alterado ou de outro credor dá 400", async () => {
      // Issue 28, point 2: the cursor goes in addresses (proxies, history): it must not carry
      // the page's last client. Every list order of clients and loans is checked.
      const urls = ["/api/clientes?limite=1", "/api/clientes?limite=1&ordem=valor", "/api/emprestimos?limite=1", "/api/emprestimos?limite=1&ordem=nome"];
      const c = await criarClienteApi(ctx.app, credor.cookie, { nome: "Aaaa Cursor Opaco", telefone: "11955554444" });
      await criarEmprestimoApi(ctx.app, credor.cookie, c.id, { valorOriginal: "77.77" });
      await criarEmprestimoApi(ctx.app, credor.cookie, c.id, { valorOriginal: "88.88" });
      for (const url of urls) {
        const p = await ler<{ id: string }>(url, credor.cookie);
        expect(p.cursor, url).toBeDefined();
        const cursor = p.cursor!;
        const lido = `${cursor} ${Buffer.from(cursor, "base64url").toString("latin1")} ${Buffer.from(cursor, "base64").toString("latin1")}`.toLowerCase();
        for (const termo of ["aaaa", "cursor opaco", c.cpf, "11955554444", "77.77", p.itens[0]!.id]) expect(lido, `${url}: ${termo}`).not.toContain(termo);

        const seguinte = await ler(`${url}&cursor=${encodeURIComponent(cursor)}`, credor.cookie);
        expect(seguinte.status, url).toBe(200);
        const meio = Math.floor(cursor.length / 2);
        const alterado = cursor.slice(0, meio) + (cursor[meio] === "A" ? "B" : "A") + cursor.slice(meio + 1);
        for (const [cursorRuim, quem] of [
          [alterado, credor.cookie],
          [cursor, b.cookie],
        ] as const) {
          const r = await ctx.app.inject({ url: `${url}&cursor=${encodeURIComponent(cursorRuim)}`, headers: { cookie: quem } });
          expect(r.statusCode, url).toBe(400);
          expect(r.json()).toEqual({ message: "Cursor inválido." });
        }
      }
    });

    it("entrada inválida é 400 em português, sem erro de SQL", async () => {
      const casos: [string, string][] = [
        ["limite=0", "Limite deve ser um número de 1 a 200."],
        ["limite=201", "Limite deve ser um número de 1 a 200."],
        ["limite=abc", "Limite deve ser um número de 1 a 200."],
        ["ordem=cpf", "Ordem inválida. Use nome ou valor."],
        ["status=qualquer", "Status inválido. Use atrasado."],
        [`busca=${"a".repeat(101)}`, "Busca deve ter no máximo 100 caracteres."],
        ["cursor=abc", "Cursor inválido."],
        [`cursor=${Buffer.from(JSON.stringify(["valor", "10.00", "00000000-0000-4000-8000-000000000000"])).toString("base64url")}`, "Cursor inválido."],
        [`cursor=${Buffer.from(JSON.stringify(["nome", "x", "1 OR 1=1"])).toString("base64url")}`, "Cursor inválido."],
        [
          `ordem=valor&cursor=${Buffer.from(JSON.stringify(["valor", "1e9", "00000000-0000-4000-8000-000000000000"])).toString("base64url")}`,
          "Cursor inválido.",
        ],
        ["busca=%00", ""],
      ];
      for (const [query, mensagem] of casos) {
        const r = await ctx.app.inject({ url: `/api/clientes?${query}`, headers: { cookie: a.cookie } });
        expect(r.statusCode, query).toBe(400);
        if (mensagem) expect(JSON.stringify(r.json()), query).toContain(mensagem);
      }
    });
  });

  describe("empréstimos", () => {
    let credor: { cookie: string };
    const ids: Record<string, string> = {};
    beforeAll(async () => {
      credor = await novoLender(ctx.app);
      const ana = await criarClienteApi(ctx.app, credor.cookie, { nome: "Ana Atrasada" });
      const bia = await criarClienteApi(ctx.app, credor.cookie, { nome: "Beatriz Hoje" });
      const caio = await criarClienteApi(ctx.app, credor.cookie, { nome: "Caio Em Dia", cpf: novoCpf() });
      // Today is 2026-11-25 (the harness clock); 30-day cycles.
      ids.atrasado = (await criarEmprestimoApi(ctx.app, credor.cookie, ana.id, { valorOriginal: "300", dataInicio: "2026-10-24" })).id;
      ids.hoje = (await criarEmprestimoApi(ctx.app, credor.cookie, bia.id, { valorOriginal: "900", dataInicio: "2026-10-26" })).id;
      ids.emDia = (await criarEmprestimoApi(ctx.app, credor.cookie, caio.id, { valorOriginal: "600", dataInicio: "2026-11-10" })).id;
      ids.emDia2 = (await criarEmprestimoApi(ctx.app, credor.cookie, caio.id, { valorOriginal: "100", dataInicio: "2026-11-20" })).id;
      const pausado = await criarEmprestimoApi(ctx.app, credor.cookie, ana.id, { valorOriginal: "50", dataInicio: "2026-11-01" });
      await ctx.app.inject({ method: "PUT", url: `/api/emprestimos/${pausado.id}`, headers: { cookie: credor.cookie }, payload: { status: "pausado" } });
      ids.pausado = pausado.id;
    });

    const idsDe = async (query: string) =>
      (await todasAsPaginas<EmprestimoDaLista>(`/api/emprestimos?limite=2&${query}`, credor.cookie)).flat().map((e) => e.id);

    it("filtra pela situação de hoje, e várias situações somam", async () => {
      expect(await idsDe("status=atrasado")).toEqual([ids.atrasado]);
      expect(await idsDe("status=vence_hoje")).toEqual([ids.hoje]);
      expect((await idsDe("status=ativo")).sort()).toEqual([ids.hoje, ids.emDia, ids.emDia2].sort());
      expect(await idsDe("status=pausado")).toEqual([ids.pausado]);
      expect((await idsDe("status=atrasado,vence_hoje")).sort()).toEqual([ids.atrasado, ids.hoje].sort());
      expect(await idsDe("status=finalizado")).toEqual([]);
      const r = await ler("/api/emprestimos?status=atrasado,talvez", credor.cookie);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.corpo)).toContain("Status inválido.");
    });

    it("ordena por vencimento, valor, nome do cliente e mais recentes, página a página", async () => {
      expect(await idsDe("ordem=vencimento")).toEqual([ids.atrasado, ids.hoje, ids.pausado, ids.emDia, ids.emDia2]);
      expect(await idsDe("")).toEqual(await idsDe("ordem=vencimento"));
      expect(await idsDe("ordem=valor")).toEqual([ids.hoje, ids.emDia, ids.atrasado, ids.emDia2, ids.pausado]);
      const porNome = (await todasAsPaginas<EmprestimoDaLista>("/api/emprestimos?limite=2&ordem=nome", credor.cookie)).flat().map((e) => e.cliente.nome);
      expect(porNome).toEqual(["Ana Atrasada", "Ana Atrasada", "Beatriz Hoje", "Caio Em Dia", "Caio Em Dia"]);
      const recentes = (await todasAsPaginas<EmprestimoDaLista>("/api/emprestimos?limite=2&ordem=recentes", credor.cookie)).flat().map((e) => e.dataEmprestimo);
      expect(recentes).toEqual([...recentes].sort().reverse());
      expect(recentes).toHaveLength(5);
    });

    it("busca pelo cliente (nome sem acento, CPF) ou pelo texto do status; por cliente, com páginas", async () => {
      expect(await idsDe("busca=beatriz")).toEqual([ids.hoje]);
      expect((await idsDe("busca=ATRAS")).sort()).toEqual([ids.atrasado, ids.pausado].sort());
      expect(await idsDe("busca=Pausado")).toEqual([ids.pausado]);
      const porCliente = await ler<EmprestimoDaLista>(
        `/api/emprestimos?limite=1&clienteId=${(await ler<ClienteDaLista>("/api/clientes?busca=caio", credor.cookie)).itens[0]!.id}`,
        credor.cookie,
      );
      expect(porCliente.itens).toHaveLength(1);
      expect(porCliente.cursor).toBeDefined();
      expect((await idsDe(`clienteId=not-a-uuid`)).length).toBe(0);
    });

    it("as listas de atrasados (painel e calendário) vêm em páginas, mais dias de atraso primeiro", async () => {
      const c = await novoLender(ctx.app);
      const cliente = await criarClienteApi(ctx.app, c.cookie, { nome: "Muitos Atrasos" });
      for (const dataInicio of ["2026-10-10", "2026-10-01", "2026-10-20"]) await criarEmprestimoApi(ctx.app, c.cookie, cliente.id, { dataInicio });
      await criarEmprestimoApi(ctx.app, c.cookie, cliente.id, { dataInicio: "2026-11-20" });
      for (const rota of ["/api/calendario/atrasados", "/api/dashboard/atrasados"]) {
        const paginas = await todasAsPaginas<EmprestimoDaLista & { diasAtraso: number }>(`${rota}?limite=2`, c.cookie);
        expect(paginas.map((p) => p.length)).toEqual([2, 1]);
        expect(paginas.flat().map((e) => e.dataProximoCiclo)).toEqual(["2026-10-31", "2026-11-09", "2026-11-19"]);
      }
      const painel = await ler<{ valorDevido: string }>("/api/dashboard/atrasados", c.cookie);
      expect(painel.itens).toHaveLength(3);
      expect(painel.itens[0]).toHaveProperty("valorDevido");
      expect((await ler("/api/dashboard/atrasados?limite=500", c.cookie)).status).toBe(400);
    });

    it("outro credor não vê nada, com qualquer filtro", async () => {
      for (const q of ["", "busca=ana", "status=atrasado", "ordem=nome"])
        expect(await idsDe(q).then(() => ler(`/api/emprestimos?${q}`, b.cookie))).toMatchObject({ itens: [] });
    });
  });
});
