// Issue 12, point 5: /clientes with 10,000 clients in Chromium with the CPU slowed 4x (CDP
// Emulation.setCPUThrottlingRate). Measures, over several rounds, the time to the first client row
// on screen: through the menu from the dashboard, by a full load of the page (service worker
// installed), on a first visit (a browser with nothing cached but the session's cookie), and in a
// first session (a new phone: /login, sign in, then Clientes by the menu or by its address). Then scrolls the list steadily
// for a few seconds while recording every frame with requestAnimationFrame, and flicks it with a
// wheel gesture (the compositor's scrolling), counting the frames that showed empty stretches.
// Prints the figures (each round, and the median); asserts nothing.
// Usage: npm run build && npm run measure:clientes [-- --celular] [-- --clientes=10000] [-- --rodadas=5]
//   --celular: a 375 x 740 phone screen (the card list) instead of 1280 x 800 (the table).
/* global window, document, requestAnimationFrame, MutationObserver -- run inside the page by Playwright */
import { chromium } from "@playwright/test";
import { iniciarServidorComClientes } from "./medicao-web/lista-grande.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const argumento = (nome) => process.argv.find((a) => a.startsWith(`--${nome}=`))?.split("=")[1];
const CELULAR = process.argv.includes("--celular");
const CLIENTES = Number(argumento("clientes") ?? 10_000);
const TAXA_CPU = Number(argumento("cpu") ?? 4);
const SEGUNDOS_ROLANDO = Number(argumento("segundos") ?? 6);
const PX_POR_SEGUNDO = Number(argumento("velocidade") ?? 2500);
const RODADAS = Number(argumento("rodadas") ?? 5);

const percentil = (xs, p) => {
  const ordenados = [...xs].sort((a, b) => a - b);
  return ordenados[Math.min(ordenados.length - 1, Math.floor((p / 100) * ordenados.length))] ?? 0;
};
const ms = (x) => `${x.toFixed(1)} ms`;

async function iniciarPerfil(cdp) {
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await cdp.send("Profiler.start");
}

/** Self time of a CDP CPU profile, summed by script file and by function, the largest first. */
function imprimirPerfil(perfil, titulo) {
  const porNo = new Map(perfil.nodes.map((n) => [n.id, n]));
  const proprio = new Map();
  for (let i = 0; i < perfil.samples.length; i++) {
    proprio.set(perfil.samples[i], (proprio.get(perfil.samples[i]) ?? 0) + (perfil.timeDeltas[i] ?? 0) / 1000);
  }
  const porArquivo = new Map();
  const porFuncao = new Map();
  for (const [id, tempo] of proprio) {
    const { callFrame } = porNo.get(id);
    const arquivo = callFrame.url ? new URL(callFrame.url).pathname : `(${callFrame.functionName || "programa"})`;
    porArquivo.set(arquivo, (porArquivo.get(arquivo) ?? 0) + tempo);
    const funcao = `${callFrame.functionName || "(anônima)"} ${arquivo}:${callFrame.lineNumber + 1}`;
    porFuncao.set(funcao, (porFuncao.get(funcao) ?? 0) + tempo);
  }
  const topo = (mapa, n) => [...mapa].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`perfil: ${titulo} (tempo próprio, CPU já desacelerada):`);
  for (const [arquivo, tempo] of topo(porArquivo, 12)) console.log(`  ${ms(tempo).padStart(10)}  ${arquivo}`);
  for (const [funcao, tempo] of topo(porFuncao, 15)) console.log(`  ${ms(tempo).padStart(10)}  ${funcao}`);
}

