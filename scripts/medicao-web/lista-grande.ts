// Issue 12: the built app (dist/, as `npm start` runs it) with a lender of many clients, for the
// measurement script (scripts/medir-lista-clientes.mjs) and the browser test
// (e2e/lista-grande.spec.ts). The account is made over HTTP as a user makes it; the clients are
// written in SQL with the server stopped (PGlite admits one process per data folder), then the
// server starts again on the same folder. `parar()` ends it and removes the folder.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { dataEmSaoPaulo } from "../../src/domain/dates.ts";
import { openDatabase } from "../../src/server/db/client.ts";

const RAIZ = fileURLToPath(new URL("../..", import.meta.url));

/** One client the search must find by a fragment of its name typed without accents, and by CPF digits. */
export const CLIENTE_ACENTUADO = { nome: "Joaquim Conceição Araújo", cpf: "52998224725", telefone: "21987654321" };
/** The last client in A–Z order (the generated names never start with Z). */
export const ULTIMO_CLIENTE = "Zélia Zuzarte";
/** Every `CADA_ATRASADO`-th generated client has an overdue loan. */
export const CADA_ATRASADO = 7;

export interface ServidorComClientes {
  url: string;
  email: string;
  senha: string;
  clientes: number;
  parar: () => Promise<void>;
}

function portaLivre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

