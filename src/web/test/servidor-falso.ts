import { vi } from "vitest";

/*
 * The API as a component test sees it: `fetch` stubbed for the test, answering by method and
 * pathname with JSON bodies shaped like the real routes' (src/domain/api). Both ways of calling
 * fetch are read — fetch(url, init) as lib/api.ts does today, and fetch(request) as a client built
 * on openapi-fetch does — so the tests do not depend on how the web builds its requests.
 */

/** One request the screen sent, as the server would read it. */
export interface PedidoRecebido {
  metodo: string;
  /** The URL's pathname, e.g. /api/pagamentos. */
  caminho: string;
  parametros: URLSearchParams;
  cabecalhos: Headers;
  /** The body parsed as JSON (text when it is not JSON; undefined when there is none). */
  corpo: unknown;
}

export interface RespostaFalsa {
  /** 200 unless given. */
  status?: number;
  /** Sent as JSON; nothing is sent for 204. */
  corpo?: unknown;
  cabecalhos?: Record<string, string>;
}

/**
 * What a route answers: a fixed answer, or a function of the request and the route's path
 * parameters (`doCaminho("id")` is the `:id` of "POST /api/pagamentos/:id/estorno").
 * A function may return a promise the test settles later (a request still on its way), or throw
 * (a TypeError is what fetch rejects with when the request cannot leave the browser).
 */
export type Rota = RespostaFalsa | ((pedido: PedidoRecebido, doCaminho: (nome: string) => string) => RespostaFalsa | Promise<RespostaFalsa>);

/** "MÉTODO /caminho/:param" → answer. */
export type Rotas = Record<string, Rota>;

export const USUARIO_DO_TESTE = { id: "usuario-teste", email: "credor@teste.com.br", name: "Credor de Teste" };

/** Every signed-in screen reads these: a session (better-auth's get-session) and the credits status. */
const ROTAS_DA_SESSAO: Rotas = {
  "GET /api/auth/get-session": {
    corpo: {
      session: { id: "sessao-teste", userId: USUARIO_DO_TESTE.id, expiresAt: "2099-01-01T00:00:00.000Z" },
      user: { ...USUARIO_DO_TESTE, emailVerified: true, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" },
    },
  },
  "GET /api/creditos/status": { corpo: { diasRestantes: 30, dataExpiracao: "2099-01-01" } },
};

function pareceRequest(entrada: unknown): entrada is Request {
  return typeof entrada === "object" && entrada !== null && !(entrada instanceof URL) && "url" in entrada && "method" in entrada;
}

function lerCorpo(texto: string | null): unknown {
  if (texto === null || texto === "") return undefined;
  try {
    return JSON.parse(texto);
  } catch {
    return texto;
  }
}

/** The request as the server sees it, from either call form (init overrides a Request's fields, as in fetch). */
async function lerPedido(entrada: RequestInfo | URL, init: RequestInit | undefined): Promise<PedidoRecebido> {
  const request = pareceRequest(entrada) ? entrada : null;
  const url = new URL(request ? request.url : String(entrada), window.location.href);
  const metodo = (init?.method ?? request?.method ?? "GET").toUpperCase();
  const cabecalhos = new Headers(init?.headers ?? request?.headers);
  let texto: string | null = null;
  if (init?.body !== undefined && init.body !== null) texto = typeof init.body === "string" ? init.body : await new Response(init.body).text();
  else if (request && request.body !== null) texto = await request.clone().text();
  return { metodo, caminho: url.pathname, parametros: url.searchParams, cabecalhos, corpo: lerCorpo(texto) };
}

/** The `:params` of `padrao` in `caminho`, or null when it does not match. */
function casar(padrao: string, caminho: string): Record<string, string> | null {
  const partes = padrao.split("/");
  const reais = caminho.split("/");
  if (partes.length !== reais.length) return null;
  const params: Record<string, string> = {};
  for (const [i, parte] of partes.entries()) {
    const real = reais[i] ?? "";
    if (parte.startsWith(":")) params[parte.slice(1)] = decodeURIComponent(real);
    else if (parte !== real) return null;
  }
  return params;
}

function responder({ status = 200, corpo, cabecalhos = {} }: RespostaFalsa): Response {
  const semCorpo = status === 204 || corpo === undefined;
  return new Response(semCorpo ? null : JSON.stringify(corpo), {
    status,
    headers: semCorpo ? cabecalhos : { "Content-Type": "application/json; charset=utf-8", ...cabecalhos },
  });
}

type Fetch = (entrada: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** The fake server of the running test; none between tests. */
let atual: Fetch | null = null;

/**
 * The fetch of every component test: the running test's fake server. preparar.ts makes it the
 * global fetch before any module of the app loads, so a client that keeps the fetch it found when
 * its module loaded (openapi-fetch's createClient does) reaches the test's routes as well.
 */
export const fetchDoTeste: Fetch = (entrada, init) => {
  if (!atual) return Promise.reject(new Error("Este teste pediu a rede sem chamar servidorFalso()."));
  return atual(entrada, init);
};

/** After each test (preparar.ts): no route of this test answers the next one. */
export function desligarServidorFalso(): void {
  atual = null;
}

/**
 * Stubs the global fetch for this test (undone after it by preparar.ts). The session and credits
 * routes answer by default; `rotas` adds or replaces. A request no route matches gets a 404 and
 * stays in `pedidos`, so a test can see what it did not expect.
 */
export function servidorFalso(rotas: Rotas = {}) {
  const todas = Object.entries({ ...ROTAS_DA_SESSAO, ...rotas }).map(([chave, rota]) => {
    const [metodo = "", padrao = ""] = chave.split(" ");
    return { metodo, padrao, rota };
  });
  const pedidos: PedidoRecebido[] = [];

  atual = async (entrada, init) => {
    const pedido = await lerPedido(entrada, init);
    pedidos.push(pedido);
    for (const { metodo, padrao, rota } of todas) {
      if (metodo !== pedido.metodo) continue;
      const params = casar(padrao, pedido.caminho);
      if (!params) continue;
      const doCaminho = (nome: string) => {
        const valor = params[nome];
        if (valor === undefined) throw new Error(`A rota ${metodo} ${padrao} não tem o parâmetro :${nome}.`);
        return valor;
      };
      return responder(typeof rota === "function" ? await rota(pedido, doCaminho) : rota);
    }
    return responder({ status: 404, corpo: { message: `Sem rota no teste: ${pedido.metodo} ${pedido.caminho}` } });
  };
  vi.stubGlobal("fetch", fetchDoTeste);

  return {
    pedidos,
    /** The requests sent to "MÉTODO /caminho" (exact pathname), in order. */
    pedidosA(chave: string): PedidoRecebido[] {
      const [metodo, caminho] = chave.split(" ");
      return pedidos.filter((p) => p.metodo === metodo && p.caminho === caminho);
    },
  };
}

/** A promise the test settles when it chooses: a request kept on its way. */
export function emEspera<T>() {
  let resolver!: (valor: T) => void;
  let rejeitar!: (erro: unknown) => void;
  const promessa = new Promise<T>((res, rej) => {
    resolver = res;
    rejeitar = rej;
  });
  return { promessa, resolver, rejeitar };
}
