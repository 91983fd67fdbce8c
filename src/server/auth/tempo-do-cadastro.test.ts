import { describe, expect, it } from "vitest";
import { criarIgualadorDeTempo } from "./tempo-do-cadastro.ts";

// The clock and the sleep are injected: what is checked is how long it decides to wait, not time.
function montar() {
  let agora = 0;
  const esperas: number[] = [];
  const igualador = criarIgualadorDeTempo(
    () => agora,
    async (ms) => {
      esperas.push(ms);
    },
  );
  return { igualador, esperas, relogio: (t: number) => (agora = t) };
}

describe("igualador do tempo de resposta do cadastro", () => {
  it("sem cadastro bem-sucedido medido, não espera", async () => {
    const { igualador, esperas } = montar();
    await igualador.esperarComoSucesso(0);
    expect(esperas).toEqual([]);
  });

  it("espera o que falta para a mediana dos cadastros bem-sucedidos", async () => {
    const { igualador, esperas, relogio } = montar();
    for (const [inicio, fim] of [
      [0, 100],
      [1000, 1120],
      [2000, 2500],
    ]) {
      relogio(fim!);
      igualador.registrarSucesso(inicio!);
    }
    // Durations 100, 120 and 500: the median is 120, and 30 have already passed.
    relogio(5030);
    await igualador.esperarComoSucesso(5000);
    expect(esperas).toEqual([90]);
  });

  it("não espera quando a resposta já demorou mais que a mediana", async () => {
    const { igualador, esperas, relogio } = montar();
    relogio(100);
    igualador.registrarSucesso(0);
    relogio(5200);
    await igualador.esperarComoSucesso(5000);
    expect(esperas).toEqual([]);
  });

  it("guarda só as 21 medidas mais recentes", async () => {
    const { igualador, esperas, relogio } = montar();
    for (let i = 0; i < 21; i++) {
      relogio(i * 1000 + 1000);
      igualador.registrarSucesso(i * 1000);
    }
    for (let i = 0; i < 21; i++) {
      relogio(100_000 + i * 1000 + 10);
      igualador.registrarSucesso(100_000 + i * 1000);
    }
    relogio(200_000);
    await igualador.esperarComoSucesso(200_000);
    expect(esperas).toEqual([10]);
  });
});
