// npm start: builds the web and the server only where dist/ is missing or was built from other
// sources (scripts/compilacao.mjs, decision 0040), then runs the compiled server in this same
// process, so the stop signal npm passes on reaches the server's own handlers.
import { compilarSeMudou } from "./compilacao.mjs";

try {
  for (const parte of ["web", "servidor"]) await compilarSeMudou(parte);
} catch (erro) {
  console.error(erro instanceof Error ? erro.message : erro);
  process.exit(1);
}
await import("../dist/server/main.js");
