import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as ReadableStreamWeb } from "node:stream/web";
import { parseArgs } from "node:util";
import { devolverDocumentos, ErroDeBackup, escreverBackup, extrairBackup, gravarArquivoPrivado, lerManifesto, pastaVaziaOuAusente } from "../backup/arquivo.ts";
import { carregarBanco, copiaDoBancoParado, temBancoEmbutido } from "../backup/embutido.ts";
import { concessaoCreditosSchema } from "../../domain/credit-grant.ts";
import { formatarData } from "../../domain/dates.ts";
import { rotuloDias } from "../../domain/credits.ts";
import { relogioDoSistema } from "../clock.ts";
import { lerConfig, type AppConfig } from "../config.ts";
import { openDatabase, type Database } from "../db/client.ts";
import { createAuth } from "../auth/auth.ts";
import { criarLinkDeRedefinicao, mensagemSemConta, pedidoDeLinkSchema } from "../auth/redefinicao-senha.ts";
import { ErroDeDominio } from "../../domain/erros.ts";
import { AppError } from "../http/errors.ts";
import { ADMIN_TOKEN_HEADER } from "../http/admin-token.ts";
import { verificarValores } from "../http/entrada.ts";
import { adicionarCreditos, type StatusCreditos } from "../data/creditos.ts";
import { protegerPastaDeDados, segredoDeSessao, segredoDoArquivo, segredoNovo, servidorEmExecucao, travaDaPasta } from "../runtime.ts";
import { segredoCompartilhado } from "../data/segredos.ts";

const USO = `Uso:
  npm run admin -- creditos adicionar <email> <dias> [--tipo compra|bonus|admin] [--descricao texto]
  npm run admin -- backup <arquivo>
  npm run admin -- restaurar <arquivo>
  npm run admin -- senha link <email>

creditos adicionar: adiciona dias de uso à conta do e-mail e registra a concessão no histórico.
backup: grava em <arquivo> (novo, legível só pelo dono) o banco embutido, com os documentos
  enviados, com o servidor rodando ou parado. Com DATABASE_URL, o banco e os documentos são
  copiados com pg_dump (veja o README); o arquivo leva só documentos que versões anteriores
  deixaram em DATA_DIR/documentos.
restaurar: devolve um backup para DATA_DIR, que precisa estar vazia ou não existir. Com
  DATABASE_URL, devolve só os documentos em arquivo (o banco volta com pg_restore).
senha link: imprime um link novo para redefinir a senha da conta do e-mail (vale 1 hora,
  uma vez). Envie-o ao dono da conta por um canal confiável; ninguém mais deve vê-lo.
Use as mesmas variáveis do servidor: DATA_DIR, ou DATABASE_URL para o PostgreSQL.`;

class ErroDeUso extends Error {}

type Resultado = StatusCreditos & { email: string };

async function viaServidor<T = Resultado>(porta: number, token: string, corpo: unknown, caminho = "/internal/admin/creditos"): Promise<T> {
  const resposta = await fetch(`http://127.0.0.1:${porta}${caminho}`, {
    method: "POST",
    headers: { "content-type": "application/json", [ADMIN_TOKEN_HEADER]: token },
    body: JSON.stringify(corpo),
  });
  const json = (await resposta.json().catch(() => ({}))) as { message?: string };
  if (!resposta.ok) throw new AppError(resposta.status, json.message ?? `Falha no servidor (${resposta.status}).`);
  return json as T;
}

async function adicionar(args: string[]): Promise<Resultado> {
  let lidos;
  try {
    lidos = parseArgs({
      args,
      allowPositionals: true,
      options: { tipo: { type: "string" }, descricao: { type: "string" } },
    });
  } catch {
    throw new ErroDeUso("Argumentos inválidos. Dias deve ser um número inteiro positivo.");
  }
  const { values, positionals } = lidos;
  if (positionals.length !== 2) throw new ErroDeUso("Informe o e-mail e o número de dias.");
  const entrada = { email: positionals[0], dias: positionals[1], tipo: values.tipo, descricao: values.descricao };
  // The check every HTTP body goes through (descricao as free text, like the operator route's
  // field): without a running server nothing else would refuse a bidi override or a
  // zero-width space, which would then show in the lender's credit history.
  const problema = verificarValores(entrada, true);
  if (problema) throw new ErroDeUso(problema.message);
  const parsed = concessaoCreditosSchema.safeParse(entrada);
  if (!parsed.success) throw new ErroDeUso(parsed.error.issues.map((i) => i.message).join(" "));
  const concessao = parsed.data;

  const config = lerConfig();
  // The embedded database admits one process: ask the running server, or open it ourselves.
  const servidor = config.databaseUrl ? null : servidorEmExecucao(config.dataDir);
  if (servidor) return viaServidor(servidor.port, servidor.adminToken, concessao);
  return comBancoProprio(config, (db) => adicionarCreditos(db, concessao, relogioDoSistema.now()));
}

