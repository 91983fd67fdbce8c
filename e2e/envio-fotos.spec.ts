import { randomBytes } from "node:crypto";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, test, type Page, type Request } from "@playwright/test";
import { cpfAleatorio, credorDoLedger } from "./ledger-support.ts";
import { aceitarContratoNoCadastro, celularDoTomador, PDF } from "./links-support.ts";
import { criarLinkCadastro } from "./seguranca-support.ts";

// Issue 27, point 6: the borrower's documents on a slow phone connection. A 4000×3000 photo is
// made smaller in the browser before it goes, the upload shows its percentage and can be
// cancelled, and a PDF goes byte for byte. The time the photo takes on Slow 4G is printed (the
// figure in docs/desempenho.md), never asserted: the machine running the suite varies.

/** Lighthouse's Slow 4G (mobileSlow4G): 150 ms RTT, 1.6 Mbps down, 750 kbps up (kbps × 1024 / 8 bytes/s). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const SEM_LIMITE = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * A phone photo as a camera writes it: 4000×3000, about 2.7 MB, taken with the phone upright
 * (EXIF orientation 6, "rotate 90° clockwise to show"). The pixels are a gradient with grain at
 * two scales, so that, like a real photo, it stays detailed when made smaller. Drawn by the
 * browser's own JPEG encoder; the same seed gives the same bytes on every run.
 */
async function fotoDeCelular(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const [w, h] = [4000, 3000];
    const tela = new OffscreenCanvas(w, h);
    const ctx = tela.getContext("2d")!;
    const imagem = ctx.createImageData(w, h);
    let semente = 27;
    const acaso = () => (semente = (Math.imul(semente, 1664525) + 1013904223) >>> 0) / 4294967296 - 0.5;
    const graos = Float32Array.from({ length: (w / 2) * (h / 2) }, () => acaso() * 32);
    const d = imagem.data;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        const n = graos[(y >> 1) * (w / 2) + (x >> 1)]! + acaso() * 6;
        d[i] = 90 + (120 * x) / w + n;
        d[i + 1] = 60 + (140 * y) / h + n;
        d[i + 2] = 160 - (100 * x) / w + n;
        d[i + 3] = 255;
      }
    }
    ctx.putImageData(imagem, 0, 0);
    const blob = await tela.convertToBlob({ type: "image/jpeg", quality: 0.86 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binario = "";
    for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binario);
  });
  const jpeg = Buffer.from(base64, "base64");
  // An APP1 Exif segment (big-endian TIFF, one IFD entry: Orientation = 6) right after SOI.
  const exif = Buffer.from("ffe100224578696600004d4d002a00000008000101120003000000010006000000000000", "hex");
  return Buffer.concat([jpeg.subarray(0, 2), exif, jpeg.subarray(2)]);
}

/** A small photo (the identity document's back), `largura`×`altura`, drawn by the browser's JPEG encoder. */
async function fotoPequena(page: Page, largura: number, altura: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const tela = new OffscreenCanvas(w!, h!);
      const ctx = tela.getContext("2d")!;
      ctx.fillStyle = "#3a6";
      ctx.fillRect(0, 0, w!, h!);
      ctx.fillStyle = "#fff";
      ctx.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      const bytes = new Uint8Array(await (await tela.convertToBlob({ type: "image/jpeg", quality: 0.9 })).arrayBuffer());
      let binario = "";
      for (let i = 0; i < bytes.length; i += 0x8000) binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binario);
    },
    [largura, altura],
  );
  return Buffer.from(base64, "base64");
}

/** Width and height of a JPEG, read from its frame header (SOFn). */
function dimensoesJpeg(jpeg: Buffer): { largura: number; altura: number } {
  expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  let i = 2;
  while (i + 9 < jpeg.length) {
    expect(jpeg[i]).toBe(0xff);
    const marcador = jpeg[i + 1]!;
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marcador >= 0xc0 && marcador <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marcador)) {
      return { altura: jpeg.readUInt16BE(i + 5), largura: jpeg.readUInt16BE(i + 7) };
    }
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  throw new Error("JPEG sem cabeçalho de quadro");
}

