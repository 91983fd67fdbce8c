import type { Page } from "@playwright/test";
import { adicionarDias as somarDias, adicionarMeses, diferencaEmDias } from "../src/domain/dates.ts";
import { formatarReais, type Centavos } from "../src/domain/money.ts";
import { cpfAleatorio, criarCliente, criarEmprestimoManual, definirDiasDeCobranca, hojeIso } from "./ledger-support.ts";

// The lender's day: manual loans whose dataInicio makes them fall due today, tomorrow, a few
// days ahead and two days ago, made through the API, with what every screen should show for
// them computed here from the same rules (DOMAIN.md), whatever today's date is.

export interface Semente {
  clienteId: string;
  emprestimoId: string;
  nome: string;
  /** As typed when the client was created. */
  telefone: string;
  /** What wa.me should receive: 55 + the national number, never 55 twice. */
  numeroWhatsapp: string;
  valorOriginal: Centavos;
  /** yyyy-MM-dd */
  vencimento: string;
  /** Interest of the cycle plus late interest: the `valor` of a due item and of the reminder. */
  devido: Centavos;
  diasAtraso: number;
  jurosAtraso: Centavos;
}

export interface Dia {
  hoje: string;
  amanha: string;
  /** Two to five days ahead: in this month when the month still has such a day. */
  depois: string;
  atrasado: string;
  sementes: { hoje: Semente; amanha: Semente; depois: Semente; atrasado: Semente };
  metricas: { totalEmprestadoAtivo: string; receitaPrevistaMes: string; receitaPrevistaDia: string; totalClientes: number };
}

const PRAZO = 30;
const TAXA_JUROS = 10; // % per cycle
const TAXA_ATRASO = 1; // % per day

/** yyyy-MM-dd of the last day of the month of `data`. */
export function ultimoDiaDoMes(data: string): string {
  return somarDias(adicionarMeses(`${data.slice(0, 7)}-01`, 1), -1);
}

/** A due date 2 to 5 days ahead, in this month when possible (not at the very end of a month). */
export function diaMaisAdiante(hoje: string): string {
  const ultimo = ultimoDiaDoMes(hoje);
  const folga = diferencaEmDias(hoje, ultimo);
  return folga >= 2 ? somarDias(hoje, Math.min(5, folga)) : somarDias(hoje, 5);
}

async function semear(
  page: Page,
  dados: { nome: string; telefone: string; numeroWhatsapp: string; valorOriginal: Centavos; vencimento: string },
  hoje: string,
): Promise<Semente> {
  const cliente = await criarCliente(page, { nome: dados.nome, cpf: cpfAleatorio(), telefone: dados.telefone });
  const emprestimo = await criarEmprestimoManual(page, cliente.id, {
    valorOriginal: (dados.valorOriginal / 100).toFixed(2),
    prazoDias: PRAZO,
    taxaJuros: String(TAXA_JUROS),
    taxaAtraso: String(TAXA_ATRASO),
    taxaAtrasoTipo: "percentual",
    // The first due date is dataInicio + prazoDias.
    dataInicio: somarDias(dados.vencimento, -PRAZO),
  });
  if (emprestimo.dataProximoCiclo !== dados.vencimento) {
    throw new Error(`vencimento ${emprestimo.dataProximoCiclo}, esperado ${dados.vencimento}`);
  }
  const diasAtraso = Math.max(0, diferencaEmDias(dados.vencimento, hoje));
  // Whole-real amounts keep these exact: no rounding is involved.
  const juros = (dados.valorOriginal * TAXA_JUROS) / 100;
  const jurosAtraso = (dados.valorOriginal * TAXA_ATRASO * diasAtraso) / 100;
  return {
    ...dados,
    clienteId: cliente.id,
    emprestimoId: emprestimo.id,
    devido: juros + jurosAtraso,
    diasAtraso,
    jurosAtraso,
  };
}

/** Four clients, one running manual loan each, due today, tomorrow, later and two days ago. */
export async function semearDia(page: Page): Promise<Dia> {
  // The seeds' dates are today's neighbours, whatever weekday or holiday they fall on: this
  // lender collects every day, so no mensal due date moves to the next collection day (issue 43).
  await definirDiasDeCobranca(page, "todos");
  const hoje = hojeIso();
  const amanha = somarDias(hoje, 1);
  const depois = diaMaisAdiante(hoje);
  const atrasado = somarDias(hoje, -2);
  const sementes = {
    // Stored as 13 digits that already start with 55: the link must not double it.
    hoje: await semear(
      page,
      { nome: "Ana Hoje Souza", telefone: "+55 (11) 98765-4321", numeroWhatsapp: "5511987654321", valorOriginal: 100_000, vencimento: hoje },
      hoje,
    ),
    amanha: await semear(
      page,
      { nome: "Bruno Amanhã Lima", telefone: "(21) 99876-5432", numeroWhatsapp: "5521998765432", valorOriginal: 200_000, vencimento: amanha },
      hoje,
    ),
    depois: await semear(
      page,
      { nome: "Carla Depois Reis", telefone: "31988887777", numeroWhatsapp: "5531988887777", valorOriginal: 150_000, vencimento: depois },
      hoje,
    ),
    atrasado: await semear(
      page,
      { nome: "Diego Atrasado Costa", telefone: "41977776666", numeroWhatsapp: "5541977776666", valorOriginal: 80_000, vencimento: atrasado },
      hoje,
    ),
  };
  const todas = Object.values(sementes);
  const soma = (lista: Semente[]) => lista.reduce((acc, s) => acc + s.devido, 0);
  return {
    hoje,
    amanha,
    depois,
    atrasado,
    sementes,
    metricas: {
      totalEmprestadoAtivo: formatarReais(todas.reduce((acc, s) => acc + s.valorOriginal, 0)),
      receitaPrevistaMes: formatarReais(soma(todas.filter((s) => s.vencimento.slice(0, 7) === hoje.slice(0, 7)))),
      receitaPrevistaDia: formatarReais(soma(todas.filter((s) => s.vencimento === hoje))),
      totalClientes: todas.length,
    },
  };
}

/** The due dates of the seeds that fall in month `mes` (yyyy-MM), sorted. */
export function vencimentosNoMes(dia: Dia, mes: string): string[] {
  return [...new Set(Object.values(dia.sementes).map((s) => s.vencimento))].filter((d) => d.startsWith(mes)).sort();
}

/** yyyy-MM of the month after `data`'s. */
export function mesSeguinte(data: string): string {
  return adicionarMeses(`${data.slice(0, 7)}-01`, 1).slice(0, 7);
}
