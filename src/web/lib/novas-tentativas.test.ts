import { describe, expect, it } from "vitest";
import { criarNovasTentativas, type Temporizador } from "./novas-tentativas.ts";

/** A clock the test moves by hand: `passar(ms)` runs what falls due. */
function relogio() {
  let agora = 0;
  let proximoId = 1;
  const agendadas = new Map<number, { quando: number; acao: () => void }>();
  const temporizador: Temporizador = {
    setTimeout: (acao, ms) => {
      const id = proximoId++;
      agendadas.set(id, { quando: agora + ms, acao });
      return id;
    },
    clearTimeout: (id) => void agendadas.delete(id as number),
  };
  const passar = (ms: number) => {
    agora += ms;
    for (const [id, { quando, acao }] of [...agendadas]) {
      if (quando > agora) continue;
      agendadas.delete(id);
      acao();
    }
  };
  return { temporizador, passar, pendentes: () => agendadas.size };
}

describe("criarNovasTentativas", () => {
  it("waits longer before each new attempt, up to the last wait, which repeats", () => {
    const { temporizador, passar } = relogio();
    const tentativas: number[] = [];
    let tempo = 0;
    const novas = criarNovasTentativas(() => tentativas.push(tempo), { esperas: [1_000, 2_000, 4_000], temporizador });
    for (let i = 0; i < 5; i++) {
      novas.agendar();
      // One second at a time until the attempt runs.
      const antes = tentativas.length;
      while (tentativas.length === antes) {
        tempo += 1_000;
        passar(1_000);
      }
    }
    expect(tentativas).toEqual([1_000, 3_000, 7_000, 11_000, 15_000]);
  });

  it("keeps one attempt scheduled however many times it is asked", () => {
    const { temporizador, passar, pendentes } = relogio();
    let tentativas = 0;
    const novas = criarNovasTentativas(() => tentativas++, { esperas: [1_000], temporizador });
    novas.agendar();
    novas.agendar();
    expect(pendentes()).toBe(1);
    passar(1_000);
    expect(tentativas).toBe(1);
  });

  it("zerar drops the scheduled attempt and starts the waits over", () => {
    const { temporizador, passar, pendentes } = relogio();
    let tentativas = 0;
    const novas = criarNovasTentativas(() => tentativas++, { esperas: [1_000, 5_000], temporizador });
    novas.agendar();
    passar(1_000);
    novas.agendar();
    novas.zerar();
    expect(pendentes()).toBe(0);
    passar(10_000);
    expect(tentativas).toBe(1);
    novas.agendar();
    passar(1_000);
    expect(tentativas).toBe(2);
  });
});
