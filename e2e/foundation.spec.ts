import { expect, test } from "@playwright/test";
import { adicionarDias, credorNoDashboard, criarConta, emailNovo, entrarPelaTela, esperarOApp, SENHA, toast } from "./support.ts";

test.describe("contas", () => {
  test("cadastro: senhas diferentes mostram o toast e nada é enviado; depois a conta é criada", async ({ page }) => {
    const envios: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/sign-up")) envios.push(r.url());
    });
    await page.goto("/register");
    await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
    const email = emailNovo("novo");
    await page.getByLabel("E-mail").fill(email);
    // Issue 28: the strength hint arrives with the first character (its dictionaries load lazily).
    await page.getByLabel("Senha", { exact: true }).fill("flamengo");
    await expect(page.getByText(/^Força da senha: fraca\./)).toBeVisible();
    await page.getByLabel("Senha", { exact: true }).fill(SENHA);
    await expect(page.getByText("Força da senha: forte.")).toBeVisible();
    await page.getByLabel("Confirmar Senha").fill("outra-senha");
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page)).toContainText("As senhas não coincidem");
    await expect(toast(page).getByText("Erro", { exact: true })).toBeVisible();
    expect(envios).toEqual([]);

    await page.getByLabel("Confirmar Senha").fill(SENHA);
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await expect(toast(page).getByText("Conta criada com sucesso!")).toBeVisible();
    await expect(toast(page).getByText("Você já pode fazer login.")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(envios).toHaveLength(1);
  });

  test("login com senha errada mostra 'Erro ao fazer login' e reabilita o formulário", async ({ page, baseURL }) => {
    const email = emailNovo();
    await criarConta(page.request, baseURL!, email);
    await entrarPelaTela(page, email, "senha-errada");
    await expect(toast(page).getByText("Erro ao fazer login")).toBeVisible();
    await expect(toast(page).getByText("E-mail ou senha inválidos.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Entrar", exact: true })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("login certo leva ao Dashboard; /login e /register voltam para /", async ({ page, baseURL }) => {
    const email = emailNovo();
    await criarConta(page.request, baseURL!, email);
    adicionarDias(email, 10);
    await entrarPelaTela(page, email);
    await expect(toast(page).getByText("Login realizado com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText("Total Emprestado Ativo")).toBeVisible();
    await expect(page.getByText("Nenhum vencimento hoje")).toBeVisible();
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/register");
    await expect(page).toHaveURL(/\/$/);
  });

  test("sem sessão, uma página protegida vai para /login", async ({ page }) => {
    await page.goto("/clientes");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Bem-vindo de volta" })).toBeVisible();
  });

  test("Sair encerra a sessão e volta para /login", async ({ page, baseURL }) => {
    await credorNoDashboard(page, baseURL!);
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/login$/);
    const sessao = await page.request.get("/api/auth/get-session");
    expect(await sessao.json()).toBeNull();
  });
});

test.describe("menu lateral", () => {
  test("mostra os cinco links, destaca o atual e o saldo de créditos", async ({ page, baseURL }) => {
    await credorNoDashboard(page, baseURL!, 12);
    const menu = page.getByTestId("sidebar");
    await expect(menu.getByText("Menu Principal")).toBeVisible();
    for (const nome of ["Dashboard", "Clientes", "Empréstimos", "Calendário", "Configurações"]) {
      await expect(menu.getByRole("link", { name: nome, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: "Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Clientes", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Clientes", level: 1 })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Clientes", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu.getByRole("link", { name: "Dashboard", exact: true })).not.toHaveAttribute("aria-current", "page");
    await expect(menu.getByText("12 dias")).toBeVisible();
    await expect(menu.getByRole("button", { name: "Atualizar Sessão" })).toBeVisible();
  });

  test("Ctrl+B recolhe o menu e o estado sobrevive ao recarregar", async ({ page, baseURL }) => {
    await credorNoDashboard(page, baseURL!);
    const menu = page.getByTestId("sidebar");
    await expect(menu).toHaveAttribute("data-state", "expanded");
    const larguraAberta = (await menu.boundingBox())!.width;
    expect(larguraAberta).toBeCloseTo(256, -1);
    await page.keyboard.press("Control+b");
    await expect(menu).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await menu.boundingBox())!.width).toBeCloseTo(48, -1);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "sidebar_state")?.value).toBe("false");
    await page.reload();
    await esperarOApp(page);
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "collapsed");
    await page.keyboard.press("Control+b");
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-state", "expanded");
  });

  test("em 375 px o menu abre como gaveta e fecha ao navegar", async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await credorNoDashboard(page, baseURL!);
    await expect(page.getByTestId("sidebar-mobile")).toHaveCount(0);
    await page.getByRole("button", { name: "Alternar menu" }).click();
    const gaveta = page.getByTestId("sidebar-mobile");
    await expect(gaveta).toBeVisible();
    expect((await gaveta.boundingBox())!.width).toBeCloseTo(288, -1);
    await gaveta.getByRole("link", { name: "Empréstimos", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Empréstimos", level: 1 })).toBeVisible();
    await expect(page.getByTestId("sidebar-mobile")).toHaveCount(0);
    // Nothing overflows the phone's width.
    const largura = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(largura).toBeLessThanOrEqual(375);
  });
});

