// npm run build: builds the web (Vite) and the server (tsc) from the current sources, whatever
// dist/ holds, and stamps each build so that the next `npm start` does not build again
// (scripts/compilacao.mjs, decision 0040).
import { compilar } from "./compilacao.mjs";

for (const parte of ["web", "servidor"]) await compilar(parte);
