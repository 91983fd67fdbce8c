import { describe, expect, it } from "vitest";
import { CREDOR_SEM_NOME, emitidoPor, nomeDoCredorNosDocumentos } from "./nome-do-credor.ts";

describe("nome do credor nos documentos", () => {
  it("o nome de exibição, aparado; sem ele, 'o credor'", () => {
    expect(nomeDoCredorNosDocumentos("  Ana Credora ")).toBe("Ana Credora");
    for (const vazio of [null, undefined, "", "   "]) expect(nomeDoCredorNosDocumentos(vazio)).toBe(CREDOR_SEM_NOME);
    expect(CREDOR_SEM_NOME).toBe("o credor");
  });

  it("'Emitido por' concorda com 'o credor'", () => {
    expect(emitidoPor("Ana Credora")).toBe("Emitido por Ana Credora");
    expect(emitidoPor(nomeDoCredorNosDocumentos(null))).toBe("Emitido pelo credor");
  });
});
