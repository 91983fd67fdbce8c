import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aoReceberStatusDeErro, codigoDoErro, corpoDeErro, errosDeCampo, getQueryFn, HttpError, itensDasPaginas, mensagemDoErro, statusDoErro } from "./api.ts";
import { criarApi, dados, urlDaApi, usarLeiturasAntecipadas } from "./api-tipada.ts";

/** The error a call throws for an answer with this status and body text. */
function erroHttp(status: number, texto: string): HttpError {
  return new HttpError(status, corpoDeErro(texto), texto);
}

// A real HTTP server answering some of the contract's paths: the client is tested against
// actual responses, not a fetch stub.
let servidor: Server;
let base = "";
let api: ReturnType<typeof criarApi>["api"];
let consultas: ReturnType<typeof criarApi>;
const recebidos: { method: string; url: string; corpo: string; tipo: string | undefined; chave: string | undefined }[] = [];

beforeAll(async () => {
  servidor = createServer((req, res) => {
    let corpo = "";
    req.on("data", (c: Buffer) => (corpo += c.toString()));
    req.on("end", () => {
      recebidos.push({
        method: req.method ?? "",
        url: req.url ?? "",
        corpo,
        tipo: req.headers["content-type"],
        chave: req.headers["idempotency-key"] as string | undefined,
      });
      const json = (status: number, texto: string, cabecalhos: Record<string, string> = {}) =>
        res.writeHead(status, { "content-type": "application/json", ...cabecalhos }).end(texto);
      if (req.url === "/api/app-config" || req.url === "/api/pagamentos" || req.url?.endsWith("/estorno") || req.url?.endsWith("/cancelar"))
        return json(200, '{"ok":true}');
      if (req.url === "/api/itens/42" || req.url === "/api/clientes/a%20b") return json(200, '{"id":42}');
      if (req.url === "/api/creditos/status" || req.url === "/api/negado") return json(401, '{"message":"Não autenticado"}');
      if (req.url === "/api/dashboard/metrics") return res.writeHead(503, "Service Unavailable").end();
      if (req.url === "/api/configuracoes") return res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad Gateway</html>");
      if (req.url === "/api/links-cadastro") return res.writeHead(429).end("");
      // A paged list: two pages, the second reached with the first's cursor.
      if (req.url === "/api/clientes?busca=ana") return json(200, "[1,2]", { "x-proximo-cursor": "c/1+" });
      if (req.url === "/api/clientes?busca=ana&cursor=c%2F1%2B") return json(200, "[3]");
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  consultas = criarApi(base);
  api = consultas.api;
});

afterAll(() => new Promise<void>((ok) => servidor.close(() => ok())));

async function erroDe(promessa: Promise<unknown>): Promise<unknown> {
  try {
    await promessa;
  } catch (erro) {
    return erro;
  }
  throw new Error("expected a rejection");
}

describe("the contract's client", () => {
  it("sends JSON bodies with their content type", async () => {
    expect(await dados(api.POST("/api/pagamentos/{id}/estorno", { params: { path: { id: "p1" } }, body: { motivo: "Lançado por engano" } }))).toEqual({
      ok: true,
    });
    expect(recebidos.at(-1)).toMatchObject({
      method: "POST",
      url: "/api/pagamentos/p1/estorno",
      corpo: '{"motivo":"Lançado por engano"}',
      tipo: "application/json",
    });
  });

  it("sends no body and no content type without a body", async () => {
    await api.GET("/api/app-config");
    expect(recebidos.at(-1)).toMatchObject({ method: "GET", corpo: "", tipo: undefined });
    await api.POST("/api/links-cadastro/{id}/cancelar", { params: { path: { id: "l1" } } });
    expect(recebidos.at(-1)).toMatchObject({ method: "POST", corpo: "", tipo: undefined });
  });

  it("adds the payment's Idempotency-Key, keeping the JSON content type", async () => {
    const corpo = { emprestimoId: "e1", tipoPagamento: "total" as const };
    await api.POST("/api/pagamentos", { body: corpo, params: { header: { "idempotency-key": "chave-1" } } });
    expect(recebidos.at(-1)).toMatchObject({ method: "POST", corpo: JSON.stringify(corpo), tipo: "application/json", chave: "chave-1" });
  });

  it("throws '<status>: <body>' on a non-OK answer (SPEC 8)", async () => {
    const erro = await erroDe(api.GET("/api/creditos/status"));
    expect((erro as Error).message).toBe('401: {"message":"Não autenticado"}');
    expect(statusDoErro(erro)).toBe(401);
    expect(erro).toBeInstanceOf(HttpError);
    expect((erro as HttpError).body).toEqual({ message: "Não autenticado" });
  });

  it("uses the status text when the body is empty", async () => {
    const erro = await erroDe(api.GET("/api/dashboard/metrics"));
    expect((erro as Error).message).toBe("503: Service Unavailable");
  });

  it("tells the subscribers which status came from which address of this origin", async () => {
    const vistos: [number, string][] = [];
    const sair = aoReceberStatusDeErro((status, url) => vistos.push([status, url]));
    await erroDe(api.GET("/api/creditos/status"));
    sair();
    await erroDe(api.GET("/api/creditos/status"));
    expect(vistos).toEqual([[401, "/api/creditos/status"]]);
  });

  it("gives a GET the answer the page's first code already asked for, once", async () => {
    const antes = recebidos.length;
    const pedidas: string[] = [];
    usarLeiturasAntecipadas(async (url) => {
      pedidas.push(url);
      return url === "/api/clientes/a%20b" ? Response.json({ id: "antecipada" }) : null;
    });
    try {
      expect(await dados(api.GET("/api/clientes/{id}", { params: { path: { id: "a b" } } }))).toEqual({ id: "antecipada" });
      expect(recebidos.length).toBe(antes);
      // Not for other calls than GET.
      await api.POST("/api/links-cadastro/{id}/cancelar", { params: { path: { id: "l1" } } });
      expect(pedidas).toEqual(["/api/clientes/a%20b"]);
    } finally {
      usarLeiturasAntecipadas(async () => null);
    }
  });
});

describe("getQueryFn", () => {
  it("GETs the query key parts joined with '/'", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const resposta = await client.fetchQuery({ queryKey: [`${base}/api/itens`, 42], queryFn: getQueryFn({ on401: "throw" }) });
    expect(resposta).toEqual({ id: 42 });
  });

  it("returns null on 401 only when asked to", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery({ queryKey: [`${base}/api/negado`], queryFn: getQueryFn({ on401: "returnNull" }) })).toBeNull();
    const outro = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const erro = await erroDe(outro.fetchQuery({ queryKey: [`${base}/api/negado`], queryFn: getQueryFn({ on401: "throw" }) }));
    expect(statusDoErro(erro)).toBe(401);
  });
});

describe("queries keyed by their URL", () => {
  it("a query's key is its address on this origin, path parameters encoded", async () => {
    const opcoes = consultas.consulta("/api/clientes/{id}", { path: { id: "a b" } });
    expect(opcoes.queryKey).toEqual(["/api/clientes/a%20b"]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery(opcoes)).toEqual({ id: 42 });
  });

  it("reads the rows and the next cursor from X-Proximo-Cursor, and sends the cursor back (issue 12)", async () => {
    const primeira = await consultas.paginaDaLista("/api/clientes", { query: { busca: "ana" } }, null);
    expect(primeira).toEqual({ itens: [1, 2], proximoCursor: "c/1+" });
    const segunda = await consultas.paginaDaLista("/api/clientes", { query: { busca: "ana" } }, primeira.proximoCursor);
    expect(recebidos.at(-1)?.url).toBe("/api/clientes?busca=ana&cursor=c%2F1%2B");
    expect(segunda).toEqual({ itens: [3], proximoCursor: null });
  });

  it("walks every page through useInfiniteQuery's options and stops without the header", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const opcoes = consultas.consultaPaginada("/api/clientes", { query: { busca: "ana" } });
    expect(opcoes.queryKey).toEqual(["/api/clientes?busca=ana"]);
    await client.fetchInfiniteQuery({ ...opcoes, pages: 5 });
    const pagina = client.getQueryData<{ pages: { itens: number[]; proximoCursor: string | null }[] }>(opcoes.queryKey);
    expect(pagina?.pages).toHaveLength(2);
    expect(itensDasPaginas(pagina)).toEqual([1, 2, 3]);
  });

  it("builds URLs without the empty filters, so equal filters share a query key", () => {
    expect(urlDaApi("/api/clientes", { query: { busca: "", status: undefined, ordem: "nome", limite: 50 } })).toBe("/api/clientes?ordem=nome&limite=50");
    expect(urlDaApi("/api/clientes", { query: { busca: "José 1" } })).toBe("/api/clientes?busca=Jos%C3%A9+1");
    expect(urlDaApi("/api/clientes", {})).toBe("/api/clientes");
    expect(urlDaApi("/api/clientes")).toBe("/api/clientes");
  });
});