/** Runs `fazer` on this command's own connection to the database (no server holds it). */
async function comBancoProprio<T>(config: AppConfig, fazer: (db: Database) => Promise<T>): Promise<T> {
  if (config.databaseUrl) {
    const banco = await openDatabase({ kind: "postgres", url: config.databaseUrl, poolSize: 2 });
    try {
      return await fazer(banco.db);
    } finally {
      await banco.close();
    }
  }
  const trava = travaDaPasta(config.dataDir);
  if (!trava.adquirir()) {
    throw new AppError(409, "O servidor está iniciando ou encerrando neste DATA_DIR. Tente de novo em alguns segundos.");
  }
  try {
    const banco = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
    try {
      return await fazer(banco.db);
    } finally {
      await banco.close();
    }
  } finally {
    trava.liberar();
  }
}

/** The command prints nothing of better-auth's: the link is its only output. */
const logSilencioso = {
  level: "silent",
  fatal: () => {},
  error: () => {},
  warn: () => {},
  info: () => {},
  debug: () => {},
  trace: () => {},
  silent: () => {},
  child: () => logSilencioso,
} as unknown as FastifyBaseLogger;

/** npm run admin -- senha link <email> (decision 0025): a fresh reset link on stdout. */
async function linkDeSenha(args: string[]): Promise<string> {
  if (args.length !== 1 || !args[0]) throw new ErroDeUso("Informe o e-mail da conta.");
  const parsed = pedidoDeLinkSchema.safeParse({ email: args[0] });
  if (!parsed.success) throw new ErroDeUso(parsed.error.issues.map((i) => i.message).join(" "));
  const { email } = parsed.data;
  const config = lerConfig();
  const servidor = config.databaseUrl ? null : servidorEmExecucao(config.dataDir);
  if (servidor) return (await viaServidor<{ link: string }>(servidor.port, servidor.adminToken, { email }, "/internal/admin/senha-link")).link;
  const link = await comBancoProprio(config, async (db) => {
    const auth = createAuth({
      db,
      config: { ...config, logLevel: "silent" },
      // The servers' own secret (decision 0030): with DATABASE_URL, the one kept in the database.
      secret:
        config.authSecret ??
        (config.databaseUrl
          ? await segredoCompartilhado(db, "sessao", segredoDoArquivo(config.dataDir) ?? segredoNovo())
          : segredoDeSessao(config.dataDir, undefined)),
      clock: relogioDoSistema,
      log: logSilencioso,
    });
    return criarLinkDeRedefinicao(auth, config, email);
  });
  if (!link) throw new AppError(404, mensagemSemConta(email));
  return link;
}

