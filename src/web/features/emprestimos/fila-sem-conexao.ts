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
  /** Called with [] when nothing waits: the store then holds nothing. */
  gravar(entradas: readonly EntradaDaFila<T>[]): Promise<void>;
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
}

export interface FilaSemConexao<T> {
  /**
   * The signed-in lender is known: loads what they left waiting (another lender's entries are
   * dropped) and, when online, sends it.
   */
  abrir(dono: string): Promise<void>;
  /** Replaces whatever waited for this loan. */
  agendar(emprestimoId: string, dados: T): void;
  cancelar(emprestimoId: string): void;
  emEspera(emprestimoId: string): EntradaDaFila<T> | undefined;
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
    gravacoes = gravacoes.then(() => (minhaGeracao === geracao ? guarda.gravar(duraveis) : undefined)).catch(() => undefined);
  };

  const enviarTudo = async () => {
    if (!online()) return;
    const pendentes = entradas.filter((e) => !enviando.has(e));
    await Promise.all(
      pendentes.map(async (entrada) => {
        enviando.add(entrada);
        let resultado: ResultadoDoEnvio;
        try {
          resultado = await enviar(entrada);
        } catch {
          resultado = "sem_conexao";
        } finally {
          enviando.delete(entrada);
        }
        // Sent or refused: it leaves the queue — unless the lender replaced or cancelled it meanwhile.
        if (resultado !== "sem_conexao" && entradas.includes(entrada)) mudar(entradas.filter((e) => e !== entrada));
      }),
    );
  };

  alvo.addEventListener("online", () => void enviarTudo());

  if (opcoes.eventoDeLimpeza) {
    alvo.addEventListener(opcoes.eventoDeLimpeza, () => {
      geracao++;
      dono = null;
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
      const entrada: EntradaDaFila<T> = { emprestimoId, dono, dados, agendadoEm: agora() };
      mudar([...entradas.filter((e) => e.emprestimoId !== emprestimoId), entrada]);
    },
    cancelar(emprestimoId) {
      if (entradas.some((e) => e.emprestimoId === emprestimoId)) mudar(entradas.filter((e) => e.emprestimoId !== emprestimoId));
    },
    emEspera: (emprestimoId) => entradas.find((e) => e.emprestimoId === emprestimoId),
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
