import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.ts";
import type { LogDeTarefa } from "../http/log-seguro.ts";
import { agendarLimpeza } from "./limpeza.ts";
import { agendarProcessamentoDiario, NOVA_TENTATIVA_MS } from "./processamento-diario.ts";

// When the background jobs run, on a fake clock: São Paulo's midnight (not the machine's), the
// retry after a failure, and nothing at all once stopped.

const MINUTO = 60_000;
const HORA = 60 * MINUTO;

/** A database whose transactions are counted; `resposta` decides each one (throw = failure). */
function bancoContado(resposta: (n: number) => unknown) {
  const chamadas: Date[] = [];
  const db = {
    transaction: async () => {
      chamadas.push(new Date());
      return resposta(chamadas.length);
    },
  } as unknown as Database;
  return { db, chamadas };
}

function logEmMemoria() {
  const linhas: { nivel: "info" | "error"; msg: string }[] = [];
  const log: LogDeTarefa = {
    info: (msg) => void linhas.push({ nivel: "info", msg }),
    error: (_dados, msg) => void linhas.push({ nivel: "error", msg }),
  };
  return { log, linhas };
}

const agora = () => new Date();

beforeEach(() => {
  // 20:00 in São Paulo is 23:00 UTC: a job on the machine's UTC midnight would fire within the hour.
  vi.useFakeTimers({ now: new Date("2026-11-26T20:00:00-03:00") });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("agendarProcessamentoDiario", () => {
  it("roda ao iniciar, tenta de novo um minuto depois de falhar e roda à meia-noite de São Paulo", async () => {
    const { db, chamadas } = bancoContado((n) => {
      if (n === 1) throw new Error("banco fora do ar");
      return null; // another server did the day's work
    });
    const { log, linhas } = logEmMemoria();
    const parar = agendarProcessamentoDiario(db, agora, log);
    try {
      await vi.advanceTimersByTimeAsync(0);
      expect(chamadas).toHaveLength(1);
      expect(linhas).toEqual([{ nivel: "error", msg: "processamento diário falhou" }]);

      await vi.advanceTimersByTimeAsync(NOVA_TENTATIVA_MS + 1_000);
      expect(chamadas).toHaveLength(2);
      expect(linhas[1]).toEqual({ nivel: "info", msg: "processamento diário de 2026-11-26: feito por outro servidor" });

      // Past midnight UTC, not yet midnight in São Paulo: nothing.
      await vi.advanceTimersByTimeAsync(new Date("2026-11-26T23:59:00-03:00").getTime() - Date.now());
      expect(chamadas).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(2 * MINUTO);
      expect(chamadas).toHaveLength(3);
      expect(chamadas[2]!.toISOString()).toBe("2026-11-27T03:00:00.000Z");
      expect(linhas.at(-1)?.msg).toBe("processamento diário de 2026-11-27: feito por outro servidor");

      await vi.advanceTimersByTimeAsync(24 * HORA);
      expect(chamadas).toHaveLength(4);
      expect(chamadas[3]!.toISOString()).toBe("2026-11-28T03:00:00.000Z");
    } finally {
      parar();
    }
    await vi.advanceTimersByTimeAsync(3 * 24 * HORA);
    expect(chamadas).toHaveLength(4);
  });

  it("falhando sempre, tenta a cada minuto até parar; parado, nada mais roda", async () => {
    const { db, chamadas } = bancoContado(() => {
      throw new Error("banco fora do ar");
    });
    const { log, linhas } = logEmMemoria();
    const parar = agendarProcessamentoDiario(db, agora, log);
    await vi.advanceTimersByTimeAsync(3 * NOVA_TENTATIVA_MS + 1_000);
    expect(chamadas).toHaveLength(4);
    expect(linhas.every((l) => l.nivel === "error")).toBe(true);
    parar();
    await vi.advanceTimersByTimeAsync(2 * 24 * HORA);
    expect(chamadas).toHaveLength(4);
  });

  it("parado durante uma execução que falha, não agenda nova tentativa", async () => {
    let falhar: (e: Error) => void = () => {};
    const { db, chamadas } = bancoContado(() => new Promise((_, rejeitar) => (falhar = rejeitar)));
    const { log, linhas } = logEmMemoria();
    const parar = agendarProcessamentoDiario(db, agora, log);
    await vi.advanceTimersByTimeAsync(0);
    parar();
    falhar(new Error("banco fora do ar"));
    await vi.advanceTimersByTimeAsync(2 * 24 * HORA);
    expect(chamadas).toHaveLength(1);
    expect(linhas).toEqual([{ nivel: "error", msg: "processamento diário falhou" }]);
  });
});

describe("agendarLimpeza", () => {
  it("roda ao iniciar e na virada de cada hora; uma falha vai ao log; parada, nada mais roda", async () => {
    vi.setSystemTime(new Date("2026-11-26T10:30:00-03:00"));
    const { db, chamadas } = bancoContado(() => {
      throw new Error("banco fora do ar");
    });
    const { log, linhas } = logEmMemoria();
    const parar = agendarLimpeza(db, "/nao/usado", agora, log);
    await vi.advanceTimersByTimeAsync(0);
    expect(chamadas).toHaveLength(1);
    expect(linhas).toEqual([{ nivel: "error", msg: "limpeza falhou" }]);
    await vi.advanceTimersByTimeAsync(29 * MINUTO);
    expect(chamadas).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2 * MINUTO);
    expect(chamadas.map((d) => d.toISOString())).toEqual(["2026-11-26T13:30:00.000Z", "2026-11-26T14:00:00.000Z"]);
    await vi.advanceTimersByTimeAsync(HORA);
    expect(chamadas).toHaveLength(3);
    parar();
    await vi.advanceTimersByTimeAsync(5 * HORA);
    expect(chamadas).toHaveLength(3);
  });
});
