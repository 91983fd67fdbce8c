/*
 * Sign-up answers for an e-mail that already has an account wait as long as a typical new
 * account takes (decision 0044): hashing the password evens out most of the difference, and the
 * rest (the inserts of a new account) is made up here from the median of the latest successful
 * sign-ups in this process. A median, so one slow sign-up does not stretch every answer.
 */

const AMOSTRAS = 21;

type Relogio = () => number;
type Dormir = (ms: number) => Promise<void>;

const dormirDeVerdade: Dormir = (ms) => new Promise((resolver) => setTimeout(resolver, ms));

function mediana(valores: number[]): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.floor(ordenados.length / 2)] ?? 0;
}

export function criarIgualadorDeTempo(agora: Relogio = () => performance.now(), dormir: Dormir = dormirDeVerdade) {
  const duracoes: number[] = [];
  return {
    /** How long a successful sign-up took, from `inicio` (a reading of the same clock). */
    registrarSucesso(inicio: number) {
      duracoes.push(agora() - inicio);
      if (duracoes.length > AMOSTRAS) duracoes.shift();
    },
    /** Waits until a typical successful sign-up would have answered. */
    async esperarComoSucesso(inicio: number) {
      if (duracoes.length === 0) return;
      const falta = mediana(duracoes) - (agora() - inicio);
      if (falta > 0) await dormir(falta);
    },
  };
}
