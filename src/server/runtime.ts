import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// Files the server keeps in DATA_DIR next to the embedded database.

/** The secret that signs sessions: from the environment, else generated once and kept. */
export function segredoDeSessao(dataDir: string, doAmbiente: string | undefined): string {
  if (doAmbiente) return doAmbiente;
  fs.mkdirSync(dataDir, { recursive: true });
  const arquivo = path.join(dataDir, "auth-secret");
  if (fs.existsSync(arquivo)) return fs.readFileSync(arquivo, "utf8").trim();
  const segredo = randomBytes(32).toString("base64url");
  fs.writeFileSync(arquivo, segredo, { mode: 0o600 });
  return segredo;
}

export type ControleServidor = { pid: number; port: number; adminToken: string };

export function arquivoDeControle(dataDir: string): string {
  return path.join(dataDir, "server.json");
}

function processoVivo(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The running server that holds this data folder, if any (stale files are ignored). */
export function servidorEmExecucao(dataDir: string): ControleServidor | null {
  try {
    const controle = JSON.parse(fs.readFileSync(arquivoDeControle(dataDir), "utf8")) as ControleServidor;
    return processoVivo(controle.pid) && controle.pid !== process.pid ? controle : null;
  } catch {
    return null;
  }
}

export function escreverControle(dataDir: string, controle: ControleServidor) {
  fs.writeFileSync(arquivoDeControle(dataDir), JSON.stringify(controle), { mode: 0o600 });
}

export function removerControle(dataDir: string) {
  try {
    const atual = JSON.parse(fs.readFileSync(arquivoDeControle(dataDir), "utf8")) as ControleServidor;
    if (atual.pid === process.pid) fs.rmSync(arquivoDeControle(dataDir));
  } catch {
    // Nothing to remove.
  }
}

/** Serialises the embedded database's single-process access between server and operator command. */
export function travaDaPasta(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const arquivo = path.join(dataDir, "pglite.lock");
  const adquirir = (): boolean => {
    try {
      fs.writeFileSync(arquivo, String(process.pid), { flag: "wx", mode: 0o600 });
      return true;
    } catch {
      const dono = Number(fs.readFileSync(arquivo, "utf8"));
      if (Number.isInteger(dono) && dono > 0 && processoVivo(dono) && dono !== process.pid) return false;
      fs.rmSync(arquivo, { force: true });
      return adquirir();
    }
  };
  return {
    adquirir,
    liberar: () => {
      try {
        if (Number(fs.readFileSync(arquivo, "utf8")) === process.pid) fs.rmSync(arquivo);
      } catch {
        // Already gone.
      }
    },
  };
}
