import { eq } from "drizzle-orm";
import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { authUser } from "../db/schema/index.ts";
import { ADMIN_TOKEN_HEADER } from "../http/admin-token.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM } from "../test/harness.ts";
import { novoCpf } from "../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../test/multipart.ts";

/*
 * Issue 8, point 7: no input makes the API answer 5xx. Every route the app registers (read from
 * app.rotasRegistradas, so a new route is fuzzed without touching this file) gets hostile path
 * parameters, query strings and bodies from a signed-in lender, and each answer must be below 500
 * and, when an error, a JSON { message } in Portuguese.
 *
 * FUZZ_RODADAS changes the runs per route (default 40); FUZZ_SEMENTE replays a failing run
 * (fast-check prints the seed and the shrunk case on failure).
 */

const RODADAS = Number(process.env.FUZZ_RODADAS ?? 40);
const SEMENTE = process.env.FUZZ_SEMENTE ? Number(process.env.FUZZ_SEMENTE) : undefined;
const SEGREDO = "segredo-de-teste-com-mais-de-32-caracteres!!";
const TOKEN_ADMIN = "token-do-operador-usado-so-no-fuzz-0123456789";

// Top-level await: the route table exists only once the app is built, and each route is its own test.
const ctx = await criarContexto();
// Built with an operator token, so the loopback operator route is registered and fuzzed too
// (the harness's app leaves it out, as production does with PostgreSQL).
const app = await buildApp({ db: ctx.banco.db, config: ctx.config, clock: ctx.relogio, authSecret: SEGREDO, adminToken: TOKEN_ADMIN });
await app.ready();
const credor = await novoLender(app);
// The better-auth routes get their own account: a fuzzed sign-out must not end the main session.
const contaDoAuth = await novoLender(app);

afterAll(async () => {
  await app.close();
  await ctx.close();
});

/** A JSON number written as is (1e309 parses to Infinity; JSON.stringify cannot produce it). */
class Bruto {
  constructor(readonly texto: string) {}
}

function paraJson(valor: unknown): string {
  if (valor instanceof Bruto) return valor.texto;
  if (typeof valor === "number") return Number.isFinite(valor) ? String(valor) : "null";
  if (Array.isArray(valor)) return `[${valor.map(paraJson).join(",")}]`;
  if (typeof valor === "object" && valor !== null) {
    return `{${Object.entries(valor)
      .map(([k, v]) => `${JSON.stringify(k)}:${paraJson(v)}`)
      .join(",")}}`;
  }
  return JSON.stringify(valor) ?? "null";
}

const CAMPOS = [
  "nome",
  "cpf",
  "telefone",
  "pix",
  "valorOriginal",
  "prazoDias",
  "taxaJuros",
  "taxaJurosMes",
  "quantidadeMeses",
  "taxaAtraso",
  "taxaAtrasoTipo",
  "dataInicio",
  "modalidade",
  "exigirDocumentos",
  "validadeDias",
  "clienteId",
  "emprestimoId",
  "tipoPagamento",
  "valorPrincipal",
  "observacao",
  "status",
  "chavePix",
  "telefoneWhatsapp",
  "nomeRecebedor",
  "cidadeRecebedor",
  "aceitaTermos",
  "documentoIdentidadeUrl",
  "comprovanteEnderecoUrl",
  "email",
  "password",
  "name",
  "newPassword",
  "currentPassword",
  "dias",
  "tipo",
  "descricao",
  "confirmarRepeticao",
  "token",
  "mes",
  "data",
  "__proto__",
  "constructor",
] as const;

