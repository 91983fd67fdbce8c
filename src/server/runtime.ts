import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

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
  const existente = segredoDoArquivo(dataDir);
  if (existente) return existente;
  const segredo = randomBytes(32).toString("base64url");
  fs.writeFileSync(arquivo, segredo, { mode: 0o600 });
  return segredo;
}

/** DATA_DIR/auth-secret when an earlier start wrote it; never creates it. */
export function segredoDoArquivo(dataDir: string): string | undefined {
  const arquivo = path.join(dataDir, "auth-secret");
  return fs.existsSync(arquivo) ? fs.readFileSync(arquivo, "utf8").trim() || undefined : undefined;
}

/** A new random session secret. */
export function segredoNovo(): string {
  return randomBytes(32).toString("base64url");
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
    // The PID alone could be another program's by now: the server also holds the lock.
    return processoVivo(controle.pid) && controle.pid !== process.pid && travaOcupada(dataDir) ? controle : null;
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

/*
 * The embedded database admits one process at a time: the server, or the operator command with
 * the server stopped. proper-lockfile takes DATA_DIR/pglite.lock (an atomic mkdir), keeps its
 * mtime fresh while the process lives and removes it on exit; a lock whose mtime is older than
 * TRAVA_VENCIDA_MS was left by a process that died (kill -9, power loss) and is taken over.
 */
const TRAVA_VENCIDA_MS = 10_000;
const TRAVA_ATUALIZADA_MS = 2_000;

function opcoesDaTrava(dataDir: string) {
  return { lockfilePath: path.join(dataDir, "pglite.lock"), realpath: false, stale: TRAVA_VENCIDA_MS };
}

/** Older versions kept a PID file at the same path: gone with its process, refused while it lives. */
function liberarTravaAntiga(dataDir: string): boolean {
  const arquivo = path.join(dataDir, "pglite.lock");
  let info: fs.Stats;
  try {
    info = fs.lstatSync(arquivo);
  } catch {
    return true;
  }
  if (info.isDirectory()) return true;
  const dono = Number(fs.readFileSync(arquivo, "utf8"));
  if (Number.isInteger(dono) && dono > 0 && dono !== process.pid && processoVivo(dono)) return false;
  fs.rmSync(arquivo, { force: true });
  return true;
}

export type TravaDaPasta = {
  /** Takes the lock now or says it cannot (the operator command: it should not wait). */
  adquirir: () => boolean;
  /**
   * Takes the lock, retrying for a little longer than a dead process's lock takes to go stale, so
   * a server restarted right after a crash starts; false when a live process keeps holding it.
   */
  adquirirEsperando: () => Promise<boolean>;
  liberar: () => void;
};

function ocupada(erro: unknown): boolean {
  return (erro as NodeJS.ErrnoException).code === "ELOCKED";
}

/**
 * Serialises the embedded database's single-process access between server and operator command.
 * `aoPerder` runs if another process takes the lock away (proper-lockfile's onCompromised).
 */
export function travaDaPasta(dataDir: string, aoPerder: (erro: Error) => void = (erro) => console.error(erro.message)): TravaDaPasta {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const opcoes = { ...opcoesDaTrava(dataDir), update: TRAVA_ATUALIZADA_MS, onCompromised: aoPerder };
  let minha = false;
  return {
    adquirir: () => {
      if (minha) return true;
      if (!liberarTravaAntiga(dataDir)) return false;
      try {
        lockfile.lockSync(dataDir, opcoes);
        return (minha = true);
      } catch (erro) {
        if (ocupada(erro)) return false;
        throw erro;
      }
    },
    adquirirEsperando: async () => {
      if (minha) return true;
      if (!liberarTravaAntiga(dataDir)) return false;
      const segundos = Math.ceil((TRAVA_VENCIDA_MS + 2 * TRAVA_ATUALIZADA_MS) / 1000);
      try {
        await lockfile.lock(dataDir, { ...opcoes, retries: { retries: segundos, factor: 1, minTimeout: 1000, maxTimeout: 1000 } });
        return (minha = true);
      } catch (erro) {
        if (ocupada(erro)) return false;
        throw erro;
      }
    },
    // Also done on any exit by proper-lockfile itself.
    liberar: () => {
      if (!minha) return;
      minha = false;
      try {
        lockfile.unlockSync(dataDir, opcoesDaTrava(dataDir));
      } catch {
        // Already gone, or taken over: nothing of ours to remove.
      }
    },
  };
}

/** Whether a live process holds the embedded database's lock. */
export function travaOcupada(dataDir: string): boolean {
  try {
    return lockfile.checkSync(dataDir, opcoesDaTrava(dataDir));
  } catch {
    return false;
  }
}
