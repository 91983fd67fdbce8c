import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { QueryClient } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aoReceberStatusDeErro,
  apiRequest,
  codigoDoErro,
  consultaPaginada,
  itensDasPaginas,
  paginaDaLista,
  urlComParametros,
  corpoDeErro,
  errosDeCampo,
  getQueryFn,
  HttpError,
  mensagemDoErro,
  statusDoErro,
} from "./api.ts";

/** The error apiRequest throws for an answer with this status and body text. */
function erroHttp(status: number, texto: string): HttpError {
  return new HttpError(status, corpoDeErro(texto), texto);
}

// A real HTTP server: the helpers are tested against actual responses, not a fetch stub.
let servidor: Server;
let base = "";
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
      if (req.url === "/api/ok") return res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
      if (req.url === "/api/itens/42") return res.writeHead(200, { "content-type": "application/json" }).end('{"id":42}');
      if (req.url === "/api/negado") return res.writeHead(401, { "content-type": "application/json" }).end('{"message":"Não autenticado"}');
      if (req.url === "/api/vazio") return res.writeHead(503, "Service Unavailable").end();
      if (req.url === "/api/html") return res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad Gateway</html>");
      if (req.url === "/api/limite") return res.writeHead(429).end("");
      // A paged list: two pages, the second reached with the first's cursor.
      if (req.url === "/api/lista?busca=ana") return res.writeHead(200, { "content-type": "application/json", "x-proximo-cursor": "c/1+" }).end("[1,2]");
      if (req.url === "/api/lista?busca=ana&cursor=c%2F1%2B") return res.writeHead(200, { "content-type": "application/json" }).end("[3]");
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
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

describe("apiRequest", () => {
  it("sends JSON bodies with their content type", async () => {
    const res = await apiRequest("POST", `${base}/api/ok`, { email: "a@b.com" });
    expect(await res.json()).toEqual({ ok: true });
    const ultimo = recebidos.at(-1);
    expect(ultimo).toMatchObject({ method: "POST", corpo: '{"email":"a@b.com"}', tipo: "application/json" });
  });

  it("sends no body and no content type without a body", async () => {
    await apiRequest("GET", `${base}/api/ok`);
    expect(recebidos.at(-1)).toMatchObject({ method: "GET", corpo: "", tipo: undefined });
  });

  it("adds extra headers, keeping the JSON content type", async () => {
    await apiRequest("POST", `${base}/api/ok`, { a: 1 }, { "Idempotency-Key": "chave-1" });
    expect(recebidos.at(-1)).toMatchObject({ method: "POST", corpo: '{"a":1}', tipo: "application/json", chave: "chave-1" });
  });

  it("throws '<status>: <body>' on a non-OK answer (SPEC 8)", async () => {
    const erro = await erroDe(apiRequest("GET", `${base}/api/negado`));
    expect((erro as Error).message).toBe('401: {"message":"Não autenticado"}');
    expect(statusDoErro(erro)).toBe(401);
    expect(erro).toBeInstanceOf(HttpError);
    expect((erro as HttpError).body).toEqual({ message: "Não autenticado" });
  });

  it("uses the status text when the body is empty", async () => {
    const erro = await erroDe(apiRequest("GET", `${base}/api/vazio`));
    expect((erro as Error).message).toBe("503: Service Unavailable");
  });

  it("tells the subscribers which status came from which URL", async () => {
    const vistos: [number, string][] = [];
    const sair = aoReceberStatusDeErro((status, url) => vistos.push([status, url]));
    await erroDe(apiRequest("GET", `${base}/api/negado`));
    sair();
    await erroDe(apiRequest("GET", `${base}/api/negado`));
    expect(vistos).toEqual([[401, `${base}/api/negado`]]);
  });
});

describe("getQueryFn", () => {
  it("GETs the query key parts joined with '/'", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const dados = await client.fetchQuery({ queryKey: [`${base}/api/itens`, 42], queryFn: getQueryFn({ on401: "throw" }) });
    expect(dados).toEqual({ id: 42 });
  });

  it("returns null on 401 only when asked to", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await client.fetchQuery({ queryKey: [`${base}/api/negado`], queryFn: getQueryFn({ on401: "returnNull" }) })).toBeNull();
    const outro = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const erro = await erroDe(outro.fetchQuery({ queryKey: [`${base}/api/negado`], queryFn: getQueryFn({ on401: "throw" }) }));
    expect(statusDoErro(erro)).toBe(401);
  });
});

describe("paged lists (issue 12)", () => {
  it("reads the rows and the next cursor from X-Proximo-Cursor, and sends the cursor back", async () => {
    const primeira = await paginaDaLista<number>(`${base}/api/lista?busca=ana`, null);
    expect(primeira).toEqual({ itens: [1, 2], proximoCursor: "c/1+" });
    const segunda = await paginaDaLista<number>(`${base}/api/lista?busca=ana`, primeira.proximoCursor);
    expect(recebidos.at(-1)?.url).toBe("/api/lista?busca=ana&cursor=c%2F1%2B");
    expect(segunda).toEqual({ itens: [3], proximoCursor: null });
  });

  it("walks every page through useInfiniteQuery's options and stops without the header", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const opcoes = consultaPaginada<number>(`${base}/api/lista?busca=ana`);
    await client.fetchInfiniteQuery({ ...opcoes, pages: 5 });
    const dados = client.getQueryData<{ pages: { itens: number[]; proximoCursor: string | null }[] }>(opcoes.queryKey);
    expect(dados?.pages).toHaveLength(2);
    expect(itensDasPaginas(dados)).toEqual([1, 2, 3]);
  });

  it("builds URLs without the empty filters, so equal filters share a query key", () => {
    expect(urlComParametros("/api/clientes", { busca: "", status: undefined, ordem: "nome", limite: 50 })).toBe("/api/clientes?ordem=nome&limite=50");
    expect(urlComParametros("/api/clientes", { busca: "José 1", status: null })).toBe("/api/clientes?busca=Jos%C3%A9+1");
    expect(urlComParametros("/api/clientes", {})).toBe("/api/clientes");
  });
});

describe("mensagemDoErro", () => {
  it("shows the server's pt-BR message", () => {
    expect(mensagemDoErro(erroHttp(401, '{"message":"E-mail ou senha inválidos"}'))).toBe("E-mail ou senha inválidos");
  });

  it("prefers the server's message over the fallback, and the fallback over raw bodies", async () => {
    expect(mensagemDoErro(erroHttp(400, '{"message":"CPF inválido"}'), "Tente novamente.")).toBe("CPF inválido");
    const html = await erroDe(apiRequest("GET", `${base}/api/html`));
    expect(mensagemDoErro(html, "Tente novamente.")).toBe("Tente novamente.");
    expect(mensagemDoErro(html)).toBe("Ocorreu um erro inesperado. Tente novamente.");
  });

  it("explains rate limiting and lost connections in Portuguese", async () => {
    const limite = await erroDe(apiRequest("GET", `${base}/api/limite`));
    expect(mensagemDoErro(limite)).toBe("Muitas tentativas. Aguarde um momento e tente novamente.");
    const semConexao = await erroDe(apiRequest("GET", "http://127.0.0.1:1/api/ok"));
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
