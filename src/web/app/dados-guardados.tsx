import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { dehydrate, hydrate, useQueryClient, type DehydratedState, type Query, type QueryClient } from "@tanstack/react-query";
import { useAuth, type Usuario } from "@/lib/auth.tsx";
import { reservarArmazem } from "@/lib/armazem-local.ts";
import { gravarCopiaDosDados, lerCopiaDosDados } from "@/lib/copia-dos-dados.ts";
import { EVENTO_SESSAO_ENCERRADA } from "@/lib/dados-locais.ts";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";

/*
 * Issue 27: the signed-in frame keeps a copy of the lender's screens' data in IndexedDB while the
 * session is confirmed, and opens with it when the app starts without a network (the session
 * could not be read; auth.tsx took the lender from the copy). The copy is TanStack Query's own
 * dehydrate/hydrate of the cache (decision 0042). Only the lender's reads are copied: dashboard,
 * clients, loans, payments, calendar, credits status and settings — never the sign-up links
 * (their tokens let a borrower in) nor the activity trail.
 */

const PREFIXOS_GUARDADOS = [
  "/api/dashboard",
  "/api/clientes",
  "/api/emprestimos",
  "/api/pagamentos",
  "/api/calendario",
  "/api/creditos/status",
  "/api/configuracoes",
];

export function consultaGuardavel(queryKey: readonly unknown[]): boolean {
  const primeira = queryKey[0];
  return typeof primeira === "string" && PREFIXOS_GUARDADOS.some((p) => primeira === p || primeira.startsWith(`${p}/`) || primeira.startsWith(`${p}?`));
}

// Many answers arrive together when a screen opens: one write for all of them.
const INTERVALO_DE_GRAVACAO_MS = 1_000;
// A screen's copy older than this is not worth showing as "last seen".
const VALIDADE_DA_COPIA_MS = 30 * 24 * 60 * 60 * 1000;

type ConsultaDesidratada = DehydratedState["queries"][number];

/**
 * The copy of this page's cache over the copy already kept: a reload starts an empty cache, and
 * the screens read in an earlier visit (the client list, say) must stay in the copy until read
 * again. A query read now replaces its older copy.
 */
function juntar(anteriores: readonly ConsultaDesidratada[], atuais: readonly ConsultaDesidratada[], agora: number): ConsultaDesidratada[] {
  const porHash = new Map<string, ConsultaDesidratada>();
  for (const q of anteriores) {
    if (consultaGuardavel(q.queryKey) && agora - q.state.dataUpdatedAt < VALIDADE_DA_COPIA_MS) porHash.set(q.queryHash, q);
  }
  for (const q of atuais) porHash.set(q.queryHash, q);
  return [...porHash.values()];
}

