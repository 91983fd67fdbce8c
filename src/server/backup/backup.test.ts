import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pgModulo from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bancoPostgresDescartavel } from "../test/harness.ts";
import { novoCpf } from "../test/ledger.ts";
import { PDF_MINIMO, PNG_MINIMO } from "../test/multipart.ts";
import { contaViaHttp, iniciarServidor, prazoDeInicioMs, rodarAdmin, type Servidor } from "../test/processes.ts";

const PgClient = pgModulo.Client;

// The backup drill, with real processes as an operator would run it (decision 0019): data
// entered over HTTP, `npm run admin -- backup` while the server runs, the server stopped,
// `npm run admin -- restaurar` into a new folder, a server started on it, everything there.

const emPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Every path under `raiz` (itself included) open to group or others. */
function abertosAOutros(raiz: string): string[] {
  const abertos: string[] = [];
  const visitar = (p: string) => {
    const info = fs.lstatSync(p);
    if (info.isSymbolicLink()) return;
    if ((info.mode & 0o077) !== 0) abertos.push(`${p} (${(info.mode & 0o777).toString(8)})`);
    if (info.isDirectory()) for (const nome of fs.readdirSync(p)) visitar(path.join(p, nome));
  };
  visitar(raiz);
  return abertos;
}

async function json<T>(resposta: Response, status: number): Promise<T> {
  const texto = await resposta.text();
  if (resposta.status !== status) throw new Error(`esperava ${status}, veio ${resposta.status}: ${texto}`);
  return JSON.parse(texto) as T;
}

function api(url: string, cookie?: string) {
  const headers = (extra: Record<string, string> = {}) => ({ origin: url, ...(cookie ? { cookie } : {}), ...extra });
  return {
    get: (caminho: string) => fetch(`${url}${caminho}`, { headers: headers() }),
    post: (caminho: string, corpo: unknown, extra: Record<string, string> = {}) =>
      fetch(`${url}${caminho}`, { method: "POST", headers: headers({ "content-type": "application/json", ...extra }), body: JSON.stringify(corpo) }),
    upload: (campos: Record<string, string>, arquivo: { nome: string; tipo: string; conteudo: Buffer }) => {
      const form = new FormData();
      for (const [nome, valor] of Object.entries(campos)) form.append(nome, valor);
      form.append("file", new Blob([new Uint8Array(arquivo.conteudo)], { type: arquivo.tipo }), arquivo.nome);
      return fetch(`${url}/api/upload`, { method: "POST", headers: headers(), body: form });
    },
  };
}

async function entrar(url: string, email: string, senha = "segredo-do-teste-99"): Promise<string> {
  const r = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ email, password: senha }),
  });
  if (!r.ok) throw new Error(`login: ${r.status} ${await r.text()}`);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type Cliente = { id: string; nome: string; cpf: string; documentoIdentidadeUrl: string | null; comprovanteEnderecoUrl: string | null; totalPagoJuros: string };
type Emprestimo = { id: string; clienteId: string; status: string; cicloAtual: number; valorRestante: string };
type Pagamento = { id: string; emprestimoId: string; tipoPagamento: string; valorJuros: string };

