import { estadoDaLinha } from "../../../domain/loans/db-row.ts";
import { isErroEmprestimo } from "../../../domain/loans/errors.ts";
import { previaPagamento, type OpcoesPagamento } from "../../../domain/loans/payment.ts";
import { parcelasACobrar, parcelasEmAberto } from "../../../domain/loans/parcelas-em-aberto.ts";
import type { EmprestimoEstado, TipoPagamento } from "../../../domain/loans/types.ts";
import { formatarReais, parseDinheiro, type Centavos } from "../../../domain/money.ts";
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
  /** Issue 43: the penalty, and the penalty waived with the late interest. */
  multa: Centavos;
  multaDispensada: Centavos;
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
        multa: p.valorMulta,
        multaDispensada: p.valorMultaDispensada,
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
        multa: base.valorMulta,
        multaDispensada: base.valorMultaDispensada,
        principal: null,
        total: null,
        aviso,
      },
    };
  }
}

export type PrincipalDoRecebido = { ok: true; principal: Centavos } | { ok: false; erro: string | null };

/**
 * Issue 42, point 7: 'Parcial' from the cash the lender received. The principal is what is left
 * of it once the cycle's interest (and the late interest not waived) is paid, as the domain's
 * previaPagamento charges them; more than the payoff is refused. erro is null while empty.
 */
export function principalDoRecebido(estado: EmprestimoEstado, textoRecebido: string, hoje: string, opcoes: OpcoesPagamento = {}): PrincipalDoRecebido {
  const texto = textoRecebido.trim();
  if (texto === "") return { ok: false, erro: null };
  const recebido = parseDinheiro(texto);
  if (recebido === null || recebido <= 0) return { ok: false, erro: MENSAGENS_PAGAMENTO.valorParcial };
  try {
    const juros = previaPagamento(estado, "juros_apenas", undefined, hoje, opcoes).valorTotal;
    const quitacao = previaPagamento(estado, "total", undefined, hoje, opcoes).valorTotal;
    if (recebido <= juros)
      return { ok: false, erro: `O valor recebido precisa ser maior que os juros devidos (${formatarReais(juros)}): sem sobra, não abate principal.` };
    if (recebido > quitacao) return { ok: false, erro: `O valor recebido passa do valor para quitar (${formatarReais(quitacao)}).` };
    return { ok: true, principal: (recebido - juros) as Centavos };
  } catch (erro) {
    return { ok: false, erro: isErroEmprestimo(erro) ? erro.message : "Não foi possível calcular o pagamento." };
  }
}

/**
 * Issue 43: how many installments a 'parcela' payment may cover at once, from the domain's
 * parcelasEmAberto / parcelasACobrar (what the server reads): 1..open when more than one is due
 * on `dia` (today or overdue), else null (no choice to offer).
 */
export function parcelasPagaveis(estado: EmprestimoEstado, dia: string): { devidas: number; abertas: number } | null {
  if (estado.modalidade !== "parcelado") return null;
  try {
    const devidas = parcelasACobrar(estado, dia).length;
    return devidas > 1 ? { devidas, abertas: parcelasEmAberto(estado).length } : null;
  } catch {
    return null;
  }
}
