import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { apagarArmazem, CHAVES_DO_ARMAZEM, gravarNoArmazem, lerDoArmazem } from "../../lib/armazem-local.ts";
import { PREFIXO_DADOS_LOCAIS } from "../../lib/dados-locais.ts";
import { MARCA_DO_ARMAZEM } from "../../lib/marca-do-armazem.ts";
import type { Temporizador } from "../../lib/novas-tentativas.ts";
import { criarFilaSemConexao, type EntradaDaFila, type ResultadoDoEnvio } from "./fila-sem-conexao.ts";

// The queue over the app's real IndexedDB store (idb-keyval on fake-indexeddb): a second queue
// over the same store is the page after a reload. A real EventTarget stands for window.

interface Pagamento {
  chave: string;
}

const guardaReal = {
  ler: () => lerDoArmazem<EntradaDaFila<Pagamento>[]>(CHAVES_DO_ARMAZEM.fila),
  gravar: (entradas: readonly EntradaDaFila<Pagamento>[], dono: string | null) =>
    dono === null ? Promise.resolve() : gravarNoArmazem(CHAVES_DO_ARMAZEM.fila, entradas.length > 0 ? entradas : undefined, dono),
};

/** One page's queue: `conexao.online` is navigator.onLine; `respostas` answers each send in turn. */
function pagina(respostas: ResultadoDoEnvio[] = []) {
  const janela = new EventTarget();
  const conexao = { online: false };
  const enviados: string[] = [];
  const fila = criarFilaSemConexao<Pagamento>({
    alvo: janela,
    guarda: guardaReal,
    online: () => conexao.online,
    eventoDeLimpeza: "sessao-encerrada",
    enviar: async (entrada) => {
      enviados.push(entrada.dados.chave);
      return respostas.shift() ?? "enviado";
    },
  });
  const voltarConexao = async () => {
    conexao.online = true;
    janela.dispatchEvent(new Event("online"));
    await fila.enviarTudo();
    await fila.gravado();
  };
  return { janela, conexao, enviados, fila, voltarConexao };
}

afterEach(() => apagarArmazem());

