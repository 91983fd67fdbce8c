// Reads the JSON reports of vitest and Playwright, and the one-line results of the checks
// (typecheck, lint, format) written by scripts/test.sh, and prints "N passed, N failed".
import fs from "node:fs";
import path from "node:path";

const dir = process.argv[2];
let passed = 0;
let failed = 0;
const linhas = [];

const arquivos = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
for (const arquivo of arquivos.sort()) {
  const nome = path.basename(arquivo, ".json");
  let relatorio;
  try {
    relatorio = JSON.parse(fs.readFileSync(path.join(dir, arquivo), "utf8"));
  } catch {
    failed += 1;
    linhas.push(`${nome}: relatório ilegível (etapa falhou antes de terminar)`);
    continue;
  }
  let p = 0;
  let f = 0;
  if (relatorio.failed_to_start) f = 1;
  else if (relatorio.check) {
    // A check (tsc, ESLint, Prettier) counts as one test.
    p = relatorio.ok ? 1 : 0;
    f = relatorio.ok ? 0 : 1;
  } else if ("numPassedTests" in relatorio) {
    // vitest: a file that failed to load counts as a failure too.
    p = relatorio.numPassedTests;
    f = relatorio.numFailedTests + (relatorio.numFailedTestSuites > 0 && relatorio.numFailedTests === 0 ? relatorio.numFailedTestSuites : 0);
  } else if (relatorio.stats) {
    p = relatorio.stats.expected + relatorio.stats.flaky;
    f = relatorio.stats.unexpected + (relatorio.errors?.length ?? 0);
  }
  passed += p;
  failed += f;
  linhas.push(`${nome}: ${p} passed, ${f} failed`);
}
for (const l of linhas) console.log(l);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
