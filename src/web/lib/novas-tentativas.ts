/*
 * Trying again after a failure that only the network explains. The browser's `online` event says
 * an interface came up, not that requests get through: on a phone leaving a tunnel, and in
 * Chromium's own offline switch, the first requests after it can still fail with "no
 * connection". Whatever waited for that event (payments in the queue, the session's read) then
 * tries again after growing waits, until it gets through or the browser says it is offline again
 * (its next `online` starts over).
 *
 * A few lines over setTimeout rather than a retry library (decision 0052): the loop's condition is
 * the caller's state (something still waits, the browser is online), re-armed by events, which a
 * per-call retry wrapper does not model.
 */

/** Waits between attempts: quick at first (the connection is usually back within seconds), then every 30 s. */
export const ESPERAS_ENTRE_TENTATIVAS_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

export interface Temporizador {
  setTimeout: (acao: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

const temporizadorDoNavegador: Temporizador = {
  setTimeout: (acao, ms) => globalThis.setTimeout(acao, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

export interface NovasTentativas {
  /** Schedules the next attempt (if none is scheduled), each wait longer than the last. */
  agendar(): void;
  /** It got through, or an `online` event starts over: nothing scheduled, the next wait is the first. */
  zerar(): void;
}

export function criarNovasTentativas(
  tentar: () => void,
  { esperas = ESPERAS_ENTRE_TENTATIVAS_MS, temporizador = temporizadorDoNavegador }: { esperas?: readonly number[]; temporizador?: Temporizador } = {},
): NovasTentativas {
  let feitas = 0;
  let agendada: unknown = null;
  return {
    agendar() {
      if (agendada !== null) return;
      const espera = esperas[Math.min(feitas, esperas.length - 1)] ?? 30_000;
      feitas++;
      agendada = temporizador.setTimeout(() => {
        agendada = null;
        tentar();
      }, espera);
    },
    zerar() {
      feitas = 0;
      if (agendada === null) return;
      temporizador.clearTimeout(agendada);
      agendada = null;
    },
  };
}