function arquivoDe(args: string[]): string {
  if (args.length !== 1 || !args[0] || args[0].startsWith("-")) throw new ErroDeUso("Informe o caminho do arquivo de backup.");
  return path.resolve(args[0]);
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;

/** npm run admin -- backup <arquivo> (decision 0019). */
async function backup(args: string[]) {
  const arquivo = arquivoDe(args);
  const inicio = Date.now();
  const config = lerConfig();
  await gravarArquivoPrivado(arquivo, async (destino) => {
    if (config.databaseUrl) {
      await escreverBackup(destino, { dataDir: config.dataDir, banco: null });
      return;
    }
    const servidor = servidorEmExecucao(config.dataDir);
    if (servidor) {
      const resposta = await fetch(`http://127.0.0.1:${servidor.port}/internal/admin/backup`, {
        method: "POST",
        headers: { [ADMIN_TOKEN_HEADER]: servidor.adminToken, "accept-encoding": "identity" },
      });
      if (!resposta.ok || !resposta.body) {
        const json = (await resposta.json().catch(() => ({}))) as { message?: string };
        throw new AppError(resposta.status, json.message ?? `Falha no servidor (${resposta.status}).`);
      }
      await pipeline(Readable.fromWeb(resposta.body as ReadableStreamWeb), destino);
      return;
    }
    if (!temBancoEmbutido(config.dataDir)) throw new ErroDeBackup(`Não há banco embutido em ${config.dataDir} (falta pgdata). Confira DATA_DIR.`);
    const trava = travaDaPasta(config.dataDir);
    if (!trava.adquirir()) {
      throw new AppError(409, "O servidor está iniciando ou encerrando neste DATA_DIR. Tente de novo em alguns segundos.");
    }
    try {
      const banco = await copiaDoBancoParado(config.dataDir);
      await escreverBackup(destino, { dataDir: config.dataDir, banco });
    } finally {
      trava.liberar();
    }
  });
  // Checks what was written, the manifest last: an archive cut short has none.
  try {
    const manifesto = await lerManifesto(arquivo);
    const tamanho = fs.statSync(arquivo).size;
    // Documents are in the database (decision 0030); files are what an earlier version left.
    const banco =
      manifesto.banco === "pglite" ? "banco embutido com os documentos" : "sem o banco nem os documentos, que vão com ele (PostgreSQL: use pg_dump -Fc)";
    const arquivos = manifesto.documentos > 0 ? `, mais ${manifesto.documentos} documento(s) em arquivo de versão anterior` : "";
    console.log(`Backup gravado em ${arquivo} (${mb(tamanho)}): ${banco}${arquivos}, em ${((Date.now() - inicio) / 1000).toFixed(1).replace(".", ",")} s.`);
  } catch (erro) {
    fs.rmSync(arquivo, { force: true });
    throw erro;
  }
}

/** npm run admin -- restaurar <arquivo> (decision 0019). */
async function restaurar(args: string[]) {
  const arquivo = arquivoDe(args);
  const inicio = Date.now();
  const config = lerConfig();
  const pastaDocs = path.join(config.dataDir, "documentos");
  if (config.databaseUrl ? !pastaVaziaOuAusente(pastaDocs) : !pastaVaziaOuAusente(config.dataDir)) {
    throw new ErroDeBackup(
      config.databaseUrl
        ? `A pasta de documentos ${pastaDocs} não está vazia. A restauração só grava numa pasta vazia ou inexistente: mova-a ou use outro DATA_DIR.`
        : `A pasta de dados ${config.dataDir} não está vazia. A restauração só grava numa pasta vazia ou inexistente: mova-a, ou use outro DATA_DIR e aponte o servidor para ela.`,
    );
  }
  const pasta = fs.mkdtempSync(path.join(os.tmpdir(), "credito-restauracao-"));
  try {
    const extraido = await extrairBackup(arquivo, pasta);
    const { manifesto } = extraido;
    if (config.databaseUrl) {
      if (manifesto.banco === "pglite") {
        throw new ErroDeBackup(
          "Este backup é de um banco embutido (PGlite) e não entra no PostgreSQL. Para restaurá-lo, rode sem DATABASE_URL, com DATA_DIR numa pasta vazia.",
        );
      }
      protegerPastaDeDados(config.dataDir);
      const { devolvidos } = await devolverDocumentos(extraido, config.dataDir, null);
      console.log(`Restaurados ${devolvidos} documento(s) em ${pastaDocs} (backup de ${manifesto.criadoEm}). O banco volta com pg_restore (veja o README).`);
      return;
    }
    if (manifesto.banco !== "pglite" || !extraido.banco) {
      throw new ErroDeBackup(
        "Este backup não tem o banco (foi feito com DATABASE_URL): restaure o banco com pg_restore e rode este comando com a mesma DATABASE_URL para devolver os documentos.",
      );
    }
    protegerPastaDeDados(config.dataDir);
    const trava = travaDaPasta(config.dataDir);
    if (!trava.adquirir()) throw new AppError(409, `Outro processo está usando ${config.dataDir}. Encerre-o e tente de novo.`);
    try {
      const contagem = await carregarBanco(config.dataDir, extraido.banco).catch((erro: unknown) => {
        // The folder was empty: leave it so, and the operator can run the command again.
        for (const nome of ["pgdata", "documentos"]) fs.rmSync(path.join(config.dataDir, nome), { recursive: true, force: true });
        throw erro;
      });
      const { semLinha } = await devolverDocumentos(extraido, config.dataDir, contagem.documentos);
      const extra = semLinha > 0 ? ` (${semLinha} arquivo(s) enviados depois da cópia do banco ficaram de fora)` : "";
      console.log(
        `Restaurado em ${config.dataDir}: ${contagem.clientes} cliente(s), ${contagem.emprestimos} empréstimo(s), ${contagem.pagamentos} pagamento(s), ` +
          `${contagem.documentos.size} documento(s)${extra}; backup de ${manifesto.criadoEm}, em ${((Date.now() - inicio) / 1000).toFixed(1).replace(".", ",")} s.`,
      );
    } finally {
      trava.liberar();
    }
  } finally {
    fs.rmSync(pasta, { recursive: true, force: true });
  }
}

async function main(argv: string[]) {
  const [area, acao, ...resto] = argv;
  if (area === "backup") return backup(argv.slice(1));
  if (area === "restaurar") return restaurar(argv.slice(1));
  if (area === "senha" && acao === "link") {
    const link = await linkDeSenha(resto);
    console.log(`Link para redefinir a senha de ${resto[0]?.trim().toLowerCase()} (vale 1 hora, uma vez):\n${link}`);
    return;
  }
  if (area !== "creditos" || acao !== "adicionar") throw new ErroDeUso("Comando desconhecido.");
  const r = await adicionar(resto);
  console.log(`Créditos adicionados para ${r.email}. Saldo: ${rotuloDias(r.diasRestantes)} (até ${formatarData(r.dataExpiracao)}).`);
}

// Like the server: whatever this command creates in DATA_DIR (the embedded database's files)
// is private to its user.
process.umask(0o077);
main(process.argv.slice(2)).then(
  () => process.exit(0),
  (erro: unknown) => {
    if (erro instanceof ErroDeUso) console.error(`Erro: ${erro.message}\n\n${USO}`);
    else if (erro instanceof AppError || erro instanceof ErroDeDominio || erro instanceof ErroDeBackup) console.error(`Erro: ${erro.message}`);
    else console.error("Erro:", erro instanceof Error ? erro.message : erro);
    process.exit(1);
  },
);
