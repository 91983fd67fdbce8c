import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

// The server's first paint of /clientes (src/web/app/primeira-pintura.tsx, issue 12): the app's own
// components built for Node into dist/primeira-pintura, which the server imports. The packages
// (react-dom/server, TanStack, radix...) stay in node_modules, as for the server itself.
export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [react()],
  publicDir: false,
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src/web", import.meta.url)) },
  },
  build: {
    ssr: fileURLToPath(new URL("./src/web/app/primeira-pintura.tsx", import.meta.url)),
    outDir: fileURLToPath(new URL("./dist/primeira-pintura", import.meta.url)),
    emptyOutDir: true,
  },
});
