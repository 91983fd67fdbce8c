import { PREFIXO_DADOS_LOCAIS } from "../../lib/dados-locais.ts";
import { novoUuid } from "../../lib/uuid.ts";

/*
 * One Idempotency-Key per intended payment (issue 8). An attempt whose answer never arrived may
 * or may not have been recorded; resending it with the same key lets the server answer the
 * recorded payment instead of charging again. So the key must outlive the dialog (closing and
 * reopening) and the page (a reload), and is kept in localStorage, which also lets two tabs of
 * the same lender agree on it. It is dropped when the payment succeeds, when the lender pays
 * something else (another type or amount is another intention, with its own key), and on
 * sign-out (the browser may be shared: the auth provider drops every PREFIXO_DADOS_LOCAIS key).
 *
 * The loan's state the lender is paying against (cycle and balance) is part of the intention:
 * once any payment of that loan is recorded and the screen shows it, paying "the same" again is
 * a new decision and must not be answered with the old payment's receipt. A record that has not
 * been used for a day is dropped as well, so storage does not collect abandoned attempts.
 */

export interface IntencaoPagamento {
  emprestimoId: string;
  tipoPagamento: string;
  /** Principal of a partial payment as a decimal string ("400.00"); absent for the other types. */
  valorPrincipal?: string;
  /** Issue 43: a parcela payment of several installments at once (absent for one). */
  quantidadeParcelas?: number;
  /** versaoDoEmprestimo of the loan as the dialog shows it. */
  versaoEmprestimo: string;
}

interface Registro {
  chave: string;
  versao: string;
  /** Epoch ms of the last use: an attempt being retried stays alive. */
  usadaEm: number;
}

/** The part of Storage this module needs; localStorage, or the in-memory stand-in below. */
export type Armazenamento = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const PREFIXO = `${PREFIXO_DADOS_LOCAIS}intencao-pagamento:`;
export const VALIDADE_INTENCAO_MS = 24 * 60 * 60 * 1000;

/** The loan's state that any recorded payment changes: the cycle advances or the balance drops. */
export function versaoDoEmprestimo(emprestimo: { cicloAtual: number; valorRestante: string }): string {
  return `${emprestimo.cicloAtual}|${emprestimo.valorRestante}`;
}

/** Where an intention is stored: loan, type and amount (what the server compares, too). */
export function idDaIntencao(intencao: Pick<IntencaoPagamento, "emprestimoId" | "tipoPagamento" | "valorPrincipal" | "quantidadeParcelas">): string {
  // Paying 3 installments is another payment than paying 1; one installment keeps the old id.
  const k = intencao.quantidadeParcelas !== undefined && intencao.quantidadeParcelas > 1 ? [intencao.quantidadeParcelas] : [];
  return PREFIXO + JSON.stringify([intencao.emprestimoId, intencao.tipoPagamento, intencao.valorPrincipal ?? null, ...k]);
}

/** A Storage kept in memory: used when the browser blocks localStorage (privacy settings). */
export function armazenamentoEmMemoria(): Armazenamento {
  const itens = new Map<string, string>();
  return {
    getItem: (k) => itens.get(k) ?? null,
    setItem: (k, v) => void itens.set(k, String(v)),
    removeItem: (k) => void itens.delete(k),
    key: (i) => [...itens.keys()][i] ?? null,
    get length() {
      return itens.size;
    },
  };
}

let reserva: Armazenamento | null = null;

function armazenamentoPadrao(): Armazenamento {
  try {
    const local = globalThis.localStorage;
    if (local) {
      // Safari's private mode used to throw on write: probe before trusting it.
      local.setItem(`${PREFIXO}teste`, "1");
      local.removeItem(`${PREFIXO}teste`);
      return local;
    }
  } catch {
    // Blocked: fall through to memory, which still covers closing and reopening the dialog.
  }
  reserva ??= armazenamentoEmMemoria();
  return reserva;
}

function ler(armazenamento: Armazenamento, id: string): Registro | null {
  try {
    const bruto = armazenamento.getItem(id);
    if (!bruto) return null;
    const r = JSON.parse(bruto) as Partial<Registro>;
    if (typeof r.chave !== "string" || typeof r.versao !== "string" || typeof r.usadaEm !== "number") return null;
    return { chave: r.chave, versao: r.versao, usadaEm: r.usadaEm };
  } catch {
    return null;
  }
}

function gravar(armazenamento: Armazenamento, id: string, registro: Registro): void {
  try {
    armazenamento.setItem(id, JSON.stringify(registro));
  } catch {
    // Quota or blocked storage: the key still serves this attempt, only not a reload.
  }
}

function idsGuardados(armazenamento: Armazenamento): string[] {
  const ids: string[] = [];
  for (let i = 0; i < armazenamento.length; i++) {
    const k = armazenamento.key(i);
    if (k?.startsWith(PREFIXO)) ids.push(k);
  }
  return ids;
}

function descartarVencidas(armazenamento: Armazenamento, agora: number): void {
  for (const id of idsGuardados(armazenamento)) {
    const r = ler(armazenamento, id);
    if (!r || agora - r.usadaEm > VALIDADE_INTENCAO_MS) armazenamento.removeItem(id);
  }
}

interface Opcoes {
  armazenamento?: Armazenamento;
  agora?: number;
  gerar?: () => string;
}

/**
 * The Idempotency-Key of this intended payment: the one already used for it, or a new one
 * (remembered) when there is none, it expired, or the loan changed since.
 */
export function chaveDaIntencao(intencao: IntencaoPagamento, opcoes: Opcoes = {}): string {
  const armazenamento = opcoes.armazenamento ?? armazenamentoPadrao();
  const agora = opcoes.agora ?? Date.now();
  try {
    descartarVencidas(armazenamento, agora);
  } catch {
    // Reading storage failed; the lookup below copes on its own.
  }
  const id = idDaIntencao(intencao);
  const existente = ler(armazenamento, id);
  const chave = existente && existente.versao === intencao.versaoEmprestimo ? existente.chave : (opcoes.gerar ?? novoUuid)();
  gravar(armazenamento, id, { chave, versao: intencao.versaoEmprestimo, usadaEm: agora });
  return chave;
}

/** The payment succeeded, or the lender gave it up: the next one of the same kind is new. */
export function esquecerIntencao(intencao: Pick<IntencaoPagamento, "emprestimoId" | "tipoPagamento" | "valorPrincipal">, armazenamento?: Armazenamento): void {
  try {
    (armazenamento ?? armazenamentoPadrao()).removeItem(idDaIntencao(intencao));
  } catch {
    // Nothing to forget.
  }
}

/** Sign-out: nothing about this lender's payments stays in a browser another person may use. */
export function esquecerTodasAsIntencoes(armazenamento?: Armazenamento): void {
  try {
    const alvo = armazenamento ?? armazenamentoPadrao();
    for (const id of idsGuardados(alvo)) alvo.removeItem(id);
  } catch {
    // Nothing to forget.
  }
}