async function iniciar(porta: number, dataDir: string): Promise<ChildProcess> {
  const url = `http://localhost:${porta}`;
  const processo = spawn(process.execPath, ["dist/server/main.js"], {
    cwd: RAIZ,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      PORT: String(porta),
      DATA_DIR: dataDir,
      CREDITOS_BOAS_VINDAS: "30",
      PUBLIC_URL: url,
      // The measurement signs in again for each first session it times: more than the default 10 a minute from one address.
      LOGIN_MAX_TENTATIVAS: "100",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let saida = "";
  processo.stderr?.on("data", (d) => (saida += d));
  const limite = Date.now() + 180_000;
  for (;;) {
    if (processo.exitCode !== null) throw new Error(`o servidor terminou (código ${processo.exitCode}):\n${saida}`);
    try {
      if ((await fetch(`${url}/api/app-config`)).ok) return processo;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > limite) {
      processo.kill("SIGTERM");
      throw new Error(`o servidor não respondeu em 180 s:\n${saida}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

function encerrar(processo: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (processo.exitCode !== null || processo.signalCode !== null) return resolve();
    processo.once("exit", () => resolve());
    processo.kill("SIGTERM");
  });
}

async function criarConta(url: string, email: string, senha: string) {
  const cadastro = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: senha, name: email }),
  });
  if (!cadastro.ok) throw new Error(`cadastro do credor: ${cadastro.status} ${await cadastro.text()}`);
}

/** `quantidade` clients (one of them CLIENTE_ACENTUADO, another ULTIMO_CLIENTE), each with one loan, some overdue. */
async function semearClientes(dataDir: string, email: string, quantidade: number) {
  const banco = await openDatabase({ kind: "pglite", dataDir });
  try {
    const db = banco.db;
    const hoje = dataEmSaoPaulo(new Date());
    const r = await db.execute(sql`SELECT id FROM auth_user WHERE email = ${email}`);
    const u = String((r.rows[0] as { id: string }).id);
    await db.execute(sql`UPDATE configuracoes SET dias_restantes = 365 WHERE usuario_id = ${u}`);
    // Names from first names (none with Z) and surnames; accents as real names carry them.
    await db.execute(sql`
      INSERT INTO clientes (usuario_id, nome, cpf, telefone, pix)
      SELECT ${u},
        (ARRAY['Ana','Bruno','Cecília','Davi','Érica','Fábio','Gabriela','Hélio','Íris','João','Karina','Lúcia','Márcio','Natália','Otávio','Patrícia','Rafael','Sônia','Tânia','Vítor'])[1 + i % 20]
          || ' ' || (ARRAY['Silva','Souza','Oliveira','Pereira','Lima','Gonçalves','Ribeiro','Fernandes','Simões','Magalhães','Antunes','Brandão','Cardoso','Damião','Estêvão','Falcão'])[1 + (i / 20) % 16]
          || ' ' || lpad(i::text, 5, '0'),
        lpad(i::text, 11, '0'), '119' || lpad(i::text, 8, '0'), 'cliente' || i || '@pix.com'
      FROM generate_series(1, ${quantidade - 2}) AS i`);
    await db.execute(sql`
      INSERT INTO clientes (usuario_id, nome, cpf, telefone, pix) VALUES
        (${u}, ${CLIENTE_ACENTUADO.nome}, ${CLIENTE_ACENTUADO.cpf}, ${CLIENTE_ACENTUADO.telefone}, 'joaquim@pix.com'),
        (${u}, ${ULTIMO_CLIENTE}, '99999999999', '11999999999', 'zelia@pix.com')`);
    // One loan per client; every CADA_ATRASADO-th is overdue by 1 to 30 days, the others due ahead.
    await db.execute(sql`
      WITH cs AS (SELECT id, row_number() OVER (ORDER BY cpf) AS n FROM clientes WHERE usuario_id = ${u})
      INSERT INTO emprestimos (cliente_id, usuario_id, valor_original, valor_restante, prazo_dias, taxa_juros, taxa_atraso,
        taxa_atraso_tipo, origem, ciclo_atual, data_emprestimo, data_inicio, data_proximo_ciclo, status, modalidade)
      SELECT cs.id, ${u}, (100 + (n * 37) % 5000)::numeric(10,2), (100 + (n * 37) % 5000)::numeric(10,2),
        30, 10, 1, 'percentual', 'manual', 1,
        ${hoje}::date - 40, ${hoje}::date - 40,
        CASE WHEN n % ${CADA_ATRASADO} = 0 THEN ${hoje}::date - (1 + n % 30)::int ELSE ${hoje}::date + (1 + n % 30)::int END,
        CASE WHEN n % ${CADA_ATRASADO} = 0 THEN 'atrasado' ELSE 'ativo' END,
        'mensal'
      FROM cs`);
    await db.execute(sql`
      UPDATE clientes c SET total_emprestado_historico = t.emprestado, total_receber_atual = t.receber
      FROM (SELECT cliente_id, sum(valor_original) AS emprestado, sum(valor_restante) AS receber FROM emprestimos WHERE usuario_id = ${u} GROUP BY cliente_id) t
      WHERE c.id = t.cliente_id AND c.usuario_id = ${u}`);
    await db.execute(sql`ANALYZE`);
  } finally {
    await banco.close();
  }
}

/**
 * The built server on a free port and a fresh data folder, with one lender (e-mail and password
 * returned) holding `clientes` clients. Build first (npm run build).
 */
export async function iniciarServidorComClientes({ clientes = 10_000 }: { clientes?: number } = {}): Promise<ServidorComClientes> {
  for (const arquivo of ["dist/server/main.js", "dist/web/index.html"]) {
    if (!fs.existsSync(path.join(RAIZ, arquivo))) throw new Error(`${arquivo} não existe: rode npm run build antes.`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-lista-grande-"));
  const porta = await portaLivre();
  const url = `http://localhost:${porta}`;
  const email = `lista-grande-${Date.now()}@teste.com`;
  const senha = "senha-forte-123";
  let processo: ChildProcess | undefined;
  const parar = async () => {
    if (processo) await encerrar(processo);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    processo = await iniciar(porta, dataDir);
    await criarConta(url, email, senha);
    await encerrar(processo);
    await semearClientes(dataDir, email, clientes);
    processo = await iniciar(porta, dataDir);
    return { url, email, senha, clientes, parar };
  } catch (erro) {
    await parar();
    throw erro;
  }
}
