import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Header, Pack, ReadEntry, extract, list } from "tar";

/*
 * The backup archive (decision 0019): one gzipped tar with
 *   banco/pgdata.tar.gz   the embedded database (PGlite's dumpDataDir), absent with DATABASE_URL;
 *   documentos/<uuid>.<ext>   documents an earlier version kept as files in DATA_DIR/documentos
 *                         (since decision 0030 the documents are in the database, in its dump);
 *   manifesto.json        written last: an archive without it was cut short and is refused.
 * The database goes in first and the files are read after it: every file's row is already in
 * the dump (those versions wrote the file before the row), and a file written after the dump is
 * an extra the restore leaves out.
 */

export const FORMATO_DO_BACKUP = 1;
export const ENTRADA_BANCO = "banco/pgdata.tar.gz";
export const ENTRADA_MANIFESTO = "manifesto.json";
export const PASTA_DOCUMENTOS = "documentos";

/** The names the server gives documents (storage/documentos.ts): nothing else goes in or out. */
const NOME_DE_DOCUMENTO = /^[0-9a-f-]{36}\.(jpg|png|pdf)$/;

export type Manifesto = {
  formato: number;
  aplicativo: "credito-facil";
  versaoApp: string;
  criadoEm: string;
  /** pglite: the database is in banco/pgdata.tar.gz; postgresql: dump it with pg_dump. */
  banco: "pglite" | "postgresql";
  observacao?: string;
  documentos: number;
  bytesBanco: number;
  bytesDocumentos: number;
};

export class ErroDeBackup extends Error {}

export function versaoDoApp(): string {
  try {
    const raiz = fileURLToPath(new URL("../../../package.json", import.meta.url));
    return (JSON.parse(fs.readFileSync(raiz, "utf8")) as { version?: string }).version ?? "desconhecida";
  } catch {
    return "desconhecida";
  }
}

function entradaEmMemoria(caminho: string, conteudo: Buffer, quando: Date): ReadEntry {
  const entrada = new ReadEntry(new Header({ path: caminho, mode: 0o600, size: conteudo.length, type: "File", mtime: quando }));
  entrada.end(conteudo);
  return entrada;
}

/**
 * Writes the archive into `destino`: the database dump (null with DATABASE_URL), then the
 * documents found in DATA_DIR/documentos at that moment, then the manifest. Documents are read
 * one at a time (up to 5 MB each); one removed meanwhile (cleanup, anonymization) is skipped.
 */
