// The built app (dist/, as `npm start` runs it) on a free port with a fresh data folder, plus a
// lender with an active sign-up link: what the budget and Lighthouse scripts load. With
// `comCobrancas`, the lender also has clients to collect from today (overdue loans, and loans due
// today and tomorrow), made over HTTP as the app makes them, and the session's cookie is returned
// for the signed-in measurements (issue 27). A second lender, with its PIX settings filled in, has
// one client with open loans and payments and the link of that client's own page, /c/{token}
// (issue 30): a lender of its own, so that the first one's dashboard and sign-up page stay as they
// were measured before. The server is a real process; `parar()` ends it and removes the folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const RAIZ = fileURLToPath(new URL("../..", import.meta.url));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** A TCP port free right now on 127.0.0.1 (also used by scripts/medir-inicio.mjs). */
export function portaLivre() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

async function esperarServidor(url, processo) {
  const limite = Date.now() + 120_000;
  while (Date.now() < limite) {
    if (processo.exitCode !== null) throw new Error(`o servidor terminou (código ${processo.exitCode})`);
    try {
      if ((await fetch(`${url}/api/app-config`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("o servidor não respondeu em 120 s");
}

/**
 * @param {{ comCobrancas?: boolean }} [opcoes]
 * @returns {Promise<{ url: string, token: string, tokenCliente: string, cookie: string, email: string, senha: string, parar: () => Promise<void> }>}
 */
export async function iniciarServidorDeMedida({ comCobrancas = false } = {}) {
  for (const arquivo of ["dist/server/main.js", "dist/web/index.html"]) {
    if (!fs.existsSync(path.join(RAIZ, arquivo))) throw new Error(`${arquivo} não existe: rode npm run build antes.`);
  }
  const porta = await portaLivre();
  const url = `http://localhost:${porta}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "credito-medida-"));
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
      // The signed-in measurements sign in once more per round: more than the default 10 a minute.
      LOGIN_MAX_TENTATIVAS: "100",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const parar = async () => {
    if (processo.exitCode === null) {
      processo.kill("SIGTERM");
      await new Promise((r) => processo.once("exit", r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await esperarServidor(url, processo);
    const credor = await criarCredor(url);
    const token = await criarLinkDeCadastro(url, credor.cookie);
    if (comCobrancas) await semearCobrancas(url, credor.cookie);
    const tokenCliente = await semearPaginaDoCliente(url);
    return { url, token, tokenCliente, ...credor, parar };
  } catch (erro) {
    await parar();
    throw erro;
  }
}

/** A lender with the welcome credits, signed in: its e-mail, password and session cookie. */
async function criarCredor(url, prefixo = "medida") {
  const email = `${prefixo}-${Date.now()}@teste.com`;
  const senha = "senha-forte-123";
  const cabecalhos = { "content-type": "application/json", origin: url };
  const cadastro = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: cabecalhos,
    body: JSON.stringify({ email, password: senha, name: email }),
  });
  if (!cadastro.ok) throw new Error(`cadastro do credor: ${cadastro.status}`);
  return { email, senha, cookie: await entrarPelaApi(url, email, senha) };
}

/** Signs in through the API: the session's cookie, as a `Cookie` header's value. */
export async function entrarPelaApi(url, email, senha) {
  const entrada = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: senha }),
  });
  if (!entrada.ok) throw new Error(`entrada do credor: ${entrada.status}`);
  return entrada.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function criarLinkDeCadastro(url, cookie) {
  const link = await fetch(`${url}/api/links-cadastro`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, cookie },
    body: JSON.stringify({ valorOriginal: "1.000,00", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" }),
  });
  if (link.status !== 201) throw new Error(`link de cadastro: ${link.status} ${await link.text()}`);
  return (await link.json()).token;
}

/** A valid CPF (check digits computed) from a 9-digit number. */
function cpfDe(n) {
  const digitos = String(n).padStart(9, "0").split("").map(Number);
  const verificador = (nums) => {
    const resto = (nums.reduce((acc, d, i) => acc + d * (nums.length + 1 - i), 0) * 10) % 11;
    return resto === 10 ? 0 : resto;
  };
  digitos.push(verificador(digitos));
  digitos.push(verificador(digitos));
  return digitos.join("");
}

/** Today in São Paulo plus `dias`, as YYYY-MM-DD. */
function diaEmSaoPaulo(dias) {
  const hoje = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const data = new Date(`${hoje}T12:00:00Z`);
  data.setUTCDate(data.getUTCDate() + dias);
  return data.toISOString().slice(0, 10);
}

/**
 * What a lender's working day looks like on the dashboard: eight overdue loans (1 to 40 days
 * late), two due today and two tomorrow, one client each (a monthly loan of 30 days started
 * `30 - n` days ago falls due in `n` days).
 */
const COBRANCAS = [
  ["Maria Aparecida dos Santos Oliveira", -40],
  ["José Carlos Pereira", -25],
  ["Ana Beatriz Souza", -17],
  ["Francisco de Assis Lima", -12],
  ["Antônia Ribeiro", -8],
  ["Luiz Fernando Gonçalves", -5],
  ["Fernanda Cristina Alves", -3],
  ["Paulo Roberto Carvalho", -1],
  ["Juliana Martins", 0],
  ["Marcos Antônio Rocha", 0],
  ["Patrícia Gomes", 1],
  ["Raimundo Nonato Costa", 1],
];

/** POST with the lender's session, expecting `status` (201 unless told): the answer's body. */
function enviadorDo(url, cookie) {
  const cabecalhos = { "content-type": "application/json", origin: url, cookie };
  return async (caminho, corpo, status = 201) => {
    const r = await fetch(`${url}${caminho}`, { method: "POST", headers: cabecalhos, body: JSON.stringify(corpo) });
    if (r.status !== status) throw new Error(`${caminho}: ${r.status} ${await r.text()}`);
    return r.json();
  };
}

async function semearCobrancas(url, cookie) {
  const enviar = enviadorDo(url, cookie);
  for (const [i, [nome, venceEm]] of COBRANCAS.entries()) {
    const cliente = await enviar("/api/clientes", {
      nome,
      cpf: cpfDe(123456000 + i),
      telefone: `119876543${String(i).padStart(2, "0")}`,
      pix: `cliente${i}@pix.com`,
    });
    await enviar("/api/emprestimos/manual", {
      clienteId: cliente.id,
      valorOriginal: `${1000 + 250 * i},00`,
      prazoDias: 30,
      taxaJuros: "10",
      taxaAtraso: "1",
      taxaAtrasoTipo: "percentual",
      dataInicio: diaEmSaoPaulo(venceEm - 30),
    });
  }
}

/**
 * The borrower's page of issue 30 as a borrower gets it: a lender with its PIX key, receiver name
 * and city (so each loan shows its QR and 'Copiar código PIX'), and one client with
 * - a mensal loan of R$ 1.500,00 (30 days) started 72 days ago: the first cycle's interest was
 *   paid, and the second cycle fell due 12 days ago (overdue, late interest included);
 * - a parcelado loan of R$ 1.200,00 in 6 installments started 45 days ago: the first installment
 *   paid, the second due in about two weeks;
 * and the client's link, made with 'Link do cliente'. Returns the link's token.
 */
async function semearPaginaDoCliente(url) {
  const { cookie } = await criarCredor(url, "medida-pagina-cliente");
  const enviar = enviadorDo(url, cookie);
  await enviar(
    "/api/configuracoes",
    { nomeRecibo: "Crédito do Roberto", chavePix: "roberto.credor@pix.com", nomeRecebedor: "Roberto Almeida", cidadeRecebedor: "Belo Horizonte" },
    200,
  );
  const cliente = await enviar("/api/clientes", {
    nome: "Sebastiana Ferreira da Conceição",
    cpf: cpfDe(987654321),
    telefone: "31987651234",
    pix: "sebastiana@pix.com",
  });
  const comum = { clienteId: cliente.id, taxaAtraso: "1", taxaAtrasoTipo: "percentual" };
  const mensal = await enviar("/api/emprestimos/manual", {
    ...comum,
    valorOriginal: "1.500,00",
    prazoDias: 30,
    taxaJuros: "10",
    dataInicio: diaEmSaoPaulo(-72),
  });
  const parcelado = await enviar("/api/emprestimos/manual", {
    ...comum,
    valorOriginal: "1.200,00",
    modalidade: "parcelado",
    quantidadeMeses: 6,
    taxaJurosMes: "5",
    dataInicio: diaEmSaoPaulo(-45),
  });
  await enviar("/api/pagamentos", { emprestimoId: mensal.id, tipoPagamento: "juros_apenas" });
  await enviar("/api/pagamentos", { emprestimoId: parcelado.id, tipoPagamento: "parcela" });
  const { token } = await enviar(`/api/clientes/${cliente.id}/link-cliente`, {});
  return token;
}
