import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { aoReceberStatusDeErro } from "./api.ts";
import { authClient, esquecerSessaoNoCliente, exigirSucesso } from "./auth-client.ts";
import { esquecerAvisoCreditos } from "./aviso-creditos.ts";
import { esquecerDadosDoCredor } from "./dados-locais.ts";

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

// Tabs of one browser share the session cookie, so they share sign-in and sign-out too.
const NOME_CANAL = "credito-facil-auth";
type MensagemCanal = "entrou" | "saiu";

/**
 * The session from better-auth's React client (useSession), plus what this app adds around it:
 * the query cache and the local data belong to one lender (cleared when the session ends or
 * changes hands, in this tab and in the others), and a 401 from any API call re-reads the session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const sessao = authClient.useSession();
  const { refetch } = sessao;
  const [canal] = useState(() => (typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(NOME_CANAL)));

  const dados = sessao.data?.user;
  const user = useMemo<Usuario | null>(() => (dados ? { id: dados.id, email: dados.email, name: dados.name || dados.email } : null), [dados]);

  // Whose data the query cache holds: a different account must never see it (shared browser).
  // Before paint, so no screen shows the previous account's data for a frame.
  const donoDoCache = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!user) return;
    if (donoDoCache.current !== null && donoDoCache.current !== user.id) {
      queryClient.clear();
      esquecerDadosDoCredor();
    }
    donoDoCache.current = user.id;
  }, [user, queryClient]);

  // The session ended elsewhere (expired, revoked, or signed out in another tab).
  // Issue 8: nothing of this lender may stay for whoever signs in next in this browser —
  // not the query cache (lists and details), not what was kept in localStorage.
  const encerrarLocalmente = useCallback(() => {
    esquecerSessaoNoCliente();
    queryClient.clear();
    esquecerDadosDoCredor();
    esquecerAvisoCreditos();
  }, [queryClient]);

  useEffect(
    () =>
      aoReceberStatusDeErro((status, url) => {
        // The auth endpoints answer 401 for a wrong password; that is not a lost session.
        if (status === 401 && !url.startsWith("/api/auth/")) esquecerSessaoNoCliente();
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
        void refetch();
      }
    };
    canal.addEventListener("message", aoReceber);
    return () => {
      canal.removeEventListener("message", aoReceber);
    };
  }, [canal, encerrarLocalmente, refetch, queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      // No signal: the session is read below, once, before the caller navigates.
      const { user: entrou } = exigirSucesso(await authClient.signIn.email({ email, password }, { disableSignal: true }));
      // Nothing cached for a previous account may leak into this one, even when sign-out
      // never ran here (the session expired, or the tab was left signed in).
      queryClient.clear();
      if (donoDoCache.current !== entrou.id) esquecerDadosDoCredor();
      donoDoCache.current = entrou.id;
      await refetch();
      canal?.postMessage("entrou" satisfies MensagemCanal);
      return { id: entrou.id, email: entrou.email, name: entrou.name || entrou.email };
    },
    [queryClient, canal, refetch],
  );

  const signUp = useCallback(async (email: string, password: string) => {
    // No signal: the session the sign-up opens is closed at once, and this tab must not see it.
    exigirSucesso(await authClient.signUp.email({ email, password, name: email }, { disableSignal: true }));
    // SPEC 2/8: registering does not sign in; the new lender logs in on /login.
    try {
      exigirSucesso(await authClient.signOut({}, { disableSignal: true }));
    } catch (erro) {
      console.error("Erro ao encerrar a sessão criada pelo cadastro:", erro);
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      exigirSucesso(await authClient.signOut({}, { disableSignal: true }));
    } catch (erro) {
      // Leave anyway: the user asked to go, and a dead session is signed out already.
      console.error("Erro ao sair:", erro);
    }
    encerrarLocalmente();
    canal?.postMessage("saiu" satisfies MensagemCanal);
    navigate("/login");
  }, [encerrarLocalmente, canal, navigate]);

  const valor = useMemo(() => ({ user, loading: sessao.isPending, signIn, signUp, signOut }), [user, sessao.isPending, signIn, signUp, signOut]);
  return <Contexto.Provider value={valor}>{children}</Contexto.Provider>;
}

export function useAuth(): AuthContexto {
  const contexto = useContext(Contexto);
  if (!contexto) throw new Error("useAuth precisa estar dentro de <AuthProvider>.");
  return contexto;
}
