// The built app (dist/, as `npm start` runs it) on a free port with a fresh data folder, plus a
// lender with an active sign-up link: what the budget and Lighthouse scripts load. The server
// is a real process; `parar()` ends it and removes the folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RAIZ = fileURLToPath(new URL("../..", import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A TCP port free right now on 127.0.0.1 (also used by scripts/medir-inicio.mjs). */
export function portaLivre() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

async function esperarServidor(url, processo) {
  const limite = Date.now() + 120_000;
  while (Date.now() < limite) {
    if (processo.exitCode !== null) throw new Error(`o servidor terminou (código ${processo.exitCode})`);
    try {
      if ((await fetch(`${url}/api/app-config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("o servidor não respondeu em 120 s");
}

export async function iniciarServidorDeMedida() {
  for (const arquivo of ["dist/server/main.js", "dist/web/index.html"]) {
    if (!fs.existsSync(path.join(RAIZ, arquivo))) throw new Error(`${arquivo} não existe: rode npm run build antes.`);
  }
  const porta = await portaLivre();
  const url = `http://localhost:${porta}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-medida-"));
  const processo = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: RAIZ,
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", PORT: String(porta), DATA_DIR: dataDir, CREDITOS_BOAS_VINDAS: "30", PUBLIC_URL: url },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const parar = async () => {
    if (processo.exitCode === null) {
      processo.kill("SIGTERM");
      await new Promise((r) => processo.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await esperarServidor(url, processo);
    const token = await criarLinkDeCadastro(url);
    return { url, token, parar };
  } catch (erro) {
    await parar();
    throw erro;
  }
}

async function criarLinkDeCadastro(url) {
  const email = `medida-${Date.now()}@teste.com`;
  const senha = "senha-forte-123";
  const cabecalhos = { "content-type": "application/json", origin: url };
  const cadastro = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: cabecalhos,
    body: JSON.stringify({ email, password: senha, name: email }),
  });
  if (!cadastro.ok) throw new Error(`cadastro do credor: ${cadastro.status}`);
  const entrada = await fetch(`${url}/api/auth/sign-in/email`, { method: "POST", headers: cabecalhos, body: JSON.stringify({ email, password: senha }) });
  if (!entrada.ok) throw new Error(`entrada do credor: ${entrada.status}`);
  const cookie = entrada.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const link = await fetch(`${url}/api/links-cadastro`, {
    method: "POST",
    headers: { ...cabecalhos, cookie },
    body: JSON.stringify({ valorOriginal: "1.000,00", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" }),
  });
  if (link.status !== 201) throw new Error(`link de cadastro: ${link.status} ${await link.text()}`);
  return (await link.json()).token;
}
