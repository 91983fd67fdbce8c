import { describe, expect, it } from "vitest";
import { primeiraPaginaDaTela } from "./listas.ts";
import { PRIMEIRA_PAGINA_NA_CARGA } from "../../domain/primeira-pagina-na-carga.ts";

describe("primeira página de cada lista", () => {
  it("a que a carga da página pede é a mesma URL que a consulta da tela pede", () => {
    for (const caminho of ["/clientes", "/emprestimos"]) {
      expect(PRIMEIRA_PAGINA_NA_CARGA[caminho], caminho).toBe(primeiraPaginaDaTela(caminho));
    }
    expect(Object.keys(PRIMEIRA_PAGINA_NA_CARGA).sort()).toEqual(["/clientes", "/emprestimos"]);
  });
});
