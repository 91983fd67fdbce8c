import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// Files the server keeps in DATA_DIR next to the embedded database.

/*
 * Nothing in DATA_DIR may be read by another user of the machine: it holds the session secret,
 * the operator token, the whole database and the borrowers' documents. Three layers:
 * - DATA_DIR itself is 700, so nobody else can even reach what is inside;
 * - new files are private through the process umask (077);
 * - files left open by an older version or copied in by hand are fixed at start-up, and the
 *   embedded database's folder again once PGlite has opened it (see restringirAoDono).
 */
export const UMASK_PRIVADA = 0o077;

/** What the server creates in DATA_DIR; the folders are walked, the rest left alone. */
const ARQUIVOS_PROPRIOS = ["auth-secret", "server.json", "pglite.lock"];
const PASTAS_PROPRIAS = ["pgdata", "documentos"];

export class ErroDePermissao extends Error {}

function corrigir(caminho: string, corrigidos: string[]) {
  let info: fs.Stats;
  try {
    info = fs.lstatSync(caminho);
  } catch {
    return; // Not there (yet).
  }
  // A symbolic link's own mode means nothing, and chmod would follow it out of DATA_DIR.
  if (info.isSymbolicLink()) return;
  if ((info.mode & 0o077) !== 0) {
    try {
      fs.chmodSync(caminho, info.mode & 0o700);
      corrigidos.push(caminho);
    } catch {
      const modo = (info.mode & 0o777).toString(8);
      throw new ErroDePermissao(
        `${caminho} pode ser lido por outros usuários (permissões ${modo}) e este processo não consegue corrigir. ` +
          `Corrija com "chmod -R go-rwx ${caminho}" (ou troque o dono com chown) e inicie de novo.`,
      );
    }
  }
  if (info.isDirectory()) {
    for (const nome of fs.readdirSync(caminho)) corrigir(path.join(caminho, nome), corrigidos);
  }
}

/**
 * Takes group and other permissions away from a path and everything under it. PGlite needs
 * this after opening: it copies its initial cluster into pgdata with chmod 666 explicitly,
 * which no umask can prevent. Returns the paths it fixed.
 */
export function restringirAoDono(caminho: string): string[] {
  const corrigidos: string[] = [];
  corrigir(caminho, corrigidos);
  return corrigidos;
}

/**
 * Creates DATA_DIR private (700) and takes group and other permissions away from what the
 * server keeps there. Returns the paths it fixed; throws ErroDePermissao (pt-BR) when a path
 * is open and cannot be fixed (another owner).
 */
export function protegerPastaDeDados(dataDir: string): string[] {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const corrigidos: string[] = [];
  const info = fs.statSync(dataDir);
  if ((info.mode & 0o077) !== 0) {
    try {
      fs.chmodSync(dataDir, info.mode & 0o700);
      corrigidos.push(dataDir);
    } catch {
      throw new ErroDePermissao(
        `A pasta de dados ${dataDir} pode ser lida por outros usuários (permissões ${(info.mode & 0o777).toString(8)}) ` +
          `e este processo não consegue corrigir. Corrija com "chmod 700 ${dataDir}" e inicie de novo.`,
      );
    }
  }
  for (const nome of ARQUIVOS_PROPRIOS) corrigir(path.join(dataDir, nome), corrigidos);
  for (const nome of PASTAS_PROPRIAS) corrigir(path.join(dataDir, nome), corrigidos);
  return corrigidos;
}

/** The secret that signs sessions: from the environment, else generated once and kept. */
export function segredoDeSessao(dataDir: string, doAmbiente: string | undefined): string {
  if (doAmbiente) return doAmbiente;
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
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