if (!emPostgres)
  describe("backup e restauração do banco embutido (processos reais)", () => {
    const raiz = fs.mkdtempSync(path.join(os.tmpdir(), "credito-backup-"));
    const original = path.join(raiz, "original");
    const restaurada = path.join(raiz, "restaurada");
    const arquivo = path.join(raiz, "copia.tar.gz");
    let servidor: Servidor | undefined;
    afterAll(async () => {
      await servidor?.parar();
      fs.rmSync(raiz, { recursive: true, force: true });
    });

    it(
      "backup com o servidor rodando, restauração numa pasta nova: clientes, empréstimo, pagamento e documento voltam iguais",
      async () => {
        servidor = await iniciarServidor({ DATA_DIR: original });
        const url = servidor.url;
        const email = "backup@teste.com";
        const cookie = await contaViaHttp(url, email);
        const credor = api(url, cookie);
        const publico = api(url);

        // A client and a loan entered by hand, with a payment.
        const manual = await json<Cliente>(
          await credor.post("/api/clientes", { nome: "Maria Manual", cpf: novoCpf(), telefone: "11912345678", pix: "maria@pix.com" }),
          201,
        );
        const emprestimo = await json<Emprestimo>(
          await credor.post("/api/emprestimos/manual", {
            clienteId: manual.id,
            valorOriginal: "1000,00",
            prazoDias: 30,
            taxaJuros: "10",
            taxaAtraso: "1",
            taxaAtrasoTipo: "percentual",
          }),
          201,
        );
        const pago = await json<{ pagamento: { id: string } }>(
          await credor.post("/api/pagamentos", { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" }, { "idempotency-key": "backup-1" }),
          201,
        );

        // A borrower through the sign-up link, with both documents.
        const link = await json<{ token: string }>(
          await credor.post("/api/links-cadastro", {
            valorOriginal: "500",
            modalidade: "mensal",
            prazoDias: 30,
            taxaJuros: "10",
            taxaAtraso: "1",
            exigirDocumentos: true,
          }),
          201,
        );
        const rg = await json<{ url: string }>(
          await publico.upload({ token: link.token, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO }),
          201,
        );
        const conta = await json<{ url: string }>(
          await publico.upload({ token: link.token, tipo: "comprovante" }, { nome: "luz.pdf", tipo: "application/pdf", conteudo: PDF_MINIMO }),
          201,
        );
        const cpfTomador = novoCpf();
        await json(
          await publico.post(`/api/cadastro/${link.token}`, {
            nome: "Paula Tomadora",
            cpf: cpfTomador,
            telefone: "11988887777",
            pix: "paula@pix.com",
            aceitaTermos: true,
            documentoIdentidadeUrl: rg.url,
            comprovanteEnderecoUrl: conta.url,
          }),
          201,
        );

        const clientesAntes = await json<Cliente[]>(await credor.get("/api/clientes"), 200);
        const emprestimosAntes = await json<Emprestimo[]>(await credor.get("/api/emprestimos"), 200);
        const pagamentosAntes = await json<Pagamento[]>(await credor.get(`/api/pagamentos?clienteId=${manual.id}`), 200);
        expect(clientesAntes).toHaveLength(2);
        expect(emprestimosAntes).toHaveLength(2);
        expect(pagamentosAntes.map((p) => p.id)).toEqual([pago.pagamento.id]);

        // The backup while the server holds the database: it goes through the server.
        const feito = await rodarAdmin(["backup", arquivo], { DATA_DIR: original });
        expect(feito.erro).toBe("");
        expect(feito.codigo).toBe(0);
        // The documents are in the database (decision 0030): nothing in DATA_DIR/documentos to add.
        expect(feito.saida).toMatch(/^Backup gravado em .*copia\.tar\.gz \(\d+,\d MB\): banco embutido com os documentos, em \d+,\d s\.\n$/);
        expect(fs.statSync(arquivo).mode & 0o777).toBe(0o600);
        expect(fs.existsSync(`${arquivo}.parcial`)).toBe(false);
        // It never overwrites.
        const deNovo = await rodarAdmin(["backup", arquivo], { DATA_DIR: original });
        expect(deNovo.codigo).toBe(1);
        expect(deNovo.erro).toMatch(/já existe\. Escolha outro nome/);

        await servidor.parar();
        servidor = undefined;

        // Never into a folder with something in it: the original is refused and left as it was.
        const antes = fs.readdirSync(original).sort();
        const recusada = await rodarAdmin(["restaurar", arquivo], { DATA_DIR: original });
        expect(recusada.codigo).toBe(1);
        expect(recusada.erro).toBe(
          `Erro: A pasta de dados ${original} não está vazia. A restauração só grava numa pasta vazia ou inexistente: mova-a, ou use outro DATA_DIR e aponte o servidor para ela.\n`,
        );
        expect(fs.readdirSync(original).sort()).toEqual(antes);

        const restauracao = await rodarAdmin(["restaurar", arquivo], { DATA_DIR: restaurada });
        expect(restauracao.erro).toBe("");
        expect(restauracao.codigo).toBe(0);
        expect(restauracao.saida).toMatch(
          new RegExp(
            `^Restaurado em ${restaurada.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: 2 cliente\\(s\\), 2 empréstimo\\(s\\), 1 pagamento\\(s\\), 2 documento\\(s\\); backup de `,
          ),
        );
        expect(abertosAOutros(restaurada)).toEqual([]);
        expect(fs.readdirSync(restaurada).sort()).toEqual(["documentos", "pgdata"]);
        console.info(`${feito.saida}${restauracao.saida}`);

        servidor = await iniciarServidor({ DATA_DIR: restaurada });
        const novo = api(servidor.url, await entrar(servidor.url, email));
        expect(await json<Cliente[]>(await novo.get("/api/clientes"), 200)).toEqual(clientesAntes);
        expect(await json<Emprestimo[]>(await novo.get("/api/emprestimos"), 200)).toEqual(emprestimosAntes);
        expect(await json<Pagamento[]>(await novo.get(`/api/pagamentos?clienteId=${manual.id}`), 200)).toEqual(pagamentosAntes);
        const tomador = clientesAntes.find((c) => c.cpf === cpfTomador)!;
        for (const [documento, conteudo] of [
          [tomador.documentoIdentidadeUrl, PNG_MINIMO],
          [tomador.comprovanteEnderecoUrl, PDF_MINIMO],
        ] as const) {
          const r = await novo.get(documento!);
          expect(r.status).toBe(200);
          expect(Buffer.from(await r.arrayBuffer()).equals(conteudo)).toBe(true);
        }
      },
      4 * prazoDeInicioMs() + 120_000,
    );

    it("recusa um arquivo que não é backup, sem deixar nada na pasta", async () => {
      const falso = path.join(raiz, "falso.tar.gz");
      fs.writeFileSync(falso, "não sou um tar");
      const destino = path.join(raiz, "destino-falso");
      const r = await rodarAdmin(["restaurar", falso], { DATA_DIR: destino });
      expect(r.codigo).toBe(1);
      expect(r.erro).toMatch(/^Erro: Não foi possível ler .*falso\.tar\.gz como backup do Crédito Fácil/);
      expect(fs.existsSync(destino) ? fs.readdirSync(destino) : []).toEqual([]);
      const semArquivo = await rodarAdmin(["restaurar"], { DATA_DIR: destino });
      expect(semArquivo.codigo).toBe(1);
      expect(semArquivo.erro).toMatch(/Informe o caminho do arquivo de backup\.[\s\S]*npm run admin -- restaurar <arquivo>/);
    }, 60_000);
  });

if (emPostgres)
  describe("backup dos documentos com DATABASE_URL (processos reais)", () => {
    const raiz = fs.mkdtempSync(path.join(os.tmpdir(), "credito-backup-pg-"));
    const arquivo = path.join(raiz, "documentos.tar.gz");
    let servidor: Servidor | undefined;
    let banco: Awaited<ReturnType<typeof bancoPostgresDescartavel>>;
    let databaseUrl = "";
    beforeAll(async () => {
      banco = await bancoPostgresDescartavel("teste_backup");
      databaseUrl = banco.url;
    });
    afterAll(async () => {
      await servidor?.parar();
      fs.rmSync(raiz, { recursive: true, force: true });
      await banco?.apagar();
    });

    it(
      "os documentos vão com o pg_dump; o arquivo leva só os de versões anteriores em DATA_DIR, e restaurar os devolve a uma pasta vazia",
      async () => {
        const original = path.join(raiz, "original");
        servidor = await iniciarServidor({ DATABASE_URL: databaseUrl, DATA_DIR: original });
        const credor = api(servidor.url, await contaViaHttp(servidor.url, "backup-pg@teste.com"));
        const novoLink = async () =>
          json<{ token: string }>(
            await credor.post("/api/links-cadastro", { valorOriginal: "500", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" }),
            201,
          );
        const noBanco = await json<{ url: string }>(
          await api(servidor.url).upload({ token: (await novoLink()).token, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO }),
          201,
        );
        // One as an earlier version left it: the row, and the bytes only as a file in DATA_DIR.
        const antigo = await json<{ url: string }>(
          await api(servidor.url).upload({ token: (await novoLink()).token, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO }),
          201,
        );
        const idAntigo = antigo.url.split("/").pop()!;
        const pg = new PgClient({ connectionString: databaseUrl });
        await pg.connect();
        await pg.query("DELETE FROM documentos_conteudo WHERE documento_id = $1", [idAntigo]);
        await pg.end();
        fs.mkdirSync(path.join(original, "documentos"), { recursive: true, mode: 0o700 });
        fs.writeFileSync(path.join(original, "documentos", `${idAntigo}.png`), PNG_MINIMO, { mode: 0o600 });

        const feito = await rodarAdmin(["backup", arquivo], { DATABASE_URL: databaseUrl, DATA_DIR: original });
        expect(feito.erro).toBe("");
        expect(feito.saida).toMatch(
          /: sem o banco nem os documentos, que vão com ele \(PostgreSQL: use pg_dump -Fc\), mais 1 documento\(s\) em arquivo de versão anterior, em /,
        );
        expect(fs.statSync(arquivo).mode & 0o777).toBe(0o600);

        const restaurada = path.join(raiz, "restaurada");
        const r = await rodarAdmin(["restaurar", arquivo], { DATABASE_URL: databaseUrl, DATA_DIR: restaurada });
        expect(r.erro).toBe("");
        expect(r.saida).toMatch(/^Restaurados 1 documento\(s\) em .*restaurada\/documentos \(backup de .*\)\. O banco volta com pg_restore/);
        expect(fs.readdirSync(path.join(restaurada, "documentos"))).toEqual([`${idAntigo}.png`]);
        expect(fs.readFileSync(path.join(restaurada, "documentos", `${idAntigo}.png`)).equals(PNG_MINIMO)).toBe(true);
        expect(fs.readdirSync(path.join(restaurada, "documentos"))).not.toContain(`${noBanco.url.split("/").pop()}.png`);
        expect(abertosAOutros(restaurada)).toEqual([]);

        const recusada = await rodarAdmin(["restaurar", arquivo], { DATABASE_URL: databaseUrl, DATA_DIR: restaurada });
        expect(recusada.codigo).toBe(1);
        expect(recusada.erro).toMatch(/^Erro: A pasta de documentos .*restaurada\/documentos não está vazia\./);
      },
      2 * prazoDeInicioMs() + 60_000,
    );
  });
