// The loan vocabulary of SPEC sections 3-4 and DOMAIN.md, shared by server and web.
import type { Centavos, TaxaCentesimos } from "../money.ts";
import type { ParcelaDoCronograma } from "./cronograma.ts";

/** How often a parcelado loan's installments fall due (issue 43, DOMAIN.md "Schedules"). */
export const PERIODICIDADES = ["diaria", "semanal", "quinzenal", "mensal"] as const;
export type Periodicidade = (typeof PERIODICIDADES)[number];

export function isPeriodicidade(valor: string): valor is Periodicidade {
  return (PERIODICIDADES as readonly string[]).includes(valor);
}

/** renegociado (issue 43): closed by a renegotiation into a new loan; final, like finalizado. */
export const STATUS_EMPRESTIMO = ["aguardando_envio", "ativo", "atrasado", "finalizado", "pausado", "renegociado"] as const;
export type StatusEmprestimo = (typeof STATUS_EMPRESTIMO)[number];

export const TIPOS_TAXA_ATRASO = ["percentual", "fixo"] as const;
export type TipoTaxaAtraso = (typeof TIPOS_TAXA_ATRASO)[number];

export const MODALIDADES = ["mensal", "parcelado"] as const;
export type Modalidade = (typeof MODALIDADES)[number];

export const TIPOS_PAGAMENTO = ["juros_apenas", "parcial", "total", "parcela"] as const;
export type TipoPagamento = (typeof TIPOS_PAGAMENTO)[number];

/** How the money came (DOMAIN.md; issue 31, point 2); pix is the default. */
export const FORMAS_PAGAMENTO = ["pix", "dinheiro", "transferencia", "outro"] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];
export const ROTULOS_FORMA_PAGAMENTO: Record<FormaPagamento, string> = {
  pix: "PIX",
  dinheiro: "Dinheiro",
  transferencia: "Transferência",
  outro: "Outro",
};
/** The label of a stored method; rows from before issue 31 were all PIX by default. */
export function rotuloFormaPagamento(forma: string | null | undefined): string {
  return (ROTULOS_FORMA_PAGAMENTO as Record<string, string>)[forma ?? "pix"] ?? String(forma);
}

export const ORIGENS_EMPRESTIMO = ["link", "manual"] as const;
export type OrigemEmprestimo = (typeof ORIGENS_EMPRESTIMO)[number];

export const STATUS_LINK = ["ativo", "utilizado", "cancelado", "expirado"] as const;
export type StatusLink = (typeof STATUS_LINK)[number];

/** What a borrower uploads on a sign-up link. */
/** A sign-up's identity document and proof of address, and (issue 30) a borrower's proof of payment. */
export const TIPOS_DOCUMENTO = ["documento", "comprovante", "pagamento"] as const;
/** What the sign-up link uploads. */
export const TIPOS_DOCUMENTO_CADASTRO = ["documento", "comprovante"] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

/** What the lender did with data a borrower sent for an existing client. */
export const RESOLUCOES_ATUALIZACAO = ["aceita", "descartada"] as const;

/**
 * What the loan rules read and write, in integer units. Everything else on the row
 * (ids, origem, dataEmprestimo) is the server's business.
 */
export interface EmprestimoEstado {
  modalidade: Modalidade;
  status: StatusEmprestimo;
  valorOriginal: Centavos;
  /** Mensal: principal still owed. Parcelado: the sum of installments not yet paid. */
  valorRestante: Centavos;
  /** Per cycle (mensal) or per month (parcelado). */
  taxaJuros: TaxaCentesimos;
  /** Hundredths of a percent per day when percentual; centavos per day when fixo. */
  taxaAtraso: number;
  taxaAtrasoTipo: TipoTaxaAtraso;
  /** Days per cycle; mensal only. */
  prazoDias: number | null;
  /** The cycle (mensal) or installment number (parcelado) currently due, from 1. */
  cicloAtual: number;
  /** yyyy-MM-dd; the anchor of the installment calendar for parcelado. */
  dataInicio: string | null;
  /** yyyy-MM-dd, the current due date. */
  dataProximoCiclo: string;
  /**
   * Mensal (issue 43): the unmoved due date the next cycle counts from, when dataProximoCiclo was
   * moved off a non-collection day (DOMAIN.md, "Schedules"). Absent or null: dataProximoCiclo.
   */
  dataBaseCiclo?: string | null;
  quantidadeParcelas: number | null;
  valorParcela: Centavos | null;
  /** Parcelado: how often an installment falls due (issue 43); mensal when absent. */
  periodicidade?: Periodicidade;
  /**
   * Parcelado: the written schedule, installment 1 to n (parcelas_emprestimo). Installments before
   * cicloAtual are paid. Absent on a mensal loan; on a monthly parcelado loan without it (a
   * state built by hand) the schedule is the one the loan's terms have always meant.
   */
  parcelas?: readonly ParcelaDoCronograma[] | null;
  /** Parcelado: the rate for the whole loan ("20 % no total"), instead of taxaJuros per period (then 0). */
  taxaTotal?: TaxaCentesimos | null;
  /** The penalty on an overdue cycle or installment, hundredths of a percent (0 to 20 %); 0 when absent. */
  multaAtraso?: TaxaCentesimos;
}

/** The loan as it should be persisted: its state plus the overdue figures for today. */
export interface EstadoComAtraso extends EmprestimoEstado {
  diasAtraso: number;
  valorJurosAtraso: Centavos;
  /** The penalties of the overdue cycle or installments on that day (not a column: always computed). */
  valorMulta?: Centavos;
}

export function isStatusEmprestimo(valor: string): valor is StatusEmprestimo {
  return (STATUS_EMPRESTIMO as readonly string[]).includes(valor);
}

export const ROTULOS_STATUS: Record<StatusEmprestimo, string> = {
  aguardando_envio: "Aguardando Envio",
  ativo: "Ativo",
  atrasado: "Atrasado",
  finalizado: "Finalizado",
  pausado: "Pausado",
  renegociado: "Renegociado",
};

/** The badge variants of the shadcn/ui style used by the web. */
export type VarianteBadge = "default" | "secondary" | "destructive" | "outline";

export const VARIANTES_STATUS: Record<StatusEmprestimo, VarianteBadge> = {
  aguardando_envio: "secondary",
  ativo: "default",
  atrasado: "destructive",
  finalizado: "outline",
  pausado: "secondary",
  renegociado: "outline",
};

/** SPEC section 4: an unknown status is shown as its raw text. */
export function rotuloStatus(status: string): string {
  return isStatusEmprestimo(status) ? ROTULOS_STATUS[status] : status;
}

/** The spec gives no style for an unknown status; the neutral secondary badge is used. */
export function varianteStatus(status: string): VarianteBadge {
  return isStatusEmprestimo(status) ? VARIANTES_STATUS[status] : "secondary";
}

export const ROTULOS_TIPO_PAGAMENTO: Record<TipoPagamento, string> = {
  juros_apenas: "Apenas juros",
  parcial: "Parcial",
  total: "Total",
  parcela: "Parcela",
};

export function rotuloTipoPagamento(tipo: string): string {
  return (ROTULOS_TIPO_PAGAMENTO as Record<string, string>)[tipo] ?? tipo;
}

export const ROTULOS_MODALIDADE: Record<Modalidade, string> = {
  mensal: "Mensal",
  parcelado: "Parcelado",
};

export const ROTULOS_TIPO_TAXA_ATRASO: Record<TipoTaxaAtraso, string> = {
  percentual: "Percentual (% ao dia)",
  fixo: "Fixo (R$ por dia)",
};
