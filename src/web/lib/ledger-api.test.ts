import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { consultasLedger, invalidarDadosDoCredor } from "./ledger-api.ts";

describe("the paged lists' query keys (issue 12)", () => {
  it("carry the filters in the URL, trimmed, with the chips in a fixed order", () => {
    const [a] = consultasLedger.emprestimos({ busca: "  Ana ", status: ["finalizado", "atrasado"], ordem: "valor" }).queryKey;
    const [b] = consultasLedger.emprestimos({ busca: "Ana", status: ["atrasado", "finalizado"], ordem: "valor" }).queryKey;
    expect(a).toBe("/api/emprestimos?busca=Ana&status=atrasado%2Cfinalizado&ordem=valor&limite=50");
    expect(b).toBe(a);
    expect(consultasLedger.clientes({ busca: "", atrasados: false, ordem: "nome" }).queryKey[0]).toBe("/api/clientes?ordem=nome&limite=50");
    expect(consultasLedger.clientes({ busca: "123.456", atrasados: true, ordem: "valor" }).queryKey[0]).toBe(
      "/api/clientes?busca=123.456&status=atrasado&ordem=valor&limite=50",
    );
    expect(consultasLedger.emprestimosDoCliente("c/1").queryKey[0]).toBe("/api/emprestimos?clienteId=c%2F1&limite=50");
  });

  it("cut the search at the server's 100 characters", () => {
    const [url] = consultasLedger.clientes({ busca: "a".repeat(150), atrasados: false, ordem: "nome" }).queryKey;
    expect(new URL(url, "http://x").searchParams.get("busca")).toHaveLength(100);
  });

  it("are refreshed by invalidarDadosDoCredor after a change, as the whole lists were", async () => {
    const client = new QueryClient();
    const chaves = [
      consultasLedger.clientes({ busca: "maria", atrasados: true, ordem: "valor" }).queryKey,
      consultasLedger.emprestimos({ busca: "", status: ["ativo"], ordem: "recentes" }).queryKey,
      consultasLedger.emprestimosDoCliente("c1").queryKey,
    ];
    for (const chave of chaves) client.setQueryData(chave, { pages: [], pageParams: [] });
    client.setQueryData(["/api/clientes-outro"], 1);
    await invalidarDadosDoCredor(client);
    for (const chave of chaves) expect(client.getQueryState(chave)?.isInvalidated, chave[0]).toBe(true);
    expect(client.getQueryState(["/api/clientes-outro"])?.isInvalidated).toBe(false);
  });
});
