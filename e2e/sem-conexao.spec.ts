import { expect, test, type Page } from "@playwright/test";
import { criarConta, emailNovo, entrarPelaTela, adicionarDias, toast } from "./support.ts";
import { cartaoEmprestimo, cpfAleatorio, criarCliente, criarEmprestimoManual, diaMais } from "./ledger-support.ts";
import { nomeUnico, pagamentosDoCliente, vigiarPagamentos } from "./seguranca-support.ts";
import { confirmarSemConexao, DADOS_DE, esperarNaCopia, esperarServiceWorkerPronto, registrosDoIndexedDb } from "./sem-conexao-support.ts";

// Issue 27, point 2: offline that keeps its promise. A payment confirmed without a network is
// kept in IndexedDB, survives a reload, shows in the header and on the loan, can be cancelled, and
// is recorded once when the connection returns; the app reopened offline shows the lender's
// last-seen data; signing out (even offline) leaves nothing of the lender in the browser.

async function credorNovo(page: Page, baseURL: string) {
  const email = emailNovo("sem-conexao");
  await criarConta(page.request, baseURL, email);
  adicionarDias(email, 30);
  await entrarPelaTela(page, email);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  // Before any other navigation: one that interrupts the first precache leaves no worker.
  await esperarServiceWorkerPronto(page);
  return email;
}

/** A client with a R$ 1.000,00 loan for 30 days at 10%. */
async function clienteComEmprestimo(page: Page, prefixo: string) {
  const nome = nomeUnico(prefixo);
  const cliente = await criarCliente(page, { nome, cpf: cpfAleatorio() });
  await criarEmprestimoManual(page, cliente.id);
  return { nome, cliente };
}

test("sem conexão: o pagamento na fila sobrevive ao recarregar, aparece no selo e no empréstimo, pode ser cancelado e é registrado uma vez", async ({
  page,
  context,
  baseURL,
}) => {
  await credorNovo(page, baseURL!);
  const a = await clienteComEmprestimo(page, "Fila Fica");
  const b = await clienteComEmprestimo(page, "Fila Cancela");
  await page.goto("/emprestimos");
  await expect(cartaoEmprestimo(page, a.nome).getByTestId("emprestimo-vencimento")).toHaveText(diaMais(30));
  await expect(cartaoEmprestimo(page, b.nome)).toBeVisible();
  await esperarServiceWorkerPronto(page);
  await esperarNaCopia(page, b.nome);
  const pagamentos = vigiarPagamentos(page);

  await context.setOffline(true);
  await confirmarSemConexao(page, a.nome);
  await confirmarSemConexao(page, b.nome);
  await expect(page.getByRole("button", { name: "2 pagamentos aguardando conexão" })).toBeVisible();
  await expect(cartaoEmprestimo(page, a.nome).getByTestId("emprestimo-na-fila")).toContainText("Pagamento de R$ 100,00 aguardando conexão");

  // The phone kills the tab; the lender reopens the app, still without a network.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Empréstimos", level: 1 })).toBeVisible();
  await expect(page.getByTestId("dados-de")).toHaveText(DADOS_DE);
  const selo = page.getByRole("button", { name: "2 pagamentos aguardando conexão" });
  await expect(selo).toBeVisible();
  await expect(cartaoEmprestimo(page, a.nome).getByTestId("emprestimo-na-fila")).toBeVisible();

  // One of them is given up before it is sent.
  await selo.click();
  const lista = page.getByRole("dialog", { name: "Pagamentos aguardando conexão" });
  await lista.getByTestId("pagamento-na-fila").filter({ hasText: b.nome }).getByRole("button", { name: "Cancelar pagamento" }).click();
  await expect(lista.getByTestId("pagamento-na-fila")).toHaveCount(1);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "1 pagamento aguardando conexão" })).toBeVisible();
  await expect(cartaoEmprestimo(page, b.nome).getByTestId("emprestimo-na-fila")).toHaveCount(0);
  expect(pagamentos.enviados).toHaveLength(0);

  // The connection returns: the waiting payment goes by itself, and the screen is read again.
  await context.setOffline(false);
  await expect(toast(page)).toContainText("Pagamento registrado!");
  await expect(page.getByRole("button", { name: /aguardando conexão/ })).toHaveCount(0);
  await expect(page.getByTestId("dados-de")).toHaveCount(0);
  await pagamentos.todosTerminados();
  expect(await pagamentosDoCliente(page, a.cliente.id)).toHaveLength(1);
  expect(await pagamentosDoCliente(page, b.cliente.id)).toHaveLength(0);
  // Every request of that payment carried the key chosen when it was confirmed.
  expect(new Set(await pagamentos.chaves()).size).toBe(1);
  await expect(cartaoEmprestimo(page, a.nome).getByTestId("emprestimo-ciclo")).toHaveText("Ciclo 2");
  // Nothing waits any more, after another reload either.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Empréstimos", level: 1 })).toBeVisible();
  await expect(cartaoEmprestimo(page, a.nome).getByTestId("emprestimo-ciclo")).toHaveText("Ciclo 2");
  await expect(page.getByRole("button", { name: /aguardando conexão/ })).toHaveCount(0);
  expect(await pagamentosDoCliente(page, a.cliente.id)).toHaveLength(1);
  expect(await pagamentosDoCliente(page, b.cliente.id)).toHaveLength(0);
});

