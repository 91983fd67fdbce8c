import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { apagarArmazem, CHAVES_DO_ARMAZEM, gravarNoArmazem, lerDoArmazem, reservarArmazem } from "./armazem-local.ts";
import { gravarCopiaDosDados, lerCopiaDosDados } from "./copia-dos-dados.ts";

// Issue 42, 8g: the offline store belongs to one lender. When another signs in on the same
// browser, the first one's copy (and queue) is erased before anything of the second is saved.

const credor = (id: string) => ({ id, email: `${id}@teste.com.br`, name: id });
const copiaDe = (id: string) => ({ credor: credor(id), guardadaEm: 1, estado: { queries: [{ de: id }] } });

afterEach(() => apagarArmazem());

describe("armazém local de um credor só", () => {
  it("a primeira gravação de outro credor apaga antes tudo o que era do anterior", async () => {
    await gravarCopiaDosDados(copiaDe("credor-a"));
    await gravarNoArmazem(CHAVES_DO_ARMAZEM.fila, [{ emprestimoId: "e-a", dono: "credor-a" }], "credor-a");
    expect((await lerCopiaDosDados())?.credor.id).toBe("credor-a");

    // B's first save is of the queue: A's copy of the screens must not survive it.
    await gravarNoArmazem(CHAVES_DO_ARMAZEM.fila, [{ emprestimoId: "e-b", dono: "credor-b" }], "credor-b");
    expect(await lerCopiaDosDados()).toBeNull();
    expect(await lerDoArmazem(CHAVES_DO_ARMAZEM.fila)).toEqual([{ emprestimoId: "e-b", dono: "credor-b" }]);
  });

  it("o mesmo credor grava por cima do que é seu sem apagar o resto", async () => {
    await gravarCopiaDosDados(copiaDe("credor-a"));
    await gravarNoArmazem(CHAVES_DO_ARMAZEM.fila, [{ emprestimoId: "e-a", dono: "credor-a" }], "credor-a");
    await gravarCopiaDosDados({ ...copiaDe("credor-a"), guardadaEm: 2 });
    expect((await lerCopiaDosDados())?.guardadaEm).toBe(2);
    expect(await lerDoArmazem(CHAVES_DO_ARMAZEM.fila)).toHaveLength(1);
  });

  it("reservar o armazém para quem entrou apaga o do anterior já, antes de qualquer gravação", async () => {
    await gravarCopiaDosDados(copiaDe("credor-a"));
    void reservarArmazem("credor-b");
    // Read right after, without awaiting the reservation: the store's operations run in order.
    expect(await lerCopiaDosDados()).toBeNull();
    await reservarArmazem("credor-a");
    await gravarCopiaDosDados(copiaDe("credor-a"));
    expect((await lerCopiaDosDados())?.credor.id).toBe("credor-a");
  });

  it("apagar e gravar em seguida (sem esperar): a gravação de quem entrou fica, nada do anterior", async () => {
    await gravarCopiaDosDados(copiaDe("credor-a"));
    void apagarArmazem();
    await gravarCopiaDosDados(copiaDe("credor-b"));
    expect((await lerCopiaDosDados())?.credor.id).toBe("credor-b");
  });
});
