import { describe, expect, it } from "vitest";
import { correspondeAoFiltro, filtrarEmprestimos, filtrarPorSituacao, ordenarEmprestimos, type FiltroSituacao, type Ordenacao } from "./filtro-emprestimos.ts";

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

const HOJE = "2026-11-25";
const lista = [
  { id: "a", status: "atrasado", dataProximoCiclo: "2026-11-20", dataEmprestimo: "2026-10-21", valorRestante: "1000.00", cliente: { nome: "Bruno" } },
  { id: "h", status: "ativo", dataProximoCiclo: HOJE, dataEmprestimo: "2026-10-26", valorRestante: "999.99", cliente: { nome: "álvaro" } },
  { id: "t", status: "ativo", dataProximoCiclo: "2026-12-10", dataEmprestimo: "2026-11-10", valorRestante: "50.10", cliente: { nome: "Carla" } },
  { id: "g", status: "aguardando_envio", dataProximoCiclo: "2026-12-25", dataEmprestimo: "2026-11-25", valorRestante: "2000.00", cliente: { nome: "Diana" } },
  { id: "f", status: "finalizado", dataProximoCiclo: "2026-09-01", dataEmprestimo: "2026-08-01", valorRestante: "0.00", cliente: { nome: "Eva" } },
  { id: "p", status: "pausado", dataProximoCiclo: "2026-11-01", dataEmprestimo: "2026-10-01", valorRestante: "300.00", cliente: { nome: "Fábio" } },
];
const idsCom = (...filtros: FiltroSituacao[]) => filtrarPorSituacao(lista, new Set(filtros), HOJE).map((e) => e.id);

describe("filtrarPorSituacao (chips)", () => {
  it("sem chip é 'Todos'", () => {
    expect(idsCom()).toEqual(["a", "h", "t", "g", "f", "p"]);
  });

  it.each<[FiltroSituacao, string[]]>([
    ["atrasados", ["a"]],
    ["vencem_hoje", ["h"]],
    ["ativos", ["h", "t"]],
    ["aguardando_envio", ["g"]],
    ["finalizados", ["f"]],
  ])("%s", (filtro, esperado) => {
    expect(idsCom(filtro)).toEqual(esperado);
  });

  it("chips se somam (qualquer um deles) e se combinam com a busca por texto", () => {
    expect(idsCom("atrasados", "vencem_hoje")).toEqual(["a", "h"]);
    expect(filtrarPorSituacao(filtrarEmprestimos(lista, "carla"), new Set<FiltroSituacao>(["ativos"]), HOJE).map((e) => e.id)).toEqual(["t"]);
    expect(filtrarPorSituacao(filtrarEmprestimos(lista, "carla"), new Set<FiltroSituacao>(["atrasados"]), HOJE)).toEqual([]);
  });

  it("um empréstimo que venceu ontem não 'vence hoje'", () => {
    expect(correspondeAoFiltro({ ...lista[1]!, dataProximoCiclo: "2026-11-24", status: "atrasado" }, "vencem_hoje", HOJE)).toBe(false);
  });
});

describe("ordenarEmprestimos", () => {
  const ordem = (o: Ordenacao) => ordenarEmprestimos(lista, o).map((e) => e.id);

  it("vencimento: o mais próximo (ou mais vencido) primeiro", () => {
    expect(ordem("vencimento")).toEqual(["f", "p", "a", "h", "t", "g"]);
  });

  it("valor: maior saldo restante primeiro, em centavos exatos", () => {
    expect(ordem("valor")).toEqual(["g", "a", "h", "p", "t", "f"]);
  });

  it("nome: alfabético, acentos e maiúsculas ignorados", () => {
    expect(ordem("nome")).toEqual(["h", "a", "t", "g", "f", "p"]);
  });

  it("recentes: a data do empréstimo mais nova primeiro", () => {
    expect(ordem("recentes")).toEqual(["g", "t", "h", "a", "p", "f"]);
  });

  it("não muda a lista recebida", () => {
    const copia = [...lista];
    ordenarEmprestimos(lista, "nome");
    expect(lista).toEqual(copia);
  });
});
