/** The server's notion of "now", a parameter so that tests can move the calendar. */
export type Clock = { now: () => Date };

export const relogioDoSistema: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export function relogioFixo(inicio: Date) {
  let atual = inicio.getTime();
  return {
    now: () => new Date(atual),
    set: (d: Date) => {
      atual = d.getTime();
    },
    avancarDias: (dias: number) => {
      atual += dias * 86_400_000;
    },
  };
}
