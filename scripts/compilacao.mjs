// Whether the web and server builds in dist/ were made from the sources as they are now, and
// building the part that was not (decision 0040). `npm start`, `npm run build` and the process
// tests (src/server/test/processes.ts) all go through here, so "built from these sources" is
// decided in one place.
//
// A part is up to date when its outputs exist and the stamp its last successful build left in
// dist/ holds the fingerprint of its inputs now: a SHA-256 over every input file's path and
// content. Content, not modification times: a file deleted, or a checkout that moves mtimes
// without changing a byte, is judged by what the build would actually read.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lockfile from "proper-lockfile";

export const RAIZ = fileURLToPath(new URL("..", import.meta.url));
const DIST = path.join(RAIZ, "dist");

/**
 * What each build reads and writes. `entradas` are files or folders (walked whole, minus tests,
 * which no build reads: *.test.ts(x) and src/server/test, as tsconfig.server.json excludes them).
 * A new input to a build (a generated file's source, a config) belongs in its list here.
 */
export const PARTES = {
  web: {
    nome: "interface",
    comando: ["npm", "run", "build:web"],
    rotulo: "npm run build:web",
    entradas: [
      "src/web",
      "src/domain",
      "vite.config.ts",
      "vite.primeira-pintura.config.ts",
      "scripts/grupo-do-painel.ts",
      "tsconfig.json",
      "package.json",
      "package-lock.json",
    ],
    saidas: ["dist/web/index.html", "dist/primeira-pintura/primeira-pintura.js"],
  },
  servidor: {
    nome: "servidor",
    // What `npm run build:server` runs, without npm: the process tests may run where npm is not.
    comando: [process.execPath, "scripts/build-server.mjs"],
    rotulo: "npm run build:server",
    entradas: ["src/server", "src/domain", "tsconfig.server.json", "scripts/build-server.mjs", "package.json", "package-lock.json"],
    saidas: ["dist/server/main.js"],
  },
};

const marcaDe = (parte) => path.join(DIST, `.fontes-${parte}.json`);

function ehTeste(relativo) {
  return /\.test\.tsx?$/.test(relativo) || relativo.startsWith("src/server/test/");
}

/** Every input file of a part, as paths relative to the repository, sorted. */
function arquivosDe(parte) {
  const arquivos = [];
  const visitar = (relativo) => {
    const absoluto = path.join(RAIZ, relativo);
    if (!fs.statSync(absoluto).isDirectory()) {
      if (!ehTeste(relativo)) arquivos.push(relativo);
      return;
    }
    for (const nome of fs.readdirSync(absoluto)) visitar(path.posix.join(relativo, nome));
  };
  for (const entrada of PARTES[parte].entradas) visitar(entrada);
  return arquivos.sort();
}

/** SHA-256 of a part's inputs: each file's path and content, in path order. */
export function impressaoDasFontes(parte) {
  const hash = createHash("sha256");
  for (const relativo of arquivosDe(parte)) {
    hash
      .update(relativo)
      .update("\0")
      .update(fs.readFileSync(path.join(RAIZ, relativo)))
      .update("\0");
  }
  return hash.digest("hex");
}

/** True when the part's outputs exist and were built from the current inputs. */
export function compilacaoEmDia(parte) {
  if (!PARTES[parte].saidas.every((saida) => fs.existsSync(path.join(RAIZ, saida)))) return false;
  try {
    return JSON.parse(fs.readFileSync(marcaDe(parte), "utf8")).impressao === impressaoDasFontes(parte);
  } catch {
    return false;
  }
}

/**
 * Builds a part from the current inputs and, once the build succeeded, stamps it with the
 * fingerprint taken before it started (a source edited during the build is built next time).
 * `saida: "herdar"` shows the build's output; "capturar" keeps it for the error when it fails.
 */
async function compilarAgora(parte, saida) {
  const { comando, nome, rotulo } = PARTES[parte];
  const impressao = impressaoDasFontes(parte);
  // No stamp while the build runs: a build cut short must not pass for a finished one.
  fs.rmSync(marcaDe(parte), { force: true });
  const resultado = await new Promise((resolve) => {
    const [programa, ...args] = comando;
    const processo = spawn(programa, args, { cwd: RAIZ, stdio: saida === "herdar" ? "inherit" : ["ignore", "pipe", "pipe"] });
    let texto = "";
    processo.stdout?.on("data", (d) => (texto += d));
    processo.stderr?.on("data", (d) => (texto += d));
    processo.on("error", (erro) => resolve({ codigo: null, texto: texto + String(erro) }));
    processo.on("exit", (codigo) => resolve({ codigo, texto }));
  });
  if (resultado.codigo !== 0) throw new Error(`Falha ao compilar: ${nome} (${rotulo}).${resultado.texto ? `\n${resultado.texto}` : ""}`);
  fs.writeFileSync(marcaDe(parte), JSON.stringify({ impressao, compiladoEm: new Date().toISOString() }) + "\n");
}

/**
 * Runs `fazer` holding dist/'s lock for the part: parallel test workers, or a test run beside
 * `npm start`, build once and the others wait. The spawn above is asynchronous, so the lock's
 * refresh keeps running during a long build and the lock never looks abandoned.
 */
async function comTrava(parte, fazer) {
  fs.mkdirSync(DIST, { recursive: true });
  const soltar = await lockfile.lock(DIST, {
    lockfilePath: path.join(DIST, `.compilando-${parte}.lock`),
    realpath: false,
    // A web build on a busy two-core machine takes minutes: wait up to 20.
    retries: { retries: 2400, factor: 1, minTimeout: 500, maxTimeout: 500 },
  });
  try {
    return await fazer();
  } finally {
    await soltar();
  }
}

/** Builds the part unless it is up to date. Returns whether it built. */
export async function compilarSeMudou(parte, { saida = "herdar" } = {}) {
  if (compilacaoEmDia(parte)) return false;
  return comTrava(parte, async () => {
    if (compilacaoEmDia(parte)) return false;
    await compilarAgora(parte, saida);
    return true;
  });
}

/** Builds the part whatever its stamp says (npm run build). */
export function compilar(parte, { saida = "herdar" } = {}) {
  return comTrava(parte, () => compilarAgora(parte, saida));
}
