// Compiles the server for production: tsc -p tsconfig.server.json into dist/server and
// dist/domain (relative imports rewritten from .ts to .js), after removing what an earlier
// build left there (a module moved or deleted in src must not live on in dist), then copies the
// server's non-TypeScript files, if any, next to the modules that read them.
// Builds unconditionally: whether a build is needed is scripts/compilacao.mjs's question.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const RAIZ = fileURLToPath(new URL("..", import.meta.url));
const DIST = path.join(RAIZ, "dist");

for (const pasta of ["server", "domain"]) fs.rmSync(path.join(DIST, pasta), { recursive: true, force: true });

const tsc = spawnSync(process.execPath, [path.join(RAIZ, "node_modules/typescript/bin/tsc"), "-p", path.join(RAIZ, "tsconfig.server.json")], {
  stdio: "inherit",
});
if (tsc.status !== 0) {
  console.error("Falha ao compilar o servidor (tsc -p tsconfig.server.json).");
  process.exit(tsc.status ?? 1);
}

/** Files the server reads at run time that tsc does not emit. */
function copiarArquivos(origem, destino) {
  for (const entrada of fs.readdirSync(origem, { withFileTypes: true })) {
    const de = path.join(origem, entrada.name);
    const para = path.join(destino, entrada.name);
    if (entrada.isDirectory()) {
      if (entrada.name !== "test") copiarArquivos(de, para);
    } else if (!entrada.name.endsWith(".ts")) {
      fs.mkdirSync(destino, { recursive: true });
      fs.copyFileSync(de, para);
    }
  }
}
copiarArquivos(path.join(RAIZ, "src/server"), path.join(DIST, "server"));

console.log("Servidor compilado em dist/server.");
