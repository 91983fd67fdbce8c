import { criarNovasTentativas, type Temporizador } from "../../lib/novas-tentativas.ts";

/*
 * Payments confirmed while the browser had no connection (issue 8), kept until they are sent
 * (issue 27). The dialog promises 'será enviado quando a conexão voltar': that must stay true after
 * it is closed, after a reload and after the phone kills the app, so the queue lives outside the
 * dialog and is written to durable storage (`guarda`, IndexedDB in the app). At most one payment
 * waits per loan — a newer confirmation of that loan replaces the older one, so reconnecting sends
 * one payment, not every attempt made while offline.
 *
 * Each entry belongs to the lender who confirmed it (`dono`): a browser may be shared, and a
 * payment must never be sent under someone else's session. Entries of another lender found on
 * load are dropped, never sent.
 *
 * A payment whose request has left cannot be called back: while it is being sent it cannot be
 * cancelled or replaced (the screens show 'Enviando…'), so what the lender sees cancelled is
 * never recorded. A send that meets no connection although the browser says it is online (the
 * first seconds after `online`), or that is queued while online (the dialog's own send lost its
 * answer), is tried again after growing waits (novas-tentativas.ts).
 */

export interface EntradaDaFila<T> {
  emprestimoId: string;
  /** The lender's user id; null until the queue knows who is signed in (then kept in memory only). */
  dono: string | null;
  /** Everything needed to send it and to show it again (body, Idempotency-Key, the form). */
  dados: T;
  /** Epoch ms of the confirmation. */
  agendadoEm: number;
}

/** What became of one send: recorded, refused by the server (dropped), or still no connection (kept). */
export type ResultadoDoEnvio = "enviado" | "recusado" | "sem_conexao";

/** Where the queue is kept between page loads. */
export interface GuardaDaFila<T> {
  ler(): Promise<readonly EntradaDaFila<T>[] | undefined>;
  /** Called with [] when nothing waits: the store then holds nothing. `dono` is whose entries they are (null: nobody known yet). */
  gravar(entradas: readonly EntradaDaFila<T>[], dono: string | null): Promise<void>;
}

export interface OpcoesDaFila<T> {
  /** Fires `online` (window in the app). */
  alvo: Pick<EventTarget, "addEventListener">;
  guarda: GuardaDaFila<T>;
  enviar: (entrada: EntradaDaFila<T>) => Promise<ResultadoDoEnvio>;
  online: () => boolean;
  /** An event on `alvo` after which nothing waiting may be sent (the session ended or changed hands). */
  eventoDeLimpeza?: string;
  agora?: () => number;
  /** The retries after a send that met no connection while online (tests pass a fake clock). */
  temporizador?: Temporizador;
}

export interface FilaSemConexao<T> {
  /**
   * The signed-in lender is known: loads what they left waiting (another lender's entries are
   * dropped) and, when online, sends it.
   */
  abrir(dono: string): Promise<void>;
  /** Replaces whatever waited for this loan; false (nothing changes) while that one is being sent. */
  agendar(emprestimoId: string, dados: T): boolean;
  /** False (nothing changes) while this loan's payment is being sent: its request has left. */
  cancelar(emprestimoId: string): boolean;
  emEspera(emprestimoId: string): EntradaDaFila<T> | undefined;
  /** This loan's waiting payment is being sent now. */
  enviando(emprestimoId: string): boolean;
  /** The same array until something changes (for useSyncExternalStore). */
  todas(): readonly EntradaDaFila<T>[];
  /** Sends everything waiting, if online; resolves when every send has answered. */
  enviarTudo(): Promise<void>;
  /** For useSyncExternalStore: called after every change. */
  assinar(ouvinte: () => void): () => void;
  /** Resolves once everything changed so far is written (tests, and the sign-out's wipe). */
  gravado(): Promise<void>;
}

