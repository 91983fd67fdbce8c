import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { aoReceberStatusDeErro, apiRequest } from "./api.ts";
import { esquecerAvisoCreditos } from "./aviso-creditos.ts";

export interface Usuario {
  id: string;
  email: string;
  name: string;
}

interface AuthContexto {
  user: Usuario | null;
  /** True until the first read of the session answers. */
  loading: boolean;
  signIn: (email: string, password: string) => Promise<Usuario>;
  signUp: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const Contexto = createContext<AuthContexto | null>(null);

/**
 * Every localStorage key this app keeps about a lender's data starts with this (e.g. the
 * pending payment intentions of the loans feature). Sign-out drops them all: the browser may be
 * shared, and the next person must find nothing of the previous lender.
 */
export const PREFIXO_DADOS_LOCAIS = "credifacil:";

/**
 * Fired on window when this browser's session ends or changes hands, for what a feature keeps in
 * memory outside the query cache (payments waiting for the connection must not be sent later
 * under someone else's session).
 */
export const EVENTO_SESSAO_ENCERRADA = "credifacil:sessao-encerrada";

function esquecerDadosDoCredor(): void {
  try {
    window.dispatchEvent(new Event(EVENTO_SESSAO_ENCERRADA));
  } catch {
    // No window (tests): nothing waits in memory.
  }
  try {
    const chaves: string[] = [];
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      if (k?.startsWith(PREFIXO_DADOS_LOCAIS)) chaves.push(k);
    }
    for (const k of chaves) localStorage.removeItem(k);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

// Tabs of one browser share the session cookie, so they share sign-in and sign-out too.
const NOME_CANAL = "credito-facil-auth";
type MensagemCanal = "entrou" | "saiu";

function paraUsuario(valor: unknown): Usuario | null {
  if (!valor || typeof valor !== "object") return null;
  const { id, email, name } = valor as Record<string, unknown>;
  if (typeof id !== "string" || typeof email !== "string") return null;
  return { id, email, name: typeof name === "string" ? name : email };
}

async function lerSessao(): Promise<Usuario | null> {
  const res = await apiRequest("GET", "/api/auth/get-session");
  const dados = (await res.json()) as { user?: unknown } | null;
  return paraUsuario(dados?.user);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [user, setUser] = useState<Usuario | null>(null);
  const [loading, setLoading] = useState(true);
  const [canal] = useState(() => (typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(NOME_CANAL)));

  // Whose data the query cache holds: a different account must never see it (shared browser).
  const donoDoCache = useRef<string | null>(null);
  const trocarDono = useCallback(
    (usuario: Usuario | null) => {
      if (usuario && donoDoCache.current !== null && donoDoCache.current !== usuario.id) {
        queryClient.clear();
        esquecerDadosDoCredor();
      }
      if (usuario) donoDoCache.current = usuario.id;
    },
    [queryClient],
  );

  const relerSessao = useCallback(async () => {
    try {
      const usuario = await lerSessao();
      trocarDono(usuario);
      setUser(usuario);
    } catch (erro) {
      console.error("Erro ao ler a sessão:", erro);
      setUser(null);
    }
  }, [trocarDono]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set after the awaited request, not synchronously in the effect
    void relerSessao().finally(() => setLoading(false));
  }, [relerSessao]);

  // The session ended elsewhere (expired, revoked, or signed out in another tab).
  // Issue 8: nothing of this lender may stay for whoever signs in next in this browser —
  // not the query cache (lists and details), not what was kept in localStorage.
  const encerrarLocalmente = useCallback(() => {
    setUser(null);
    queryClient.clear();
    esquecerDadosDoCredor();
    esquecerAvisoCreditos();
  }, [queryClient]);

  useEffect(
    () =>
      aoReceberStatusDeErro((status, url) => {
        // The auth endpoints answer 401 for a wrong password; that is not a lost session.
        if (status === 401 && !url.startsWith("/api/auth/")) setUser(null);
      }),
    [],
  );

  useEffect(() => {
    if (!canal) return;
    const aoReceber = (evento: MessageEvent<MensagemCanal>) => {
      if (evento.data === "saiu") encerrarLocalmente();
      if (evento.data === "entrou") {
        // Possibly another account: nothing cached for the previous one may stay.
        queryClient.clear();
        void relerSessao();
      }
    };
    canal.addEventListener("message", aoReceber);
    return () => {
      canal.removeEventListener("message", aoReceber);
    };
  }, [canal, encerrarLocalmente, relerSessao, queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const res = await apiRequest("POST", "/api/auth/sign-in/email", { email, password });
      const dados = (await res.json()) as { user?: unknown };
      const usuario = paraUsuario(dados.user);
      if (!usuario) throw new Error("Resposta inesperada do servidor.");
      // Nothing cached for a previous account may leak into this one, even when sign-out
      // never ran here (the session expired, or the tab was left signed in).
      queryClient.clear();
      if (donoDoCache.current !== usuario.id) esquecerDadosDoCredor();
      donoDoCache.current = usuario.id;
      setUser(usuario);
      canal?.postMessage("entrou" satisfies MensagemCanal);
      return usuario;
    },
    [queryClient, canal],
  );

  const signUp = useCallback(async (email: string, password: string) => {
    await apiRequest("POST", "/api/auth/sign-up/email", { email, password, name: email });
    // SPEC 2/8: registering does not sign in; the new lender logs in on /login.
    try {
      await apiRequest("POST", "/api/auth/sign-out", {});
    } catch (erro) {
      console.error("Erro ao encerrar a sessão criada pelo cadastro:", erro);
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      await apiRequest("POST", "/api/auth/sign-out", {});
    } catch (erro) {
      // Leave anyway: the user asked to go, and a dead session is signed out already.
      console.error("Erro ao sair:", erro);
    }
    encerrarLocalmente();
    canal?.postMessage("saiu" satisfies MensagemCanal);
    navigate("/login");
  }, [encerrarLocalmente, canal, navigate]);

  const valor = useMemo(() => ({ user, loading, signIn, signUp, signOut }), [user, loading, signIn, signUp, signOut]);
  return <Contexto.Provider value={valor}>{children}</Contexto.Provider>;
}

export function useAuth(): AuthContexto {
  const contexto = useContext(Contexto);
  if (!contexto) throw new Error("useAuth precisa estar dentro de <AuthProvider>.");
  return contexto;
}