describe("mensagemDoErro", () => {
  it("shows the server's pt-BR message", () => {
    expect(mensagemDoErro(erroHttp(401, '{"message":"E-mail ou senha inválidos"}'))).toBe("E-mail ou senha inválidos");
  });

  it("prefers the server's message over the fallback, and the fallback over raw bodies", async () => {
    expect(mensagemDoErro(erroHttp(400, '{"message":"CPF inválido"}'), "Tente novamente.")).toBe("CPF inválido");
    const html = await erroDe(api.GET("/api/configuracoes"));
    expect(mensagemDoErro(html, "Tente novamente.")).toBe("Tente novamente.");
    expect(mensagemDoErro(html)).toBe("Ocorreu um erro inesperado. Tente novamente.");
  });

  it("explains rate limiting and lost connections in Portuguese", async () => {
    const limite = await erroDe(api.GET("/api/links-cadastro"));
    expect(mensagemDoErro(limite)).toBe("Muitas tentativas. Aguarde um momento e tente novamente.");
    const semConexao = await erroDe(criarApi("http://127.0.0.1:1").api.GET("/api/app-config"));
    expect(mensagemDoErro(semConexao)).toBe("Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.");
  });

  it("ignores a JSON body without a usable message", () => {
    expect(mensagemDoErro(erroHttp(500, '{"message":""}'))).toBe("Ocorreu um erro inesperado. Tente novamente.");
    expect(mensagemDoErro("texto solto")).toBe("Ocorreu um erro inesperado. Tente novamente.");
  });
});