export async function escreverBackup(destino: NodeJS.WritableStream, opcoes: { dataDir: string; banco: Buffer | null }): Promise<Manifesto> {
  const agora = new Date();
  const pack = new Pack({ gzip: true, portable: true });
  // The destination can go away midway (the operator command killed, its connection cut): then
  // everything waiting below gives up instead of waiting forever for room in the stream.
  let falhar: (erro: unknown) => void = () => {};
  const interrompido = new Promise<never>((_, reject) => (falhar = reject));
  interrompido.catch(() => {});
  let terminado = false;
  const terminou = new Promise<void>((resolve) =>
    destino.on("finish", () => {
      terminado = true;
      resolve();
    }),
  );
  destino.on("close", () => {
    if (!terminado) falhar(new ErroDeBackup("O destino do backup foi fechado antes do fim."));
  });
  destino.on("error", (erro) => falhar(erro));
  pack.on("error", (erro) => falhar(erro));
  pack.pipe(destino);

  const adicionar = async (caminho: string, conteudo: Buffer) => {
    const entrada = entradaEmMemoria(caminho, conteudo, agora);
    const consumida = new Promise<void>((resolve) => entrada.once("end", () => resolve()));
    pack.add(entrada);
    await Promise.race([consumida, interrompido]);
  };

  if (opcoes.banco) await adicionar(ENTRADA_BANCO, opcoes.banco);

  const pasta = path.join(opcoes.dataDir, PASTA_DOCUMENTOS);
  const nomes = fs.existsSync(pasta) ? (await fsp.readdir(pasta)).filter((n) => NOME_DE_DOCUMENTO.test(n)).sort() : [];
  let documentos = 0;
  let bytesDocumentos = 0;
  for (const nome of nomes) {
    let conteudo: Buffer;
    try {
      conteudo = await fsp.readFile(path.join(pasta, nome));
    } catch (erro) {
      if ((erro as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw erro;
    }
    await adicionar(`${PASTA_DOCUMENTOS}/${nome}`, conteudo);
    documentos++;
    bytesDocumentos += conteudo.length;
  }

  const manifesto: Manifesto = {
    formato: FORMATO_DO_BACKUP,
    aplicativo: "credito-facil",
    versaoApp: versaoDoApp(),
    criadoEm: agora.toISOString(),
    banco: opcoes.banco ? "pglite" : "postgresql",
    ...(opcoes.banco
      ? {}
      : {
          observacao:
            "O banco PostgreSQL (DATABASE_URL) não está neste arquivo, nem os documentos guardados nele: faça o backup dele com pg_dump -Fc (veja o README). Aqui vão só documentos em arquivo, de versões anteriores.",
        }),
    documentos,
    bytesBanco: opcoes.banco?.length ?? 0,
    bytesDocumentos,
  };
  await adicionar(ENTRADA_MANIFESTO, Buffer.from(`${JSON.stringify(manifesto, null, 2)}\n`));
  pack.end();
  await Promise.race([terminou, interrompido]);
  return manifesto;
}

/**
 * Writes `arquivo` private to its user (0600) through `<arquivo>.parcial`, renamed only once
 * complete: an interrupted backup never leaves a file under the name the operator asked for.
 * Refuses to overwrite an existing file.
 */
export async function gravarArquivoPrivado(arquivo: string, escrever: (destino: fs.WriteStream) => Promise<void>): Promise<void> {
  if (fs.existsSync(arquivo)) throw new ErroDeBackup(`${arquivo} já existe. Escolha outro nome (o backup nunca sobrescreve um arquivo).`);
  const parcial = `${arquivo}.parcial`;
  const destino = fs.createWriteStream(parcial, { mode: 0o600, flags: "wx" });
  await new Promise<void>((resolve, reject) => {
    destino.once("open", () => resolve());
    destino.once("error", (erro) =>
      reject(
        (erro as NodeJS.ErrnoException).code === "EEXIST"
          ? new ErroDeBackup(`${parcial} já existe (outro backup em andamento ou interrompido). Apague-o e tente de novo.`)
          : erro,
      ),
    );
  });
  try {
    await escrever(destino);
    await new Promise<void>((resolve, reject) => {
      if (destino.closed) return resolve();
      destino.once("close", () => resolve());
      destino.once("error", reject);
    });
    // The mode given at creation is subject to the umask only; a file copied over keeps 0600.
    await fsp.chmod(parcial, 0o600);
    await sincronizar(parcial);
    await fsp.rename(parcial, arquivo);
  } catch (erro) {
    destino.destroy();
    await fsp.rm(parcial, { force: true });
    throw erro;
  }
}

export type BackupExtraido = {
  manifesto: Manifesto;
  /** The PGlite dump, when the archive has one. */
  banco: Buffer | null;
  /** Document file names (uuid.ext) extracted into `pastaDocumentos`. */
  documentos: string[];
  pastaDocumentos: string;
};

/**
 * Unpacks an archive into `pasta` (a private, empty staging folder): only regular files with
 * the expected names, never links or paths outside it. Refuses an archive without a valid
 * manifest (not a backup, or one cut short).
 */
export async function extrairBackup(arquivo: string, pasta: string): Promise<BackupExtraido> {
  if (!fs.existsSync(arquivo)) throw new ErroDeBackup(`Arquivo de backup não encontrado: ${arquivo}`);
  const aceita = (caminho: string) =>
    caminho === ENTRADA_MANIFESTO ||
    caminho === ENTRADA_BANCO ||
    (caminho.startsWith(`${PASTA_DOCUMENTOS}/`) && NOME_DE_DOCUMENTO.test(caminho.slice(PASTA_DOCUMENTOS.length + 1)));
  try {
    await extract({
      file: arquivo,
      cwd: pasta,
      strict: true,
      preservePaths: false,
      noChmod: false,
      dmode: 0o700,
      fmode: 0o600,
      filter: (caminho, entrada) => ("type" in entrada ? entrada.type === "File" : false) && aceita(caminho.replace(/^\.\//, "")),
    });
  } catch (erro) {
    throw new ErroDeBackup(`Não foi possível ler ${arquivo} como backup do Crédito Fácil (${erro instanceof Error ? erro.message : String(erro)}).`);
  }
  const caminhoManifesto = path.join(pasta, ENTRADA_MANIFESTO);
  const manifesto = validarManifesto(fs.existsSync(caminhoManifesto) ? await fsp.readFile(caminhoManifesto, "utf8") : null, arquivo);
  const caminhoBanco = path.join(pasta, ENTRADA_BANCO);
  const banco = fs.existsSync(caminhoBanco) ? await fsp.readFile(caminhoBanco) : null;
  if (manifesto.banco === "pglite" && !banco) throw new ErroDeBackup(`${arquivo} está incompleto: falta ${ENTRADA_BANCO}.`);
  const pastaDocumentos = path.join(pasta, PASTA_DOCUMENTOS);
  const documentos = fs.existsSync(pastaDocumentos) ? (await fsp.readdir(pastaDocumentos)).filter((n) => NOME_DE_DOCUMENTO.test(n)) : [];
  return { manifesto, banco, documentos, pastaDocumentos };
}

/** Waits for a file's content to reach the disk (a backup or a restored document survives a power cut). */
async function sincronizar(arquivo: string) {
  const aberto = await fsp.open(arquivo, "r");
  try {
    await aberto.sync();
  } finally {
    await aberto.close();
  }
}

function validarManifesto(texto: string | null, arquivo: string): Manifesto {
  let manifesto: Manifesto;
  try {
    manifesto = JSON.parse(texto ?? "") as Manifesto;
  } catch {
    throw new ErroDeBackup(`${arquivo} não tem manifesto.json: não é um backup do Crédito Fácil ou está incompleto.`);
  }
  if (manifesto.aplicativo !== "credito-facil" || manifesto.formato !== FORMATO_DO_BACKUP) {
    throw new ErroDeBackup(`${arquivo} tem um formato de backup desconhecido (${String(manifesto.formato)}).`);
  }
  return manifesto;
}

/**
 * Reads the whole archive through (so a corrupt or cut gzip fails) and returns its manifest,
 * without writing anything to disk: how the backup command checks what it wrote.
 */
export async function lerManifesto(arquivo: string): Promise<Manifesto> {
  let texto: string | null = null;
  try {
    await list({
      file: arquivo,
      strict: true,
      onReadEntry: (entrada) => {
        if (entrada.path !== ENTRADA_MANIFESTO) return;
        const partes: Buffer[] = [];
        entrada.on("data", (d: Buffer) => partes.push(d));
        entrada.on("end", () => (texto = Buffer.concat(partes).toString("utf8")));
      },
    });
  } catch (erro) {
    throw new ErroDeBackup(`Não foi possível ler ${arquivo} como backup do Crédito Fácil (${erro instanceof Error ? erro.message : String(erro)}).`);
  }
  return validarManifesto(texto, arquivo);
}

/** Whether a folder is absent or has nothing in it (restore only writes into such a folder). */
export function pastaVaziaOuAusente(pasta: string): boolean {
  try {
    return fs.readdirSync(pasta).length === 0;
  } catch (erro) {
    if ((erro as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw erro;
  }
}

/**
 * Moves the extracted documents into DATA_DIR/documentos (created 0700, files 0600). With
 * `comLinha`, only those the restored database has a row for: a file uploaded after the
 * database was dumped has none and is left out. Returns how many were put back and left out.
 */
export async function devolverDocumentos(
  extraido: BackupExtraido,
  dataDir: string,
  comLinha: Set<string> | null,
): Promise<{ devolvidos: number; semLinha: number }> {
  const destino = path.join(dataDir, PASTA_DOCUMENTOS);
  await fsp.mkdir(destino, { recursive: true, mode: 0o700 });
  await fsp.chmod(destino, 0o700);
  let devolvidos = 0;
  let semLinha = 0;
  for (const nome of extraido.documentos) {
    const id = nome.slice(0, 36);
    if (comLinha && !comLinha.has(id)) {
      semLinha++;
      continue;
    }
    const alvo = path.join(destino, nome);
    await fsp.copyFile(path.join(extraido.pastaDocumentos, nome), alvo, fs.constants.COPYFILE_EXCL);
    await fsp.chmod(alvo, 0o600);
    await sincronizar(alvo);
    devolvidos++;
  }
  return { devolvidos, semLinha };
}