/** Keeps the copy up to date with every successful read, until the session ends; returns the stop. */
function manterCopia(queryClient: QueryClient, credor: Usuario): () => void {
  let parado = false;
  let agendada: ReturnType<typeof setTimeout> | null = null;
  // The session is this lender's, confirmed by the server: what another lender left in this
  // browser is erased now, before anything of this one is saved (issue 42, 8g; the store runs its
  // operations in order, so the read below already finds it gone).
  void reservarArmazem(credor.id);
  // The copy kept before this page loaded, if it is this lender's (read once, before the first write).
  const anteriores: Promise<readonly ConsultaDesidratada[]> = lerCopiaDosDados()
    .then((copia) => (copia?.credor.id === credor.id ? ((copia.estado as Partial<DehydratedState>).queries ?? []) : []))
    .catch(() => []);
  const gravar = async () => {
    agendada = null;
    const base = await anteriores;
    if (parado) return;
    const atual = dehydrate(queryClient, {
      shouldDehydrateQuery: (q: Query) => q.state.status === "success" && consultaGuardavel(q.queryKey),
    });
    const agora = Date.now();
    const estado: DehydratedState = { mutations: [], queries: juntar(Array.isArray(base) ? base : [], atual.queries, agora) };
    // Through JSON: what IndexedDB stores is then exactly what a reload reads back.
    await gravarCopiaDosDados({ credor, guardadaEm: agora, estado: JSON.parse(JSON.stringify(estado)) as unknown });
  };
  const agendar = () => {
    if (!parado && agendada === null) agendada = setTimeout(() => void gravar(), INTERVALO_DE_GRAVACAO_MS);
  };
  const cancelarAssinatura = queryClient.getQueryCache().subscribe((evento) => {
    if (evento.type === "updated" && evento.action.type === "success" && consultaGuardavel(evento.query.queryKey)) agendar();
  });
  // The phone puts the app away (or the tab is closed) before the timer: write what is pending now.
  const aoEsconder = () => {
    if (document.visibilityState !== "hidden" || agendada === null) return;
    clearTimeout(agendada);
    void gravar();
  };
  const parar = () => {
    parado = true;
    if (agendada !== null) clearTimeout(agendada);
    cancelarAssinatura();
    window.removeEventListener(EVENTO_SESSAO_ENCERRADA, parar);
    document.removeEventListener("visibilitychange", aoEsconder);
  };
  document.addEventListener("visibilitychange", aoEsconder);
  // Synchronously, before the sign-out's wipe: no write may land after it.
  window.addEventListener(EVENTO_SESSAO_ENCERRADA, parar);
  // What the cache already holds (the server's first paint, the early reads) is copied too.
  agendar();
  return parar;
}

/** Puts the copy of `credorId` into the cache; the moment of its newest data, or null without a copy of theirs. */
async function restaurarCopia(queryClient: QueryClient, credorId: string): Promise<number | null> {
  const copia = await lerCopiaDosDados().catch(() => null);
  if (!copia || copia.credor.id !== credorId) return null;
  try {
    hydrate(queryClient, copia.estado as DehydratedState);
  } catch {
    return null;
  }
  let maisRecente = 0;
  for (const q of queryClient.getQueryCache().getAll()) {
    if (consultaGuardavel(q.queryKey)) maisRecente = Math.max(maisRecente, q.state.dataUpdatedAt);
  }
  return maisRecente > 0 ? maisRecente : copia.guardadaEm;
}

/** The moment of the data on screen when it comes from the kept copy (offline), else null. */
const MomentoDaCopia = createContext<number | null>(null);

export function useMomentoDaCopia(): number | null {
  return useContext(MomentoDaCopia);
}

export function DadosGuardados({ children }: { children: ReactNode }) {
  const { user, sessaoGuardada } = useAuth();
  const queryClient = useQueryClient();
  const [restaurada, setRestaurada] = useState<{ dono: string; momento: number | null } | null>(null);

  useEffect(() => {
    if (!user || !sessaoGuardada) return;
    let vigente = true;
    void restaurarCopia(queryClient, user.id).then((momento) => {
      if (vigente) setRestaurada({ dono: user.id, momento });
    });
    return () => {
      vigente = false;
    };
  }, [user, sessaoGuardada, queryClient]);

  useEffect(() => {
    if (!user || sessaoGuardada) return;
    return manterCopia(queryClient, user);
  }, [user, sessaoGuardada, queryClient]);

  // The session confirmed after the copy was shown: everything on screen is read again.
  const mostravaCopia = useRef(false);
  useEffect(() => {
    if (mostravaCopia.current && user && !sessaoGuardada) void queryClient.invalidateQueries();
    mostravaCopia.current = user !== null && sessaoGuardada;
  }, [user, sessaoGuardada, queryClient]);

  // The screens wait for the copy, so they find their data instead of starting reads that fail.
  if (user && sessaoGuardada && restaurada?.dono !== user.id) return <FullPageSpinner />;
  const momento = user && sessaoGuardada ? (restaurada?.momento ?? null) : null;
  return <MomentoDaCopia.Provider value={momento}>{children}</MomentoDaCopia.Provider>;
}
