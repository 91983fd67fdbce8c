import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";
import { VitePWA } from "vite-plugin-pwa";
import { grupoDoPainel, primeiraPassadaDoPainel } from "./scripts/grupo-do-painel.ts";

// The signed-in frame and the dashboard in one chunk (issue 27): scripts/grupo-do-painel.ts.
const painel = grupoDoPainel();

// The web app lives in src/web and is built into dist/web, which the API server serves.
export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [
    painel.plugin,
    react(),
    tailwindcss(),
    // Brotli and gzip copies next to every text file of the build (issue 11): the server sends
    // them as they are (@fastify/static preCompressed) instead of compressing on each request.
    // Brotli at its highest quality costs seconds once, at build time, and saves bytes on every 4G load.
    // Installable app and offline shell (issue 11, decision 0027): a manifest, and a Workbox
    // service worker that precaches the shell and every route's chunk. It is registered by the
    // signed-in frame only (app/service-worker.ts), and it never caches the API: data on screen
    // is either fresh or the app says it is offline.
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "robots.txt", "icons/apple-touch-icon.png"],
      manifest: {
        id: "/",
        name: "Crédito Fácil — Gestão de empréstimos",
        short_name: "Crédito Fácil",
        description: "Gestão de empréstimos, clientes e vencimentos para quem empresta dinheiro.",
        lang: "pt-BR",
        dir: "ltr",
        start_url: "/",
        scope: "/",
        display: "standalone",
        orientation: "portrait",
        theme_color: "#0f766e",
        background_color: "#ffffff",
        categories: ["finance", "business"],
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,webmanifest}", "icons/icon-192.png"],
        // The sign-up page's password estimator (~450 KiB compressed, decision 0043) is for people
        // without an account yet: a signed-in lender's worker never downloads it.
        globIgnores: ["**/forca-da-senha-*.js"],
        // A page opened offline (or any deep link) gets the app shell; the server's own paths
        // are never answered by the worker.
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/internal(\/|$)/, /^\/robots\.txt$/],
        cleanupOutdatedCaches: true,
        // The first install takes the open page at once (offline works right after the first
        // sign-in); a later version waits for the lender's 'Atualizar agora' (no skipWaiting).
        clientsClaim: true,
        // No runtimeCaching: API answers always come from the network.
      },
    }),
    primeiraPassadaDoPainel()
      ? null
      : compression({
          include: /\.(html|js|mjs|css|svg|json|txt|webmanifest)$/,
          threshold: 1024,
          algorithms: ["gzip", ["brotliCompress", { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }]],
        }),
  ],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src/web", import.meta.url)) },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: painel.codeSplitting } },
    modulePreload: {
      // The screens the router imports (from the entry, index-*.js) go without their preloads
      // (issue 27, point 4, decision 0048): Vite's helper appends one <link rel="modulepreload">
      // per file the screen uses, 20 to 40 of them in one task as the page starts, which on a
      // phone with the CPU 4x slower blocked the main thread for ~100 ms while the lender's first
      // screen was being drawn. The browser then asks for a screen's files when the screen's own
      // file arrives. Every other dynamic import (the payment sheet, the chart) keeps them.
      resolveDependencies: (_arquivo, dependencias, { hostId, hostType }) =>
        hostType === "js" && /^assets\/index-[\w-]+\.js$/.test(hostId) ? [] : dependencias,
    },
  },
  server: {
    proxy: { "/api": "http://localhost:5000" },
  },
});
