import { describe, expect, it } from "vitest";
import { filtrarEmprestimos } from "./filtro-emprestimos.ts";

const emprestimos = [
  { id: "1", status: "aguardando_envio", cliente: { nome: "Maria da Silva" } },
  { id: "2", status: "atrasado", cliente: { nome: "João Souza" } },
  { id: "3", status: "renegociado", cliente: { nome: "Ana Lima" } },
];

const ids = (busca: string) => filtrarEmprestimos(emprestimos, busca).map((e) => e.id);

describe("filtrarEmprestimos", () => {
  it("keeps everything for an empty search", () => {
    expect(ids("")).toEqual(["1", "2", "3"]);
  });

  it("matches the client's name, case and accents ignored", () => {
    expect(ids("joao")).toEqual(["2"]);
    expect(ids("SILVA")).toEqual(["1"]);
  });

  it("matches the status label and the raw value", () => {
    expect(ids("Aguardando Envio")).toEqual(["1"]);
    expect(ids("aguardando_envio")).toEqual(["1"]);
    expect(ids("atrasado")).toEqual(["2"]);
    expect(ids("renegoc")).toEqual(["3"]);
  });

  it("finds nothing for nonsense", () => {
    expect(ids("zzz")).toEqual([]);
  });
});
