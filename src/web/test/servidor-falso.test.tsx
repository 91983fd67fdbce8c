import createClient from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { servidorFalso } from "./servidor-falso.ts";

/** The shape openapi-typescript gives one route, enough for openapi-fetch's types. */
interface Caminhos {
  "/api/pagamentos": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    post: {
      parameters: { query?: never; header?: { "Idempotency-Key"?: string }; path?: never; cookie?: never };
      requestBody: { content: { "application/json": { tipoPagamento: string } } };
      responses: { 201: { headers: Record<string, unknown>; content: { "application/json": { ok: boolean } } } };
    };
  };
}

// Made as its module loads, before any test stubs fetch: openapi-fetch keeps the fetch it finds then.
const cliente = createClient<Caminhos>({ baseUrl: "" });

describe("servidorFalso", () => {
  it("lê do mesmo jeito fetch(url, init) e fetch(Request), como o openapi-fetch chama", async () => {
    const servidor = servidorFalso({ "POST /api/pagamentos": { status: 201, corpo: { ok: true } } });

    const direto = await fetch("/api/pagamentos?x=1", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": "chave-1" },
      body: JSON.stringify({ tipoPagamento: "total" }),
    });
    const { data, response } = await cliente.POST("/api/pagamentos", {
      params: { header: { "Idempotency-Key": "chave-2" } },
      body: { tipoPagamento: "parcela" },
    });

    expect([direto.status, response.status]).toEqual([201, 201]);
    expect(await direto.json()).toEqual({ ok: true });
    expect(data).toEqual({ ok: true });
    const pedidos = servidor.pedidosA("POST /api/pagamentos");
    expect(pedidos.map((p) => [p.cabecalhos.get("Idempotency-Key"), p.corpo])).toEqual([
      ["chave-1", { tipoPagamento: "total" }],
      ["chave-2", { tipoPagamento: "parcela" }],
    ]);
    expect(pedidos[0]?.parametros.get("x")).toBe("1");
  });

  it("casa parâmetros do caminho e responde 404 ao que não tem rota", async () => {
    const servidor = servidorFalso({ "GET /api/clientes/:id": (_, doCaminho) => ({ corpo: { id: doCaminho("id") } }) });
    expect(await (await fetch("/api/clientes/abc%20d")).json()).toEqual({ id: "abc d" });
    const semRota = await fetch(new Request("http://localhost:5000/api/outra", { method: "DELETE" }));
    expect(semRota.status).toBe(404);
    expect(servidor.pedidos.map((p) => `${p.metodo} ${p.caminho}`)).toEqual(["GET /api/clientes/abc%20d", "DELETE /api/outra"]);
  });
});
