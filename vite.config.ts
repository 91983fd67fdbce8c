import { fileURLToPath } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { compression } from "vite-plugin-compression2";

// The web app lives in src/web and is built into dist/web, which the API server serves.
export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip copies next to every text file of the build (issue 11): the server sends
    // them as they are (@fastify/static preCompressed) instead of compressing on each request.
    // Brotli at its highest quality costs seconds once, at build time, and saves bytes on every 4G load.
    compression({
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
  },
  server: {
    proxy: { "/api": "http://localhost:5000" },
  },
});
