// 'Cobrar hoje' (issue 43, point 3): the lender's running loans with something due today or
// overdue, each once with every installment to collect and its charges on that day. The rows come
// from emprestimos_usuario_vencimento_idx (usuario_id, data_proximo_ciclo, ...): a loan has
// something due exactly when its first open installment (or cycle) falls due on or before today.
// The amounts are computed by the domain from the written schedule, never in SQL, so this list
// shows what a payment recorded today would charge.
import { asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { EmprestimoACobrarApi, ParcelaACobrarApi } from "../../domain/api/cobrar-hoje.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { jurosDoCiclo } from "../../domain/loans/mensal.ts";
import { estadoAtraso } from "../../domain/loans/overdue.ts";
import { parcelasACobrar, somaAte } from "../../domain/loans/parcelas-em-aberto.ts";
import type { EmprestimoEstado } from "../../domain/loans/types.ts";
import { centavosParaDecimal, decimalParaCentavos, type Centavos } from "../../domain/money.ts";
import type { ConsultaPagina } from "../../domain/schemas/listas.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { clientes, emprestimos } from "../db/schema/index.ts";
import { decodificarCursor, pagina, type Posicao } from "./paginacao.ts";

const ORDEM = "cobrar-nome";

/** Cents to the wire's decimal text. */
const d = (c: Centavos) => centavosParaDecimal(c);

/** The installments of one loan to collect on `hoje`, oldest first. */
export function parcelasDoDia(e: EmprestimoEstado, hoje: string): ParcelaACobrarApi[] {
  if (e.modalidade === "parcelado") {
    return parcelasACobrar(e, hoje).map((p) => ({
      numero: p.numero,
      vencimento: p.vencimento,
      valor: d(p.valor),
      diasAtraso: p.diasAtraso,
      jurosAtraso: d(p.jurosAtraso),
      multa: d(p.multa),
      total: d(p.total),
    }));
  }
  // Mensal: one item, the cycle's interest with its late interest and penalty (amount-due.ts).
  const juros = jurosDoCiclo(e.valorRestante, e.taxaJuros);
  const atraso = estadoAtraso(e, hoje);
  return [
    {
      numero: e.cicloAtual,
      vencimento: e.dataProximoCiclo,
      valor: d(juros),
      diasAtraso: atraso.diasAtraso,
      jurosAtraso: d(atraso.valorJurosAtraso),
      multa: d(atraso.valorMulta),
      total: d(juros + atraso.valorJurosAtraso + atraso.valorMulta),
    },
  ];
}

/** A page of the loans to collect on `hoje`, by client name (then id, for a stable keyset). */
export async function emprestimosACobrar(
  db: Executor,
  usuarioId: string,
  hoje: string,
  { limite, cursor }: ConsultaPagina,
): Promise<{ itens: EmprestimoACobrarApi[]; proximoCursor: string | null }> {
  const depois: Posicao | null = cursor ? decodificarCursor(cursor, ORDEM, (chave) => chave.length <= 400) : null;
  const linhas = await db
    .select({ emprestimo: emprestimos, nome: clientes.nome, telefone: clientes.telefone })
    .from(emprestimos)
    .innerJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(
      doUsuario(
        emprestimos,
        usuarioId,
        inArray(emprestimos.status, ["ativo", "atrasado"]),
        lte(emprestimos.dataProximoCiclo, hoje),
        depois ? sql`(${emprestimos.clienteNome}, ${emprestimos.id}) > (${depois.chave}, ${depois.id}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(emprestimos.clienteNome), asc(emprestimos.id))
    .limit(limite + 1);
  const pag = pagina(linhas, limite, (l) => ({ chave: l.emprestimo.clienteNome, id: l.emprestimo.id }), ORDEM);
  const itens: EmprestimoACobrarApi[] = [];
  for (const l of pag.itens) {
    const e = estadoDaLinha(l.emprestimo);
    const parcelas = parcelasDoDia(e, hoje);
    // Cannot happen for a row the WHERE kept (its first open installment is due), but a list
    // item with nothing to collect would offer a button that pays nothing due.
    if (parcelas.length === 0) continue;
    const total = somaAte(parcelas.map((p) => decimalParaCentavos(p.total)));
    itens.push({
      id: l.emprestimo.id,
      clienteId: l.emprestimo.clienteId,
      clienteNome: l.nome,
      clienteTelefone: l.telefone,
      modalidade: e.modalidade,
      // The row's status waits for the daily run; the state on `hoje` is what the lender sees.
      status: estadoAtraso(e, hoje).status === "atrasado" ? "atrasado" : "ativo",
      parcelas,
      total: d(total),
    });
  }
  return { itens, proximoCursor: pag.proximoCursor };
}
