import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lockfile from "proper-lockfile";

// Helpers that run the server and the operator command as real processes, as an operator would:
// the server compiled, as `npm start` runs it (dist/server/main.js), the command with tsx, as
// `npm run admin` runs it.

const RAIZ = fileURLToPath(new URL("../../../", import.meta.url));
const SERVIDOR_COMPILADO = path.join(RAIZ, "dist/server/main.js");
const MARCA_DA_COMPILACAO = path.join(RAIZ, "dist/server/.compilado");

/** The newest modification time among the files the server build reads. */
function fontesMaisRecentes(): number {
  let maior = 0;
  const visitar = (p: string) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const caminho = path.join(p, e.name);
      if (e.isDirectory()) visitar(caminho);
      else maior = Math.max(maior, fs.statSync(caminho).mtimeMs);
    }
  };
  visitar(path.join(RAIZ, "src/server"));
  visitar(path.join(RAIZ, "src/domain"));
  for (const f of ["tsconfig.server.json", "scripts/build-server.mjs", "package-lock.json"]) maior = Math.max(maior, fs.statSync(path.join(RAIZ, f)).mtimeMs);
  return maior;
}

function compilacaoEmDia(): boolean {
  try {
    return fs.existsSync(SERVIDOR_COMPILADO) && fs.statSync(MARCA_DA_COMPILACAO).mtimeMs >= fontesMaisRecentes();
  } catch {
    return false;
  }
}

let compilacao: Promise<string> | undefined;

/**
 * dist/server/main.js, built from the current sources (npm run build:server) when older than
 * any of them. Test files run in parallel workers: one builds under a lock, the others wait.
 */
export function servidorCompilado(): Promise<string> {
  compilacao ??= (async () => {
    if (compilacaoEmDia()) return SERVIDOR_COMPILADO;
    fs.mkdirSync(path.join(RAIZ, "dist"), { recursive: true });
    const soltar = await lockfile.lock(path.join(RAIZ, "dist"), {
      lockfilePath: path.join(RAIZ, "dist/.compilando.lock"),
      realpath: false,
      retries: { retries: 600, factor: 1, minTimeout: 500, maxTimeout: 500 },
    });
    try {
      if (compilacaoEmDia()) return SERVIDOR_COMPILADO;
      const saida = await new Promise<{ codigo: number | null; texto: string }>((resolve) => {
        const p = spawn(process.execPath, ["scripts/build-server.mjs"], { cwd: RAIZ, stdio: ["ignore", "pipe", "pipe"] });
        let texto = "";
        p.stdout.on("data", (d) => (texto += d));
        p.stderr.on("data", (d) => (texto += d));
        p.on("exit", (codigo) => resolve({ codigo, texto }));
      });
      if (saida.codigo !== 0) throw new Error(`npm run build:server falhou:\n${saida.texto}`);
      return SERVIDOR_COMPILADO;
    } finally {
      await soltar();
    }
  })();
  compilacao.catch(() => (compilacao = undefined));
  return compilacao;
}

export function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const porta = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(porta));
    });
    s.on("error", reject);
  });
}

/** How long iniciarServidor waits for the server: TEST_SERVER_START_TIMEOUT_MS, or 180 s. */
export function prazoDeInicioMs(): number {
  const valor = process.env.TEST_SERVER_START_TIMEOUT_MS;
  if (valor === undefined || valor === "") return 180_000;
  const ms = Number(valor);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`TEST_SERVER_START_TIMEOUT_MS deve ser um número inteiro de milissegundos, não "${valor}"`);
  return ms;
}

/** A started server: `saida` is everything it has written so far (stdout and stderr, from the start). */
export type Servidor = { url: string; processo: ChildProcess; saida: () => string; parar: () => Promise<void> };

export async function iniciarServidor(env: Record<string, string>): Promise<Servidor> {
  const principal = await servidorCompilado();
  const porta = await portaLivre();
  const processo = spawn(process.execPath, [principal], {
    cwd: RAIZ,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", PORT: String(porta), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let saida = "";
  processo.stdout?.on("data", (d) => (saida += d));
  processo.stderr?.on("data", (d) => (saida += d));
  const url = `http://127.0.0.1:${porta}`;
  // A first start on a fresh DATA_DIR unpacks PGlite's cluster; on a busy 2-core machine
  // (parallel test files) that alone can take half a minute. The deadline only ends a start
  // that will never come: generous, and TEST_SERVER_START_TIMEOUT_MS raises it on slower machines.
  const prazoMs = prazoDeInicioMs();
  const limite = Date.now() + prazoMs;
  for (;;) {
    if (processo.exitCode !== null) throw new Error(`o servidor terminou ao iniciar:\n${saida}`);
    try {
      if ((await fetch(`${url}/api/app-config`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > limite) throw new Error(`o servidor não respondeu em ${prazoMs / 1000} s (TEST_SERVER_START_TIMEOUT_MS):\n${saida}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    processo,
    saida: () => saida,
    parar: () =>
      new Promise((resolve) => {
        if (processo.exitCode !== null) return resolve();
        processo.once("exit", () => resolve());
        processo.kill("SIGTERM");
      }),
  };
}

export function rodarAdmin(args: string[], env: Record<string, string>): Promise<{ codigo: number; saida: string; erro: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ["--import", "tsx", "src/server/cli/admin.ts", ...args], {
      cwd: RAIZ,
      env: { ...process.env, NODE_ENV: "test", ...env },
    });
    let saida = "";
    let erro = "";
    p.stdout.on("data", (d) => (saida += d));
    p.stderr.on("data", (d) => (erro += d));
    p.on("exit", (codigo) => resolve({ codigo: codigo ?? -1, saida, erro }));
  });
}

/** Signs up and in over real HTTP; returns the session cookie. */
export async function contaViaHttp(url: string, email: string, senha = "segredo123"): Promise<string> {
  const headers = { "content-type": "application/json", origin: url };
  const cadastro = await fetch(`${url}/api/auth/sign-up/email`, { method: "POST", headers, body: JSON.stringify({ email, password: senha, name: email }) });
  if (!cadastro.ok) throw new Error(`cadastro: ${cadastro.status} ${await cadastro.text()}`);
  const login = await fetch(`${url}/api/auth/sign-in/email`, { method: "POST", headers, body: JSON.stringify({ email, password: senha }) });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export async function statusCreditos(url: string, cookie: string) {
  const r = await fetch(`${url}/api/creditos/status`, { headers: { cookie } });
  return (await r.json()) as { diasRestantes: number; dataExpiracao: string };
}