const textoHostil = fc.oneof(
  fc.constantFrom(
    "\u0000",
    "a\u0000b",
    "\u0001",
    "\u0007",
    "\u001b[31m",
    "\u007f",
    "\r\n",
    "\t",
    "\u2028",
    "\ufeff",
    "\ud800",
    "\udfff",
    "../",
    "../../etc/passwd",
    "..\\..\\",
    "%00",
    "%",
    "%zz",
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    "-1",
    "0",
    "NaN",
    "Infinity",
    "1e309",
    "💥🔥",
    "ção",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    " ",
    "",
    "9".repeat(400),
    "x".repeat(5000),
  ),
  fc.string({ unit: "binary-ascii", maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.uuid(),
  fc.integer().map(String),
  fc.double().map(String),
);

const dataHostil = fc.constantFrom(
  "0000-01-01",
  "9999-12-31",
  "0000-01",
  "9999-12",
  "1899-12-31",
  "2101-01-01",
  "2026-02-30",
  "2026-13-01",
  "2026-00-10",
  "+002026-01-01",
  "-000001-01-01",
  "2026-11-25T00:00:00Z",
  "10000-01-01",
  "2100-12-31",
  "1900-01-01",
  "2026-11",
);

const dinheiroHostil = fc.constantFrom(
  "-10",
  "99.999.999,99",
  "100.000.000,00",
  "R$ 99.999.999,99",
  "1e309",
  "NaN",
  "Infinity",
  "0,001",
  "1.000.000.000,00",
  "99999999,99",
  "0",
  "0,00",
  "999,99%",
  "1000%",
  "-0",
);

const numeroBruto = fc
  .constantFrom(
    "1e309",
    "-1e309",
    "1e-400",
    "-0",
    "123456789012345678901234567890",
    "99999999.99",
    "99999999.999",
    "100000000",
    "-1",
    "0.001",
    "9007199254740993",
    "1.5e10",
    "3650",
    "3651",
    "120",
    "121",
  )
  .map((t) => new Bruto(t));

const { valor, objeto } = fc.letrec((tie) => ({
  valor: fc.oneof(
    { depthSize: "small" },
    textoHostil,
    dataHostil,
    dinheiroHostil,
    numeroBruto,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("valor"), { maxLength: 4 }),
    tie("objeto"),
  ),
  objeto: fc.dictionary(fc.oneof(fc.constantFrom(...CAMPOS), textoHostil), tie("valor"), { maxKeys: 6 }),
}));

const corpoBrutoHostil = fc.oneof(
  fc.constantFrom(
    "{",
    "}",
    "[",
    "null",
    "1e309",
    '"\\u0000"',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{}}}',
    '{"nome":"\\ud800"}',
    "\u0000",
    "",
    " ",
    '{"valorOriginal":1e309,"prazoDias":1e309}',
  ),
  // Nesting deep enough to overflow a recursive JSON.stringify (the better-auth bridge had one).
  fc.integer({ min: 10, max: 20_000 }).map((n) => `{"email":"a@b.com","password":${"[".repeat(n)}${"]".repeat(n)}}`),
);

/** Values of the data created for the run, so hostile fields sit next to valid ones and reach deep code. */
type Semente = { clienteId: string; emprestimoId: string; linkId: string; linkToken: string; documentoId: string };

async function semear(): Promise<Semente> {
  const pedir = async (url: string, payload: object) => {
    const r = await app.inject({ method: "POST", url, headers: { cookie: credor.cookie, origin: ORIGEM }, payload });
    if (r.statusCode !== 201) throw new Error(`semente ${url}: ${r.statusCode} ${r.body}`);
    return r.json() as Record<string, string>;
  };
  const cliente = await pedir("/api/clientes", { nome: "Cliente do Fuzz", cpf: novoCpf(), telefone: "11912345678", pix: "fuzz@pix.com" });
  const emprestimo = await pedir("/api/emprestimos/manual", {
    clienteId: cliente.id,
    valorOriginal: "1000,00",
    prazoDias: 30,
    taxaJuros: "10",
    taxaAtraso: "1",
  });
  const link = await pedir("/api/links-cadastro", { valorOriginal: "500", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", exigirDocumentos: true });
  const form = formulario({ token: link.token as string, tipo: "documento" }, { nome: "a.png", tipo: "image/png", conteudo: PNG_MINIMO });
  const envio = await app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { origin: ORIGEM, ...form.headers },
    payload: form.payload,
    remoteAddress: proximoEndereco(),
  });
  if (envio.statusCode !== 201) throw new Error(`semente upload: ${envio.statusCode} ${envio.body}`);
  return {
    clienteId: cliente.id as string,
    emprestimoId: emprestimo.id as string,
    linkId: link.id as string,
    linkToken: link.token as string,
    documentoId: String((envio.json() as { url: string }).url)
      .split("/")
      .pop() as string,
  };
}

