// Issue 27, point 4: a lender's phone opening the dashboard for the first time. In Chromium, a
// 375 x 667 touch screen with Lighthouse's mobile Slow 4G (150 ms round trip, 1.6 Mbps down,
// 750 kbps up; CDP Network.emulateNetworkConditions) and the CPU 4x slower
// (Emulation.setCPUThrottlingRate), a browser context with nothing cached and only the session's
// cookie loads `/` and the script times:
//   - the first 'Cobrar hoje' row on screen: from the navigation's start to the first frame
//     painted with an overdue row (data-testid="em-atraso-item"), drawn by the server or the app;
//   - the app's own row: the server's drawing is inert until the app takes its place, and only
//     then does a tap work (the first frame with a row outside an inert #root);
//   - the first 'Registrar pagamento': the lender taps the app's first row's button as soon as it is
//     on screen, and the time runs from the tap's event to the first frame painted with the
//     payment dialog; measured again in a page left to settle (the network idle) before the tap.
// Each round is a new context (cold). Prints each round and the median; asserts nothing.
// The service worker is blocked in the measured contexts: CDP's throttling does not reach its
// requests, so its install (the app's precache) would run at full speed beside the page's.
// Usage: npm run build && npm run measure:painel [-- --rodadas=3] [-- --cpu=4] [-- --rede=devtools] [-- --detalhes]
//   --detalhes: each request of the first round up to the first row (start, end, bytes).
//   --rede=devtools: Chrome DevTools' own 'Slow 4G' preset instead (562.5 ms latency per request,
//   1.44 Mbps down, 675 kbps up: Lighthouse's figures adjusted for throttling per request).
/* global window, document, requestAnimationFrame, MutationObserver, Element -- run inside the page by Playwright */
import { chromium } from "@playwright/test";
import { CHROMIUM, iniciarServidorDeMedida } from "./medicao-web/servidor.mjs";

const argumento = (nome) => process.argv.find((a) => a.startsWith(`--${nome}=`))?.split("=")[1];
const RODADAS = Number(argumento("rodadas") ?? 3);
const TAXA_CPU = Number(argumento("cpu") ?? 4);
const REDES = {
  lighthouse: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  devtools: { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 },
};
const NOME_DA_REDE = argumento("rede") ?? "lighthouse";
const REDE = REDES[NOME_DA_REDE];
const DETALHES = process.argv.includes("--detalhes");
if (!REDE) throw new Error(`--rede=${NOME_DA_REDE}: use ${Object.keys(REDES).join(" ou ")}`);

const mediana = (xs) => {
  const o = [...xs].sort((a, b) => a - b);
  const meio = Math.floor(o.length / 2);
  return o.length % 2 ? o[meio] : (o[meio - 1] + o[meio]) / 2;
};
const s = (x) => `${(x / 1000).toFixed(2)} s`;
const faixa = (xs) => `mediana ${s(mediana(xs))} (de ${s(Math.min(...xs))} a ${s(Math.max(...xs))})`;

/*
 * Marks, in the page, the first frame painted with an overdue row, and the first frame painted
 * with a dialog after the first tap on a 'Registrar pagamento' button, as promises the script
 * awaits through CDP: Playwright's waitForFunction and evaluate inject their own code, whose
 * parsing on the slowed main thread would land inside the measured time.
 */
function marcarTempos() {
  const quandoAparecer = (seletor) =>
    new Promise((resolve) => {
      const ver = () => {
        if (!document.querySelector(seletor)) return false;
        requestAnimationFrame(() => resolve(performance.now()));
        return true;
      };
      if (ver()) return;
      const observador = new MutationObserver(() => ver() && observador.disconnect());
      observador.observe(document, { childList: true, subtree: true });
    });
  window.__primeiraLinha = quandoAparecer("[data-testid=em-atraso-item]");
  // The row drawn by the server (issue 27) is inert until the app takes its place: the app's own row is when a tap works.
  window.__linhaDoApp = quandoAparecer("#root:not([inert]) [data-testid=em-atraso-item]");
  window.__dialogo = new Promise((resolve) => {
    document.addEventListener(
      "click",
      (evento) => {
        const botao = evento.target instanceof Element ? evento.target.closest("button[aria-label^='Registrar pagamento']") : null;
        if (!botao || window.__toque !== undefined) return;
        // The event's own time: when the input reached the page, before any handler ran.
        window.__toque = evento.timeStamp;
        void quandoAparecer("[role=dialog]").then((fim) => resolve(fim - evento.timeStamp));
      },
      { capture: true },
    );
  });
}

async function aguardar(cdp, expressao) {
  // Right after the navigation commits, an evaluation may still reach the previous document: asked again until the new one answers.
  for (;;) {
    const { result } = await cdp.send("Runtime.evaluate", { expression: expressao, awaitPromise: true, returnByValue: true });
    if (typeof result.value === "number") return result.value;
  }
}

const servidor = await iniciarServidorDeMedida({ comCobrancas: true });
const navegador = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const { hostname } = new URL(servidor.url);
const cookies = servidor.cookie.split("; ").map((par) => {
  const i = par.indexOf("=");
  return { name: par.slice(0, i), value: par.slice(i + 1), domain: hostname, path: "/", secure: true, httpOnly: true, sameSite: "Lax" };
});

