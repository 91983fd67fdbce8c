// Start-up time of the server, compiled (node dist/server/main.js, as `npm start` runs it) and
// with tsx (as `npm run dev` runs it): from spawning the process to the first successful
// GET /api/app-config, on the same already-initialised DATA_DIR, alternating the two so that
// the machine's load falls on both alike. Usage: node scripts/medir-inicio.mjs [runs=5]
// (build first: npm run build:server).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { portaLivre } from "./medicao-web/servidor.mjs";

const RAIZ = fileURLToPath(new URL("..", import.meta.url));
const RODADAS = Number(process.argv[2] ?? 5);
const MODOS = { compilado: ["dist/server/main.js"], tsx: ["--import", "tsx", "src/server/main.ts"] };

async function medir(args, dataDir) {
  const porta = await portaLivre();
  const inicio = performance.now();
  const p = spawn(process.execPath, args, {
    cwd: RAIZ,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(porta), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    for (;;) {
      if (p.exitCode !== null) throw new Error(`o servidor terminou (código ${p.exitCode})`);
      try {
        if ((await fetch(`http://127.0.0.1:${porta}/api/app-config`)).ok) return performance.now() - inicio;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await new Promise((resolve) => {
      if (p.exitCode !== null) return resolve();
      p.once("exit", resolve);
      p.kill("SIGTERM");
    });
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-inicio-"));
try {
  await medir(MODOS.compilado, dataDir); // initialises the embedded database; not counted
  const tempos = { compilado: [], tsx: [] };
  for (let i = 0; i < RODADAS; i++) {
    for (const [modo, args] of Object.entries(MODOS)) tempos[modo].push(await medir(args, dataDir));
  }
  const mediana = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [modo, xs] of Object.entries(tempos)) {
    console.log(`${modo.padEnd(9)} ${xs.map((x) => `${Math.round(x)} ms`).join(", ")}  (mediana ${Math.round(mediana(xs))} ms)`);
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