console.log(`Semeando ${CLIENTES} clientes e iniciando o servidor compilado...`);
const servidor = await iniciarServidorComClientes({ clientes: CLIENTES });
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
// Marks, in every page the context opens, the moment (from the navigation's start:
// performance.now()) of the first frame painted with a client row, as a promise the script awaits
// through CDP: Playwright's waitForFunction, and even its evaluate, add their own script to the
// page, and parsing it took 0.1-0.2 s of the slowed main thread inside the measured time.
function marcarPrimeiraLinha() {
  window.__primeiraLinha = new Promise((resolve) => {
    const observador = new MutationObserver(() => {
      if (!document.querySelector("[data-testid=linha-cliente]")) return;
      observador.disconnect();
      requestAnimationFrame(() => resolve(performance.now()));
    });
    observador.observe(document, { childList: true, subtree: true });
  });
}

async function esperarPrimeiraLinha(cdp) {
  // Right after the navigation commits, an evaluation may still reach the previous document: asked again until the new one answers.
  for (;;) {
    const { result } = await cdp.send("Runtime.evaluate", { expression: "window.__primeiraLinha", awaitPromise: true, returnByValue: true });
    if (typeof result.value === "number") return result.value;
  }
}

/** A page of its own context with the CPU slowed, marking its first row. */
async function abrirPagina(contexto) {
  await contexto.addInitScript(marcarPrimeiraLinha);
  const pagina = await contexto.newPage();
  const cdp = await contexto.newCDPSession(pagina);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: TAXA_CPU });
  return { pagina, cdp };
}

/** The dashboard, loaded and settled, then the menu's 'Clientes' link to the first row (the page's code and the list's data not yet loaded). */
async function medirPeloMenu(pagina) {
  await pagina.goto(`${servidor.url}/`);
  await pagina.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor({ timeout: 60_000 });
  await pagina.waitForLoadState("networkidle");
  return clicarEmClientes(pagina);
}

/** From the tap on the menu's 'Clientes' link to the first row on screen. */
async function clicarEmClientes(pagina) {
  // On a phone the menu is a drawer: opened first, and the time counts from the tap on 'Clientes'.
  if (CELULAR) {
    await pagina.getByTestId("sidebar-trigger").click();
    await pagina.getByRole("link", { name: "Clientes", exact: true }).waitFor();
  }
  return pagina.evaluate(
    () =>
      new Promise((resolve) => {
        const link = document.querySelector('a[href="/clientes"]');
        if (!link) return resolve(null);
        const inicio = performance.now();
        const observador = new MutationObserver(() => {
          if (!document.querySelector("[data-testid=linha-cliente]")) return;
          observador.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - inicio));
        });
        observador.observe(document, { childList: true, subtree: true });
        link.click();
      }),
  );
}

async function entrar(pagina) {
  await pagina.getByLabel("E-mail").fill(servidor.email);
  await pagina.getByLabel("Senha", { exact: true }).fill(servidor.senha);
  await pagina.getByRole("button", { name: "Entrar", exact: true }).click();
  await pagina.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor({ timeout: 60_000 });
}

/**
 * A phone that never opened the app (nothing cached, no service worker, CPU slowed from the
 * start): the lender opens /login, signs in and, as soon as the dashboard shows, opens Clientes,
 * through the menu or by its address (a bookmark typed in). The service worker the frame
 * registers is still installing meanwhile.
 */
async function medirPrimeiraSessao(porOnde, perfilar = false) {
  const contexto = await navegador.newContext(opcoesDoContexto);
  try {
    const { pagina, cdp } = await abrirPagina(contexto);
    await pagina.goto(`${servidor.url}/login`);
    await entrar(pagina);
    if (porOnde === "menu") return await clicarEmClientes(pagina);
    if (perfilar) await iniciarPerfil(cdp);
    await pagina.goto(`${servidor.url}/clientes`, { waitUntil: "commit" });
    const tempo = await esperarPrimeiraLinha(cdp);
    if (perfilar) imprimirPerfil((await cdp.send("Profiler.stop")).profile, "primeira sessão, pelo endereço");
    return tempo;
  } finally {
    await contexto.close();
  }
}

