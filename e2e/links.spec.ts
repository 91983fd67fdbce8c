import { expect, test, type Page } from "@playwright/test";
import { toast } from "./support.ts";
import { cartaoEmprestimo, cpfAleatorio, credorDoLedger, definirNomeDoCredor, diaMais, hojeIso, registrarChamadas } from "./ledger-support.ts";
import { aceitarContratoNoCadastro, celularDoTomador, idDoLink, itemLink, mesesDepois, PDF, PNG, transbordaDoCelular } from "./links-support.ts";

// Sign-up links end to end against the real server: the lender's form with the shared schema's
// messages and the borrower's totals, copying the link, the borrower's phone page with uploads
// checked in the browser and on the server, the new client and loan on the lender's side, the
// private documents, activation, and links that stop working (used, cancelled).

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

const TIPO_INVALIDO = "Apenas arquivos JPG, PNG e PDF são permitidos.";

async function abrirNovoEmprestimo(page: Page) {
  await page.goto("/emprestimos");
  await page.getByRole("link", { name: "Novo Empréstimo" }).click();
  await expect(page).toHaveURL(/\/emprestimos\/novo$/);
  await expect(page.getByRole("heading", { name: "Novo Empréstimo", level: 1 })).toBeVisible();
}

test("link parcelado com documentos: do credor ao cadastro do tomador, documentos e ativação", async ({ page, baseURL, browser }) => {
  await credorDoLedger(page, baseURL!, "links");
  await definirNomeDoCredor(page, baseURL!);
  const criacoes = registrarChamadas(page, "POST", "/api/links-cadastro");
  await abrirNovoEmprestimo(page);
  await expect(page.getByText("Nenhum link enviado")).toBeVisible();

  // Defaults: today, mensal, percentual, 7 days; the summary waits for the terms.
  await expect(page.getByLabel("Data de início")).toHaveValue(hojeIso());
  await expect(page.getByRole("radio", { name: "Mensal" })).toBeChecked();
  await expect(page.getByLabel("Tipo de atraso")).toHaveText("Percentual (% ao dia)");
  await expect(page.getByLabel("Validade do link (dias)")).toHaveValue("7");
  await expect(page.getByLabel("Exigir documentos")).not.toBeChecked();
  await expect(page.getByLabel("Prazo (dias)")).toBeVisible();
  await expect(page.getByLabel("Taxa de juros (%)")).toBeVisible();
  await expect(page.getByTestId("resumo-total")).toHaveCount(0);

  // Empty form: the schema's messages under the fields, and nothing sent.
  await page.getByRole("button", { name: "Gerar Link" }).click();
  for (const mensagem of ["Valor obrigatório", "Taxa obrigatória", "Taxa de atraso obrigatória", "Prazo obrigatório"]) {
    await expect(page.getByText(mensagem, { exact: true })).toBeVisible();
  }
  expect(criacoes).toHaveLength(0);

  // Parcelado: months and monthly rate replace term and rate.
  await page.getByRole("radio", { name: "Parcelado" }).click();
  await expect(page.getByLabel("Prazo (dias)")).toHaveCount(0);
  await page.getByLabel("Valor emprestado (R$)").fill("1.000,00");
  await page.getByLabel("Quantidade de meses").fill("3");
  await page.getByLabel("Taxa de juros ao mês (%)").fill("10");
  await expect(page.getByTestId("resumo-total")).toHaveText("R$ 1.300,00");
  await expect(page.getByTestId("resumo-parcela")).toHaveText("3x de R$ 433,33");
  await expect(page.getByTestId("resumo-link")).toContainText("A última parcela é de R$ 433,34");
  await page.getByLabel("Taxa de atraso (% ao dia)").fill("1");
  await page.getByLabel("Exigir documentos").check();
  await page.getByRole("button", { name: "Gerar Link" }).click();

  // The link, copied to the clipboard.
  const gerado = page.getByTestId("link-gerado");
  await expect(gerado).toBeVisible();
  const campoUrl = page.getByLabel("Link de cadastro");
  await expect(campoUrl).toHaveValue(new RegExp(`^${baseURL}/cadastro/[A-Za-z0-9_-]{20,}$`));
  const url = await campoUrl.inputValue();
  await expect(campoUrl).toHaveAttribute("readonly", "");
  await gerado.getByRole("button", { name: "Copiar link" }).click();
  await expect(toast(page)).toContainText("Link copiado!");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(criacoes).toHaveLength(1);
  expect(criacoes[0]!.postDataJSON()).toMatchObject({
    valorOriginal: "1000.00",
    modalidade: "parcelado",
    quantidadeMeses: 3,
    taxaJurosMes: "10.00",
    taxaAtraso: "1.00",
    taxaAtrasoTipo: "percentual",
    exigirDocumentos: true,
    dataInicio: hojeIso(),
    validadeDias: 7,
  });

  const idLink = await idDoLink(page, url);
  const item = itemLink(page, idLink);
  await expect(item.getByTestId("status-link")).toHaveText("Ativo");
  await expect(item.getByTestId("link-termos")).toHaveText("Parcelado · 3x de R$ 433,33 · 10,00% ao mês · total R$ 1.300,00");
  await expect(item.getByTestId("link-valor")).toHaveText("R$ 1.000,00");
  await expect(item).toContainText(`Criado em ${diaMais(0)}`);
  await expect(item).toContainText(`Expira em ${diaMais(7)}`);

  // The borrower, on a phone, without the lender's session.
  const { contexto, pagina: tomador } = await celularDoTomador(browser);
  try {
    const uploads = registrarChamadas(tomador, "POST", "/api/upload");
    await tomador.goto(url);
    await expect(tomador.getByRole("heading", { name: "Cadastro para empréstimo", level: 1 })).toBeVisible();
    await expect(tomador.getByTestId("oferta-total")).toHaveText("R$ 1.300,00");
    await expect(tomador.getByTestId("oferta-parcela")).toHaveText("R$ 433,33");
    await expect(tomador.getByTestId("oferta-valor")).toHaveText("R$ 1.000,00");
    await expect(tomador.getByTestId("oferta-parcelas")).toHaveText("3 parcelas mensais");
    await expect(tomador.getByTestId("oferta-taxa")).toHaveText("10,00% ao mês");
    await expect(tomador.getByTestId("oferta-atraso")).toHaveText("1,00% ao dia");
    expect(await transbordaDoCelular(tomador)).toBe(false);

    // Phone-friendly inputs.
    await expect(tomador.getByLabel("CPF", { exact: true })).toHaveAttribute("inputmode", "numeric");
    await expect(tomador.getByLabel("Telefone", { exact: true })).toHaveAttribute("type", "tel");
    await expect(tomador.getByLabel("Telefone", { exact: true })).toHaveAttribute("autocomplete", "tel");
    await expect(tomador.getByLabel("Nome", { exact: true })).toHaveAttribute("autocomplete", "name");

    // Empty: every message, documents included, and nothing sent.
    const envios = registrarChamadas(tomador, "POST", /^\/api\/cadastro\/[^/]+$/);
    await tomador.getByRole("button", { name: "Enviar cadastro" }).click();
    for (const mensagem of [
      "Nome deve ter pelo menos 3 caracteres",
      "CPF deve ter 11 dígitos",
      "Telefone inválido",
      "Chave PIX obrigatória",
      "Você deve aceitar os termos",
    ]) {
      await expect(tomador.getByText(mensagem, { exact: true })).toBeVisible();
    }
    await expect(tomador.getByText("Documentos obrigatórios", { exact: true })).toHaveCount(2);
    expect(envios).toHaveLength(0);
    // The focus goes to the first field with a message, which reads it (aria-describedby).
    const nome = tomador.getByLabel("Nome", { exact: true });
    await expect(nome).toBeFocused();
    await expect(nome).toHaveAttribute("aria-invalid", "true");
    await expect(nome).toHaveAccessibleDescription("Nome deve ter pelo menos 3 caracteres");
    // From then on each field is checked again as it changes: a pasted CPF keeps its digits only.
    const campoCpf = tomador.getByLabel("CPF", { exact: true });
    await campoCpf.fill("529.982.247-25");
    await expect(campoCpf).toHaveValue("52998224725");
    await expect(tomador.getByText("CPF deve ter 11 dígitos", { exact: true })).toHaveCount(0);
    await expect(campoCpf).not.toHaveAttribute("aria-invalid");
    await expect(tomador.getByText("Nome deve ter pelo menos 3 caracteres", { exact: true })).toBeVisible();

    // Refused in the browser by name and size: toasts, no upload.
    const identidade = tomador.getByLabel("Documento de identidade", { exact: true });
    const comprovante = tomador.getByLabel("Comprovante de endereço", { exact: true });
    await identidade.setInputFiles({ name: "programa.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ\x90\x00") });
    await expect(toast(tomador)).toContainText("Tipo de arquivo inválido");
    await expect(toast(tomador)).toContainText(TIPO_INVALIDO);
    await comprovante.setInputFiles({ name: "notas.txt", mimeType: "text/plain", buffer: Buffer.from("olá") });
    await expect(toast(tomador)).toContainText(TIPO_INVALIDO);
    // A PDF cannot be made smaller in the browser: over 5 MB it is refused as chosen (a large photo is reduced first, issue 42).
    await identidade.setInputFiles({ name: "grande.pdf", mimeType: "application/pdf", buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) });
    await expect(toast(tomador)).toContainText("Arquivo muito grande");
    await expect(toast(tomador)).toContainText("O tamanho máximo é 5MB.");
    expect(uploads).toHaveLength(0);

    // A renamed file passes the browser's check but not the server's (content): its message.
    await identidade.setInputFiles({ name: "foto.png", mimeType: "image/png", buffer: Buffer.from("<html>não é imagem</html>") });
    await expect(toast(tomador)).toContainText("Erro no upload");
    await expect(toast(tomador)).toContainText("Tipo de arquivo inválido. Envie JPG, PNG ou PDF.");
    await expect(tomador.getByTestId("upload-documento")).toHaveAttribute("data-estado", "vazio");
    expect(uploads).toHaveLength(1);

    // The real files.
    await identidade.setInputFiles({ name: "documento.png", mimeType: "image/png", buffer: PNG });
    await expect(toast(tomador)).toContainText("Upload concluído!");
    await expect(tomador.getByTestId("upload-documento")).toHaveAttribute("data-estado", "enviado");
    await expect(tomador.getByTestId("upload-documento")).toContainText("Enviado: documento.png");
    await comprovante.setInputFiles({ name: "comprovante.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(tomador.getByTestId("upload-comprovante")).toHaveAttribute("data-estado", "enviado");
    await expect(toast(tomador)).toContainText("Upload concluído!");
    await expect(tomador.getByText("Documentos obrigatórios", { exact: true })).toHaveCount(0);
    expect(uploads).toHaveLength(3);

    const cpf = cpfAleatorio();
    await tomador.getByLabel("Nome", { exact: true }).fill("Paulo Henrique Borges");
    await tomador.getByLabel("CPF", { exact: true }).fill(cpf);
    await tomador.getByLabel("Telefone", { exact: true }).fill("(11) 98765-4321");
    await tomador.getByLabel("Chave PIX", { exact: true }).fill("paulo@pix.com");
    await aceitarContratoNoCadastro(tomador, "Paulo Henrique Borges");
    await tomador.getByRole("button", { name: "Enviar cadastro" }).click();
    await expect(tomador.getByRole("heading", { name: "Cadastro concluído!" })).toBeVisible();
    await expect(tomador.getByTestId("cadastro-concluido")).toContainText("entrará em contato");
    expect(envios).toHaveLength(1);
    expect(envios[0]!.postDataJSON()).toMatchObject({ nome: "Paulo Henrique Borges", cpf, telefone: "11987654321", pix: "paulo@pix.com", aceitaTermos: true });
    expect(await transbordaDoCelular(tomador)).toBe(false);

    // The lender: the new client, and its loan waiting for the money.
    await page.goto("/clientes");
    await page.getByRole("link", { name: "Ver cliente Paulo Henrique Borges" }).click();
    await expect(page.getByRole("heading", { name: "Paulo Henrique Borges", level: 1 })).toBeVisible();
    const urlCliente = new URL(page.url()).pathname;

    // Both documents open in a new tab, for the lender only, with their own type.
    await page.getByRole("tab", { name: "Documentos" }).click();
    const documentos = page.getByTestId("documentos-do-cliente");
    await expect(documentos.getByRole("link", { name: "Visualizar" })).toHaveCount(2);
    for (const [titulo, tipo, conteudo] of [
      ["Documento de identidade", "image/png", PNG],
      ["Comprovante de endereço", "application/pdf", PDF],
    ] as const) {
      const link = documentos.getByRole("listitem").filter({ hasText: titulo }).getByRole("link", { name: "Visualizar" });
      const href = await link.getAttribute("href");
      expect(href).toMatch(/^\/api\/documentos\/[0-9a-f-]{36}$/);
      await expect(link).toHaveAttribute("target", "_blank");
      const resposta = page.context().waitForEvent("response", (r) => new URL(r.url()).pathname === href);
      const aba = page.waitForEvent("popup");
      await link.click();
      const r = await resposta;
      expect(r.status()).toBe(200);
      expect(r.headers()["content-type"]).toBe(tipo);
      // The tab shows Chromium's PDF viewer, so the bytes are read with the lender's own session.
      const arquivo = await page.request.get(href!);
      expect(arquivo.headers()["content-type"]).toBe(tipo);
      expect(Buffer.compare(await arquivo.body(), conteudo)).toBe(0);
      await (await aba).close();
      // Nobody else gets it: not the borrower, not a stranger without a session.
      expect((await contexto.request.get(`${baseURL}${href}`)).status()).toBe(404);
    }

    await page.goto("/emprestimos");
    const cartao = cartaoEmprestimo(page, "Paulo Henrique Borges");
    await expect(cartao.getByTestId("status-emprestimo")).toHaveText("Aguardando Envio");
    await expect(cartao.getByTestId("emprestimo-parcela")).toHaveText("R$ 433,33");
    await expect(cartao.getByTestId("emprestimo-valor-restante")).toHaveText("R$ 1.300,00");

    // Activation: the hint, then the first installment a month from today.
    await cartao.getByRole("button", { name: "Editar" }).click();
    const dialogo = page.getByRole("dialog", { name: "Editar Empréstimo" });
    await dialogo.getByRole("radio", { name: "Ativo", exact: true }).click();
    await expect(dialogo.getByTestId("aviso-ativacao")).toContainText(`A data do empréstimo passará a ser hoje (${diaMais(0)})`);
    await expect(dialogo.getByTestId("aviso-ativacao")).toContainText(`o primeiro vencimento será ${mesesDepois(1)}`);
    await dialogo.getByRole("button", { name: "Salvar" }).click();
    await expect(toast(page)).toContainText("Sucesso!");
    await expect(cartao.getByTestId("status-emprestimo")).toHaveText("Ativo");
    await expect(cartao.getByTestId("emprestimo-vencimento")).toHaveText(mesesDepois(1));

    // The same link no longer takes a form: it says the data was already sent (issue 11).
    await tomador.goto(url);
    await expect(tomador.getByRole("heading", { name: "Seus dados já foram enviados" })).toBeVisible();
    await expect(tomador.getByRole("button", { name: "Enviar cadastro" })).toHaveCount(0);

    // The lender's list: used, with the way to its client.
    await abrirNovoEmprestimo(page);
    await expect(item.getByTestId("status-link")).toHaveText("Utilizado");
    await expect(item.getByRole("button", { name: /Copiar link/ })).toHaveCount(0);
    await expect(item.getByRole("button", { name: "Cancelar" })).toHaveCount(0);
    await item.getByRole("link", { name: "Ver cliente Paulo Henrique Borges" }).click();
    await expect(page).toHaveURL(new RegExp(`${urlCliente}$`));
  } finally {
    await contexto.close();
  }
});

