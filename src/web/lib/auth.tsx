import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
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

  const relerSessao = useCallback(async () => {
    try {
      setUser(await lerSessao());
    } catch (erro) {
      console.error("Erro ao ler a sessão:", erro);
      setUser(null);
    }
  }, []);

  useEffect(() => {
    void relerSessao().finally(() => setLoading(false));
  }, [relerSessao]);

  // The session ended elsewhere (expired, revoked, or signed out in another tab).
  const encerrarLocalmente = useCallback(() => {
    setUser(null);
    queryClient.clear();
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
    canal.onmessage = (evento: MessageEvent<MensagemCanal>) => {
      if (evento.data === "saiu") encerrarLocalmente();
      if (evento.data === "entrou") {
        // Possibly another account: nothing cached for the previous one may stay.
        queryClient.clear();
        void relerSessao();
      }
    };
    return () => {
      canal.onmessage = null;
    };
  }, [canal, encerrarLocalmente, relerSessao, queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const res = await apiRequest("POST", "/api/auth/sign-in/email", { email, password });
      const dados = (await res.json()) as { user?: unknown };
      const usuario = paraUsuario(dados.user);
      if (!usuario) throw new Error("Resposta inesperada do servidor.");
      // Nothing cached for a previous account may leak into this one.
      queryClient.clear();
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

  const valor = useMemo(
    () => ({ user, loading, signIn, signUp, signOut }),
    [user, loading, signIn, signUp, signOut],
  );
  return <Contexto.Provider value={valor}>{children}</Contexto.Provider>;
}

export function useAuth(): AuthContexto {
  const contexto = useContext(Contexto);
  if (!contexto) throw new Error("useAuth precisa estar dentro de <AuthProvider>.");
  return contexto;
}