test("a conexão volta mas as primeiras requisições ainda falham: o pagamento e a sessão são tentados de novo sozinhos, e o pagamento sai uma vez", async ({
  page,
  context,
  baseURL,
}) => {
  await credorNovo(page, baseURL!);
  const a = await clienteComEmprestimo(page, "Volta Devagar");
  await page.goto("/emprestimos");
  await expect(cartaoEmprestimo(page, a.nome)).toBeVisible();
  await esperarServiceWorkerPronto(page);
  await esperarNaCopia(page, a.nome);
  const pagamentos = vigiarPagamentos(page);

  await context.setOffline(true);
  await confirmarSemConexao(page, a.nome);
  await page.reload();
  await expect(page.getByTestId("dados-de")).toHaveText(DADOS_DE);
  await expect(page.getByRole("button", { name: "1 pagamento aguardando conexão" })).toBeVisible();

  // As on a phone leaving a tunnel: 'online' fires, but the first payment request and the first
  // read of the session still meet no connection.
  const falharPrimeira = async (caminho: string) => {
    let falhou = false;
    await page.route(
      (url) => url.pathname === caminho,
      async (rota) => {
        if (falhou || rota.request().method() === "OPTIONS") return rota.fallback();
        falhou = true;
        await rota.abort("internetdisconnected");
      },
    );
    return () => falhou;
  };
  const pagamentoFalhou = await falharPrimeira("/api/pagamentos");
  const sessaoFalhou = await falharPrimeira("/api/auth/get-session");
  await context.setOffline(false);

  await expect(toast(page)).toContainText("Pagamento registrado!");
  expect(pagamentoFalhou()).toBe(true);
  expect(sessaoFalhou()).toBe(true);
  await expect(page.getByRole("button", { name: /aguardando conexão/ })).toHaveCount(0);
  // The session was read again by itself: the screen is no longer the offline copy.
  await expect(page.getByTestId("dados-de")).toHaveCount(0);
  await pagamentos.todosTerminados();
  expect(await pagamentosDoCliente(page, a.cliente.id)).toHaveLength(1);
  expect(new Set(await pagamentos.chaves()).size).toBe(1);
  expect(pagamentos.enviados.length).toBeGreaterThanOrEqual(2);
});

