import { describe, expect, it } from "vitest";
import { consultaDaPrimeiraPagina } from "./listas.ts";
import { PRIMEIRA_PAGINA_NA_CARGA } from "../../domain/primeira-pagina-na-carga.ts";

describe("primeira página de cada lista", () => {
  it("a que a carga da página pede é a mesma URL que a consulta da tela pede", () => {
    for (const caminho of ["/clientes", "/emprestimos"]) {
      expect(PRIMEIRA_PAGINA_NA_CARGA[caminho], caminho).toBe(consultaDaPrimeiraPagina(caminho)?.queryKey[0]);
    }
    expect(Object.keys(PRIMEIRA_PAGINA_NA_CARGA).sort()).toEqual(["/clientes", "/emprestimos"]);
  });
});
