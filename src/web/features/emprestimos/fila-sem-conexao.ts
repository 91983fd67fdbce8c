/*
 * Payments confirmed while the browser had no connection, waiting for the `online` event
 * (issue 8). The wait lives outside the dialog: 'O pagamento será enviado quando a conexão
 * voltar' must stay true after the lender closes it. At most one payment waits per loan — a
 * newer confirmation of that loan replaces the older one, so reconnecting sends one payment,
 * not every attempt made while offline.
 */

export interface EnvioEmEspera<T> {
  /** What the dialog needs to show this wait again when it is reopened. */
  dados: T;
  /** Sends it; called once, when the connection returns. */
  enviar: () => void;
}

export interface FilaSemConexao<T> {
  /** Replaces whatever waited for this loan. */
  agendar(emprestimoId: string, envio: EnvioEmEspera<T>): void;
  cancelar(emprestimoId: string): void;
  emEspera(emprestimoId: string): EnvioEmEspera<T> | undefined;
  /** For useSyncExternalStore: called after every change. */
  assinar(ouvinte: () => void): () => void;
}

/**
 * `alvo` fires `online`; `eventoDeLimpeza`, when given, is an event on it after which nothing
 * waiting may be sent (the lender signed out: the next session is not theirs).
 */
export function criarFilaSemConexao<T>(alvo: Pick<EventTarget, "addEventListener">, eventoDeLimpeza?: string): FilaSemConexao<T> {
  const emEspera = new Map<string, EnvioEmEspera<T>>();
  const ouvintes = new Set<() => void>();
  const avisar = () => {
    for (const ouvinte of ouvintes) ouvinte();
  };

  alvo.addEventListener("online", () => {
    if (emEspera.size === 0) return;
    // Taken out before sending: a send that fails offline again schedules itself anew.
    const envios = [...emEspera.values()];
    emEspera.clear();
    avisar();
    for (const envio of envios) envio.enviar();
  });

  if (eventoDeLimpeza) {
    alvo.addEventListener(eventoDeLimpeza, () => {
      if (emEspera.size === 0) return;
      emEspera.clear();
      avisar();
    });
  }

  return {
    agendar(emprestimoId, envio) {
      emEspera.set(emprestimoId, envio);
      avisar();
    },
    cancelar(emprestimoId) {
      if (emEspera.delete(emprestimoId)) avisar();
    },
    emEspera: (emprestimoId) => emEspera.get(emprestimoId),
    assinar(ouvinte) {
      ouvintes.add(ouvinte);
      return () => {
        ouvintes.delete(ouvinte);
      };
    },
  };
}
