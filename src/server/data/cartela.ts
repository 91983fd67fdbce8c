import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { NaoEncontrado } from "../../domain/erros.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { comAtraso } from "../../domain/loans/overdue.ts";
import { cronogramaDe } from "../../domain/loans/parcelas-em-aberto.ts";
import { situacaoDaParcela, type SituacaoParcela } from "../../domain/loans/situacao-da-parcela.ts";
import { MAXIMO_PARCELAS, type Periodicidade } from "../../domain/loans/cronograma.ts";
import type { StatusEmprestimo } from "../../domain/loans/types.ts";
import { centavosParaDecimal } from "../../domain/money.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, emprestimos, historicoPagamentos } from "../db/schema/index.ts";
import { MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO } from "./emprestimos.ts";
import { nomeDoCredor } from "./recibos.ts";

// Issue 43, point 3: a parcelado loan's cartela (the paper card lenders stamp), as the lender's
// PDF and card and the borrower's page read it: each written installment, how it stands today,
// and, for the paid ones, the day the payment that covered it was made.

export type LinhaDaCartela = typeof emprestimos.$inferSelect;

/** One cell of the cartela; money as a decimal string, as every answer carries it. */
export type ParcelaDaCartela = {
  numero: number;
  vencimento: string;
  valor: string;
  situacao: SituacaoParcela;
  /** The São Paulo day of the payment that covered it; null when unpaid (or paid before payments recorded how many installments they covered). */
  pagaEm: string | null;
};

/**
 * Loan id → installment number → the day it was paid, for several loans in one query. A
 * `parcela` payment of cycle c covering k installments paid c … c + k − 1; a payoff (`total`)
 * paid every installment from c on. Reversed payments paid nothing. `filtro` confines the
 * rows (the lender's, or the borrower's on the public page) besides the walls.
 */
export async function diasDasParcelasPagas(
  db: Executor,
  emprestimoIds: readonly string[],
  filtro: SQL | undefined,
): Promise<Map<string, Map<number, string>>> {
  const dias = new Map<string, Map<number, string>>();
  if (emprestimoIds.length === 0) return dias;
  const pagamentos = await db
    .select({
      emprestimoId: historicoPagamentos.emprestimoId,
      ciclo: historicoPagamentos.ciclo,
      parcelasPagas: historicoPagamentos.parcelasPagas,
      tipo: historicoPagamentos.tipoPagamento,
      data: historicoPagamentos.dataPagamento,
    })
    .from(historicoPagamentos)
    .where(
      and(
        filtro,
        inArray(historicoPagamentos.emprestimoId, [...emprestimoIds]),
        eq(historicoPagamentos.estornado, false),
        inArray(historicoPagamentos.tipoPagamento, ["parcela", "total"]),
      ),
    )
    .orderBy(asc(historicoPagamentos.dataPagamento), asc(historicoPagamentos.id));
  for (const p of pagamentos) {
    const doEmprestimo = dias.get(p.emprestimoId) ?? new Map<number, string>();
    dias.set(p.emprestimoId, doEmprestimo);
    // A payoff's last installment is the schedule's, which parcelasDaCartela caps at anyway.
    const ultima = p.tipo === "total" ? Number.MAX_SAFE_INTEGER : p.ciclo + p.parcelasPagas - 1;
    const dia = dataEmSaoPaulo(p.data);
    for (let numero = p.ciclo; numero <= ultima && numero <= MAXIMO_PARCELAS; numero++) doEmprestimo.set(numero, dia);
  }
  return dias;
}

/** The cartela of a parcelado row for `hoje`; a mensal loan has none (an empty list). */
export function parcelasDaCartela(linha: LinhaDaCartela, hoje: string, pagas: ReadonlyMap<number, string> | undefined): ParcelaDaCartela[] {
  if (linha.modalidade !== "parcelado") return [];
  const estado = comAtraso(estadoDaLinha(linha), hoje);
  return cronogramaDe(estado).map((p) => {
    const situacao = situacaoDaParcela(p.numero, p.vencimento, estado, hoje);
    return {
      numero: p.numero,
      vencimento: p.vencimento,
      valor: centavosParaDecimal(p.valor),
      situacao,
      pagaEm: situacao === "paga" ? (pagas?.get(p.numero) ?? null) : null,
    };
  });
}

/** What the cartela's PDF prints: who lends, to whom, the terms and the grid. */
export type DadosCartela = {
  credor: string;
  cliente: { nome: string };
  emprestimo: {
    modalidade: LinhaDaCartela["modalidade"];
    status: StatusEmprestimo;
    valorOriginal: string;
    periodicidade: Periodicidade;
    quantidadeParcelas: number | null;
    valorParcela: string | null;
    dataEmprestimo: string;
  };
  parcelas: ParcelaDaCartela[];
};

/** A loan of the lender's cartela alone (the card's grid), or 404 (another lender's id too). */
export async function lerCartela(db: Executor, usuarioId: string, emprestimoId: string, hoje: string): Promise<ParcelaDaCartela[]> {
  return (await lerCartelaComCliente(db, usuarioId, emprestimoId, hoje)).parcelas;
}

/** What the PDF prints: the cartela, its client's name, the loan's terms and the lender's name. */
export async function lerDadosCartela(db: Executor, usuarioId: string, emprestimoId: string, hoje: string): Promise<DadosCartela> {
  return { ...(await lerCartelaComCliente(db, usuarioId, emprestimoId, hoje)), credor: await nomeDoCredor(db, usuarioId) };
}

async function lerCartelaComCliente(db: Executor, usuarioId: string, emprestimoId: string, hoje: string): Promise<Omit<DadosCartela, "credor">> {
  if (!isUuid(emprestimoId)) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const [linha] = await db
    .select({ emprestimo: emprestimos, nome: clientes.nome })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, emprestimoId)));
  if (!linha) throw new NaoEncontrado(MENSAGEM_EMPRESTIMO_NAO_ENCONTRADO);
  const e = linha.emprestimo;
  const pagas = e.modalidade === "parcelado" ? await diasDasParcelasPagas(db, [e.id], eq(historicoPagamentos.usuarioId, usuarioId)) : new Map();
  const atual = comAtraso(estadoDaLinha(e), hoje);
  return {
    cliente: { nome: linha.nome },
    emprestimo: {
      modalidade: e.modalidade,
      status: atual.status,
      valorOriginal: e.valorOriginal,
      periodicidade: e.periodicidade,
      quantidadeParcelas: e.quantidadeParcelas,
      valorParcela: e.valorParcela,
      dataEmprestimo: e.dataEmprestimo,
    },
    parcelas: parcelasDaCartela(e, hoje, pagas.get(e.id)),
  };
}