describe("errosDeCampo", () => {
  it("reads the field messages of a 400 answer", () => {
    const erro = erroHttp(400, '{"message":"Dados inválidos","errors":{"cpf":"CPF inválido","telefone":["Telefone inválido"]}}');
    expect(errosDeCampo(erro)).toEqual({ cpf: "CPF inválido", telefone: "Telefone inválido" });
  });

  it("is empty for answers without field errors and for anything else", () => {
    expect(errosDeCampo(erroHttp(409, '{"message":"Já existe um cliente com este CPF"}'))).toEqual({});
    expect(errosDeCampo(erroHttp(502, "<html>Bad Gateway</html>"))).toEqual({});
    expect(errosDeCampo(new TypeError("Failed to fetch"))).toEqual({});
    expect(errosDeCampo("texto")).toEqual({});
  });
});

describe("codigoDoErro", () => {
  it("reads the body's code, and nothing from other errors", () => {
    expect(codigoDoErro(erroHttp(409, '{"message":"Pagamento repetido","code":"pagamento_repetido"}'))).toBe("pagamento_repetido");
    expect(codigoDoErro(erroHttp(502, "<html>Bad Gateway</html>"))).toBeNull();
    expect(codigoDoErro(new Error("409: x"))).toBeNull();
  });
});
