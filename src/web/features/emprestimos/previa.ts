import { estadoDaLinha } from "../../../domain/loans/db-row.ts";
import { isErroEmprestimo } from "../../../domain/loans/errors.ts";
import { previaPagamento, type OpcoesPagamento } from "../../../domain/loans/payment.ts";
import type { EmprestimoEstado, TipoPagamento } from "../../../domain/loans/types.ts";
import { parseDinheiro, type Centavos } from "../../../domain/money.ts";
import { MENSAGENS_PAGAMENTO } from "../../../domain/schemas/payment.ts";
import type { Emprestimo } from "../../lib/ledger-api.ts";

/** The rules' state of a loan from the API, or null when it carries a status or modality the rules do not know. */
export function estadoDoEmprestimo(e: Emprestimo): EmprestimoEstado | null {
  try {
    return estadoDaLinha(e);
  } catch {
    return null;
  }
}

export interface LinhasPrevia {
  jurosCiclo: Centavos;
  jurosAtraso: Centavos;
  /** Late interest the lender waives (issue 31, point 3); 0 without a waiver. */
  jurosAtrasoDispensado: Centavos;
  /** Null while a partial payment has no valid principal yet. */
  principal: Centavos | null;
  total: Centavos | null;
  /** Why the principal typed so far is not accepted. */
  aviso: string | null;
}

export type ResultadoPrevia = { ok: true; linhas: LinhasPrevia } | { ok: false; erro: string };

/**
 * The payment dialog's preview, always from the domain's previaPagamento, so that what the
 * lender sees is what the server charges. For a partial payment whose principal is still
 * empty or invalid, the interest lines are shown and the principal and total wait.
 */
export function calcularPrevia(
  estado: EmprestimoEstado,
  tipo: TipoPagamento,
  textoPrincipal: string,
  hoje: string,
  opcoes: OpcoesPagamento = {},
): ResultadoPrevia {
  const texto = textoPrincipal.trim();
  const principal = tipo === "parcial" && texto !== "" ? parseDinheiro(texto) : null;
  try {
    const p = previaPagamento(estado, tipo, principal ?? undefined, hoje, opcoes);
    return {
      ok: true,
      linhas: {
        jurosCiclo: p.valorJurosCiclo,
        jurosAtraso: p.valorJurosAtraso,
        jurosAtrasoDispensado: p.valorJurosAtrasoDispensado,
        principal: p.valorPrincipal,
        total: p.valorTotal,
        aviso: null,
      },
    };
  } catch (erro) {
    if (!isErroEmprestimo(erro)) return { ok: false, erro: "Não foi possível calcular o pagamento." };
    if (erro.codigo !== "valor_principal_invalido") return { ok: false, erro: erro.message };
    const base = previaPagamento(estado, "juros_apenas", undefined, hoje, opcoes);
    let aviso: string | null = null;
    if (texto !== "") aviso = principal === null || principal === 0 ? MENSAGENS_PAGAMENTO.valorParcial : erro.message;
    return {
      ok: true,
      linhas: {
        jurosCiclo: base.valorJurosCiclo,
        jurosAtraso: base.valorJurosAtraso,
        jurosAtrasoDispensado: base.valorJurosAtrasoDispensado,
        principal: null,
        total: null,
        aviso,
      },
    };
  }
}
