import { expect, type Page } from "@playwright/test";
import { cartaoEmprestimo } from "./ledger-support.ts";

// Helpers of the offline browser tests (issue 27): the service worker, and what IndexedDB holds.

/** The mark of a screen showing the copy kept for offline use. */
export const SEM_CONEXAO = "Sem conexão. O pagamento será enviado quando a conexão voltar.";

/** With the browser offline: 'Registrar Pagamento' on the loan's card, confirmed, the sheet says it waits, closed with Esc. */
export async function confirmarSemConexao(page: Page, nome: string) {
  const cartao = cartaoEmprestimo(page, nome);
  await cartao.getByRole("button", { name: "Registrar Pagamento" }).click();
  const dialogo = page.getByRole("dialog", { name: "Registrar Pagamento" });
  await dialogo.getByRole("button", { name: "Confirmar Pagamento" }).click();
  await expect(dialogo.getByText(SEM_CONEXAO)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialogo).toHaveCount(0);
}

export const DADOS_DE = /^Dados de \d{2}\/\d{2} às \d{2}:\d{2}$/;

/** The service worker controls the page and has precached the app (an offline reload needs it). */
export async function esperarServiceWorkerPronto(page: Page) {
  // Polled from here: page.waitForFunction does not wait for an async predicate's answer.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registro = await navigator.serviceWorker.getRegistration();
        return Boolean(registro?.active && navigator.serviceWorker.controller);
      }),
    )
    .toBe(true);
}

/** Every record of every IndexedDB database of the page's origin, as JSON text. */
export function registrosDoIndexedDb(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registros: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const banco = await new Promise<IDBDatabase>((ok, falha) => {
        const pedido = indexedDB.open(name);
        pedido.onsuccess = () => ok(pedido.result);
        pedido.onerror = () => falha(pedido.error);
      });
      for (const loja of Array.from(banco.objectStoreNames)) {
        const valores = await new Promise<unknown[]>((ok, falha) => {
          const pedido = banco.transaction(loja).objectStore(loja).getAll();
          pedido.onsuccess = () => ok(pedido.result);
          pedido.onerror = () => falha(pedido.error);
        });
        for (const valor of valores) registros.push(JSON.stringify(valor));
      }
      banco.close();
    }
    return registros;
  });
}

/** Waits until the copy kept for offline use holds `texto` (it is written about a second after a read). */
export async function esperarNaCopia(page: Page, texto: string) {
  await expect.poll(async () => (await registrosDoIndexedDb(page)).some((r) => r.includes(texto))).toBe(true);
}
