import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin, type Rolldown } from "vite";

/*
 * Issue 27, point 4: the signed-in frame and the dashboard in one chunk. Split by which screens
 * share them, the modules a cold dashboard needs came in about 70 files of 1 to 10 KiB; on Slow
 * 4G over HTTP/1.1 (six connections, 150 ms a round trip) they took two seconds to arrive, three
 * times what their bytes take, and the first 'Cobrar hoje' row waited for the last of them.
 *
 * The group ("painel") is the code the frame (app/area-protegida.tsx) and the dashboard load
 * statically, less any code a public page can load (the app's entry and, with everything they
 * load later, the visitor's pages): /login, /register, /cadastro/{token} and /c/{token} download
 * exactly the files they did (their budget, scripts/orcamento-web.mjs, holds them to it). The
 * other signed-in screens load the frame anyway, and with it now the dashboard's own code (a few
 * KiB, which the service worker precaches in any case). What the dashboard imports dynamically
 * (the chart, the payment sheet) keeps its own chunks.
 *
 * "The code a page loads" is read from a first build without the group, not from the module
 * graph: a page that takes one icon from lucide-react's index reaches, in the graph, every icon
 * (and so with radix-ui's and TanStack's indexes), while its chunks hold only what it uses. The
 * group is then closed: what its modules import is in the group or in the public pages' chunks,
 * which import nothing of the group, so no chunk of the group and a chunk outside import each
 * other (a cycle between chunks ran a module before the ones it uses: includeDependenciesRecursively
 * is off so that the public pages' modules stay where they are).
 */
const web = (caminho: string) => fileURLToPath(new URL(`../src/web/${caminho}`, import.meta.url));
const CONFIGURACAO = fileURLToPath(new URL("../vite.config.ts", import.meta.url));

const RAIZES_DO_PAINEL = ["app/area-protegida.tsx", "features/dashboard/dashboard-page.tsx"].map(web);
/** The pages a visitor opens (router.tsx's routes outside the frame). */
const PAGINAS_PUBLICAS = [
  "features/auth/login-page.tsx",
  "features/auth/register-page.tsx",
  "features/auth/esqueci-senha-page.tsx",
  "features/auth/redefinir-senha-page.tsx",
  "features/auth/fix-auth-page.tsx",
  "features/cadastro/cadastro-page.tsx",
  "features/aceite/aceite-page.tsx",
  "features/pagina-cliente/pagina-cliente-page.tsx",
  "features/verificar/verificar-page.tsx",
  "features/creditos/creditos-esgotados-page.tsx",
  "features/not-found/not-found-page.tsx",
  "app/provedor-de-dados.tsx",
].map(web);

/** Set in the first build, which must run without the group. */
const PRIMEIRA_PASSADA = "CREDITO_FACIL_GRUPO_DO_PAINEL_PRIMEIRA_PASSADA";

/** The modules of the group, from the chunks of a build without it. */
export function modulosDoPainel(chunks: Rolldown.OutputChunk[]): Set<string> {
  const porArquivo = new Map(chunks.map((c) => [c.fileName, c]));
  const fecho = (raizes: Rolldown.OutputChunk[], dinamicos: boolean) => {
    const modulos = new Set<string>();
    const vistos = new Set<string>();
    const pilha = raizes.map((c) => c.fileName);
    while (pilha.length) {
      const chunk = porArquivo.get(pilha.pop()!);
      if (!chunk || vistos.has(chunk.fileName)) continue;
      vistos.add(chunk.fileName);
      for (const id of chunk.moduleIds) modulos.add(id);
      // Never the entry's own dynamic imports: they are the router's screens, public or not.
      pilha.push(...chunk.imports, ...(dinamicos && !chunk.isEntry ? chunk.dynamicImports : []));
    }
    return modulos;
  };
  const deModulo = (ids: string[]) =>
    ids.map((id) => {
      const chunk = chunks.find((c) => c.facadeModuleId === id);
      if (!chunk) throw new Error(`grupo-do-painel: nenhum chunk começa em ${id} (arquivo renomeado?)`);
      return chunk;
    });
  const entrada = chunks.filter((c) => c.isEntry);
  const publicos = new Set([...fecho(entrada, false), ...fecho(deModulo(PAGINAS_PUBLICAS), true)]);
  return new Set([...fecho(deModulo(RAIZES_DO_PAINEL), false)].filter((id) => !publicos.has(id)));
}

/** Whether this is the first build: it only needs the chunks, not their compressed copies. */
export function primeiraPassadaDoPainel(): boolean {
  return Boolean(process.env[PRIMEIRA_PASSADA]);
}

export function grupoDoPainel() {
  const modulos = new Set<string>();
  const plugin: Plugin = {
    name: "credito-facil:grupo-do-painel",
    apply: "build",
    async buildStart() {
      if (primeiraPassadaDoPainel()) return;
      // The same build (this configuration, without the group), into a folder thrown away.
      const pasta = fs.mkdtempSync(path.join(os.tmpdir(), "credito-grupo-do-painel-"));
      process.env[PRIMEIRA_PASSADA] = "1";
      try {
        const saida = await build({ configFile: CONFIGURACAO, logLevel: "silent", build: { outDir: pasta, emptyOutDir: true, minify: false } });
        const chunks = (Array.isArray(saida) ? saida : [saida])
          .flatMap((s) => ("output" in s ? s.output : []))
          .filter((s): s is Rolldown.OutputChunk => s.type === "chunk");
        modulos.clear();
        for (const id of modulosDoPainel(chunks)) modulos.add(id);
      } finally {
        delete process.env[PRIMEIRA_PASSADA];
        fs.rmSync(pasta, { recursive: true, force: true });
      }
    },
  };
  const codeSplitting = {
    groups: [{ name: "painel", test: (id: string) => modulos.has(id), includeDependenciesRecursively: false }],
  };
  return { plugin, codeSplitting };
}
