// Issue 43, point 6: the simulator's 'Enviar proposta', the text the lender sends the borrower by
// WhatsApp. Built from the schedule as the server answered it, so the text says what the table shows.
import { formatarData } from "../dates.ts";
import { formatarReais, formatarTaxa, type Centavos, type TaxaCentesimos } from "../money.ts";
import type { TipoTaxaAtraso } from "./types.ts";
import type { Periodicidade } from "./cronograma.ts";

const NO_PLURAL: Record<Periodicidade, string> = { diaria: "diárias", semanal: "semanais", quinzenal: "quinzenais", mensal: "mensais" };

export interface Proposta {
  valorOriginal: Centavos;
  periodicidade: Periodicidade;
  /** In order: the first and last give the dates, the amounts the installment. */
  parcelas: readonly { vencimento: string; valor: Centavos }[];
  total: Centavos;
  multaAtraso: TaxaCentesimos;
  /** % per day (percentual) or centavos per day (fixo). */
  taxaAtraso: number;
  taxaAtrasoTipo: TipoTaxaAtraso;
}

/** The proposal in pt-BR, one fact a line (WhatsApp shows it as the lender would write it). */
export function textoDaProposta(p: Proposta): string {
  const primeira = p.parcelas[0];
  const ultima = p.parcelas[p.parcelas.length - 1];
  if (!primeira || !ultima) throw new RangeError("Proposta sem parcelas");
  const n = p.parcelas.length;
  const linhas = ["Proposta de empréstimo", `Valor: ${formatarReais(p.valorOriginal)}`];
  if (n === 1) {
    linhas.push(`Pagamento único de ${formatarReais(primeira.valor)} em ${formatarData(primeira.vencimento)}`);
  } else {
    // The last installment takes the rounding remainder (DOMAIN.md): said, so the sum checks out.
    const resto = ultima.valor !== primeira.valor ? ` (a última de ${formatarReais(ultima.valor)})` : "";
    linhas.push(`${n} parcelas ${NO_PLURAL[p.periodicidade]} de ${formatarReais(primeira.valor)}${resto}`);
    linhas.push(`Primeira parcela: ${formatarData(primeira.vencimento)}`, `Última parcela: ${formatarData(ultima.vencimento)}`);
  }
  linhas.push(`Total a pagar: ${formatarReais(p.total)}`);
  const atraso: string[] = [];
  if (p.multaAtraso > 0) atraso.push(`multa de ${formatarTaxa(p.multaAtraso)}`);
  if (p.taxaAtraso > 0) atraso.push(`juros de ${p.taxaAtrasoTipo === "percentual" ? formatarTaxa(p.taxaAtraso) : formatarReais(p.taxaAtraso)} ao dia`);
  if (atraso.length > 0) linhas.push(`Em caso de atraso: ${atraso.join(" e ")}`);
  linhas.push("Simulação sem compromisso: nada foi contratado.");
  return linhas.join("\n");
}

/** wa.me with the text and no number: WhatsApp asks whom to send it to. */
export function linkDaProposta(texto: string): string {
  return `https://wa.me/?text=${encodeURIComponent(texto)}`;
}