function corpoValido(s: Semente): Record<string, unknown> {
  return {
    nome: "Maria do Fuzz",
    cpf: novoCpf(),
    telefone: "11912345678",
    pix: "fuzz@pix.com",
    valorOriginal: "1000,00",
    prazoDias: 30,
    taxaJuros: "10",
    taxaAtraso: "1",
    taxaAtrasoTipo: "percentual",
    modalidade: "mensal",
    clienteId: s.clienteId,
    emprestimoId: s.emprestimoId,
    tipoPagamento: "juros_apenas",
    status: "ativo",
    chavePix: "fuzz@pix.com",
    aceitaTermos: true,
    email: contaDoAuth.email,
    password: "segredo-do-teste-99",
    name: "Fuzz",
    dias: 1,
    tipo: "documento",
    documentoIdentidadeUrl: `/api/documentos/${s.documentoId}`,
    comprovanteEnderecoUrl: `/api/documentos/${s.documentoId}`,
  };
}

const ENDPOINTS_AUTH = [
  "sign-in/email",
  "sign-up/email",
  "get-session",
  "sign-out",
  "update-user",
  "change-password",
  "change-email",
  "list-sessions",
  "revoke-session",
  "forget-password",
  "request-password-reset",
  "reset-password",
  "verify-email",
  "ok",
  "error",
];

/**
 * encodeURIComponent, except that a lone surrogate (which it refuses) is sent as the three bytes
 * a careless encoder would produce: invalid UTF-8 the server has to survive as well.
 */
function codificar(texto: string): string {
  try {
    return encodeURIComponent(texto);
  } catch {
    return texto.replace(/[\ud800-\udfff]|[^\ud800-\udfff]+/g, (parte) => {
      const u = parte.charCodeAt(0);
      if (parte.length > 1 || u < 0xd800 || u > 0xdfff) return encodeURIComponent(parte);
      return [0xed, 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    });
  }
}

/** A path segment: encoded (any text), or one of the raw spellings a URL parser must survive. */
function segmento(candidatos: string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.oneof(fc.constantFrom(...candidatos), textoHostil).map(codificar) },
    { weight: 1, arbitrary: fc.constantFrom("..", "../x", "%", "%zz", "%00", "%C0%80", "%ED%A0%80", "%E0%A4%A", "%2e%2e", "a%2Fb", ...candidatos) },
  );
}

function caminhoDa(url: string, s: Semente) {
  const candidatos: Record<string, string[]> = {
    token: [s.linkToken],
    // A well-formed verification code (unknown), its typed forms, and malformed ones.
    codigo: ["ABCD-EFGH-IJ", "abcdefghij", "ABCD-EFGH-I1"],
    id: [s.clienteId, s.emprestimoId, s.linkId, s.documentoId, "00000000-0000-0000-0000-000000000000"],
    "*": ENDPOINTS_AUTH,
  };
  const partes = url.split("/").map((parte) => {
    if (parte === "*") return segmento(candidatos["*"] as string[]);
    if (parte.startsWith(":")) return segmento(candidatos[parte.slice(1)] ?? []);
    return fc.constant(parte);
  });
  return fc.tuple(...partes).map((p) => p.join("/"));
}

const CHAVES_DE_QUERY = ["mes", "data", "clienteId", "busca", "status", "token", "q", "limite", "pagina"];

/** A query string: none, the valid parameters with some made hostile, or pairs of anything. */
function query(s: Semente) {
  const validos: [string, string][] = [
    ["mes", "2026-11"],
    ["data", "2026-11-25"],
    ["clienteId", s.clienteId],
  ];
  const par = fc.tuple(fc.oneof(fc.constantFrom(...CHAVES_DE_QUERY), textoHostil), fc.oneof(textoHostil, dataHostil, dinheiroHostil), fc.boolean());
  // A raw pair is written into the URL as is, so only what a request line can carry goes raw
  // (a client library would percent-encode the rest, which the encoded pairs already cover).
  const escrever = (pares: [string, string, boolean][]) =>
    pares.length === 0
      ? ""
      : `?${pares.map(([k, v, cru]) => (cru ? `${k}=${v}`.replace(/[#\s\u0000-\u001f\u007f]|\p{Cs}/gu, "") : `${codificar(k)}=${codificar(v)}`)).join("&")}`;
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.subarray(validos), fc.array(par, { maxLength: 2 }))
        .map(([base, hostis]) => escrever([...base.map(([k, v]): [string, string, boolean] => [k, v, false]), ...hostis])),
    },
    { weight: 2, arbitrary: fc.array(par, { minLength: 1, maxLength: 4 }).map(escrever) },
  );
}

type Corpo = { payload?: string | Buffer; headers?: Record<string, string> };

