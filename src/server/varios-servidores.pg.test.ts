import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { bancoPostgresDescartavel } from "./test/harness.ts";
import { novoCpf } from "./test/ledger.ts";
import { formulario, PDF_MINIMO, PNG_MINIMO } from "./test/multipart.ts";
import { iniciarServidor, prazoDeInicioMs, type Servidor } from "./test/processes.ts";
import { abrirSse } from "./test/sse.ts";

// Issue 12, point 3 (decision 0030): two real server processes (the compiled server, as
// `npm start` runs it) on one PostgreSQL database, behind "any balancer", behave as one. Each
// has its own DATA_DIR and neither gets BETTER_AUTH_SECRET, as two machines would: nothing may
// depend on what one process keeps to itself. PostgreSQL only (a *.pg.test.ts file, included
// when TEST_DATABASE_URL is set): PGlite is one process per data folder.

// What the balancer is called: both servers take requests from pages of this origin.
const ORIGEM = "http://credito.balanceador.teste";
const LOGIN_MAX_TENTATIVAS = 4;
const LOGIN_MAX_TENTATIVAS_CONTA = 6;

type Resposta = { status: number; json: () => Promise<unknown>; headers: Headers; bytes: () => Promise<Buffer> };

describe("dois servidores num só PostgreSQL se comportam como um", () => {
  const pastas = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "credito-servidores-")));
  let banco: Awaited<ReturnType<typeof bancoPostgresDescartavel>>;
  let a: Servidor;
  let b: Servidor;
  let cookie = "";
  let usuarioId = "";
  // Each phase comes from addresses of its own (TRUST_PROXY=1: the balancer's X-Forwarded-For),
  // so that the login limits under test count only that phase's attempts.
  let ultimoEndereco = 0;
  const novoEndereco = () => `198.51.100.${++ultimoEndereco}`;

  const ambiente = (i: number): Record<string, string> => ({
    DATA_DIR: pastas[i]!,
    DATABASE_URL: banco.url,
    PUBLIC_URL: ORIGEM,
    TRUST_PROXY: "1",
    LOG_LEVEL: "info",
    LOGIN_MAX_TENTATIVAS: String(LOGIN_MAX_TENTATIVAS),
    LOGIN_MAX_TENTATIVAS_CONTA: String(LOGIN_MAX_TENTATIVAS_CONTA),
  });

  async function chamar(
    servidor: Servidor,
    caminho: string,
    init: { method?: string; json?: unknown; body?: Buffer; headers?: Record<string, string>; ip?: string } = {},
  ): Promise<Resposta> {
    const headers: Record<string, string> = { origin: ORIGEM, "x-forwarded-for": init.ip ?? "198.51.100.250", ...(cookie ? { cookie } : {}), ...init.headers };
    let body: string | Blob | undefined = init.body ? new Blob([new Uint8Array(init.body)]) : undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    }
    const r = await fetch(`${servidor.url}${caminho}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
    const bruto = Buffer.from(await r.arrayBuffer());
    return { status: r.status, headers: r.headers, bytes: async () => bruto, json: async () => JSON.parse(bruto.toString("utf8")) as unknown };
  }

  const entrar = (servidor: Servidor, email: string, senha: string, ip = novoEndereco()) =>
    fetch(`${servidor.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: ORIGEM, "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ email, password: senha }),
    });
  const cookieDe = (r: Response) =>
    r.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

  async function criarCliente(servidor: Servidor, nome: string) {
    const r = await chamar(servidor, "/api/clientes", {
      json: { nome, cpf: novoCpf(), telefone: "11912345678", pix: `${randomBytes(3).toString("hex")}@pix.com` },
    });
    expect(r.status).toBe(201);
    return (await r.json()) as { id: string };
  }

  async function criarEmprestimo(servidor: Servidor, clienteId: string) {
    const r = await chamar(servidor, "/api/emprestimos/manual", {
      json: { clienteId, valorOriginal: "1000,00", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual" },
    });
    expect(r.status).toBe(201);
    return (await r.json()) as { id: string };
  }

  async function novoLink(servidor: Servidor, exigirDocumentos: boolean) {
    const r = await chamar(servidor, "/api/links-cadastro", {
      json: { valorOriginal: "500", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", exigirDocumentos },
    });
    expect(r.status).toBe(201);
    return (await r.json()) as { id: string; token: string };
  }

  const sql = async <T>(texto: string, valores: unknown[] = []): Promise<T[]> => {
    const cliente = new pg.Client({ connectionString: banco.url });
    await cliente.connect();
    try {
      return (await cliente.query(texto, valores)).rows as T[];
    } finally {
      await cliente.end();
    }
  };

  beforeAll(async () => {
    banco = await bancoPostgresDescartavel("teste_servidores");
    // Both at once, as a deployment starts them: the migrations serialize themselves.
    [a, b] = await Promise.all([iniciarServidor(ambiente(0)), iniciarServidor(ambiente(1))]);
    const email = `credor-${randomBytes(3).toString("hex")}@teste.com`;
    const cadastro = await fetch(`${a.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: ORIGEM, "content-type": "application/json", "x-forwarded-for": novoEndereco() },
      body: JSON.stringify({ email, password: "segredo-do-teste-99", name: email }),
    });
    expect(cadastro.status).toBe(200);
    usuarioId = (await sql<{ id: string }>("SELECT id FROM auth_user WHERE email = $1", [email]))[0]!.id;
    const login = await entrar(a, email, "segredo-do-teste-99");
    expect(login.status).toBe(200);
    cookie = cookieDe(login);
  }, 2 * prazoDeInicioMs());

  afterAll(async () => {
    await Promise.all([a?.parar(), b?.parar()]);
    for (const p of pastas) fs.rmSync(p, { recursive: true, force: true });
    await banco?.apagar();
  });

  afterEach((contexto) => {
    if (contexto.task.result?.state === "fail") console.error(`saída do servidor A:\n${a?.saida()}\n\nsaída do servidor B:\n${b?.saida()}`);
  });

  it("sessão: o login feito em A vale em B, e a saída em A encerra a sessão em B", async () => {
    const email = `sessao-${randomBytes(3).toString("hex")}@teste.com`;
    const cadastro = await fetch(`${b.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: ORIGEM, "content-type": "application/json", "x-forwarded-for": novoEndereco() },
      body: JSON.stringify({ email, password: "segredo-do-teste-99", name: email }),
    });
    expect(cadastro.status).toBe(200);
    const login = await entrar(a, email, "segredo-do-teste-99");
    expect(login.status).toBe(200);
    const sessao = cookieDe(login);
    const emB = await chamar(b, "/api/creditos/status", { headers: { cookie: sessao } });
    expect(emB.status).toBe(200);
    const getSession = await chamar(b, "/api/auth/get-session", { headers: { cookie: sessao } });
    expect(((await getSession.json()) as { user?: { email: string } } | null)?.user?.email).toBe(email);

    const saida = await chamar(a, "/api/auth/sign-out", { method: "POST", json: {}, headers: { cookie: sessao } });
    expect(saida.status).toBe(200);
    expect((await chamar(b, "/api/creditos/status", { headers: { cookie: sessao } })).status).toBe(401);
    expect((await chamar(a, "/api/creditos/status", { headers: { cookie: sessao } })).status).toBe(401);
  });

  it("limites de login contam nos dois: por endereço e por conta, tentativas alternadas entre A e B", async () => {
    // Per address: wrong passwords for different accounts from one address, A, B, A, B...
    const ip = novoEndereco();
    const porEndereco: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_TENTATIVAS; i++) {
      porEndereco.push((await entrar(i % 2 === 0 ? a : b, `ninguem-${i}@teste.com`, "errada123", ip)).status);
    }
    expect(porEndereco).toEqual([...Array<number>(LOGIN_MAX_TENTATIVAS).fill(401), 429]);

    // Per account: one account from a new address each time, A, B, A, B...
    const conta = `alvo-${randomBytes(3).toString("hex")}@teste.com`;
    const porConta: number[] = [];
    for (let i = 0; i <= LOGIN_MAX_TENTATIVAS_CONTA; i++) porConta.push((await entrar(i % 2 === 0 ? b : a, conta, "errada123")).status);
    expect(porConta).toEqual([...Array<number>(LOGIN_MAX_TENTATIVAS_CONTA).fill(401), 429]);
  });

  it("a mesma Idempotency-Key enviada a A e a B ao mesmo tempo grava um pagamento só, e o recibo tem o mesmo código nos dois", async () => {
    const cliente = await criarCliente(a, "Iara Idempotente");
    const emprestimo = await criarEmprestimo(b, cliente.id);
    const chave = `pagamento-${randomBytes(6).toString("hex")}`;
    const pagar = (s: Servidor) =>
      chamar(s, "/api/pagamentos", { json: { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" }, headers: { "idempotency-key": chave } });
    const respostas = await Promise.all([pagar(a), pagar(b), pagar(a), pagar(b)]);
    expect(respostas.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(await Promise.all(respostas.map(async (r) => ((await r.json()) as { pagamento: { id: string } }).pagamento.id)));
    expect(ids.size).toBe(1);
    const lista = (await (await chamar(b, `/api/pagamentos?clienteId=${cliente.id}`)).json()) as unknown[];
    expect(lista).toHaveLength(1);
    const [linha] = await sql<{ ciclo: number }>("SELECT ciclo_atual AS ciclo FROM emprestimos WHERE id = $1", [emprestimo.id]);
    expect(linha!.ciclo).toBe(2);

    // Its receipt carries the same verification code from either server (a key derived from the
    // shared session secret): a receipt printed through A is confirmed through B.
    const codigo = async (s: Servidor) => {
      const r = await chamar(s, `/api/pagamentos/${[...ids][0]}/recibo`);
      expect(r.status).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await r.bytes())), { mergePages: true });
      return /Código de verificação ([A-Z2-7-]{12})/.exec(text.replace(/\s+/g, " "))?.[1];
    };
    const deA = await codigo(a);
    expect(deA).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2}$/);
    expect(await codigo(b)).toBe(deA);
  });

  it("uma escrita em A aparece na leitura seguinte em B (lista de clientes e o painel, que B guarda em cache)", async () => {
    const lista = async () => ((await (await chamar(b, "/api/clientes")).json()) as { id: string }[]).map((c) => c.id);
    const metricas = async () => (await (await chamar(b, "/api/dashboard/metrics")).json()) as { totalClientes: number };
    const painelAntes = await metricas();
    // Read twice: the second dashboard read comes from B's cache.
    expect(await metricas()).toEqual(painelAntes);
    const etag = (await chamar(b, "/api/dashboard/metrics")).headers.get("etag");
    expect(etag).toBeTruthy();

    const novo = await criarCliente(a, "Caio Cache");
    expect(await lista()).toContain(novo.id);
    expect((await metricas()).totalClientes).toBe(painelAntes.totalClientes + 1);
    // The browser's copy is not confirmed as current either.
    expect((await chamar(b, "/api/dashboard/metrics", { headers: { "if-none-match": etag! } })).status).toBe(200);
  });

  it("um documento enviado por A (link público) sai de B byte a byte igual; nada fica em DATA_DIR", async () => {
    const link = await novoLink(a, true);
    // Larger than one read slice (256 KiB): the download is assembled from several.
    const pdf = Buffer.concat([PDF_MINIMO, randomBytes(700 * 1024)]);
    const enviar = async (tipo: string, arquivo: { nome: string; tipo: string; conteudo: Buffer }) => {
      const f = formulario({ token: link.token, tipo }, arquivo);
      const r = await chamar(a, "/api/upload", { body: f.payload, headers: { ...f.headers, cookie: "" }, ip: novoEndereco() });
      expect(r.status).toBe(201);
      return ((await r.json()) as { url: string }).url;
    };
    const rg = await enviar("documento", { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO });
    const conta = await enviar("comprovante", { nome: "conta.pdf", tipo: "application/pdf", conteudo: pdf });
    const envio = await chamar(a, `/api/cadastro/${link.token}`, {
      json: {
        nome: "Dora Documento",
        cpf: novoCpf(),
        telefone: "11987654321",
        pix: "dora@pix.com",
        aceitaTermos: true,
        documentoIdentidadeUrl: rg,
        comprovanteEnderecoUrl: conta,
      },
      headers: { cookie: "" },
      ip: novoEndereco(),
    });
    expect(envio.status).toBe(201);

    const deB = await chamar(b, conta);
    expect(deB.status).toBe(200);
    expect(deB.headers.get("content-type")).toBe("application/pdf");
    expect((await deB.bytes()).equals(pdf)).toBe(true);
    expect((await (await chamar(b, rg)).bytes()).equals(PNG_MINIMO)).toBe(true);
    for (const pasta of pastas) expect(fs.existsSync(path.join(pasta, "documentos")) ? fs.readdirSync(path.join(pasta, "documentos")) : []).toEqual([]);
  });

  it("um envio pelo link feito em A chega ao aviso ao vivo (SSE) de um navegador ligado a B", async () => {
    const { resposta, leitor } = await abrirSse(`${b.url}/api/eventos`, { cookie, "x-forwarded-for": novoEndereco() });
    expect(resposta.status).toBe(200);
    try {
      await leitor!.esperar((t) => t.includes(": conectado"));
      const link = await novoLink(a, false);
      const envio = await chamar(a, `/api/cadastro/${link.token}`, {
        json: { nome: "Sara Aovivo", cpf: novoCpf(), telefone: "11987654321", pix: "sara@pix.com", aceitaTermos: true },
        headers: { cookie: "" },
        ip: novoEndereco(),
      });
      expect(envio.status).toBe(201);
      await leitor!.esperar((t) => t.includes("event: cadastro_recebido"), 15_000);
      expect(leitor!.eventos().map((e) => (e.dados as { linkId: string }).linkId)).toEqual([link.id]);
    } finally {
      leitor?.fechar();
    }
  });

  // Last: it restarts both servers. The daily job runs at each start; here both start at once
  // while this test holds the lender's settings row, so that the first runner waits inside its
  // run: the other must see the run taken (the advisory lock) and say so, not run it as well.
  it(
    "o processamento diário, iniciado nos dois ao mesmo tempo, roda num só e muda as coisas uma vez",
    async () => {
      const cliente = await criarCliente(a, "Diana Diaria");
      const emprestimo = await criarEmprestimo(a, cliente.id);
      await Promise.all([a.parar(), b.parar()]);
      // Yesterday's state, as the servers left it: the loan due 3 days ago still stored as active,
      // and the account's credits last consumed yesterday.
      const hojeSp = "(now() AT TIME ZONE 'America/Sao_Paulo')::date";
      await sql(`UPDATE emprestimos SET status = 'ativo', dias_atraso = 0, valor_juros_atraso = 0, data_proximo_ciclo = ${hojeSp} - 3 WHERE id = $1`, [
        emprestimo.id,
      ]);
      await sql("UPDATE configuracoes SET dias_restantes = 5, data_ultima_atualizacao_creditos = now() - interval '1 day' WHERE usuario_id = $1", [usuarioId]);
      const [versaoAntes] = await sql<{ v: number }>("SELECT versao_dados::int AS v FROM configuracoes WHERE usuario_id = $1", [usuarioId]);

      const trava = new pg.Client({ connectionString: banco.url });
      await trava.connect();
      let soltou = false;
      try {
        await trava.query("BEGIN");
        await trava.query("SELECT 1 FROM configuracoes WHERE usuario_id = $1 FOR UPDATE", [usuarioId]);
        [a, b] = await Promise.all([iniciarServidor(ambiente(0)), iniciarServidor(ambiente(1))]);
        const linhas = () =>
          [a, b].map((s) =>
            s
              .saida()
              .split("\n")
              .filter((l) => l.includes("processamento diário de")),
          );
        const esperar = async (condicao: () => boolean) => {
          const limite = Date.now() + 30_000;
          while (!condicao()) {
            if (Date.now() > limite) throw new Error(`tempo esgotado; registros do processamento: ${JSON.stringify(linhas())}`);
            await new Promise((r) => setTimeout(r, 100));
          }
        };
        // One server is inside the run, waiting for the row; the other found the run taken.
        await esperar(() => linhas().flat().length >= 1);
        await trava.query("COMMIT");
        soltou = true;
        await esperar(() => linhas().flat().length >= 2);
        const todas = linhas().flat();
        expect(todas.filter((l) => l.includes("feito por outro servidor"))).toHaveLength(1);
        const feitas = todas.filter((l) => !l.includes("feito por outro servidor"));
        expect(feitas).toHaveLength(1);
        expect(feitas[0]).toContain("1 empréstimo(s) marcados em atraso");
        expect(feitas[0]).toContain("1 conta(s) com créditos consumidos");
      } finally {
        if (!soltou) await trava.query("ROLLBACK").catch(() => {});
        await trava.end();
      }
      const [depois] = await sql<{ status: string; dias: number; saldo: number; versao: number }>(
        `SELECT e.status, e.dias_atraso AS dias, c.dias_restantes AS saldo, c.versao_dados::int AS versao
         FROM emprestimos e JOIN configuracoes c ON c.usuario_id = e.usuario_id WHERE e.id = $1`,
        [emprestimo.id],
      );
      expect(depois).toEqual({ status: "atrasado", dias: 3, saldo: 4, versao: versaoAntes!.v + 1 });
      // And the lender, on either server, sees it so.
      const naLista = (await (await chamar(b, "/api/emprestimos")).json()) as { id: string; status: string }[];
      expect(naLista.find((e) => e.id === emprestimo.id)?.status).toBe("atrasado");
    },
    2 * prazoDeInicioMs(),
  );
});
