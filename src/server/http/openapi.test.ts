import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";

// Issue 9, point 3: the routes declare their schemas and the OpenAPI document is generated from
// them. Every call of the spec's API table (SPEC section 7, copied below: method, path, whether it
// carries a payload) must be in it with its request and answer schemas.
const TABELA_DA_SPEC = `
GET /api/creditos/status -
GET /api/creditos/historico -
GET /api/dashboard/metrics -
GET /api/dashboard/vencimentos-hoje -
GET /api/dashboard/vencimentos-amanha -
GET /api/configuracoes -
POST /api/configuracoes corpo
GET /api/clientes -
GET /api/clientes/{id} -
POST /api/clientes corpo
PUT /api/clientes/{id} corpo
GET /api/emprestimos -
GET /api/emprestimos?clienteId={id} -
POST /api/emprestimos/manual corpo
PUT /api/emprestimos/{id} corpo
GET /api/pagamentos?clienteId={id} -
POST /api/pagamentos corpo
POST /api/links-cadastro corpo
GET /api/cadastro/{token} -
POST /api/cadastro/{token} corpo
POST /api/upload corpo
`;

type Operacao = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Documento = { openapi: string; paths: Record<string, Record<string, Operacao>>; components?: { schemas?: Record<string, unknown> } };

function tabelaDaSpec(): { metodo: string; caminho: string; comCorpo: boolean }[] {
  return TABELA_DA_SPEC.trim()
    .split("\n")
    .map((linha) => {
      const [metodo, caminho, corpo] = linha.split(" ");
      return { metodo: metodo!.toLowerCase(), caminho: caminho!.split("?")[0]!, comCorpo: corpo === "corpo" };
    });
}

describe(`documento OpenAPI (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let doc: Documento;
  beforeAll(async () => {
    ctx = await criarContexto();
    const r = await ctx.app.inject({ url: "/api/openapi.json" });
    expect(r.statusCode).toBe(200);
    doc = r.json();
  });
  afterAll(async () => ctx.close());

  it("é OpenAPI 3.1, sem dados de ninguém, e não fica em cache", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const r = await ctx.app.inject({ url: "/api/openapi.json" });
    expect(r.headers["cache-control"]).toBe("no-store");
    // The internal operator route is not documented.
    expect(Object.keys(doc.paths).some((p) => p.startsWith("/internal"))).toBe(false);
  });

  const tabela = tabelaDaSpec();
  it("a tabela da spec foi lida", () => expect(tabela).toHaveLength(21));

  it.each(tabela)("$metodo $caminho está no documento com seus esquemas", ({ metodo, caminho, comCorpo }) => {
    const openapi = caminho.replace(/\{(\w+)\}/g, "{$1}");
    const operacao = doc.paths[openapi]?.[metodo];
    expect(operacao, `${metodo.toUpperCase()} ${caminho} ausente`).toBeDefined();
    const sucesso = Object.entries(operacao!.responses).find(([status]) => status.startsWith("2"));
    expect(sucesso, "sem resposta de sucesso").toBeDefined();
    if (caminho !== "/api/upload") expect(sucesso![1].content?.["application/json"]?.schema, "resposta sem esquema").toBeDefined();
    if (comCorpo && caminho !== "/api/upload") expect(operacao!.requestBody?.content["application/json"]?.schema, "corpo sem esquema").toBeDefined();
    for (const nome of caminho.match(/\{(\w+)\}/g) ?? []) {
      expect(operacao!.parameters?.some((p) => p.in === "path" && `{${p.name}}` === nome)).toBe(true);
    }
    // Every error answer is the same { message } shape.
    for (const [status, resposta] of Object.entries(operacao!.responses)) {
      if (status.startsWith("4")) expect(resposta.content?.["application/json"]?.schema).toEqual({ $ref: "#/components/schemas/Erro" });
    }
  });

  it("os formatos de resposta são componentes nomeados (Cliente, Emprestimo, Pagamento...)", () => {
    expect(Object.keys(doc.components?.schemas ?? {})).toEqual(
      expect.arrayContaining(["Cliente", "Emprestimo", "Pagamento", "LinkCadastro", "MetricasDashboard", "Erro"]),
    );
    expect(Object.keys((doc.components!.schemas!.Erro as { properties: object }).properties)).toContain("message");
  });

  it("a página de referência abre em /api/docs, com seus arquivos servidos por este servidor", async () => {
    const redireciona = await ctx.app.inject({ url: "/api/docs" });
    expect([200, 302]).toContain(redireciona.statusCode);
    const pagina = await ctx.app.inject({
      url: redireciona.statusCode === 302 ? new URL(redireciona.headers.location!, "http://x/api/docs/").pathname : "/api/docs",
    });
    expect(pagina.statusCode).toBe(200);
    expect(pagina.headers["content-type"]).toContain("text/html");
    expect(pagina.body).not.toMatch(/src="https?:\/\//);
  });

  it("a resposta sai pelo esquema: o corpo de um cliente tem exatamente os campos do documento", async () => {
    const { cookie } = await novoLender(ctx.app);
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/clientes",
      headers: { cookie, origin: ORIGEM },
      payload: { nome: "Maria da Silva", cpf: "52998224725", telefone: "11987654321", pix: "maria@exemplo.com" },
    });
    expect(r.statusCode, r.body).toBe(201);
    const cliente = doc.components!.schemas!.Cliente as { properties: Record<string, unknown> };
    expect(Object.keys(r.json()).sort()).toEqual(Object.keys(cliente.properties).sort());
  });

  it("a validação do esquema da rota fala português e aponta o campo", async () => {
    const { cookie } = await novoLender(ctx.app);
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/clientes",
      headers: { cookie, origin: ORIGEM, "content-type": "application/json" },
      payload: '"texto"',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).not.toMatch(/Invalid|expected|received/);
    const semCpf = await ctx.app.inject({
      method: "POST",
      url: "/api/clientes",
      headers: { cookie, origin: ORIGEM },
      payload: { nome: "Maria da Silva", cpf: "123", telefone: "11987654321", pix: "maria@exemplo.com" },
    });
    expect(semCpf.json()).toEqual({ message: "CPF deve ter 11 dígitos", errors: { cpf: "CPF deve ter 11 dígitos" } });
  });
});