describe("criarFilaSemConexao", () => {
  it("sends what waits when the connection returns, once, with the key it was confirmed with", async () => {
    const { fila, enviados, voltarConexao } = pagina();
    await fila.abrir("credor-1");
    fila.agendar("emprestimo-1", { chave: "chave-1" });
    fila.agendar("emprestimo-2", { chave: "chave-2" });
    expect(enviados).toEqual([]);
    await voltarConexao();
    expect(enviados).toEqual(["chave-1", "chave-2"]);
    await voltarConexao();
    expect(enviados).toHaveLength(2);
    expect(fila.todas()).toEqual([]);
    expect(await guardaReal.ler()).toBeUndefined();
  });

  it("survives a reload: the next page finds the payment, shows it, and sends it once when online", async () => {
    const antes = pagina();
    await antes.fila.abrir("credor-1");
    antes.fila.agendar("emprestimo-1", { chave: "chave-guardada" });
    await antes.fila.gravado();

    const depois = pagina();
    await depois.fila.abrir("credor-1");
    expect(depois.fila.emEspera("emprestimo-1")?.dados).toEqual({ chave: "chave-guardada" });
    expect(depois.enviados).toEqual([]);
    await depois.voltarConexao();
    expect(depois.enviados).toEqual(["chave-guardada"]);
    expect(antes.enviados).toEqual([]);
    expect(await guardaReal.ler()).toBeUndefined();
  });

  it("sends at once what an earlier visit left, when the app opens online", async () => {
    const antes = pagina();
    await antes.fila.abrir("credor-1");
    antes.fila.agendar("emprestimo-1", { chave: "deixada" });
    await antes.fila.gravado();

    const depois = pagina();
    depois.conexao.online = true;
    await depois.fila.abrir("credor-1");
    expect(depois.enviados).toEqual(["deixada"]);
  });

  it("drops, never sends, what another lender left in this browser", async () => {
    const antes = pagina();
    await antes.fila.abrir("credor-a");
    antes.fila.agendar("emprestimo-1", { chave: "de-a" });
    await antes.fila.gravado();

    const depois = pagina();
    depois.conexao.online = true;
    await depois.fila.abrir("credor-b");
    expect(depois.fila.todas()).toEqual([]);
    expect(depois.enviados).toEqual([]);
    await depois.fila.gravado();
    expect(await guardaReal.ler()).toBeUndefined();
  });

  it("keeps one payment per loan: confirming again while offline does not send twice", async () => {
    const { fila, enviados, voltarConexao } = pagina();
    await fila.abrir("credor-1");
    fila.agendar("emprestimo-1", { chave: "primeira" });
    fila.agendar("emprestimo-1", { chave: "segunda" });
    expect(fila.todas()).toHaveLength(1);
    await voltarConexao();
    expect(enviados).toEqual(["segunda"]);
  });

  it("a cancelled payment is never sent, and is gone from storage", async () => {
    const { fila, enviados, voltarConexao } = pagina();
    await fila.abrir("credor-1");
    fila.agendar("emprestimo-1", { chave: "cancelado" });
    fila.cancelar("emprestimo-1");
    await fila.gravado();
    expect(await guardaReal.ler()).toBeUndefined();
    await voltarConexao();
    expect(enviados).toEqual([]);
  });

  it("a refused payment leaves the queue; one that met no connection again waits for the next return", async () => {
    const { fila, enviados, voltarConexao } = pagina(["recusado", "sem_conexao", "enviado"]);
    await fila.abrir("credor-1");
    fila.agendar("emprestimo-1", { chave: "recusado" });
    fila.agendar("emprestimo-2", { chave: "sem-rede" });
    await voltarConexao();
    expect(enviados).toEqual(["recusado", "sem-rede"]);
    expect(fila.todas().map((e) => e.emprestimoId)).toEqual(["emprestimo-2"]);
    expect((await guardaReal.ler())?.map((e) => e.dados.chave)).toEqual(["sem-rede"]);
    await voltarConexao();
    expect(enviados).toEqual(["recusado", "sem-rede", "sem-rede"]);
    expect(fila.todas()).toEqual([]);
  });

  it("never sends one payment twice at once, however many times `online` fires", async () => {
    let liberar: (r: ResultadoDoEnvio) => void = () => undefined;
    const janela = new EventTarget();
    let envios = 0;
    const fila = criarFilaSemConexao<Pagamento>({
      alvo: janela,
      guarda: guardaReal,
      online: () => true,
      enviar: () => {
        envios++;
        return new Promise((ok) => (liberar = ok));
      },
    });
    fila.agendar("emprestimo-1", { chave: "uma" });
    janela.dispatchEvent(new Event("online"));
    janela.dispatchEvent(new Event("online"));
    void fila.enviarTudo();
    expect(envios).toBe(1);
    liberar("enviado");
    await fila.gravado();
    await expect.poll(() => fila.todas()).toEqual([]);
  });

  it("sends nothing that waited when the session ended, and writes nothing back", async () => {
    const { janela, fila, enviados, voltarConexao } = pagina();
    await fila.abrir("credor-1");
    fila.agendar("emprestimo-1", { chave: "de-quem-saiu" });
    janela.dispatchEvent(new Event("sessao-encerrada"));
    await apagarArmazem();
    await fila.gravado();
    expect(fila.todas()).toEqual([]);
    expect(await guardaReal.ler()).toBeUndefined();
    await voltarConexao();
    expect(enviados).toEqual([]);
  });

  it("a payment whose request has left can be neither cancelled nor replaced, and the screens are told it is being sent", async () => {
    let liberar: (r: ResultadoDoEnvio) => void = () => undefined;
    const enviados: string[] = [];
    const fila = criarFilaSemConexao<Pagamento>({
      alvo: new EventTarget(),
      guarda: guardaReal,
      online: () => true,
      enviar: (entrada) => {
        enviados.push(entrada.dados.chave);
        return new Promise((ok) => (liberar = ok));
      },
    });
    await fila.abrir("credor-1");
    fila.agendar("emprestimo-1", { chave: "saiu" });
    let avisos = 0;
    fila.assinar(() => avisos++);
    const antes = fila.todas();
    const envio = fila.enviarTudo();
    expect(fila.enviando("emprestimo-1")).toBe(true);
    // A new array: useSyncExternalStore sees the change and the list shows 'Enviando…'.
    expect(fila.todas()).not.toBe(antes);
    expect(avisos).toBeGreaterThan(0);
    expect(fila.cancelar("emprestimo-1")).toBe(false);
    expect(fila.agendar("emprestimo-1", { chave: "outra" })).toBe(false);
    expect(fila.emEspera("emprestimo-1")?.dados.chave).toBe("saiu");
    liberar("enviado");
    await envio;
    expect(fila.enviando("emprestimo-1")).toBe(false);
    expect(fila.todas()).toEqual([]);
    expect(enviados).toEqual(["saiu"]);
    // Once it answered, the loan takes a new payment again.
    expect(fila.agendar("emprestimo-1", { chave: "nova" })).toBe(true);
    await fila.gravado();
  });

  it("tries again, after growing waits, a send that met no connection while the browser says it is online", async () => {
    const agendadas: { acao: () => void; ms: number }[] = [];
    const temporizador: Temporizador = {
      setTimeout: (acao, ms) => agendadas.push({ acao, ms }),
      clearTimeout: () => undefined,
    };
    const respostas: ResultadoDoEnvio[] = ["sem_conexao", "sem_conexao", "enviado"];
    const enviados: string[] = [];
    const janela = new EventTarget();
    const fila = criarFilaSemConexao<Pagamento>({
      alvo: janela,
      guarda: guardaReal,
      online: () => true,
      temporizador,
      enviar: async (entrada) => {
        enviados.push(entrada.dados.chave);
        return respostas.shift() ?? "enviado";
      },
    });
    await fila.abrir("credor-1");
    fila.agendar("emprestimo-1", { chave: "mesma" });
    await fila.enviarTudo();
    expect(enviados).toEqual(["mesma"]);
    expect(agendadas.map((a) => a.ms)).toEqual([1_000]);
    agendadas[0]!.acao();
    await expect.poll(() => agendadas.length).toBe(2);
    expect(agendadas[1]!.ms).toBe(2_000);
    agendadas[1]!.acao();
    await expect.poll(() => fila.todas()).toEqual([]);
    // Every attempt carried the key chosen when it was confirmed; nothing more is scheduled.
    expect(enviados).toEqual(["mesma", "mesma", "mesma"]);
    expect(agendadas).toHaveLength(2);
    await fila.gravado();
  });

  it("a payment queued while the browser stays online (its answer was lost) is tried again by itself, after growing waits (issue 42, 8f)", async () => {
    const agendadas: { acao: () => void; ms: number }[] = [];
    const temporizador: Temporizador = {
      setTimeout: (acao, ms) => agendadas.push({ acao, ms }),
      clearTimeout: () => undefined,
    };
    const respostas: ResultadoDoEnvio[] = ["sem_conexao", "enviado"];
    const enviados: string[] = [];
    const fila = criarFilaSemConexao<Pagamento>({
      alvo: new EventTarget(),
      guarda: guardaReal,
      online: () => true,
      temporizador,
      enviar: async (entrada) => {
        enviados.push(entrada.dados.chave);
        return respostas.shift() ?? "enviado";
      },
    });
    await fila.abrir("credor-1");
    // The dialog's own send got no answer: it leaves the payment here. No `online` event will come.
    fila.agendar("emprestimo-1", { chave: "resposta-perdida" });
    expect(enviados).toEqual([]);
    expect(agendadas.map((a) => a.ms)).toEqual([1_000]);
    agendadas[0]!.acao();
    await expect.poll(() => agendadas.length).toBe(2);
    expect(agendadas[1]!.ms).toBe(2_000);
    agendadas[1]!.acao();
    await expect.poll(() => fila.todas()).toEqual([]);
    expect(enviados).toEqual(["resposta-perdida", "resposta-perdida"]);
    expect(agendadas).toHaveLength(2);
    await fila.gravado();
  });

  it("a payment queued while the browser says it is offline schedules nothing: `online` sends it", async () => {
    const agendadas: number[] = [];
    const filaComRelogio = criarFilaSemConexao<Pagamento>({
      alvo: new EventTarget(),
      guarda: guardaReal,
      online: () => false,
      temporizador: { setTimeout: (_acao, ms) => agendadas.push(ms), clearTimeout: () => undefined },
      enviar: async () => "enviado",
    });
    await filaComRelogio.abrir("credor-1");
    filaComRelogio.agendar("emprestimo-1", { chave: "sem-rede" });
    expect(agendadas).toEqual([]);
    await filaComRelogio.gravado();
  });

  it("does not try again while the browser says it is offline: its `online` event will", async () => {
    const agendadas: number[] = [];
    const canceladas: unknown[] = [];
    const conexao = { online: true };
    const fila = criarFilaSemConexao<Pagamento>({
      alvo: new EventTarget(),
      guarda: guardaReal,
      online: () => conexao.online,
      temporizador: { setTimeout: (_acao, ms) => agendadas.push(ms) - 1, clearTimeout: (id) => canceladas.push(id) },
      enviar: async () => {
        conexao.online = false;
        return "sem_conexao";
      },
    });
    await fila.abrir("credor-1");
    fila.agendar("emprestimo-1", { chave: "espera" });
    await fila.enviarTudo();
    // Queued online, it had its first retry scheduled; once the browser says offline, that is called off.
    expect(agendadas).toEqual([1_000]);
    expect(canceladas).toEqual([0]);
    expect(fila.emEspera("emprestimo-1")).toBeDefined();
    await fila.gravado();
  });

  it("tells subscribers about every change, until they leave", async () => {
    const { fila } = pagina();
    let avisos = 0;
    const sair = fila.assinar(() => avisos++);
    fila.agendar("emprestimo-1", { chave: "a" });
    fila.cancelar("emprestimo-1");
    fila.cancelar("emprestimo-1");
    expect(avisos).toBe(2);
    sair();
    fila.agendar("emprestimo-1", { chave: "b" });
    expect(avisos).toBe(2);
  });
});

describe("marca do armazém", () => {
  it("is one of the lender's localStorage keys, so every sweep of them drops it", () => {
    expect(MARCA_DO_ARMAZEM.startsWith(PREFIXO_DADOS_LOCAIS)).toBe(true);
  });
});
