import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { aoReceberStatusDeErro, falhaDeConexao } from "./api.ts";
import { carregarClienteAuth, lerSessao, lerSessaoNaCarga, type Usuario } from "./sessao-api.ts";
import { limparCacheDoCredor } from "./cache-do-credor.ts";
import { esquecerAvisoCreditos } from "./aviso-creditos.ts";
import { esquecerDadosDoCredor } from "./dados-locais.ts";
import { haDadosNoArmazem } from "./marca-do-armazem.ts";
import { criarNovasTentativas, type NovasTentativas } from "./novas-tentativas.ts";

export type { Usuario };

interface AuthContexto {
  user: Usuario | null;
  /** True until the first read of the session answers. */
  loading: boolean;
  /** The last read of the session could not reach the server (offline): unknown, not signed out. */
  semConexao: boolean;
  /** With semConexao: the server answered, with an error (a 5xx, a proxy's 502), not the network. */
  falhaDoServidor: boolean;
  /**
   * Issue 27: `user` is the lender of the last-seen copy of the data kept in this browser, shown
   * because the server could not be asked (the app opened offline); it becomes false once a read
   * of the session answers.
   */
  sessaoGuardada: boolean;
  /** Reads the session again (the 'Tentar novamente' of the offline screen). */
  lerDeNovo: () => Promise<void>;
  signIn: (email: string, password: string) => Promise<Usuario>;
  signUp: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

const Contexto = createContext<AuthContexto | null>(null);

/*
 * Issue 27: a sign-out made without a connection wipes the browser at once, but the server's
 * session (an HttpOnly cookie) outlives it; back online, the next read of the session would sign
 * the lender in again for whoever holds the phone. This flag (no lender data in it, and outside
 * PREFIXO_DADOS_LOCAIS so the wipe keeps it) makes that read end the session instead.
 */
const SAIDA_PENDENTE = "credifacil-saida-pendente";

function saidaPendente(): boolean {
  try {
    return localStorage.getItem(SAIDA_PENDENTE) !== null;
  } catch {
    return false;
  }
}

function marcarSaidaPendente(pendente: boolean): void {
  try {
    if (pendente) localStorage.setItem(SAIDA_PENDENTE, "1");
    else localStorage.removeItem(SAIDA_PENDENTE);
  } catch {
    // Blocked storage: nothing to remember the sign-out with.
  }
}

/** Ends on the server the session a sign-out without connection could not end; the flag stays until it is. */
async function concluirSaidaPendente(): Promise<void> {
  try {
    const { authClient, exigirSucesso } = await carregarClienteAuth();
    exigirSucesso(await authClient.signOut({}, { disableSignal: true }));
    marcarSaidaPendente(false);
  } catch (erro) {
    console.error("Erro ao encerrar a sessão pendente:", erro);
  }
}

// Tabs of one browser share the session cookie, so they share sign-in and sign-out too.
const NOME_CANAL = "credito-facil-auth";
type MensagemCanal = "entrou" | "saiu";

/**
 * The session read from better-auth's get-session (a plain fetch: better-auth's client is only
 * loaded when the lender signs in, up or out, which keeps it off the public pages' first load),
 * plus what this app adds around it:
 * the query cache and the local data belong to one lender (cleared when the session ends or
 * changes hands, in this tab and in the others), and a 401 from any API call re-reads the session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const [sessao, setSessao] = useState<{ user: Usuario | null; isPending: boolean; semConexao: boolean; falhaDoServidor: boolean; sessaoGuardada: boolean }>({
    user: null,
    isPending: true,
    semConexao: false,
    falhaDoServidor: false,
    sessaoGuardada: false,
  });
  const [canal] = useState(() => (typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(NOME_CANAL)));
  // A read that met no connection while the browser says it is online (the first seconds after
  // `online`, a server restarting) is tried again after growing waits, so the app leaves the
  // offline copy or the 'Sem conexão' screen by itself once the server answers.
  const novasLeituras = useRef<NovasTentativas | null>(null);

  // SPEC 4: read once on load and after sign-in/out; nothing refetches on window focus.
  const aplicarLeitura = useCallback((resposta: Usuario | null) => {
    novasLeituras.current?.zerar();
    // The lender signed out offline: the session the server still has is ended, not resumed.
    let lido = resposta;
    if (lido && saidaPendente()) {
      void concluirSaidaPendente();
      lido = null;
    }
    // Nobody signed in (the session expired or was ended elsewhere): what this browser kept of a
    // lender for offline use is not to be shown to anyone any more.
    if (!lido && haDadosNoArmazem()) void esquecerDadosDoCredor();
    // Same account: keep the object, so nothing that depends on it re-runs for nothing.
    setSessao((atual) => ({
      user: lido && atual.user?.id === lido.id && atual.user.email === lido.email ? atual.user : lido,
      isPending: false,
      semConexao: false,
      falhaDoServidor: false,
      sessaoGuardada: false,
    }));
  }, []);
  const aplicarFalha = useCallback((erro: unknown) => {
    // Offline (the installed app opened without a network) or the server unreachable: not the
    // same as signed out, so the lender is not sent to /login for it.
    console.error("Erro ao ler a sessão:", erro);
    const daRede = falhaDeConexao(erro);
    // A server that answered with an error (restarting, behind a proxy's 502) is asked again too;
    // offline for the browser, its `online` event reads again.
    if (!daRede || navigator.onLine !== false) novasLeituras.current?.agendar();
    const semSessaoConhecida = (atual: typeof sessao) => atual.user === null && (atual.isPending || atual.semConexao);
    const semCopia = () =>
      setSessao((atual) => ({ ...atual, isPending: false, semConexao: atual.user === null, falhaDoServidor: atual.user === null && !daRede }));
    if (!daRede || !haDadosNoArmazem()) {
      semCopia();
      return;
    }
    // Issue 27: no network, and this browser kept the last-seen data of a lender: the app opens
    // with it (marked as a copy) instead of the blank 'Sem conexão'. Only a read of the session
    // that answers ends this (aplicarLeitura), and another lender's answer wipes the copy.
    void import("./copia-dos-dados.ts")
      .then((m) => m.lerCopiaDosDados())
      .catch(() => null)
      .then((copia) => {
        if (!copia) return semCopia();
        setSessao((atual) =>
          semSessaoConhecida(atual) ? { user: copia.credor, isPending: false, semConexao: true, falhaDoServidor: false, sessaoGuardada: true } : atual,
        );
      });
  }, []);
  const refetch = useCallback(() => lerSessao().then(aplicarLeitura, aplicarFalha), [aplicarLeitura, aplicarFalha]);
  useEffect(() => {
    const novas = criarNovasTentativas(() => void refetch());
    novasLeituras.current = novas;
    lerSessaoNaCarga().then(aplicarLeitura, aplicarFalha);
    // Back online with the session still unknown: read it at once.
    const aoVoltar = () => {
      novas.zerar();
      void refetch();
    };
    window.addEventListener("online", aoVoltar);
    return () => {
      window.removeEventListener("online", aoVoltar);
      novas.zerar();
      novasLeituras.current = null;
    };
  }, [aplicarLeitura, aplicarFalha, refetch]);

  /** The session as this tab knows it, at once, without asking the server (sign-out, a 401 anywhere). */
  const esquecerSessaoNoCliente = useCallback(
    () => setSessao({ user: null, isPending: false, semConexao: false, falhaDoServidor: false, sessaoGuardada: false }),
    [],
  );
  const { user } = sessao;

