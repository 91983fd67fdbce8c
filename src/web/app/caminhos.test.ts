import { describe, expect, it } from "vitest";
import { casaCom } from "./caminhos.ts";

describe("casaCom (the screen whose code downloads with the page)", () => {
  it.each([
    ["/", "/", true],
    ["/", "/clientes", false],
    ["/clientes", "/clientes", true],
    ["/clientes", "/clientes/", true],
    ["/clientes", "/clientes/novo", false],
    ["/clientes/:id", "/clientes/42", true],
    ["/clientes/:id", "/clientes/", false],
    ["/clientes/:id", "/clientes/42/editar", false],
    ["/emprestimos", "/clientes", false],
  ])("%s fits %s: %s", (padrao, caminho, esperado) => {
    expect(casaCom(padrao, caminho)).toBe(esperado);
  });
});