/** A cold phone: a new context with only the session's cookie, throttled from its first request. */
async function abrirCelular() {
  const contexto = await navegador.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36",
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
    serviceWorkers: "block",
  });
  await contexto.addCookies(cookies);
  await contexto.addInitScript(marcarTempos);
  const pagina = await contexto.newPage();
  const cdp = await contexto.newCDPSession(pagina);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
  await cdp.send("Network.emulateNetworkConditions", REDE);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: TAXA_CPU });
  const bytes = { js: 0, total: 0, pedidos: 0 };
  const tipos = new Map();
  /** Each request: its path and, in ms from the first request (the document's), its start and end. */
  const pedidos = new Map();
  let origem;
  cdp.on("Network.requestWillBeSent", ({ requestId, request, timestamp }) => {
    origem ??= timestamp;
    pedidos.set(requestId, { caminho: new URL(request.url).pathname + new URL(request.url).search, inicio: (timestamp - origem) * 1000 });
  });
  cdp.on("Network.responseReceived", ({ requestId, type }) => tipos.set(requestId, type));
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength, timestamp }) => {
    bytes.total += encodedDataLength;
    bytes.pedidos += 1;
    if (tipos.get(requestId) === "Script") bytes.js += encodedDataLength;
    const p = pedidos.get(requestId);
    if (p) Object.assign(p, { fim: (timestamp - origem) * 1000, bytes: encodedDataLength });
  });
  return { contexto, pagina, cdp, bytes, pedidos };
}

/** One round: the first row, then the tap on its 'Registrar pagamento' at once. */
async function rodadaImediata(detalhar) {
  const { contexto, pagina, cdp, bytes, pedidos } = await abrirCelular();
  try {
    await pagina.goto(`${servidor.url}/`, { waitUntil: "commit", timeout: 120_000 });
    const primeiraLinha = await aguardar(cdp, "window.__primeiraLinha");
    const bytesAtePrimeiraLinha = { ...bytes };
    const linhaDoApp = await aguardar(cdp, "window.__linhaDoApp");
    if (detalhar) {
      console.log(`pedidos até a primeira linha (${s(primeiraLinha)}; início e fim desde o pedido do documento):`);
      for (const p of [...pedidos.values()].sort((a, b) => a.inicio - b.inicio)) {
        const fim = p.fim === undefined ? "   —   " : s(p.fim);
        console.log(`  ${s(p.inicio)} → ${fim}  ${p.bytes === undefined ? "" : `${(p.bytes / 1024).toFixed(1)} KiB`.padStart(9)}  ${p.caminho}`);
      }
    }
    // The tap as a phone's: touch events at the button's centre (Playwright's tap).
    await pagina
      .getByTestId("em-atraso-item")
      .first()
      .getByRole("button", { name: /^Registrar pagamento/ })
      .tap({ timeout: 60_000 });
    const dialogo = await aguardar(cdp, "window.__dialogo");
    return { primeiraLinha, linhaDoApp, dialogo, bytesAtePrimeiraLinha };
  } finally {
    await contexto.close();
  }
}

/** One round: the page left to load everything (network idle), then the first tap. */
async function rodadaAssentada() {
  const { contexto, pagina, cdp } = await abrirCelular();
  try {
    await pagina.goto(`${servidor.url}/`, { waitUntil: "commit", timeout: 120_000 });
    await aguardar(cdp, "window.__primeiraLinha");
    await pagina.waitForLoadState("networkidle", { timeout: 120_000 });
    await pagina
      .getByTestId("em-atraso-item")
      .first()
      .getByRole("button", { name: /^Registrar pagamento/ })
      .tap({ timeout: 60_000 });
    return await aguardar(cdp, "window.__dialogo");
  } finally {
    await contexto.close();
  }
}

try {
  const imediatas = [];
  const assentadas = [];
  for (let i = 0; i < RODADAS; i++) {
    const r = await rodadaImediata(DETALHES && i === 0);
    imediatas.push(r);
    const a = await rodadaAssentada();
    assentadas.push(a);
    console.log(
      `rodada ${i + 1}/${RODADAS}: primeira linha ${s(r.primeiraLinha)}, a do app ${s(r.linhaDoApp)} (${(r.bytesAtePrimeiraLinha.js / 1024).toFixed(1)} KiB de JS, ` +
        `${(r.bytesAtePrimeiraLinha.total / 1024).toFixed(1)} KiB em ${r.bytesAtePrimeiraLinha.pedidos} pedidos); ` +
        `'Registrar pagamento' abre em ${s(r.dialogo)} tocado logo, ${s(a)} com a página assentada`,
    );
  }
  console.log(
    `\nDashboard numa primeira visita: 375 x 667, rede ${NOME_DA_REDE} (${REDE.latency} ms, ${((REDE.downloadThroughput * 8) / 1024 / 1024).toFixed(2)} Mbps de descida), CPU ${TAXA_CPU}x mais lenta, ${RODADAS} rodadas`,
  );
  console.log(`primeira linha de 'Cobrar hoje':          ${faixa(imediatas.map((r) => r.primeiraLinha))} desde o início da navegação (meta: < 3 s)`);
  console.log(`a linha do app (toques funcionam):    ${faixa(imediatas.map((r) => r.linhaDoApp))} desde o início da navegação`);
  console.log(`primeiro 'Registrar pagamento', logo:      ${faixa(imediatas.map((r) => r.dialogo))} do toque ao diálogo na tela (meta: < 1 s)`);
  console.log(`primeiro 'Registrar pagamento', assentada: ${faixa(assentadas)} do toque ao diálogo na tela (meta: < 1 s)`);
} finally {
  await navegador.close();
  await servidor.parar();
}
