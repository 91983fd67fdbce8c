import { describe, expect, it } from "vitest";
import { codificarCursor, decodificarCursor } from "../data/paginacao.ts";
import { criarSeloDeCursor } from "./selo-de-cursor.ts";

// Issue 28, point 2: what leaves the server is the position sealed for one lender; it opens only
// there, unchanged, and the data layer still checks what it opens.

const A = "usuario-a";
const selo = criarSeloDeCursor("segredo-do-servidor-de-teste");
const interno = codificarCursor("nome", { chave: "maria aparecida", id: "00000000-0000-4000-8000-000000000001" });

const invalido = (f: () => unknown) => expect(f).toThrow("Cursor inválido.");

describe("selo do cursor", () => {
  it("abre para o mesmo credor o que selou, e cada selo é outro (nada se compara entre páginas)", () => {
    const selado = selo.selar(interno, A);
    expect(selo.abrir(selado, A)).toBe(interno);
    expect(selo.selar(interno, A)).not.toBe(selado);
    expect(selo.abrir(undefined, A)).toBeUndefined();
  });

  it("não abre alterado, truncado, de outro credor, de outro segredo, nem o formato antigo sem selo", () => {
    const selado = selo.selar(interno, A);
    for (let i = 0; i < selado.length; i += 7) {
      const alterado = selado.slice(0, i) + (selado[i] === "A" ? "B" : "A") + selado.slice(i + 1);
      invalido(() => selo.abrir(alterado, A));
    }
    invalido(() => selo.abrir(selado.slice(0, -1), A));
    invalido(() => selo.abrir(selado.slice(0, 20), A));
    invalido(() => selo.abrir(selado, "usuario-b"));
    invalido(() => criarSeloDeCursor("outro-segredo").abrir(selado, A));
    invalido(() => selo.abrir(interno, A));
    invalido(() => selo.abrir("", A));
  });

  it("aberto, o cursor ainda é conferido pela ordem e pela forma da chave", () => {
    const aberto = selo.abrir(selo.selar(codificarCursor("valor", { chave: "1e9", id: "00000000-0000-4000-8000-000000000001" }), A), A)!;
    invalido(() => decodificarCursor(aberto, "valor", (chave) => /^\d+(\.\d{1,2})?$/.test(chave)));
    invalido(() => decodificarCursor(selo.abrir(selo.selar(interno, A), A)!, "valor", () => true));
    const semUuid = Buffer.from(JSON.stringify(["nome", "x", "1 OR 1=1"])).toString("base64url");
    invalido(() => decodificarCursor(selo.abrir(selo.selar(semUuid, A), A)!, "nome", () => true));
  });
});