function corpo(s: Semente): fc.Arbitrary<Corpo> {
  const json = (v: unknown): Corpo => ({ payload: paraJson(v), headers: { "content-type": "application/json" } });
  return fc.oneof(
    // A valid body with one to three fields made hostile: passes the first checks, reaches SQL.
    {
      weight: 4,
      arbitrary: fc.dictionary(fc.constantFrom(...CAMPOS), valor, { minKeys: 1, maxKeys: 3 }).map((sobras) => json({ ...corpoValido(s), ...sobras })),
    },
    { weight: 2, arbitrary: objeto.map(json) },
    { weight: 1, arbitrary: valor.map(json) },
    { weight: 2, arbitrary: corpoBrutoHostil.map((payload) => ({ payload, headers: { "content-type": "application/json" } })) },
    { weight: 1, arbitrary: textoHostil.map((payload) => ({ payload, headers: { "content-type": "text/plain" } })) },
    {
      // A form (the upload's shape) with some fields made hostile, with or without a file.
      weight: 2,
      arbitrary: fc
        .tuple(fc.dictionary(fc.constantFrom("token", "tipo", "nome", "cpf", "arquivo"), textoHostil, { maxKeys: 2 }), fc.boolean())
        .map(([hostis, comArquivo]) => {
          // Field text goes into the multipart body as is: CR/LF or a quote would end the part
          // header (a broken form, which busboy refuses), not reach the app.
          const campos = Object.fromEntries(
            Object.entries({ token: s.linkToken, tipo: "documento", ...hostis }).map(([k, v]) => [k.replace(/[\r\n"]/g, ""), v.replace(/[\r\n]/g, "")]),
          );
          const f = formulario(campos, comArquivo ? { nome: "a.png", tipo: "image/png", conteudo: PNG_MINIMO } : undefined);
          return { payload: f.payload, headers: f.headers };
        }),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

// The oracle for point 7's refusal: a request carrying a control character (outside the free-text
// fields' line breaks and tabs), a lone surrogate or a body nested past 16 levels never succeeds.
// Written from the rule, not from the hook's code, so a hook that lets one through is caught.
const CONTROLE = /[\u0000-\u001f\u007f]/;
const CONTROLE_FORA_DE_QUEBRAS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const SURROGATE = /\p{Cs}/u;
const TEXTO_LIVRE = new Set(["observacao", "descricao"]);

function textoProibido(texto: string, livre: boolean) {
  return (livre ? CONTROLE_FORA_DE_QUEBRAS : CONTROLE).test(texto) || SURROGATE.test(texto);
}

function corpoProibido(raiz: unknown): boolean {
  const pilha: { v: unknown; livre: boolean; nivel: number }[] = [{ v: raiz, livre: false, nivel: 0 }];
  while (pilha.length > 0) {
    const { v, livre, nivel } = pilha.pop() as { v: unknown; livre: boolean; nivel: number };
    if (typeof v === "string") {
      if (textoProibido(v, livre)) return true;
    } else if (typeof v === "object" && v !== null) {
      if (nivel >= 16) return true;
      if (Array.isArray(v)) for (const item of v) pilha.push({ v: item, livre, nivel: nivel + 1 });
      else
        for (const [k, item] of Object.entries(v)) {
          if (textoProibido(k, false)) return true;
          pilha.push({ v: item, livre: TEXTO_LIVRE.has(k), nivel: nivel + 1 });
        }
    }
  }
  return false;
}

function decodificado(texto: string): string | null {
  try {
    return decodeURIComponent(texto);
  } catch {
    return null;
  }
}

/** Whether the server must refuse the request for what its text carries (multipart aside: only a reader of the form sees its fields). */
function pedidoProibido(url: string, c: Corpo): boolean {
  const [caminho = "", consulta = ""] = url.split(/\?(.*)/s);
  const segmentos = caminho.split("/").map(decodificado);
  if (segmentos.some((seg) => seg !== null && textoProibido(seg, false))) return true;
  for (const [k, v] of new URLSearchParams(consulta)) if (textoProibido(k, false) || textoProibido(v, false)) return true;
  if (typeof c.payload !== "string") return false;
  if (c.headers?.["content-type"] === "text/plain") return textoProibido(c.payload, false);
  try {
    return corpoProibido(JSON.parse(c.payload));
  } catch {
    return false;
  }
}

// Words of the English fallbacks (zod's, better-auth's, Fastify's) that no pt-BR message uses.
const INGLES =
  /\b(invalid|expected|required|received|must|should|not found|error|failed|unauthorized|forbidden|too (big|small)|unexpected|cannot|missing|unsupported|body)\b/i;

function verificarResposta(r: { statusCode: number; body: string; headers: Record<string, unknown> }, pedido: string) {
  expect(r.statusCode, `${r.statusCode} para ${pedido}\n${r.body.slice(0, 500)}`).toBeLessThan(500);
  if (r.statusCode < 400) return;
  expect(String(r.headers["content-type"]), pedido).toMatch(/^application\/json/);
  const resposta = JSON.parse(r.body) as { message?: unknown; errors?: Record<string, unknown> };
  expect(typeof resposta.message, `${pedido}\n${r.body}`).toBe("string");
  for (const texto of [resposta.message, ...Object.values(resposta.errors ?? {})]) {
    expect(String(texto), `mensagem em inglês para ${pedido}`).not.toMatch(INGLES);
  }
}

/**
 * The live-events stream (issue 11) never ends by itself: its answer is read as a stream, an
 * opened one is checked and closed, an error is read whole.
 */
async function pedirFluxo(pedido: InjectOptions) {
  const controle = new AbortController();
  const r = await app.inject({ ...pedido, payloadAsStream: true, signal: controle.signal });
  if (r.statusCode === 200) {
    expect(String(r.headers["content-type"])).toMatch(/^text\/event-stream/);
    controle.abort();
    return { statusCode: r.statusCode, body: "", headers: r.headers };
  }
  const partes: Buffer[] = [];
  for await (const parte of r.stream()) partes.push(Buffer.from(parte as Buffer));
  return { statusCode: r.statusCode, body: Buffer.concat(partes).toString("utf8"), headers: r.headers };
}

let enderecos = 0;
/** A different loopback address per request: the public routes' per-address limits stay out of the way. */
function proximoEndereco() {
  enderecos += 1;
  return `127.${(enderecos >> 16) & 255}.${(enderecos >> 8) & 255}.${enderecos & 255 || 1}`;
}

describe(`fuzz de todas as rotas (${NOME_DO_BANCO})`, () => {
  const rotas = [...app.rotasRegistradas];

  it("a tabela de rotas tem as públicas, a ponte do better-auth, as do credor e a do operador", () => {
    const chaves = rotas.map((r) => `${r.metodo} ${r.url}`);
    expect(chaves).toEqual(
      expect.arrayContaining([
        "GET /api/cadastro/:token",
        "POST /api/cadastro/:token",
        "POST /api/upload",
        "GET /api/verificar/:codigo",
        "GET /api/auth/*",
        "POST /api/auth/*",
        "GET /api/clientes",
        "POST /api/pagamentos",
        "GET /api/calendario",
        "POST /internal/admin/creditos",
      ]),
    );
    // Nothing is left out: every registered route gets a test below. The static files of the built
    // web app are not registered in API tests (no webDir); the not-found handler is fuzzed last.
    expect(new Set(chaves).size).toBe(chaves.length);
  });

  for (const rota of rotas) {
    it(`${rota.metodo} ${rota.url}`, async () => {
      const s = await semear();
      const ehAuth = rota.url.startsWith("/api/auth/");
      const ehAdmin = rota.url.startsWith("/internal/admin");
      const comCorpo = rota.metodo !== "GET" && rota.metodo !== "HEAD";
      const caso = fc.record({
        caminho: caminhoDa(rota.url, s),
        query: query(s),
        corpo: comCorpo ? corpo(s) : fc.constant<Corpo>({}),
        // One request in ten without the session cookie.
        semSessao: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
        tokenAdmin: fc.oneof(
          fc.constant(TOKEN_ADMIN),
          textoHostil.map((t) => t.replace(/[^\x20-\x7e]/g, "")),
        ),
      });
      await fc.assert(
        fc.asyncProperty(caso, async ({ caminho, query: q, corpo: c, semSessao, tokenAdmin }) => {
          const headers: Record<string, string> = { ...(c.headers ?? {}) };
          if (!semSessao) headers.cookie = ehAuth ? contaDoAuth.cookie : credor.cookie;
          if (comCorpo) headers.origin = ORIGEM;
          if (ehAdmin) headers[ADMIN_TOKEN_HEADER] = tokenAdmin;
          const pedido: InjectOptions = {
            method: rota.metodo as InjectOptions["method"],
            url: caminho + q,
            headers,
            remoteAddress: ehAdmin ? "127.0.0.1" : proximoEndereco(),
            ...(c.payload !== undefined ? { payload: c.payload } : {}),
          };
          const r = rota.url === "/api/eventos" ? await pedirFluxo(pedido) : await app.inject(pedido);
          const corpoTexto = c.payload === undefined ? "" : Buffer.isBuffer(c.payload) ? "[multipart]" : c.payload.slice(0, 300);
          const descricao = `${rota.metodo} ${pedido.url} ${corpoTexto}`;
          verificarResposta(r, descricao);
          if (pedidoProibido(pedido.url as string, c)) expect(r.statusCode, `aceitou texto proibido: ${descricao}`).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: RODADAS, ...(SEMENTE !== undefined ? { seed: SEMENTE } : {}) },
      );
    }, 120_000);
  }

  /*
   * Issue 28, point 4: each better-auth route that takes a body gets a valid body with some of
   * its fields replaced by hostile values (null, numbers, objects, arrays, 90,000 characters);
   * no answer is 5xx, and the account's stored name is always the app's kind of name.
   */
  const CORPOS_AUTH: Record<string, Record<string, unknown>> = {
    "sign-up/email": { email: "fuzz-cadastro@teste.com", password: "segredo-do-teste-99", name: "Fuzz da Silva" },
    "sign-in/email": { email: "fuzz-login@teste.com", password: "segredo-do-teste-99", rememberMe: true },
    "update-user": { name: "Fuzz da Silva", image: null },
    "change-password": { currentPassword: "senha-errada-de-proposito", newPassword: "cofre-azul-42", revokeOtherSessions: false },
    "change-email": { newEmail: "fuzz-novo@teste.com" },
    "request-password-reset": { email: "fuzz-login@teste.com", redirectTo: "/redefinir-senha" },
    "reset-password": { newPassword: "cofre-azul-42", token: "token-que-nao-existe" },
    "revoke-session": { token: "token-que-nao-existe" },
  };
  const valorHostilDeAuth = fc.oneof(valor, fc.constant("a".repeat(90_000)), fc.constant(null), fc.constant({}), fc.constant([]), fc.constant(123));

  it("corpos hostis nas rotas do better-auth: nenhum 5xx, e o nome guardado continua um nome", async () => {
    const conta = await novoLender(app);
    const nomeValido = (nome: string | undefined) =>
      typeof nome === "string" && nome.length >= 3 && nome.length <= 120 && /\p{L}/u.test(nome) && nome === nome.trim();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(CORPOS_AUTH)),
        fc.dictionary(
          fc.oneof(fc.constantFrom("email", "password", "name", "image", "newPassword", "currentPassword", "token", "newEmail"), textoHostil),
          valorHostilDeAuth,
          {
            minKeys: 1,
            maxKeys: 3,
          },
        ),
        async (endpoint, trocas) => {
          const payload = paraJson({ ...CORPOS_AUTH[endpoint], ...trocas });
          const url = `/api/auth/${endpoint}`;
          const r = await app.inject({
            method: "POST",
            url,
            headers: { cookie: conta.cookie, origin: ORIGEM, "content-type": "application/json" },
            remoteAddress: proximoEndereco(),
            payload,
          });
          verificarResposta(r, `POST ${url} ${payload.slice(0, 300)}`);
          const [usuario] = await ctx.banco.db.select({ name: authUser.name }).from(authUser).where(eq(authUser.email, conta.email));
          expect(nomeValido(usuario?.name), `nome guardado: ${String(usuario?.name).slice(0, 40)}`).toBe(true);
        },
      ),
      { numRuns: RODADAS * 4, ...(SEMENTE !== undefined ? { seed: SEMENTE } : {}) },
    );
  }, 240_000);

  it("caminhos que não são rotas", async () => {
    const semente = await semear();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"),
        fc.array(segmento(["api", "clientes", "cadastro"]), { maxLength: 4 }),
        query(semente),
        async (metodo, partes, q) => {
          const url = `/${partes.join("/")}${q}`;
          const r = await app.inject({ method: metodo as InjectOptions["method"], url, headers: { cookie: credor.cookie, origin: ORIGEM } });
          verificarResposta(r, `${metodo} ${url}`);
        },
      ),
      { numRuns: RODADAS, ...(SEMENTE !== undefined ? { seed: SEMENTE } : {}) },
    );
  });
});