test("sem conexão, o app reaberto mostra o painel, os clientes e os empréstimos vistos por último", async ({ page, context, baseURL }) => {
  await credorNovo(page, baseURL!);
  const { nome } = await clienteComEmprestimo(page, "Visto Por Ultimo");
  // Each screen opened by its address (a new page each time, with an empty memory): the copy
  // gathers them all.
  await page.goto("/clientes");
  await expect(page.getByRole("link", { name: `Ver cliente ${nome}` })).toBeVisible();
  await esperarNaCopia(page, "/api/clientes");
  await page.goto("/emprestimos");
  await expect(cartaoEmprestimo(page, nome)).toBeVisible();
  await esperarNaCopia(page, "/api/emprestimos");
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await esperarServiceWorkerPronto(page);
  await esperarNaCopia(page, nome);
  await esperarNaCopia(page, "/api/dashboard");

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByTestId("dados-de")).toHaveText(DADOS_DE);
    await page.getByRole("navigation").getByRole("link", { name: "Clientes", exact: true }).click();
    await expect(page.getByRole("link", { name: `Ver cliente ${nome}` })).toBeVisible();
    await page.getByRole("navigation").getByRole("link", { name: "Empréstimos", exact: true }).click();
    await expect(cartaoEmprestimo(page, nome)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sem conexão com a internet" })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // Back online, the session is confirmed and the copy's mark goes away.
  await expect(page.getByTestId("dados-de")).toHaveCount(0);
  await expect(cartaoEmprestimo(page, nome)).toBeVisible();
});