  // Whose data the query cache holds: a different account must never see it (shared browser).
  // Before paint, so no screen shows the previous account's data for a frame.
  const donoDoCache = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!user) return;
    if (donoDoCache.current !== null && donoDoCache.current !== user.id) {
      limparCacheDoCredor();
      void esquecerDadosDoCredor();
    }
    donoDoCache.current = user.id;
  }, [user]);

  // The session ended elsewhere (expired, revoked, or signed out in another tab).
  // Issue 8: nothing of this lender may stay for whoever signs in next in this browser —
  // not the query cache (lists and details), not what was kept in localStorage.
  const encerrarLocalmente = useCallback(() => {
    esquecerSessaoNoCliente();
    limparCacheDoCredor();
    void esquecerDadosDoCredor();
    esquecerAvisoCreditos();
  }, [esquecerSessaoNoCliente]);

  useEffect(
    () =>
      aoReceberStatusDeErro((status, url) => {
        // The auth endpoints answer 401 for a wrong password; that is not a lost session.
        if (status === 401 && !url.startsWith("/api/auth/")) esquecerSessaoNoCliente();
      }),
    [esquecerSessaoNoCliente],
  );

  useEffect(() => {
    if (!canal) return;
    const aoReceber = (evento: MessageEvent<MensagemCanal>) => {
      if (evento.data === "saiu") encerrarLocalmente();
      if (evento.data === "entrou") {
        // Possibly another account: nothing cached for the previous one may stay.
        limparCacheDoCredor();
        void refetch();
      }
    };
    canal.addEventListener("message", aoReceber);
    return () => {
      canal.removeEventListener("message", aoReceber);
    };
  }, [canal, encerrarLocalmente, refetch]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      const { authClient, exigirSucesso } = await carregarClienteAuth();
      // No signal: the session is read below, once, before the caller navigates.
      const { user: entrou } = exigirSucesso(await authClient.signIn.email({ email, password }, { disableSignal: true }));
      // A new session, chosen now: an older sign-out still pending no longer applies.
      marcarSaidaPendente(false);
      // Nothing cached for a previous account may leak into this one, even when sign-out
      // never ran here (the session expired, or the tab was left signed in).
      limparCacheDoCredor();
      if (donoDoCache.current !== entrou.id) void esquecerDadosDoCredor();
      donoDoCache.current = entrou.id;
      await refetch();
      canal?.postMessage("entrou" satisfies MensagemCanal);
      return { id: entrou.id, email: entrou.email, name: entrou.name || entrou.email };
    },
    [canal, refetch],
  );

  const signUp = useCallback(async (email: string, password: string) => {
    const { authClient, exigirSucesso } = await carregarClienteAuth();
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
      const { authClient, exigirSucesso } = await carregarClienteAuth();
      exigirSucesso(await authClient.signOut({}, { disableSignal: true }));
    } catch (erro) {
      // Leave anyway: the user asked to go, and a dead session is signed out already. Without a
      // connection the server's session is still alive: the next read of it ends it.
      console.error("Erro ao sair:", erro);
      if (!navigator.onLine || falhaDeConexao(erro)) marcarSaidaPendente(true);
    }
    encerrarLocalmente();
    canal?.postMessage("saiu" satisfies MensagemCanal);
    navigate("/login");
  }, [encerrarLocalmente, canal, navigate]);

  const valor = useMemo(
    () => ({
      user,
      loading: sessao.isPending,
      semConexao: sessao.semConexao,
      falhaDoServidor: sessao.falhaDoServidor,
      sessaoGuardada: sessao.sessaoGuardada,
      lerDeNovo: refetch,
      signIn,
      signUp,
      signOut,
    }),
    [user, sessao.isPending, sessao.semConexao, sessao.falhaDoServidor, sessao.sessaoGuardada, refetch, signIn, signUp, signOut],
  );
  return <Contexto.Provider value={valor}>{children}</Contexto.Provider>;
}

const naoNoServidor = () => Promise.reject(new Error("A sessão desenhada pelo servidor não muda."));

/**
 * The session as the server knows it, for the first paint it draws (primeira-pintura.tsx): a
 * fixed signed-in lender, nothing to read and no effect to run.
 */
export function SessaoDoServidor({ usuario, children }: { usuario: Usuario; children: ReactNode }) {
  const valor: AuthContexto = {
    user: usuario,
    loading: false,
    semConexao: false,
    falhaDoServidor: false,
    sessaoGuardada: false,
    lerDeNovo: naoNoServidor,
    signIn: naoNoServidor,
    signUp: naoNoServidor,
    signOut: naoNoServidor,
  };
  return <Contexto.Provider value={valor}>{children}</Contexto.Provider>;
}

export function useAuth(): AuthContexto {
  const contexto = useContext(Contexto);
  if (!contexto) throw new Error("useAuth precisa estar dentro de <AuthProvider>.");
  return contexto;
}