test("link mensal: resumo ao digitar, gerar outro, cancelar deixa a página indisponível", async ({ page, baseURL, browser }) => {
  await credorDoLedger(page, baseURL!, "links-cancelar");
  await definirNomeDoCredor(page, baseURL!);
  const cancelamentos = registrarChamadas(page, "POST", /^\/api\/links-cadastro\/[^/]+\/cancelar$/);
  await abrirNovoEmprestimo(page);

  await page.getByLabel("Valor emprestado (R$)").fill("1.500,00");
  await page.getByLabel("Prazo (dias)").fill("30");
  await page.getByLabel("Taxa de juros (%)").fill("10");
  await expect(page.getByTestId("resumo-total")).toHaveText("R$ 1.650,00");
  await expect(page.getByTestId("resumo-juros")).toHaveText("R$ 150,00");
  await expect(page.getByTestId("resumo-parcela")).toHaveCount(0);

  // Fixed late fee in R$ per day.
  await page.getByLabel("Tipo de atraso").click();
  await page.getByRole("option", { name: "Fixo (R$ por dia)" }).click();
  await page.getByLabel("Taxa de atraso (R$ por dia)").fill("5,00");
  await page.getByLabel("Validade do link (dias)").fill("91");
  await page.getByRole("button", { name: "Gerar Link" }).click();
  await expect(page.getByText("Validade deve ser um número inteiro de 1 a 90 dias")).toBeVisible();
  await page.getByLabel("Validade do link (dias)").fill("2");
  await page.getByRole("button", { name: "Gerar Link" }).click();

  const url = await page.getByLabel("Link de cadastro").inputValue();
  expect(url).toMatch(/\/cadastro\/[A-Za-z0-9_-]{20,}$/);
  const idLink = await idDoLink(page, url);
  const item = itemLink(page, idLink);
  await expect(item.getByTestId("link-termos")).toHaveText("Mensal · 10,00% a cada 30 dias · total R$ 1.650,00");
  await expect(item).toContainText(`Expira em ${diaMais(2)}`);

  // Another link starts from the defaults again.
  await page.getByRole("button", { name: "Gerar outro link" }).click();
  await expect(page.getByLabel("Valor emprestado (R$)")).toHaveValue("");
  await expect(page.getByLabel("Tipo de atraso")).toHaveText("Percentual (% ao dia)");

  const { contexto, pagina: tomador } = await celularDoTomador(browser);
  try {
    await tomador.goto(url);
    await expect(tomador.getByTestId("oferta-total")).toHaveText("R$ 1.650,00");
    await expect(tomador.getByTestId("oferta-prazo")).toHaveText("30 dias");
    await expect(tomador.getByTestId("oferta-taxa")).toHaveText("10,00%");
    await expect(tomador.getByTestId("oferta-atraso")).toHaveText("R$ 5,00 por dia");
    await expect(tomador.getByLabel("Documento de identidade")).toHaveCount(0);

    // Copy from the list, then cancel with confirmation.
    await item.getByRole("button", { name: /Copiar link/ }).click();
    await expect(toast(page)).toContainText("Link copiado!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await item.getByRole("button", { name: "Cancelar" }).click();
    const dialogo = page.getByRole("dialog", { name: "Cancelar link?" });
    await dialogo.getByRole("button", { name: "Voltar" }).click();
    await expect(dialogo).toHaveCount(0);
    expect(cancelamentos).toHaveLength(0);
    await item.getByRole("button", { name: "Cancelar" }).click();
    await page.getByRole("dialog", { name: "Cancelar link?" }).getByRole("button", { name: "Cancelar link" }).click();
    await expect(toast(page)).toContainText("Link cancelado");
    await expect(item.getByTestId("status-link")).toHaveText("Cancelado");
    await expect(item.getByRole("button", { name: "Cancelar" })).toHaveCount(0);
    expect(cancelamentos).toHaveLength(1);

    // The borrower's page, already open, refuses the submission; a new visit says unavailable.
    await tomador.getByLabel("Nome", { exact: true }).fill("Rita de Cássia");
    await tomador.getByLabel("CPF", { exact: true }).fill(cpfAleatorio());
    await tomador.getByLabel("Telefone", { exact: true }).fill("21987654321");
    await tomador.getByLabel("Chave PIX", { exact: true }).fill("rita@pix.com");
    // Opening the contract already asks the server, which refuses the cancelled link.
    await tomador.getByRole("button", { name: "Ver contrato" }).click();
    await expect(tomador.getByRole("heading", { name: "Link indisponível ou já utilizado" })).toBeVisible();
    await tomador.reload();
    await expect(tomador.getByRole("heading", { name: "Link indisponível ou já utilizado" })).toBeVisible();
  } finally {
    await contexto.close();
  }
});

test("link sem documentos usado em outra aba: o envio atrasado mostra que já foi utilizado", async ({ page, baseURL, browser }) => {
  await credorDoLedger(page, baseURL!, "links-duas-abas");
  const r = await page.request.post("/api/links-cadastro", {
    data: { valorOriginal: "800", modalidade: "mensal", prazoDias: 15, taxaJuros: "5", taxaAtraso: "1", taxaAtrasoTipo: "percentual", exigirDocumentos: false },
  });
  expect(r.status(), await r.text()).toBe(201);
  const { token } = (await r.json()) as { token: string };
  const url = `${baseURL}/cadastro/${token}`;

  const { contexto, pagina: primeira } = await celularDoTomador(browser);
  try {
    const segunda = await contexto.newPage();
    await primeira.goto(url);
    await segunda.goto(url);
    for (const aba of [primeira, segunda]) {
      await expect(aba.getByTestId("oferta-total")).toHaveText("R$ 840,00");
      await aba.getByLabel("Nome", { exact: true }).fill("Sérgio Lima");
      await aba.getByLabel("CPF", { exact: true }).fill("529.982.247-25");
      await expect(aba.getByLabel("CPF", { exact: true })).toHaveValue("52998224725");
      await aba.getByLabel("Telefone", { exact: true }).fill("31988887777");
      await aba.getByLabel("Chave PIX", { exact: true }).fill("sergio@pix.com");
      await aceitarContratoNoCadastro(aba, "Sérgio Lima");
    }
    await primeira.getByRole("button", { name: "Enviar cadastro" }).click();
    await expect(primeira.getByRole("heading", { name: "Cadastro concluído!" })).toBeVisible();
    await segunda.getByRole("button", { name: "Enviar cadastro" }).click();
    await expect(segunda.getByRole("heading", { name: "Link indisponível ou já utilizado" })).toBeVisible();
  } finally {
    await contexto.close();
  }

  await page.goto("/emprestimos");
  await expect(cartaoEmprestimo(page, "Sérgio Lima").getByTestId("status-emprestimo")).toHaveText("Aguardando Envio");
  await expect(cartaoEmprestimo(page, "Sérgio Lima")).toHaveCount(1);
});

test("um token desconhecido mostra a página de link indisponível", async ({ browser, baseURL }) => {
  const { contexto, pagina } = await celularDoTomador(browser);
  try {
    await pagina.goto(`${baseURL}/cadastro/nao-existe-este-token`);
    await expect(pagina.getByTestId("link-indisponivel")).toBeVisible();
    await expect(pagina.getByRole("heading", { name: "Link indisponível ou já utilizado" })).toBeVisible();
  } finally {
    await contexto.close();
  }
});
