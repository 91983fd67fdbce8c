import { spawnSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DATA_DIR } from "./ambiente.ts";
import { adicionarDias, criarConta, emailNovo, entrarPelaTela, SENHA, toast } from "./support.ts";

// Account basics (issue 11, point 8): the show-password toggle, inline pt-BR validation instead
// of the browser's bubbles, and 'Esqueci minha senha' with the link the operator prints.

/** Runs `npm run admin -- senha link <email>` against the server's data folder; the printed link. */
function linkDoOperador(email: string): string {
  const r = spawnSync(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", "senha", "link", email], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: "utf8",
  });
  if (r.status !== 0) throw new Error(`admin falhou: ${r.stderr}`);
  const link = /http\S+\/redefinir-senha\?token=\S+/.exec(r.stdout)?.[0];
  if (!link) throw new Error(`sem link na saída: ${r.stdout}`);
  return link;
}

const campoSenha = (page: Page, rotulo = "Senha") => page.getByLabel(rotulo, { exact: true });

test.describe("conta", () => {
  test("o olho mostra e oculta a senha sem tirar o foco nem o cursor do campo; 44 px no celular", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/login");
    const senha = campoSenha(page);
    await senha.fill("minha-senha");
    // The caret in the middle of the text, as if the lender went back to fix a letter.
    await senha.evaluate((el: HTMLInputElement) => el.setSelectionRange(4, 4));
    await expect(senha).toHaveAttribute("type", "password");

    const mostrar = page.getByRole("button", { name: "Mostrar senha" });
    await expect(mostrar).toHaveAttribute("aria-pressed", "false");
    const caixa = await mostrar.boundingBox();
    expect(caixa?.height).toBeGreaterThanOrEqual(44);
    expect(caixa?.width).toBeGreaterThanOrEqual(44);
    await mostrar.click();

    await expect(senha).toHaveAttribute("type", "text");
    await expect(senha).toBeFocused();
    expect(await senha.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([4, 4]);
    const ocultar = page.getByRole("button", { name: "Ocultar senha" });
    await expect(ocultar).toHaveAttribute("aria-pressed", "true");
    await expect(senha).toHaveValue("minha-senha");

    await ocultar.click();
    await expect(senha).toHaveAttribute("type", "password");
    await expect(senha).toBeFocused();

    // From the keyboard: Tab reaches the button, Space toggles it.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Mostrar senha" })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(senha).toHaveAttribute("type", "text");
    await expect(page.getByRole("button", { name: "Ocultar senha" })).toBeFocused();

    // The sign-up page has one per password field.
    await page.goto("/register");
    await expect(page.getByRole("button", { name: "Mostrar senha" })).toHaveCount(2);
  });

  test("validação em português sob cada campo, sem os balões do navegador; o foco vai ao primeiro campo inválido", async ({ page }) => {
    const envios: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/auth/")) envios.push(r.url());
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    // The form reached the page's script (a native bubble would have stopped the submit).
    const email = page.getByLabel("E-mail");
    await expect(page.getByText("Informe seu e-mail")).toBeVisible();
    await expect(page.getByText("Informe sua senha")).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Informe seu e-mail");
    await expect(campoSenha(page)).toHaveAccessibleDescription("Informe sua senha");

    await email.fill("nao-e-email");
    await campoSenha(page).fill("x");
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await expect(page.getByText("Informe um e-mail válido")).toBeVisible();
    await expect(page.getByText("Informe sua senha")).toHaveCount(0);
    await expect(email).toBeFocused();
    expect(envios.filter((u) => u.includes("sign-in"))).toEqual([]);

    await page.goto("/register");
    await page.getByLabel("E-mail").fill("novo@teste.com");
    await campoSenha(page).fill("123");
    await page.getByRole("button", { name: "Criar conta", exact: true }).click();
    await expect(page.getByText("A senha deve ter pelo menos 6 caracteres")).toBeVisible();
    await expect(page.getByText("Confirme a senha")).toBeVisible();
    await expect(campoSenha(page)).toBeFocused();
    expect(envios.filter((u) => u.includes("sign-up"))).toEqual([]);

    await page.goto("/esqueci-senha");
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByText("Informe seu e-mail")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toBeFocused();
  });

  test("esqueci minha senha: resposta neutra, link do operador, nova senha, sessões encerradas e login com a nova senha", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = emailNovo("esqueci");
    await criarConta(page.request, baseURL!, email);
    adicionarDias(email, 10);

    // A session open elsewhere (another phone) before the reset.
    const outro = await browser.newContext({ baseURL: baseURL!, locale: "pt-BR" });
    const outraPagina = await outro.newPage();
    await entrarPelaTela(outraPagina, email);
    await expect(outraPagina.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    await page.goto("/login");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(page).toHaveURL(/\/esqueci-senha$/);
    await page.getByLabel("E-mail").fill(email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByRole("status").getByText("Se existir uma conta com este e-mail, enviaremos um link para redefinir a senha.")).toBeVisible();

    // The same answer for an e-mail without an account.
    await page.goto("/esqueci-senha");
    await page.getByLabel("E-mail").fill(emailNovo("ninguem"));
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expect(page.getByText("Se existir uma conta com este e-mail, enviaremos um link para redefinir a senha.")).toBeVisible();

    const link = linkDoOperador(email);
    expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Redefinir senha" })).toBeVisible();
    const nova = "nova-senha-forte-456";
    await campoSenha(page, "Nova senha").fill(nova);
    await campoSenha(page, "Confirmar nova senha").fill("outra-coisa-789");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(page.getByText("As senhas não coincidem")).toBeVisible();
    await expect(campoSenha(page, "Confirmar nova senha")).toBeFocused();

    await campoSenha(page, "Confirmar nova senha").fill(nova);
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(toast(page).getByText("Senha redefinida com sucesso!")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // The other session ended with the reset.
    await outraPagina.goto("/clientes");
    await expect(outraPagina).toHaveURL(/\/login$/);
    await outro.close();

    // The old password no longer works; the new one does.
    await entrarPelaTela(page, email, SENHA);
    await expect(toast(page).getByText("E-mail ou senha inválidos.")).toBeVisible();
    await entrarPelaTela(page, email, nova);
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

    // The link works once.
    await page.request.post("/api/auth/sign-out", { data: {}, headers: { origin: baseURL! } });
    await page.goto(link);
    await campoSenha(page, "Nova senha").fill("terceira-senha-789");
    await campoSenha(page, "Confirmar nova senha").fill("terceira-senha-789");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(toast(page).getByText("Link de redefinição inválido, expirado ou já usado. Peça um novo link.")).toBeVisible();
    await expect(page).toHaveURL(/\/redefinir-senha\?token=/);
  });
});
