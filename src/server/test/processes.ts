import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";

// Helpers that run the server and the operator command as real processes, as an operator would.

const RAIZ = fileURLToPath(new URL("../../../", import.meta.url));

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

export type Servidor = { url: string; processo: ChildProcess; parar: () => Promise<void> };

export async function iniciarServidor(env: Record<string, string>): Promise<Servidor> {
  const porta = await portaLivre();
  const processo = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
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