test.describe("créditos", () => {
  test("conta com 0 dias vai para /creditos-esgotados e volta ao receber créditos", async ({ page, baseURL }) => {
    const email = emailNovo("sem-credito");
    await criarConta(page.request, baseURL!, email);
    await entrarPelaTela(page, email);
    await expect(page).toHaveURL(/\/creditos-esgotados$/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("button", { name: "Renovar Créditos (Em breve)" })).toBeDisabled();
    // The server refuses the working API too, not only the screens.
    const api = await page.request.get("/api/configuracoes");
    expect(api.status()).toBe(402);

    await page.goto("/clientes");
    await expect(page).toHaveURL(/\/creditos-esgotados$/);

    adicionarDias(email, 5, "bonus");
    await page.goto("/creditos-esgotados");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  });

  test("tela de créditos: saldo, expiração com dia da semana, histórico e compra pelo WhatsApp", async ({ page, baseURL }) => {
    const email = await credorNoDashboard(page, baseURL!, 20);
    adicionarDias(email, 3, "bonus", "Indicação");
    await page.goto("/creditos");
    await expect(page.getByRole("heading", { name: "Créditos", level: 1 })).toBeVisible();
    await expect(page.getByTestId("creditos-dias-restantes")).toContainText("23 dias");
    const status = await (await page.request.get("/api/creditos/status")).json();
    const [a, m, d] = status.dataExpiracao.split("-");
    const diaDaSemana = new Intl.DateTimeFormat("pt-BR", { weekday: "long", timeZone: "UTC" }).format(new Date(`${status.dataExpiracao}T12:00:00Z`));
    await expect(page.getByTestId("creditos-expiracao")).toContainText(`${d}/${m}/${a}`);
    await expect(page.getByTestId("creditos-expiracao")).toContainText(diaDaSemana);
    await expect(page.getByTestId("historico-creditos").getByText("Compra", { exact: true })).toBeVisible();
    await expect(page.getByTestId("historico-creditos").getByText("Bônus", { exact: true })).toBeVisible();
    await expect(page.getByTestId("historico-creditos").getByText("Indicação")).toBeVisible();

    // No internet here: answer for wa.me so that the new tab keeps its address.
    await page.context().route("https://wa.me/**", (rota) => rota.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" }));
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: /Comprar Créditos/ }).click()]);
    const url = new URL(popup.url());
    expect(url.hostname).toMatch(/wa\.me$/);
    expect(url.pathname).toMatch(/^\/\d{12,13}$/);
    expect(url.searchParams.get("text")).toContain(email);
  });

  test("com 2 dias o aviso de créditos acabando aparece uma vez por sessão", async ({ page, baseURL }) => {
    await credorNoDashboard(page, baseURL!, 2);
    const aviso = toast(page).getByText("Atenção! Seus créditos estão acabando");
    await expect(aviso).toBeVisible({ timeout: 10_000 });
    await expect(toast(page).getByText(/Você tem apenas 2 dia\(s\) de uso restante/)).toBeVisible();
    await expect(page.getByTestId("sidebar").getByText("2 dias")).toBeVisible();
    await page.reload();
    await esperarOApp(page);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    // The warning is decided as soon as the credit status is read (the sidebar shows it); two
    // frames later React has run that effect and drawn any toast it raised.
    await expect(page.getByTestId("sidebar").getByText("2 dias")).toBeVisible();
    await page.evaluate(() => new Promise((pronto) => requestAnimationFrame(() => requestAnimationFrame(pronto))));
    await expect(aviso).toHaveCount(0);
  });
});

test("um caminho desconhecido mostra a página 404 em inglês", async ({ page }) => {
  const resposta = await page.goto("/pagina-que-nao-existe");
  expect(resposta?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { name: "Page not found", level: 1 })).toBeVisible();
  await expect(page.getByTestId("pagina-nao-encontrada")).toHaveAttribute("lang", "en");
});

test("a página não viola a CSP", async ({ page }) => {
  const violacoes: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/i.test(m.text())) violacoes.push(m.text());
  });
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: "Bem-vindo de volta" })).toBeVisible();
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Criar conta" })).toBeVisible();
  expect(violacoes).toEqual([]);
});

test("/robots.txt é um arquivo de verdade, e os arquivos do app saem das cópias comprimidas no build", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  expect(await robots.text()).toContain("Disallow: /");

  // The page names its main script; the server answers it from the build's .br copy.
  const html = await (await request.get("/login")).text();
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const br = await request.fetch(script!, { headers: { "accept-encoding": "br" } });
  expect(br.status()).toBe(200);
  expect(br.headers()["content-encoding"]).toBe("br");
  const gz = await request.fetch(script!, { headers: { "accept-encoding": "gzip" } });
  expect(gz.headers()["content-encoding"]).toBe("gzip");
  // Playwright inflates both: the same script either way.
  expect((await br.body()).equals(await gz.body())).toBe(true);
});