export function criarFilaSemConexao<T>(opcoes: OpcoesDaFila<T>): FilaSemConexao<T> {
  const { alvo, guarda, enviar, online } = opcoes;
  const agora = opcoes.agora ?? Date.now;
  let entradas: readonly EntradaDaFila<T>[] = [];
  let dono: string | null = null;
  // Bumped when the session ends: a write or load started before must not bring anything back.
  let geracao = 0;
  let gravacoes: Promise<void> = Promise.resolve();
  const enviando = new Set<EntradaDaFila<T>>();
  const ouvintes = new Set<() => void>();

  const sendoEnviado = (emprestimoId: string) => [...enviando].some((e) => e.emprestimoId === emprestimoId);

  const avisar = () => {
    for (const ouvinte of ouvintes) ouvinte();
  };

  const mudar = (novas: readonly EntradaDaFila<T>[]) => {
    entradas = novas;
    avisar();
    const minhaGeracao = geracao;
    // Only what has an owner is written: an entry without one cannot be checked after a reload.
    const duraveis = novas.filter((e) => e.dono !== null);
    // Writes go one after another, so the store ends with the latest state.
    gravacoes = gravacoes.then(() => (minhaGeracao === geracao ? guarda.gravar(duraveis, dono) : undefined)).catch(() => undefined);
  };

  // Only whether a send is under way changed: a new array, so the screens read it again; nothing to write.
  const avisarEnvio = () => {
    entradas = [...entradas];
    avisar();
  };

  const novasTentativas = criarNovasTentativas(() => void enviarTudo(), { temporizador: opcoes.temporizador });

  const enviarTudo = async () => {
    if (!online()) return;
    const pendentes = entradas.filter((e) => !enviando.has(e));
    if (pendentes.length === 0) return;
    for (const entrada of pendentes) enviando.add(entrada);
    avisarEnvio();
    let semConexao = false;
    await Promise.all(
      pendentes.map(async (entrada) => {
        let resultado: ResultadoDoEnvio;
        try {
          resultado = await enviar(entrada);
        } catch {
          resultado = "sem_conexao";
        }
        enviando.delete(entrada);
        if (resultado === "sem_conexao") semConexao = true;
        // Sent or refused: it leaves the queue (it cannot have been replaced or cancelled meanwhile).
        if (resultado !== "sem_conexao" && entradas.includes(entrada)) mudar(entradas.filter((e) => e !== entrada));
        else avisarEnvio();
      }),
    );
    if (!semConexao) novasTentativas.zerar();
    // Still waiting although the browser says it is online: the connection is not through yet.
    else if (online() && entradas.length > 0) novasTentativas.agendar();
    // Offline now: its `online` event sends what waits, with the waits starting over.
    else novasTentativas.zerar();
  };

  alvo.addEventListener("online", () => {
    novasTentativas.zerar();
    void enviarTudo();
  });

  if (opcoes.eventoDeLimpeza) {
    alvo.addEventListener(opcoes.eventoDeLimpeza, () => {
      geracao++;
      dono = null;
      novasTentativas.zerar();
      if (entradas.length === 0) return;
      // Not written: whoever ends the session wipes the store itself.
      entradas = [];
      avisar();
    });
  }

  return {
    async abrir(novoDono) {
      if (dono === novoDono) return;
      dono = novoDono;
      const minhaGeracao = geracao;
      const guardadas = (await guarda.ler().catch(() => undefined)) ?? [];
      if (minhaGeracao !== geracao || dono !== novoDono) return;
      const validas = Array.isArray(guardadas) ? guardadas.filter((e) => e && e.dono === novoDono && typeof e.emprestimoId === "string") : [];
      // What was confirmed in this tab before the owner was known is theirs; a newer one per loan wins.
      const porEmprestimo = new Map<string, EntradaDaFila<T>>();
      for (const e of validas) porEmprestimo.set(e.emprestimoId, e);
      for (const e of entradas) porEmprestimo.set(e.emprestimoId, { ...e, dono: novoDono });
      mudar([...porEmprestimo.values()]);
      await enviarTudo();
    },
    agendar(emprestimoId, dados) {
      if (sendoEnviado(emprestimoId)) return false;
      const entrada: EntradaDaFila<T> = { emprestimoId, dono, dados, agendadoEm: agora() };
      mudar([...entradas.filter((e) => e.emprestimoId !== emprestimoId), entrada]);
      // Queued while the browser says it is online: the dialog's own send got no answer (issue 42,
      // 8f). No `online` event will come, so the growing waits start now; offline, `online` sends it.
      if (online()) novasTentativas.agendar();
      return true;
    },
    cancelar(emprestimoId) {
      if (sendoEnviado(emprestimoId)) return false;
      if (entradas.some((e) => e.emprestimoId === emprestimoId)) mudar(entradas.filter((e) => e.emprestimoId !== emprestimoId));
      return true;
    },
    emEspera: (emprestimoId) => entradas.find((e) => e.emprestimoId === emprestimoId),
    enviando: sendoEnviado,
    todas: () => entradas,
    enviarTudo,
    assinar(ouvinte) {
      ouvintes.add(ouvinte);
      return () => {
        ouvintes.delete(ouvinte);
      };
    },
    gravado: () => gravacoes,
  };
}