// Issue 42, point 7: the dashboard's 'cadastros aguardando envio' comes in the figures' own
// answer, so the offline copy of the dashboard carries it (a read of its own replaced the copy of
// the loan list, 55b0c86); the card opens the loan list on 'Aguardando envio'.
test("um cadastro pelo link aparece no painel, também no app reaberto sem conexão, e o cartão abre a lista em 'Aguardando envio'", async ({
  page,
  context,
  baseURL,
}) => {
  await credorNovo(page, baseURL!);
  const nome = nomeUnico("Cadastrou Pelo Link");
  const link = await page.request.post("/api/links-cadastro", {
    data: {
      valorOriginal: "500",
      modalidade: "mensal",
      prazoDias: 30,
      taxaJuros: "10",
      taxaAtraso: "1",
      taxaAtrasoTipo: "percentual",
      exigirDocumentos: false,
    },
  });
  expect(link.status(), await link.text()).toBe(201);
  const { token } = (await link.json()) as { token: string };
  const cadastro = await page.request.post(`/api/cadastro/${token}`, {
    data: { nome, cpf: cpfAleatorio(), telefone: "11987654321", pix: "tomador@pix.com", aceitaTermos: true },
    headers: { origin: baseURL! },
  });
  expect(cadastro.status(), await cadastro.text()).toBe(201);

  await page.goto("/");
  const cartao = page.getByRole("link", { name: /^1 cadastro aguardando envio/ });
  await expect(cartao).toBeVisible();
  await esperarServiceWorkerPronto(page);
  await esperarNaCopia(page, '"cadastrosAguardandoEnvio":1');

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId("dados-de")).toHaveText(DADOS_DE);
    await expect(cartao).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await expect(page.getByTestId("dados-de")).toHaveCount(0);

  await cartao.click();
  await expect(page).toHaveURL(/\/emprestimos\?status=aguardando_envio$/);
  await expect(page.getByRole("group", { name: "Filtrar por situação" }).getByRole("button", { name: "Aguardando envio" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(cartaoEmprestimo(page, nome)).toBeVisible();
});

test("sair sem conexão não deixa nada do credor no IndexedDB, no Cache Storage nem no localStorage", async ({ page, context, baseURL }) => {
  const email = await credorNovo(page, baseURL!);
  const { nome, cliente } = await clienteComEmprestimo(page, "Saiu Sem Rede");
  await page.goto("/emprestimos");
  await expect(cartaoEmprestimo(page, nome)).toBeVisible();
  await esperarServiceWorkerPronto(page);
  await esperarNaCopia(page, nome);

  await context.setOffline(true);
  try {
    // A payment waiting too: it must not stay, nor be sent later under someone else's session.
    await confirmarSemConexao(page, nome);
    await expect(page.getByRole("button", { name: "1 pagamento aguardando conexão" })).toBeVisible();
    await expect.poll(async () => (await registrosDoIndexedDb(page)).filter((r) => r.includes(nome)).length).toBe(2);

    await page.getByRole("button", { name: "Sair", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);

    await expect.poll(() => registrosDoIndexedDb(page)).toEqual([]);
    const cacheStorage = await page.evaluate(async () => {
      const entradas: { url: string; texto: string }[] = [];
      for (const nomeDoCache of await caches.keys()) {
        const cache = await caches.open(nomeDoCache);
        for (const pedido of await cache.keys()) {
          const resposta = await cache.match(pedido);
          entradas.push({ url: new URL(pedido.url).pathname, texto: resposta ? await resposta.text() : "" });
        }
      }
      return entradas;
    });
    // The worker keeps the app's files (the shell still opens offline), never the API's answers.
    expect(cacheStorage.filter((e) => e.url.startsWith("/api/"))).toEqual([]);
    expect(cacheStorage.filter((e) => e.texto.includes(nome) || e.texto.includes(email)).map((e) => e.url)).toEqual([]);
    const localStorageDoCredor = await page.evaluate(() => Object.entries(localStorage));
    expect(localStorageDoCredor.filter(([chave, valor]) => chave.startsWith("credifacil:") || valor.includes(email))).toEqual([]);

    // Reopened offline, nothing of the lender is shown: there is no copy any more.
    await page.goto("/emprestimos");
    await expect(page.getByRole("heading", { name: "Sem conexão com a internet" })).toBeVisible();
    await expect(page.getByText(nome)).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
  // Back online, the session the server still had is ended, not resumed: /login, and the server
  // knows no session for this browser any more.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeVisible();
  await expect.poll(async () => (await page.request.get("/api/auth/get-session")).json()).toBeNull();
  expect(await pagamentosDoCliente(page, cliente.id).catch(() => [])).toEqual([]);
});

test("a sessão encerrada fora do app, ou outra conta entrando, apaga a cópia e a fila do credor anterior", async ({ page, context, baseURL }) => {
  await credorNovo(page, baseURL!);
  const { nome } = await clienteComEmprestimo(page, "Sessao Trocada");
  await page.goto("/emprestimos");
  await expect(cartaoEmprestimo(page, nome)).toBeVisible();
  await esperarNaCopia(page, nome);
  await context.setOffline(true);
  await confirmarSemConexao(page, nome);
  await expect.poll(async () => (await registrosDoIndexedDb(page)).filter((r) => r.includes(nome)).length).toBe(2);

  // The session ends on the server's side (expired, revoked): no sign-out ran in this browser.
  await context.clearCookies();
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => registrosDoIndexedDb(page)).toEqual([]);

  // Another lender signs in on this browser: nothing of the first is shown or sent.
  const pagamentos = vigiarPagamentos(page);
  await credorNovo(page, baseURL!);
  await page.goto("/emprestimos");
  await expect(page.getByRole("heading", { name: "Empréstimos", level: 1 })).toBeVisible();
  await expect(page.getByText(nome)).toHaveCount(0);
  await expect(page.getByRole("button", { name: /aguardando conexão/ })).toHaveCount(0);
  expect(pagamentos.enviados).toHaveLength(0);
});

test("o servidor responde com erro ao abrir o app: a tela diz que foi o servidor, não a internet, e o app abre sozinho quando ele volta", async ({
  page,
  baseURL,
}) => {
  const email = emailNovo("servidor-falhou");
  await criarConta(page.request, baseURL!, email);
  adicionarDias(email, 30);
  await entrarPelaTela(page, email);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // A server restarting behind its proxy: the session's read answers 503 until it is back.
  let falhar = true;
  await page.route("**/api/auth/get-session*", (rota) => (falhar ? rota.fulfill({ status: 503, body: "" }) : rota.continue()));
  await page.reload();
  await expect(page.getByRole("heading", { name: "O Crédito Fácil não respondeu", level: 1 })).toBeVisible();
  await expect(page.getByText("Sem conexão com a internet")).toHaveCount(0);
  // Back: the app reads the session again by itself, without the lender's tap.
  falhar = false;
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
});