test("foto grande reduzida no celular, com porcentagem e Cancelar; PDF vai como está", async ({ page, baseURL, browser }) => {
  await credorDoLedger(page, baseURL!, "envio-fotos");
  const url = await criarLinkCadastro(page, baseURL!, true);

  const { contexto, pagina: tomador } = await celularDoTomador(browser);
  try {
    await tomador.goto(url);
    await expect(tomador.getByRole("heading", { name: "Cadastro para empréstimo", level: 1 })).toBeVisible();
    const foto = await fotoDeCelular(tomador);
    expect(foto.length).toBeGreaterThan(2_400_000);
    expect(foto.length).toBeLessThan(3_000_000);

    const uploads: Request[] = [];
    const falhas: Request[] = [];
    tomador.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/api/upload") uploads.push(r);
    });
    tomador.on("requestfailed", (r) => {
      if (new URL(r.url()).pathname === "/api/upload") falhas.push(r);
    });
    const cdp = await contexto.newCDPSession(tomador);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);

    const identidade = tomador.getByLabel("Documento de identidade", { exact: true });
    const campo = tomador.getByTestId("upload-documento");
    const barra = campo.getByRole("progressbar");
    const porcentagem = campo.getByTestId("progresso-documento");
    const cancelar = campo.getByRole("button", { name: /^Cancelar/ });

    // Cancelled midway: the bar had a percentage, the request is aborted, the field is as before.
    await identidade.setInputFiles({ name: "IMG_2027.jpg", mimeType: "image/jpeg", buffer: foto });
    await expect(barra).toHaveAttribute("aria-valuenow", /^[1-9]\d?$/);
    await expect(porcentagem).toHaveText(/^[1-9]\d?%$/);
    await expect(porcentagem).toBeVisible();
    await cancelar.click();
    await expect(barra).toHaveCount(0);
    await expect(cancelar).toHaveCount(0);
    await expect(campo).toHaveAttribute("data-estado", "vazio");
    await expect.poll(() => falhas.length).toBe(1);
    expect(uploads).toHaveLength(1);
    expect(falhas[0]).toBe(uploads[0]);
    expect(await uploads[0]!.response()).toBeNull();
    await expect(tomador.getByText("Erro no upload")).toHaveCount(0);
    await expect(identidade).toBeEnabled();
    await expect(tomador.getByRole("button", { name: "Enviar cadastro" })).toBeEnabled();

    // Again, to the end: the figure for docs/desempenho.md, timed by the page itself from the
    // file's 'change' (the borrower chose it) to the end of the server's answer, so that the
    // test's own handing of the file to the browser is not counted.
    await tomador.evaluate(() => {
      document.addEventListener("change", () => ((window as unknown as { escolhidoEm: number }).escolhidoEm = performance.now()), {
        capture: true,
        once: true,
      });
    });
    const respostaFoto = tomador.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/upload");
    await identidade.setInputFiles({ name: "IMG_2027.jpg", mimeType: "image/jpeg", buffer: foto });
    await expect(porcentagem).toHaveText(/^\d{1,3}%$/);
    await expect(barra).toHaveAttribute("aria-valuenow", /^\d{1,3}$/);
    // The field while sending, as e2e/acessibilidade.spec.ts checks the pages: axe clean, and a
    // 'Cancelar' a thumb can hit (44 px).
    const axe = await new AxeBuilder({ page: tomador })
      .include("[data-testid=upload-documento]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axe.violations).toEqual([]);
    const alvo = await cancelar.boundingBox();
    expect(Math.min(alvo?.width ?? 0, alvo?.height ?? 0)).toBeGreaterThanOrEqual(44);
    const r = await respostaFoto;
    expect(r.status()).toBe(201);
    await expect(campo).toHaveAttribute("data-estado", "enviado");
    // From the choice to the request's start: made smaller; from there to the answer: on the wire.
    const tempos = await tomador.evaluate(() => {
      const envios = performance.getEntriesByType("resource").filter((e) => new URL(e.name).pathname === "/api/upload") as PerformanceResourceTiming[];
      const escolhidoEm = (window as unknown as { escolhidoEm: number }).escolhidoEm;
      const envio = envios.at(-1)!;
      return { total: (envio.responseEnd - escolhidoEm) / 1000, preparo: (envio.startTime - escolhidoEm) / 1000 };
    });
    const enviado = (await campo.textContent()) ?? "";
    console.log(
      `[envio-fotos] foto de ${(foto.length / 1024 / 1024).toFixed(2)} MB (4000×3000) em Slow 4G: ${tempos.total.toFixed(1)} s da escolha à resposta do servidor (${tempos.preparo.toFixed(1)} s preparando); ${enviado.match(/\(([^)]+)\)/)?.[1] ?? "?"} enviados`,
    );
    expect(uploads).toHaveLength(2);

    // The back (issue 42, point 7), without the throttling: the front above it in ONE upload.
    // The front, upright, is 3000×4000: both sides at 1500 px wide, each at most 2000 px tall.
    await cdp.send("Network.emulateNetworkConditions", SEM_LIMITE);
    const verso = tomador.getByLabel("Verso do documento (opcional)", { exact: true });
    const respostaVerso = tomador.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/upload");
    await verso.setInputFiles({ name: "IMG_2028.jpg", mimeType: "image/jpeg", buffer: await fotoPequena(tomador, 1200, 800) });
    const rVerso = await respostaVerso;
    expect(rVerso.status()).toBe(201);
    await expect(tomador.getByTestId("verso-documento")).toHaveAttribute("data-estado", "escolhido");
    await expect(campo).toHaveAttribute("data-estado", "enviado");
    await expect(campo).toContainText("Enviado: IMG_2027.jpg + IMG_2028.jpg");
    expect(uploads).toHaveLength(3);
    const urlJuntada = ((await rVerso.json()) as { url: string }).url;
    // Both pickers, their 'Trocar' and 'Remover': axe clean (their own labels and ids).
    const axeVerso = await new AxeBuilder({ page: tomador })
      .include("[data-testid=upload-documento]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axeVerso.violations).toEqual([]);

    // The PDF, without the throttling (its time is not the point): the same bytes.
    const pdf = Buffer.concat([PDF, randomBytes(300_000)]);
    const respostaPdf = tomador.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/upload");
    await tomador.getByLabel("Comprovante de endereço", { exact: true }).setInputFiles({ name: "conta.pdf", mimeType: "application/pdf", buffer: pdf });
    const rPdf = await respostaPdf;
    expect(rPdf.status()).toBe(201);
    await expect(tomador.getByTestId("upload-comprovante")).toHaveAttribute("data-estado", "enviado");
    const urlPdf = ((await rPdf.json()) as { url: string }).url;

    await tomador.getByLabel("Nome", { exact: true }).fill("Renata Fotografada");
    await tomador.getByLabel("CPF", { exact: true }).fill(cpfAleatorio());
    await tomador.getByLabel("Telefone", { exact: true }).fill("(11) 98765-4321");
    await tomador.getByLabel("Chave PIX", { exact: true }).fill("renata@pix.com");
    await aceitarContratoNoCadastro(tomador, "Renata Fotografada");
    const envioDoCadastro = tomador.waitForRequest((r) => r.method() === "POST" && /^\/api\/cadastro\/[^/]+$/.test(new URL(r.url()).pathname));
    await tomador.getByRole("button", { name: "Enviar cadastro" }).click();
    await expect(tomador.getByRole("heading", { name: "Cadastro concluído!" })).toBeVisible();
    // The sign-up names the joined image as its identity document.
    expect(((await envioDoCadastro).postDataJSON() as { documentoIdentidadeUrl: string }).documentoIdentidadeUrl).toBe(urlJuntada);

    // What the server stored, read by the lender (only what the sign-up names: the front sent
    // alone before its back was chosen is no document of the client): the photo as a JPEG with
    // the front upright (the EXIF turn applied to the pixels), 1500×2000 as a single photo would
    // be, above the back at the same width (1500×1000); the PDF exactly as it was chosen.
    const imagem = await page.request.get(urlJuntada);
    expect(imagem.status()).toBe(200);
    expect(imagem.headers()["content-type"]).toBe("image/jpeg");
    const bytes = await imagem.body();
    expect(dimensoesJpeg(bytes)).toEqual({ largura: 1500, altura: 3000 });
    expect(bytes.length).toBeLessThan(foto.length / 2);
    const documento = await page.request.get(urlPdf);
    expect(documento.status()).toBe(200);
    expect(documento.headers()["content-type"]).toBe("application/pdf");
    expect(Buffer.compare(await documento.body(), pdf)).toBe(0);
  } finally {
    await contexto.close();
  }
});
