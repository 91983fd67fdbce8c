import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErroDePermissao, protegerPastaDeDados } from "./runtime.ts";
import { contaViaHttp, iniciarServidor, prazoDeInicioMs, rodarAdmin } from "./test/processes.ts";

// Nothing under DATA_DIR may be readable by other users of the machine.

/** Every path under `raiz` (itself included, symbolic links skipped) open to group or others. */
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

function abrirTudo(raiz: string) {
  const visitar = (p: string) => {
    const info = fs.lstatSync(p);
    if (info.isSymbolicLink()) return;
    fs.chmodSync(p, info.isDirectory() ? 0o755 : 0o666);
    if (info.isDirectory()) for (const nome of fs.readdirSync(p)) visitar(path.join(p, nome));
  };
  visitar(raiz);
}

const pastas: string[] = [];
function pastaTemporaria(): string {
  const p = fs.mkdtempSync(path.join(os.tmpdir(), "credito-permissoes-"));
  pastas.push(p);
  return p;
}
afterEach(() => {
  vi.restoreAllMocks();
  for (const p of pastas.splice(0)) fs.rmSync(p, { recursive: true, force: true });
});

describe("protegerPastaDeDados", () => {
  it("cria DATA_DIR com 700 e tira de grupo e outros o que o servidor guarda lá", () => {
    const raiz = pastaTemporaria();
    const dados = path.join(raiz, "dados");
    fs.mkdirSync(path.join(dados, "pgdata", "base"), { recursive: true });
    fs.mkdirSync(path.join(dados, "documentos"));
    fs.writeFileSync(path.join(dados, "auth-secret"), "segredo");
    fs.writeFileSync(path.join(dados, "server.json"), "{}");
    fs.writeFileSync(path.join(dados, "pglite.lock"), "1");
    fs.writeFileSync(path.join(dados, "pgdata", "base", "1249"), "x");
    fs.writeFileSync(path.join(dados, "documentos", "a.pdf"), "x");
    const fora = path.join(raiz, "fora.txt");
    fs.writeFileSync(fora, "x");
    fs.symlinkSync(fora, path.join(dados, "pgdata", "atalho"));
    abrirTudo(dados);
    fs.chmodSync(fora, 0o644);

    const corrigidos = protegerPastaDeDados(dados);
    expect(abertosAOutros(dados)).toEqual([]);
    expect(corrigidos).toContain(path.join(dados, "pgdata", "base", "1249"));
    expect(fs.statSync(dados).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dados, "auth-secret")).mode & 0o777).toBe(0o600);
    // The link is not followed out of DATA_DIR.
    expect(fs.statSync(fora).mode & 0o777).toBe(0o644);

    const nova = path.join(raiz, "nova", "pasta");
    protegerPastaDeDados(nova);
    expect(fs.statSync(nova).mode & 0o777).toBe(0o700);
  });

  it("recusa com mensagem clara quando não consegue corrigir", () => {
    const dados = pastaTemporaria();
    fs.writeFileSync(path.join(dados, "auth-secret"), "segredo");
    fs.chmodSync(path.join(dados, "auth-secret"), 0o644);
    fs.chmodSync(dados, 0o700);
    vi.spyOn(fs, "chmodSync").mockImplementation(() => {
      throw Object.assign(new Error("EPERM"), { code: "EPERM" });
    });
    expect(() => protegerPastaDeDados(dados)).toThrow(ErroDePermissao);
    expect(() => protegerPastaDeDados(dados)).toThrow(/auth-secret pode ser lido por outros usuários \(permissões 644\).*chmod -R go-rwx/);
  });
});

// Real processes, as an operator runs them; once per API run (the database does not matter here).
if (!process.env.TEST_DATABASE_URL) {
  describe("permissões em DATA_DIR com processos reais", () => {
    it(
      "o servidor cria tudo privado (PGlite incluído) e corrige o que encontra aberto",
      async () => {
        const dados = path.join(pastaTemporaria(), "dados");
        const primeiro = await iniciarServidor({ DATA_DIR: dados });
        try {
          // Whatever the process creates without an explicit mode is private too (Linux shows the umask).
          const status = `/proc/${primeiro.processo.pid}/status`;
          if (fs.existsSync(status)) expect(fs.readFileSync(status, "utf8")).toMatch(/^Umask:\s+0077$/m);
          await contaViaHttp(primeiro.url, "permissoes@teste.com");
          expect(fs.existsSync(path.join(dados, "pgdata"))).toBe(true);
          expect(abertosAOutros(dados)).toEqual([]);
        } finally {
          await primeiro.parar();
        }

        // As an older version (or a copy made by hand) left it: folder 755, files 666.
        abrirTudo(dados);
        expect(abertosAOutros(dados).length).toBeGreaterThan(10);
        const segundo = await iniciarServidor({ DATA_DIR: dados });
        try {
          expect(abertosAOutros(dados)).toEqual([]);
          expect(fs.statSync(path.join(dados, "server.json")).mode & 0o777).toBe(0o600);
        } finally {
          await segundo.parar();
        }
      },
      2 * prazoDeInicioMs() + 60_000,
    );

    it(
      "um segundo servidor na mesma pasta é recusado; a trava de um servidor morto (kill -9) é assumida; parar solta a trava",
      async () => {
        const dados = path.join(pastaTemporaria(), "dados");
        const trava = path.join(dados, "pglite.lock");
        const primeiro = await iniciarServidor({ DATA_DIR: dados });
        try {
          expect(fs.statSync(trava).isDirectory()).toBe(true);
          await expect(iniciarServidor({ DATA_DIR: dados })).rejects.toThrow(
            `Outro processo já usa o banco embutido em ${dados}. Encerre-o ou use outro DATA_DIR.`,
          );
          expect((await fetch(`${primeiro.url}/api/app-config`)).status).toBe(200);
          // With the server running, the operator command goes through it, not around the lock.
          const r = await rodarAdmin(["creditos", "adicionar", "ninguem@teste.com", "1"], { DATA_DIR: dados });
          expect(r.erro).toMatch(/Nenhuma conta encontrada com o e-mail ninguem@teste\.com/);
        } finally {
          primeiro.processo.kill("SIGKILL");
          await primeiro.parar();
        }
        // Killed: nothing ran on exit, the lock is still there, and only going stale lets it go.
        expect(fs.existsSync(trava)).toBe(true);
        const segundo = await iniciarServidor({ DATA_DIR: dados });
        expect((await fetch(`${segundo.url}/api/app-config`)).status).toBe(200);
        await segundo.parar();
        expect(segundo.processo.exitCode).toBe(0);
        expect(fs.existsSync(trava)).toBe(false);
        expect(fs.existsSync(path.join(dados, "server.json"))).toBe(false);
      },
      3 * prazoDeInicioMs() + 60_000,
    );

    it("o comando do operador, abrindo o banco embutido com o servidor parado, deixa os arquivos privados", async () => {
      const dados = path.join(pastaTemporaria(), "dados");
      const r = await rodarAdmin(["creditos", "adicionar", "ninguem@teste.com", "1"], { DATA_DIR: dados });
      expect(r.codigo).toBe(1);
      expect(r.erro).toMatch(/ninguem@teste\.com/);
      expect(fs.existsSync(path.join(dados, "pgdata"))).toBe(true);
      expect(abertosAOutros(dados)).toEqual([]);
    }, 120_000);
  });
}
