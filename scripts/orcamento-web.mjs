// Budget of the public pages' first load (issue 11): what a borrower's or a lender's phone
// downloads to show /login, /register, /cadastro/{token} and the borrower's own page /c/{token}
// (issue 30) the first time, measured in Chromium from the bytes on the wire (compressed, headers
// excluded), until the network is idle.
// Budgets (issue 11): JavaScript at most 100 KiB and everything at most 170 KiB per page, the
// borrower's /cadastro/{token} included (its form keeps its own state, without react-hook-form).
// /c/{token} counts once its loans are drawn with their QR codes (the encoder is a chunk loaded
// after the page's data), so the QR's code is inside the figure.
// Usage: npm run build && node scripts/orcamento-web.mjs   (exit code 1 when over budget)
import { chromium } from "@playwright/test";
import { CHROMIUM, iniciarServidorDeMedida } from "./medicao-web/servidor.mjs";

const KIB = 1024;
const ORCAMENTO = { js: 100 * KIB, total: 170 * KIB };

/** `pronto`: what shows the page is drawn (by default, its first heading). */
async function medirPagina(navegador, url, pronto = (pagina) => pagina.getByRole("heading").first()) {
  const contexto = await navegador.newContext({ viewport: { width: 375, height: 812 }, locale: "pt-BR", serviceWorkers: "block" });
  const pagina = await contexto.newPage();
  const cdp = await contexto.newCDPSession(pagina);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const recursos = new Map();
  cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
    // A data: URL (the QR images of /c/{token}) is no download: nothing went over the wire.
    if (response.url.startsWith("data:")) return;
    recursos.set(requestId, {
      url: response.url,
      tipo: type,
      codificacao: response.headers["content-encoding"] ?? response.headers["Content-Encoding"] ?? "-",
      bytes: 0,
    });
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const r = recursos.get(requestId);
    // encodedDataLength counts the headers too: subtract an estimate would guess; use the body.
    if (r) r.bytesComCabecalhos = encodedDataLength;
  });
  cdp.on("Network.dataReceived", ({ requestId, encodedDataLength }) => {
    const r = recursos.get(requestId);
    if (r) r.bytes += encodedDataLength;
  });
  await pagina.goto(url, { waitUntil: "networkidle" });
  // The page is drawn: its main heading (or what `pronto` names) is on screen.
  await (await pronto(pagina)).waitFor();
  await pagina.waitForLoadState("networkidle");
  await contexto.close();
  const lista = [...recursos.values()].map((r) => ({ ...r, bytes: r.bytes || r.bytesComCabecalhos || 0 }));
  const js = lista.filter((r) => r.tipo === "Script").reduce((s, r) => s + r.bytes, 0);
  const total = lista.reduce((s, r) => s + r.bytes, 0);
  return { lista, js, total };
}

const kib = (n) => `${(n / KIB).toFixed(1)} KiB`;

const servidor = await iniciarServidorDeMedida();
const navegador = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
let falhou = false;
try {
  const paginas = [
    { nome: "/login", caminho: "/login" },
    { nome: "/register", caminho: "/register" },
    { nome: "/cadastro/{token}", caminho: `/cadastro/${servidor.token}` },
    // The borrower's page is drawn when its last loan's QR image is: the QRs sit behind 'Mostrar
    // QR Code' (issue 42), opened here so the encoder's chunk still counts.
    {
      nome: "/c/{token}",
      caminho: `/c/${servidor.tokenCliente}`,
      pronto: async (pagina) => {
        const mostrar = pagina.getByRole("button", { name: "Mostrar QR Code" });
        await mostrar.first().waitFor();
        // Each tap turns its button into 'Ocultar QR Code': tap the first left until none is.
        for (let n = await mostrar.count(); n > 0; n--) {
          await mostrar.first().click();
          await mostrar.nth(n - 1).waitFor({ state: "detached" });
        }
        return pagina.getByTestId("pix-qr-imagem").last();
      },
    },
  ];
  for (const { nome, caminho, pronto } of paginas) {
    const { lista, js, total } = await medirPagina(navegador, servidor.url + caminho, pronto);
    const ok = js <= ORCAMENTO.js && total <= ORCAMENTO.total;
    if (!ok) falhou = true;
    console.log(
      `\n${nome}: JS ${kib(js)} (orçamento ${kib(ORCAMENTO.js)}), total ${kib(total)} (orçamento ${kib(ORCAMENTO.total)}), ${lista.length} arquivos ${ok ? "OK" : "ACIMA DO ORÇAMENTO"}`,
    );
    for (const r of lista.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${kib(r.bytes).padStart(10)}  ${r.tipo.padEnd(10)} ${r.codificacao.padEnd(5)} ${new URL(r.url).pathname}`);
    }
  }
} finally {
  await navegador.close();
  await servidor.parar();
}
if (falhou) {
  console.error("\nOrçamento da web estourado: veja os arquivos acima.");
  process.exit(1);
}
console.log("\nOrçamento da web: OK");
