import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app.ts";
import { relogioDoSistema } from "./clock.ts";
import { lerConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { segredoCompartilhado } from "./data/segredos.ts";
import { importarDocumentosNaPartida } from "./jobs/documentos-do-disco.ts";
import { agendarLimpeza } from "./jobs/limpeza.ts";
import { agendarProcessamentoDiario } from "./jobs/processamento-diario.ts";
import {
  escreverControle,
  protegerPastaDeDados,
  removerControle,
  segredoDeSessao,
  segredoDoArquivo,
  segredoNovo,
  travaDaPasta,
  UMASK_PRIVADA,
} from "./runtime.ts";

const WEB_DIR = fileURLToPath(new URL("../../dist/web", import.meta.url));

async function main() {
  // First of all: every file this process creates from here on is private to its user.
  process.umask(UMASK_PRIVADA);
  const config = lerConfig();
  const corrigidos = protegerPastaDeDados(config.dataDir);
  const embutido = !config.databaseUrl;
  // Another process took the embedded database's lock away: stop before two processes write to it.
  let perdida: (erro: Error) => void = (erro) => {
    console.error(`A trava de ${config.dataDir} foi perdida (${erro.message}); encerrando.`);
    process.exit(1);
  };
  const trava = travaDaPasta(config.dataDir, (erro) => perdida(erro));
  if (embutido && !(await trava.adquirirEsperando())) {
    console.error(`Outro processo já usa o banco embutido em ${config.dataDir}. Encerre-o ou use outro DATA_DIR.`);
    process.exit(1);
  }

  const banco = await openDatabase(config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dataDir: config.dataDir });
  const adminToken = embutido ? randomBytes(32).toString("base64url") : undefined;
  // Every server on one PostgreSQL signs sessions alike (decision 0030): without
  // BETTER_AUTH_SECRET the secret lives in the database, seeded by the first server to start
  // (with the DATA_DIR/auth-secret an earlier version wrote, so its sessions stay valid).
  const authSecret =
    config.authSecret ??
    (embutido ? segredoDeSessao(config.dataDir, undefined) : await segredoCompartilhado(banco.db, "sessao", segredoDoArquivo(config.dataDir) ?? segredoNovo()));
  const app = await buildApp({
    db: banco.db,
    config,
    clock: relogioDoSistema,
    authSecret,
    webDir: WEB_DIR,
    adminToken,
    logger: true,
  });

  const pararLimpeza = agendarLimpeza(banco.db, config.dataDir, () => relogioDoSistema.now(), app.log);
  void importarDocumentosNaPartida(banco.db, config.dataDir, app.log);
  const pararProcessamento = agendarProcessamentoDiario(banco.db, () => relogioDoSistema.now(), app.log);

  let encerrando = false;
  const encerrar = async (sinal: string) => {
    if (encerrando) return;
    encerrando = true;
    app.log.info(`${sinal} recebido, encerrando`);
    pararLimpeza();
    pararProcessamento();
    await app.close().catch(() => {});
    await banco.close().catch(() => {});
    if (embutido) {
      removerControle(config.dataDir);
      trava.liberar();
    }
    process.exit();
  };
  perdida = (erro) => {
    app.log.error(`A trava de ${config.dataDir} foi perdida (${erro.message}); encerrando para não abrir o banco embutido com outro processo.`);
    process.exitCode = 1;
    void encerrar("trava perdida");
  };
  process.on("SIGINT", () => void encerrar("SIGINT"));
  process.on("SIGTERM", () => void encerrar("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const endereco = app.server.address();
  const porta = typeof endereco === "object" && endereco ? endereco.port : config.port;
  if (adminToken) escreverControle(config.dataDir, { pid: process.pid, port: porta, adminToken });
  if (corrigidos.length > 0) {
    app.log.warn(`Permissões de ${corrigidos.length} arquivo(s) em ${config.dataDir} restritas ao dono (eram legíveis por outros usuários).`);
  }
  app.log.info(`Servidor em http://localhost:${porta} (banco: ${embutido ? `PGlite em ${config.dataDir}` : "PostgreSQL"})`);
}

main().catch((erro) => {
  console.error("Falha ao iniciar o servidor:", erro instanceof Error ? erro.message : erro);
  process.exit(1);
});
