import { parseArgs } from "node:util";
import { concessaoCreditosSchema } from "../../domain/credit-grant.ts";
import { formatarData } from "../../domain/dates.ts";
import { rotuloDias } from "../../domain/credits.ts";
import { relogioDoSistema } from "../clock.ts";
import { lerConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { AppError } from "../http/errors.ts";
import { ADMIN_TOKEN_HEADER } from "../http/admin-token.ts";
import { adicionarCreditos, type StatusCreditos } from "../data/creditos.ts";
import { servidorEmExecucao, travaDaPasta } from "../runtime.ts";

const USO = `Uso:
  npm run admin -- creditos adicionar <email> <dias> [--tipo compra|bonus|admin] [--descricao texto]

Adiciona dias de uso à conta do e-mail e registra a concessão no histórico.
Funciona com o servidor rodando ou parado, no banco embutido (DATA_DIR) ou no PostgreSQL (DATABASE_URL).`;

class ErroDeUso extends Error {}

type Resultado = StatusCreditos & { email: string };

async function viaServidor(porta: number, token: string, corpo: unknown): Promise<Resultado> {
  const resposta = await fetch(`http://127.0.0.1:${porta}/internal/admin/creditos`, {
    method: "POST",
    headers: { "content-type": "application/json", [ADMIN_TOKEN_HEADER]: token },
    body: JSON.stringify(corpo),
  });
  const json = (await resposta.json().catch(() => ({}))) as { message?: string } & Partial<Resultado>;
  if (!resposta.ok) throw new AppError(resposta.status, json.message ?? `Falha no servidor (${resposta.status}).`);
  return json as Resultado;
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
  const parsed = concessaoCreditosSchema.safeParse({
    email: positionals[0],
    dias: positionals[1],
    tipo: values.tipo,
    descricao: values.descricao,
  });
  if (!parsed.success) throw new ErroDeUso(parsed.error.issues.map((i) => i.message).join(" "));
  const concessao = parsed.data;

  const config = lerConfig();
  if (config.databaseUrl) {
    const banco = await openDatabase({ kind: "postgres", url: config.databaseUrl, poolSize: 2 });
    try {
      return await adicionarCreditos(banco.db, concessao, relogioDoSistema.now());
    } finally {
      await banco.close();
    }
  }

  // The embedded database admits one process: ask the running server, or open it ourselves.
  const servidor = servidorEmExecucao(config.dataDir);
  if (servidor) return viaServidor(servidor.port, servidor.adminToken, concessao);
  const trava = travaDaPasta(config.dataDir);
  if (!trava.adquirir()) {
    throw new AppError(409, "O servidor está iniciando ou encerrando neste DATA_DIR. Tente de novo em alguns segundos.");
  }
  try {
    const banco = await openDatabase({ kind: "pglite", dataDir: config.dataDir });
    try {
      return await adicionarCreditos(banco.db, concessao, relogioDoSistema.now());
    } finally {
      await banco.close();
    }
  } finally {
    trava.liberar();
  }
}

async function main(argv: string[]) {
  const [area, acao, ...resto] = argv;
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
    else if (erro instanceof AppError) console.error(`Erro: ${erro.message}`);
    else console.error("Erro:", erro instanceof Error ? erro.message : erro);
    process.exit(1);
  },
);
