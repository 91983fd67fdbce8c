import { describe, expect, it } from "vitest";
import { criarFilaSemConexao } from "./fila-sem-conexao.ts";

// A real EventTarget stands for window: the queue reacts to the same `online` event.
function montar() {
  const janela = new EventTarget();
  const fila = criarFilaSemConexao<string>(janela, "sessao-encerrada");
  const enviados: string[] = [];
  const envio = (dados: string) => ({ dados, enviar: () => enviados.push(dados) });
  return { janela, fila, enviados, envio };
}

describe("criarFilaSemConexao", () => {
  it("sends what waits when the connection returns, once", () => {
    const { janela, fila, enviados, envio } = montar();
    fila.agendar("emprestimo-1", envio("juros de 1"));
    fila.agendar("emprestimo-2", envio("total de 2"));
    expect(enviados).toEqual([]);
    janela.dispatchEvent(new Event("online"));
    expect(enviados).toEqual(["juros de 1", "total de 2"]);
    janela.dispatchEvent(new Event("online"));
    expect(enviados).toHaveLength(2);
    expect(fila.emEspera("emprestimo-1")).toBeUndefined();
  });

  it("keeps one payment per loan: confirming again while offline does not send twice", () => {
    const { janela, fila, enviados, envio } = montar();
    fila.agendar("emprestimo-1", envio("primeira tentativa"));
    fila.agendar("emprestimo-1", envio("segunda tentativa"));
    expect(fila.emEspera("emprestimo-1")?.dados).toBe("segunda tentativa");
    janela.dispatchEvent(new Event("online"));
    expect(enviados).toEqual(["segunda tentativa"]);
  });

  it("sends nothing that was cancelled, or that waited when the session ended", () => {
    const { janela, fila, enviados, envio } = montar();
    fila.agendar("emprestimo-1", envio("cancelado"));
    fila.cancelar("emprestimo-1");
    fila.agendar("emprestimo-2", envio("de quem saiu"));
    janela.dispatchEvent(new Event("sessao-encerrada"));
    janela.dispatchEvent(new Event("online"));
    expect(enviados).toEqual([]);
  });

  it("lets a send that fails offline again wait for the next reconnection", () => {
    const janela = new EventTarget();
    const fila = criarFilaSemConexao<number>(janela);
    let tentativas = 0;
    const agendar = () =>
      fila.agendar("emprestimo-1", {
        dados: 1,
        enviar: () => {
          tentativas++;
          if (tentativas === 1) agendar();
        },
      });
    agendar();
    janela.dispatchEvent(new Event("online"));
    expect(fila.emEspera("emprestimo-1")).toBeDefined();
    janela.dispatchEvent(new Event("online"));
    expect(tentativas).toBe(2);
    expect(fila.emEspera("emprestimo-1")).toBeUndefined();
  });

  it("tells subscribers about every change, until they leave", () => {
    const { fila, envio } = montar();
    let avisos = 0;
    const sair = fila.assinar(() => avisos++);
    fila.agendar("emprestimo-1", envio("a"));
    fila.cancelar("emprestimo-1");
    fila.cancelar("emprestimo-1");
    expect(avisos).toBe(2);
    sair();
    fila.agendar("emprestimo-1", envio("b"));
    expect(avisos).toBe(2);
  });
});
