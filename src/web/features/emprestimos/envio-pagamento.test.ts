import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarApi } from "../../lib/api-tipada.ts";
import { desfechoDoErro } from "./envio-pagamento.ts";

// Real answers from a real HTTP server, read through the same client the dialog uses; the
// server answers by the payment's Idempotency-Key.
let servidor: Server;
let base = "";

beforeAll(async () => {
  servidor = createServer((req, res) => {
    const chave = req.headers["idempotency-key"];
    if (chave === "repetido") {
      res.writeHead(409, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Já existe um pagamento igual registrado agora há pouco. Registrar outro?", code: "pagamento_repetido" }));
      return;
    }
    if (chave === "processando") {
      res.writeHead(409, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Este pagamento ainda está sendo processado. Aguarde e confira o histórico." }));
      return;
    }
    if (chave === "invalido") {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Valor inválido", code: "outra_coisa" }));
      return;
    }
    if (chave === "lento") return; // never answers
    res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad Gateway</html>");
  });
  await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});

afterAll(() => {
  servidor.closeAllConnections();
  return new Promise<void>((ok) => servidor.close(() => ok()));
});

/** The dialog's call: POST /api/pagamentos with this key, to `origem`, given up on after `prazoMs`. */
function pagar(chave: string, origem = base, prazoMs = 5_000) {
  const corpo = { emprestimoId: "00000000-0000-4000-8000-000000000000", tipoPagamento: "total" as const };
  return criarApi(origem).api.POST("/api/pagamentos", { body: corpo, params: { header: { "idempotency-key": chave } }, signal: AbortSignal.timeout(prazoMs) });
}

async function erroDe(promessa: Promise<unknown>): Promise<unknown> {
  try {
    await promessa;
  } catch (erro) {
    return erro;
  }
  throw new Error("expected a rejection");
}

describe("desfechoDoErro", () => {
  it("asks the lender when the server says the same payment was just recorded", async () => {
    expect(desfechoDoErro(await erroDe(pagar("repetido")))).toBe("repetido");
  });

  it("waits for the connection when no answer came: server unreachable or too slow", async () => {
    expect(desfechoDoErro(await erroDe(pagar("chave-1", "http://127.0.0.1:1")))).toBe("sem_conexao");
    expect(desfechoDoErro(await erroDe(pagar("lento", base, 200)))).toBe("sem_conexao");
  });

  it("treats every other answer as an error to show, including other 409s", async () => {
    expect(desfechoDoErro(await erroDe(pagar("processando")))).toBe("outro");
    expect(desfechoDoErro(await erroDe(pagar("invalido")))).toBe("outro");
    expect(desfechoDoErro(await erroDe(pagar("html")))).toBe("outro");
    expect(desfechoDoErro(new Error("qualquer"))).toBe("outro");
    expect(desfechoDoErro("texto")).toBe("outro");
  });
});
