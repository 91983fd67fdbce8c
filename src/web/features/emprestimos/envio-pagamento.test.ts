import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequest, apiRequestComPrazo } from "../../lib/api.ts";
import { desfechoDoErro } from "./envio-pagamento.ts";

// Real answers from a real HTTP server, read through the same helpers the dialog uses.
let servidor: Server;
let base = "";

beforeAll(async () => {
  servidor = createServer((req, res) => {
    if (req.url === "/repetido") {
      res.writeHead(409, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Já existe um pagamento igual registrado agora há pouco. Registrar outro?", code: "pagamento_repetido" }));
      return;
    }
    if (req.url === "/processando") {
      res.writeHead(409, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Este pagamento ainda está sendo processado. Aguarde e confira o histórico." }));
      return;
    }
    if (req.url === "/invalido") {
      res.writeHead(400, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "Valor inválido", code: "outra_coisa" }));
      return;
    }
    if (req.url === "/lento") return; // never answers
    res.writeHead(502, { "content-type": "text/html" }).end("<html>Bad Gateway</html>");
  });
  await new Promise<void>((ok) => servidor.listen(0, "127.0.0.1", ok));
  base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
});

afterAll(() => {
  servidor.closeAllConnections();
  return new Promise<void>((ok) => servidor.close(() => ok()));
});

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
    expect(desfechoDoErro(await erroDe(apiRequest("POST", `${base}/repetido`, {})))).toBe("repetido");
  });

  it("waits for the connection when no answer came: server unreachable or too slow", async () => {
    expect(desfechoDoErro(await erroDe(apiRequest("POST", "http://127.0.0.1:1/api/pagamentos", {})))).toBe("sem_conexao");
    expect(desfechoDoErro(await erroDe(apiRequestComPrazo("POST", `${base}/lento`, {}, {}, 200)))).toBe("sem_conexao");
  });

  it("treats every other answer as an error to show, including other 409s", async () => {
    expect(desfechoDoErro(await erroDe(apiRequest("POST", `${base}/processando`, {})))).toBe("outro");
    expect(desfechoDoErro(await erroDe(apiRequest("POST", `${base}/invalido`, {})))).toBe("outro");
    expect(desfechoDoErro(await erroDe(apiRequest("POST", `${base}/html`, {})))).toBe("outro");
    expect(desfechoDoErro(new Error("qualquer"))).toBe("outro");
    expect(desfechoDoErro("texto")).toBe("outro");
  });
});
