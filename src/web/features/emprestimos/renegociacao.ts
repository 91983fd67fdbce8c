import { totaisCadastro } from "../../../domain/loans/new-loan.ts";
import { dividaRenegociada, isErroRenegociacao, type DividaAtual, type Renegociacao } from "../../../domain/loans/renegociacao.ts";
import { centavosParaDecimal, decimalParaCentavos, parseDinheiro } from "../../../domain/money.ts";
import { renegociacaoSchema, type RenegociacaoDados, type RenegociacaoEntrada } from "../../../domain/schemas/renegociacao.ts";
import type { DividaAtualApi } from "../../../domain/api/renegociacao.ts";
import type { ResumoTermos } from "@/components/resumo-termos.tsx";
import { termosEmBranco } from "@/lib/termos-em-branco.ts";
import { corpoDoEmprestimoManual } from "@/features/clientes/api.ts";

/*
 * Issue 43, point 5: the 'Renegociar' sheet's arithmetic, with the domain's own functions: the
 * new principal (what is owed less the forgiveness, dividaRenegociada) and the new terms' summary
 * (totaisCadastro), so what the sheet shows is what the server will write.
 */

export function valoresIniciaisDaRenegociacao(hoje: string): RenegociacaoEntrada {
  const { valorOriginal: _valor, ...termos } = termosEmBranco(hoje);
  return { perdao: "", motivoPerdao: "", ...termos };
}

export function dividaEmCentavos(d: DividaAtualApi): DividaAtual {
  return {
    principal: decimalParaCentavos(d.principal),
    juros: decimalParaCentavos(d.juros),
    jurosAtraso: decimalParaCentavos(d.jurosAtraso),
    multa: decimalParaCentavos(d.multa),
  };
}

/** The new principal for the forgiveness typed so far, or the domain's refusal in words. */
export function contaDaRenegociacao(divida: DividaAtual, perdaoDigitado: unknown): { conta: Renegociacao } | { erro: string } {
  const vazio = perdaoDigitado === undefined || perdaoDigitado === null || String(perdaoDigitado).trim() === "";
  const perdao = vazio ? 0 : parseDinheiro(String(perdaoDigitado));
  if (perdao === null) return { erro: "Valor perdoado inválido" };
  try {
    return { conta: dividaRenegociada(divida, perdao) };
  } catch (erro) {
    if (isErroRenegociacao(erro)) return { erro: erro.message };
    throw erro;
  }
}

/** The new loan's totals for the terms typed so far, or null while they are not valid yet. */
export function resumoDaRenegociacao(valores: RenegociacaoEntrada, novoPrincipal: number | null): ResumoTermos | null {
  if (novoPrincipal === null) return null;
  const r = renegociacaoSchema.safeParse({ ...valores, perdao: "", motivoPerdao: "" });
  if (!r.success) return null;
  const { perdao: _p, motivoPerdao: _m, ...termos } = r.data;
  try {
    const comValor = { ...termos, valorOriginal: novoPrincipal };
    return { termos: comValor, totais: totaisCadastro(comValor) };
  } catch {
    return null;
  }
}

/** The request body: the new terms as the manual form sends them, and the forgiveness. */
export function corpoDaRenegociacao(dados: RenegociacaoDados) {
  const { perdao, motivoPerdao, ...termos } = dados;
  const { clienteId: _c, valorOriginal: _v, ...corpo } = corpoDoEmprestimoManual({ ...termos, clienteId: "", valorOriginal: 0 });
  return {
    ...corpo,
    ...(perdao ? { perdao: centavosParaDecimal(perdao) } : {}),
    ...(perdao && motivoPerdao ? { motivoPerdao } : {}),
  };
}