/** A full load of /clientes (the address typed, or the app reopened), to the first row. */
async function medirCarga(pagina, cdp) {
  await pagina.goto(`${servidor.url}/clientes`, { waitUntil: "commit" });
  return esperarPrimeiraLinha(cdp);
}

const mediana = (xs) => percentil(xs, 50);
const faixa = (xs) => `mediana ${ms(mediana(xs))} (de ${ms(Math.min(...xs))} a ${ms(Math.max(...xs))})`;

const opcoesDoContexto = {
  viewport: CELULAR ? { width: 375, height: 740 } : { width: 1280, height: 800 },
  // A phone's browser says it is one: the server draws the first paint of /clientes as cards for it.
  ...(CELULAR ? { userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36" } : {}),
  locale: "pt-BR",
  timezoneId: "America/Sao_Paulo",
};

try {
  const contexto = await navegador.newContext(opcoesDoContexto);
  const { pagina, cdp } = await abrirPagina(contexto);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  await pagina.goto(`${servidor.url}/login`);
  await entrar(pagina);
  // The lender's everyday case: the app's service worker installed (the signed-in frame registers
  // it; the first install downloads the whole app once) and the page under its control.
  await pagina.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await pagina.reload();
  await pagina.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor({ timeout: 60_000 });
  const comServiceWorker = await pagina.evaluate(() => navigator.serviceWorker.controller !== null);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: TAXA_CPU });
  const sessao = await contexto.storageState();

  // Each round: (1) from the dashboard through the menu, (2) a full load of /clientes in the same
  // browser, (3) a first visit: a new browser context with the session's cookie and nothing else
  // (no service worker, no cached files or compiled code), straight to /clientes.
  const PERFIL = process.argv.includes("--perfil");
  const rodadas = [];
  for (let r = 1; r <= RODADAS; r++) {
    const menu = await medirPeloMenu(pagina);
    // --perfil: the main thread's CPU profile of the last round's load and first session by address, by script (where the time before the first row goes).
    const perfilar = PERFIL && r === RODADAS;
    if (perfilar) await iniciarPerfil(cdp);
    const carga = await medirCarga(pagina, cdp);
    if (perfilar) imprimirPerfil((await cdp.send("Profiler.stop")).profile, "carga");
    const novo = await navegador.newContext({ ...opcoesDoContexto, storageState: sessao, serviceWorkers: "block" });
    const visita = await abrirPagina(novo);
    const primeiraVisita = await medirCarga(visita.pagina, visita.cdp);
    await novo.close();
    const sessaoMenu = await medirPrimeiraSessao("menu");
    const sessaoEndereco = await medirPrimeiraSessao("endereco", perfilar);
    rodadas.push({ menu, carga, primeiraVisita, sessaoMenu, sessaoEndereco });
    console.log(
      `rodada ${r}: menu ${ms(menu)}, carga ${ms(carga)}, primeira visita ${ms(primeiraVisita)}, ` +
        `primeira sessão pelo menu ${ms(sessaoMenu)}, pelo endereço ${ms(sessaoEndereco)}`,
    );
  }
  const navegacao = await pagina.evaluate(() => {
    const n = performance.getEntriesByType("navigation")[0];
    return n ? { resposta: n.responseEnd, dom: n.domContentLoadedEventEnd } : null;
  });
  const linhasAntes = await pagina.locator("[data-testid=linha-cliente]").count();
  // The first list request: how much of the wait was the server's answer and its size.
  const api = await pagina.evaluate(() => {
    const r = performance.getEntriesByType("resource").find((e) => new URL(e.name).pathname === "/api/clientes");
    return r ? { inicio: r.startTime, fim: r.responseEnd, bytes: r.encodedBodySize, decodificados: r.decodedBodySize } : null;
  });
  if (process.argv.includes("--detalhes")) {
    const recursos = await pagina.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((e) => ({ nome: new URL(e.name).pathname + new URL(e.name).search, inicio: e.startTime, fim: e.responseEnd, sw: e.workerStart > 0 })),
    );
    for (const r of recursos)
      console.log(`  ${r.inicio.toFixed(0).padStart(6)} → ${r.fim.toFixed(0).padStart(6)} ms  ${r.nome}${r.sw ? " (service worker)" : ""}`);
  }
  await pagina.waitForTimeout(500);
  // Frames with nothing to do, for comparison: headless Chromium under throttling has its own floor.
  const parado = await pagina.evaluate(
    () =>
      new Promise((resolve) => {
        const quadros = [];
        let anterior;
        const fim = performance.now() + 2000;
        const passo = (agora) => {
          if (anterior !== undefined) quadros.push(agora - anterior);
          anterior = agora;
          if (agora < fim) requestAnimationFrame(passo);
          else resolve(quadros);
        };
        requestAnimationFrame(passo);
      }),
  );

  // Where the main thread's time goes while scrolling (Chromium's own counters, in seconds).
  await cdp.send("Performance.enable");
  const metricas = async () => Object.fromEntries((await cdp.send("Performance.getMetrics")).metrics.map((m) => [m.name, m.value]));
  const antes = await metricas();
  const rolagem = await pagina.evaluate(
    async ({ segundos, pxPorSegundo }) => {
      const quadros = [];
      let maiorIndice = 0;
      await new Promise((resolve) => {
        let anterior;
        let inicio;
        const passo = (agora) => {
          if (anterior === undefined) {
            inicio = agora;
          } else {
            const dt = agora - anterior;
            quadros.push(dt);
            // Steady speed whatever the frame rate; a long frame does not become a jump.
            window.scrollBy(0, (pxPorSegundo * Math.min(dt, 100)) / 1000);
          }
          anterior = agora;
          for (const el of document.querySelectorAll("[data-testid=linha-cliente]")) {
            maiorIndice = Math.max(maiorIndice, Number(el.getAttribute("data-index") ?? 0));
          }
          if (agora - inicio < segundos * 1000) requestAnimationFrame(passo);
          else resolve();
        };
        requestAnimationFrame(passo);
      });
      return {
        quadros,
        linhasNoDom: document.querySelectorAll("[data-testid=linha-cliente]").length,
        rolado: Math.round(window.scrollY),
        maiorIndice,
      };
    },
    { segundos: SEGUNDOS_ROLANDO, pxPorSegundo: PX_POR_SEGUNDO },
  );

  const depois = await metricas();
  const gasto = (nome) => ms(1000 * ((depois[nome] ?? 0) - (antes[nome] ?? 0)));
  const q = rolagem.quadros;
  const longos = q.filter((x) => x > 50).length;
  console.log(`\n/clientes com ${CLIENTES} clientes, CPU ${TAXA_CPU}x mais lenta, tela ${CELULAR ? "375 x 740 (celular)" : "1280 x 800"}`);
  console.log(`service worker:          ${comServiceWorker ? "instalado e controlando a página" : "não controla a página"}; ${RODADAS} rodadas`);
  console.log(`primeiras linhas (menu): ${faixa(rodadas.map((x) => x.menu))} do clique em 'Clientes' no menu, já na aplicação`);
  console.log(`primeiras linhas (load): ${faixa(rodadas.map((x) => x.carga))} desde o início da navegação (${linhasAntes} linhas no DOM)`);
  console.log(`primeira visita:         ${faixa(rodadas.map((x) => x.primeiraVisita))} (navegador sem cache nem service worker)`);
  console.log(
    `primeira sessão, menu:   ${faixa(rodadas.map((x) => x.sessaoMenu))} (celular novo: /login, entra e toca em 'Clientes' assim que o dashboard aparece)`,
  );
  console.log(`primeira sessão, endereço: ${faixa(rodadas.map((x) => x.sessaoEndereco))} (o mesmo, abrindo /clientes pelo endereço)`);
  if (navegacao) console.log(`documento:               HTML em ${ms(navegacao.resposta)}, DOMContentLoaded em ${ms(navegacao.dom)}`);
  if (api) {
    console.log(
      `GET /api/clientes:       de ${ms(api.inicio)} a ${ms(api.fim)} (${(api.bytes / 1024).toFixed(1)} KiB na rede, ${(api.decodificados / 1024).toFixed(1)} KiB de JSON)`,
    );
  }
  console.log(`parado (2 s):            ${parado.length} quadros, p50 ${ms(percentil(parado, 50))}, p95 ${ms(percentil(parado, 95))}`);
  console.log(`rolagem:                 ${SEGUNDOS_ROLANDO} s a ${PX_POR_SEGUNDO} px/s, ${rolagem.rolado} px, até a linha ${rolagem.maiorIndice + 1}`);
  console.log(`quadros:                 ${q.length} (${(q.length / SEGUNDOS_ROLANDO).toFixed(1)} por segundo)`);
  console.log(`tempo de quadro:         p50 ${ms(percentil(q, 50))}, p95 ${ms(percentil(q, 95))}, máx ${ms(Math.max(...q))}`);
  console.log(`quadros acima de 50 ms:  ${longos} (${((100 * longos) / Math.max(1, q.length)).toFixed(1)}%)`);
  console.log(
    `thread principal:        tarefas ${gasto("TaskDuration")}, script ${gasto("ScriptDuration")}, layout ${gasto("LayoutDuration")}, estilo ${gasto("RecalcStyleDuration")}`,
  );
  console.log(`linhas no DOM:           ${rolagem.linhasNoDom}`);

  // A flick as the browser does it: a synthetic wheel (or, on a phone, touch) gesture goes through
  // the compositor, which scrolls ahead of the main thread. What the lender would see is then an
  // empty stretch where rows are not drawn yet, not a frozen page: sampled at each main-thread
  // frame (the scroll offset is the compositor's; the rows are what it was showing).
  await pagina.evaluate(() => window.scrollTo(0, 0));
  await pagina.waitForTimeout(1000);
  await pagina.evaluate(() => {
    window.__amostras = [];
    const passo = () => {
      const linhas = [...document.querySelectorAll("[data-testid=linha-cliente]")];
      const caixa = linhas[0]?.parentElement;
      if (caixa) {
        const topo = Math.max(0, caixa.getBoundingClientRect().top);
        const faixa = window.innerHeight - topo;
        let coberto = 0;
        for (const linha of linhas) {
          const r = linha.getBoundingClientRect();
          coberto += Math.max(0, Math.min(r.bottom, window.innerHeight) - Math.max(r.top, topo));
        }
        window.__amostras.push(faixa > 0 ? Math.max(0, 1 - coberto / faixa) : 0);
      }
      if (!window.__pararAmostras) requestAnimationFrame(passo);
    };
    requestAnimationFrame(passo);
  });
  await cdp.send("Input.synthesizeScrollGesture", {
    x: CELULAR ? 180 : 640,
    y: 500,
    yDistance: -PX_POR_SEGUNDO * 5,
    speed: PX_POR_SEGUNDO,
    gestureSourceType: CELULAR ? "touch" : "mouse",
    preventFling: true,
  });
  const vazios = await pagina.evaluate(() => {
    window.__pararAmostras = true;
    return window.__amostras;
  });
  const comVazio = vazios.filter((v) => v > 0.01).length;
  console.log(
    `gesto (5 s a ${PX_POR_SEGUNDO} px/s):   ${vazios.length} amostras, ${comVazio} com trecho vazio (${((100 * comVazio) / Math.max(1, vazios.length)).toFixed(1)}%), ` +
      `o maior com ${(100 * Math.max(0, ...vazios)).toFixed(0)}% da faixa da lista sem linhas`,
  );
} finally {
  await navegador.close();
  await servidor.parar();
}
