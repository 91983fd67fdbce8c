import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compilarSeMudou } from "../../../scripts/compilacao.mjs";

// Helpers that run the server and the operator command as real processes, as an operator would:
// the server compiled, as `npm start` runs it (dist/server/main.js), the command with tsx, as
// `npm run admin` runs it.

const RAIZ = fileURLToPath(new URL("../../../", import.meta.url));
const SERVIDOR_COMPILADO = path.join(RAIZ, "dist/server/main.js");

let compilacao: Promise<string> | undefined;

/**
 * dist/server/main.js, built from the current sources when it was built from other ones or is
 * missing: the same check as `npm start` (scripts/compilacao.mjs), once per test process. Test
 * files run in parallel workers: one builds under a lock, the others wait.
 */
export function servidorCompilado(): Promise<string> {
  compilacao ??= compilarSeMudou("servidor", { saida: "capturar" }).then(() => SERVIDOR_COMPILADO);
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
export async function contaViaHttp(url: string, email: string, senha = "segredo-do-teste-99"): Promise<string> {
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
