// Draws the app's PNG icons (manifest and iOS home screen) from the same mark as favicon.svg,
// in the system Chromium, so no image tool is needed. Run after changing the mark:
//   node scripts/gerar-icones.mjs
// The PNGs are committed: the build does not depend on a browser.
import { chromium } from "@playwright/test";
import { fileURLToPath } from "node:url";

const destino = fileURLToPath(new URL("../src/web/public/icons/", import.meta.url));

// The mark of favicon.svg (32×32 units); `cantos` is the rounded square's radius.
function marca({ cantos, escala }) {
  const deslocamento = (32 - 32 * escala) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#14b8a6"/><stop offset="1" stop-color="#0f766e"/></linearGradient></defs>
  <rect width="32" height="32" rx="${cantos}" fill="url(#g)"/>
  <g transform="translate(${deslocamento} ${deslocamento}) scale(${escala})">
    <path d="M9 19.5c2.2 0 3.3-1.6 5.2-1.6h3.6a1.9 1.9 0 0 1 0 3.8h-3.3m4.6-.6 4.5-2.4a1.8 1.8 0 0 1 2 2.9l-5.3 4a4 4 0 0 1-2.4.8H9" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="17.5" cy="10.5" r="3.5" fill="none" stroke="#fff" stroke-width="1.8"/>
  </g>
</svg>`;
}

const icones = [
  // "any": the rounded square as the favicon shows it.
  { arquivo: "icon-192.png", tamanho: 192, svg: marca({ cantos: 8, escala: 1 }) },
  { arquivo: "icon-512.png", tamanho: 512, svg: marca({ cantos: 8, escala: 1 }) },
  // "maskable": full bleed (the launcher cuts its own shape), the mark inside the 80 % safe zone.
  { arquivo: "icon-maskable-512.png", tamanho: 512, svg: marca({ cantos: 0, escala: 0.7 }) },
  // iOS ignores the manifest's icons and rounds the corners itself.
  { arquivo: "apple-touch-icon.png", tamanho: 180, svg: marca({ cantos: 0, escala: 0.8 }) },
];

const navegador = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
try {
  for (const { arquivo, tamanho, svg } of icones) {
    const pagina = await navegador.newPage({ viewport: { width: tamanho, height: tamanho } });
    await pagina.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${tamanho}" height="${tamanho}" `)}</body></html>`,
    );
    await pagina.screenshot({ path: destino + arquivo, omitBackground: true });
    await pagina.close();
    console.log(`${arquivo}: ${tamanho}×${tamanho}`);
  }
} finally {
  await navegador.close();
}
