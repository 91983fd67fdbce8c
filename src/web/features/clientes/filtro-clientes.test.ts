import { describe, expect, it } from "vitest";
import { filtrarClientes } from "./filtro-clientes.ts";

const clientes = [
  { nome: "Maria da Silva", cpf: "52998224725", telefone: "11912345678" },
  { nome: "José Souza", cpf: "11144477735", telefone: "2133334444" },
];

const nomes = (busca: string) => filtrarClientes(clientes, busca).map((c) => c.nome);

describe("filtrarClientes", () => {
  it("keeps everything for an empty search", () => {
    expect(nomes("  ")).toEqual(["Maria da Silva", "José Souza"]);
  });

  it("matches the name as a case-insensitive substring, ignoring accents", () => {
    expect(nomes("SILVA")).toEqual(["Maria da Silva"]);
    expect(nomes("jose")).toEqual(["José Souza"]);
    expect(nomes("josé sou")).toEqual(["José Souza"]);
  });

  it("matches CPF and phone digits, bare or masked", () => {
    expect(nomes("529982")).toEqual(["Maria da Silva"]);
    expect(nomes("111.444.777-35")).toEqual(["José Souza"]);
    expect(nomes("(21) 3333")).toEqual(["José Souza"]);
    expect(nomes("91234")).toEqual(["Maria da Silva"]);
  });

  it("does not compare digits of a query that has letters in it", () => {
    expect(nomes("Maria 2")).toEqual([]);
  });

  it("finds nothing for nonsense", () => {
    expect(nomes("xyzxyz")).toEqual([]);
    expect(nomes("99999999")).toEqual([]);
  });
});
