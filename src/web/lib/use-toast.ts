import { useSyncExternalStore, type ReactNode } from "react";

/*
 * A tiny global store for toasts, so `toast()` works from anywhere (providers,
 * event handlers, plain functions), not only inside components.
 * SPEC 4/9: one toast visible at a time (a new one replaces the old) and a removal
 * delay after dismissal of 1,000,000 ms; the close animation hides it long before.
 */
const LIMITE_TOASTS = 1;
const ATRASO_REMOCAO_MS = 1_000_000;

export type VarianteToast = "default" | "destructive";

export interface OpcoesToast {
  title?: ReactNode;
  description?: ReactNode;
  variant?: VarianteToast;
  /** Milliseconds on screen; the provider's default (5000 ms) when omitted. */
  duration?: number;
}

export interface ToastAtivo extends OpcoesToast {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

interface Estado {
  toasts: ToastAtivo[];
}

let estado: Estado = { toasts: [] };
const ouvintes = new Set<(estado: Estado) => void>();
const remocoesPendentes = new Map<string, ReturnType<typeof setTimeout>>();
let contador = 0;

function publicar(novo: Estado): void {
  estado = novo;
  for (const ouvinte of ouvintes) ouvinte(estado);
}

function agendarRemocao(id: string): void {
  if (remocoesPendentes.has(id)) return;
  remocoesPendentes.set(
    id,
    setTimeout(() => {
      remocoesPendentes.delete(id);
      publicar({ toasts: estado.toasts.filter((t) => t.id !== id) });
    }, ATRASO_REMOCAO_MS),
  );
}

function dispensar(id?: string): void {
  for (const t of estado.toasts) if (id === undefined || t.id === id) agendarRemocao(t.id);
  publicar({
    toasts: estado.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
}

export function toast(opcoes: OpcoesToast): { id: string; dismiss: () => void } {
  contador = (contador + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(contador);
  const novo: ToastAtivo = {
    ...opcoes,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dispensar(id);
    },
  };
  publicar({ toasts: [novo, ...estado.toasts].slice(0, LIMITE_TOASTS) });
  return { id, dismiss: () => dispensar(id) };
}

function assinar(aoMudar: () => void): () => void {
  ouvintes.add(aoMudar);
  return () => {
    ouvintes.delete(aoMudar);
  };
}

const lerEstado = (): Estado => estado;

export function useToast(): { toasts: ToastAtivo[]; toast: typeof toast; dismiss: (id?: string) => void } {
  const atual = useSyncExternalStore(assinar, lerEstado, lerEstado);
  return { toasts: atual.toasts, toast, dismiss: dispensar };
}
