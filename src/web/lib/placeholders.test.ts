import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Issue 42, point 7: a placeholder that looks like a value ('1.000,00', '30', 'voce@exemplo.com')
// is read as one already typed. Every literal placeholder in the forms that has a digit or an '@'
// starts with 'Ex.: '; descriptive ones ('Nome completo') may stay as they are.
function arquivosTsx(pasta: string): string[] {
  return readdirSync(pasta).flatMap((nome) => {
    const caminho = join(pasta, nome);
    if (statSync(caminho).isDirectory()) return arquivosTsx(caminho);
    return nome.endsWith(".tsx") && !nome.endsWith(".test.tsx") ? [caminho] : [];
  });
}

describe("placeholders dos formulários", () => {
  it("nenhum parece um valor já digitado", () => {
    const raiz = join(import.meta.dirname, "..");
    const parecemValor: string[] = [];
    for (const arquivo of arquivosTsx(raiz)) {
      const fonte = readFileSync(arquivo, "utf8");
      for (const [, texto = ""] of fonte.matchAll(/placeholder=(?:\{[^}]*?)?"([^"]*)"/g)) {
        if (/[\d@]/.test(texto) && !texto.startsWith("Ex.: ")) parecemValor.push(`${arquivo.slice(raiz.length)}: ${texto}`);
      }
    }
    expect(parecemValor).toEqual([]);
  });
});
