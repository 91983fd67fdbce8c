import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { create } from "tar";
import { afterEach, describe, expect, it } from "vitest";
import { devolverDocumentos, escreverBackup, extrairBackup, gravarArquivoPrivado, lerManifesto, type Manifesto } from "./arquivo.ts";

// The archive format on its own (decision 0019): what goes in, what comes out, and what a
// hostile or damaged archive cannot do.

const pastas: string[] = [];
function pastaTemporaria(): string {
  const p = fs.mkdtempSync(path.join(os.tmpdir(), "credito-arquivo-"));
  pastas.push(p);
  return p;
}
afterEach(() => {
  for (const p of pastas.splice(0)) fs.rmSync(p, { recursive: true, force: true });
});

const ID_A = "11111111-1111-4111-8111-111111111111";
const ID_B = "22222222-2222-4222-8222-222222222222";

describe("arquivo de backup", () => {
  it("leva o banco, os documentos com nome do servidor e o manifesto; devolve só os que têm linha, privados", async () => {
    const raiz = pastaTemporaria();
    const dados = path.join(raiz, "dados");
    fs.mkdirSync(path.join(dados, "documentos"), { recursive: true });
    fs.writeFileSync(path.join(dados, "documentos", `${ID_A}.png`), "rg");
    fs.writeFileSync(path.join(dados, "documentos", `${ID_B}.pdf`), "conta");
    fs.writeFileSync(path.join(dados, "documentos", "qualquer.txt"), "fora do padrão");
    fs.writeFileSync(path.join(dados, "auth-secret"), "segredo");
    const arquivo = path.join(raiz, "b.tar.gz");
    let manifesto: Manifesto | undefined;
    await gravarArquivoPrivado(arquivo, async (destino) => {
      manifesto = await escreverBackup(destino, { dataDir: dados, banco: Buffer.from("cluster") });
    });
    expect(fs.statSync(arquivo).mode & 0o777).toBe(0o600);
    expect(manifesto).toMatchObject({ formato: 1, aplicativo: "credito-facil", banco: "pglite", documentos: 2, bytesBanco: 7, bytesDocumentos: 7 });
    expect(await lerManifesto(arquivo)).toEqual(manifesto);

    const extraido = await extrairBackup(arquivo, pastaTemporaria());
    expect(extraido.banco?.toString()).toBe("cluster");
    expect(extraido.documentos.sort()).toEqual([`${ID_A}.png`, `${ID_B}.pdf`]);

    // B was uploaded after the database copy: no row, left out.
    const destino = path.join(raiz, "restaurada");
    fs.mkdirSync(destino, { mode: 0o700 });
    expect(await devolverDocumentos(extraido, destino, new Set([ID_A]))).toEqual({ devolvidos: 1, semLinha: 1 });
    expect(fs.readdirSync(path.join(destino, "documentos"))).toEqual([`${ID_A}.png`]);
    expect(fs.readFileSync(path.join(destino, "documentos", `${ID_A}.png`), "utf8")).toBe("rg");
    expect(fs.statSync(path.join(destino, "documentos")).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(destino, "documentos", `${ID_A}.png`)).mode & 0o777).toBe(0o600);
  });

  it("nunca sobrescreve um arquivo", async () => {
    const raiz = pastaTemporaria();
    const arquivo = path.join(raiz, "existe.tar.gz");
    fs.writeFileSync(arquivo, "meu");
    await expect(gravarArquivoPrivado(arquivo, async () => {})).rejects.toThrow(
      `${arquivo} já existe. Escolha outro nome (o backup nunca sobrescreve um arquivo).`,
    );
    expect(fs.readFileSync(arquivo, "utf8")).toBe("meu");
  });

  it("um arquivo hostil não grava fora da pasta nem deixa links; sem manifesto, é recusado", async () => {
    const raiz = pastaTemporaria();
    const origem = path.join(raiz, "origem");
    fs.mkdirSync(path.join(origem, "documentos"), { recursive: true });
    fs.writeFileSync(path.join(origem, "fora.txt"), "x");
    fs.symlinkSync("/etc/passwd", path.join(origem, "documentos", `${ID_A}.png`));
    const hostil = path.join(raiz, "hostil.tar.gz");
    await create({ gzip: true, file: hostil, cwd: origem }, ["fora.txt", "documentos"]);
    const pasta = path.join(raiz, "extraida");
    fs.mkdirSync(pasta);
    await expect(extrairBackup(hostil, pasta)).rejects.toThrow(`${hostil} não tem manifesto.json: não é um backup do Crédito Fácil ou está incompleto.`);
    const achados: string[] = [];
    const visitar = (p: string) => {
      for (const e of fs.readdirSync(p, { withFileTypes: true })) {
        achados.push(e.isSymbolicLink() ? `link ${e.name}` : e.name);
        if (e.isDirectory()) visitar(path.join(p, e.name));
      }
    };
    visitar(pasta);
    expect(achados).toEqual([]);

    const cortado = path.join(raiz, "cortado.tar.gz");
    const inteiro = path.join(raiz, "inteiro.tar.gz");
    await gravarArquivoPrivado(inteiro, async (destino) => {
      await escreverBackup(destino, { dataDir: pastaTemporaria(), banco: Buffer.alloc(200_000, 1) });
    });
    const bytes = fs.readFileSync(inteiro);
    fs.writeFileSync(cortado, bytes.subarray(0, bytes.length - 100));
    await expect(lerManifesto(cortado)).rejects.toThrow(/^Não foi possível ler .*cortado\.tar\.gz como backup do Crédito Fácil/);
  });
});
