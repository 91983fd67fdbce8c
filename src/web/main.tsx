// First: it asks for the session and the first screen's data before anything else is evaluated (issue 12).
import { leiturasDaCargaIniciadas } from "./app/leituras-da-carga.ts";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { trocarPrimeiraPinturaQuandoPronta } from "./app/trocar-primeira-pintura.ts";
import "./index.css";

const raiz = document.getElementById("root");
if (!raiz) throw new Error("Elemento #root não encontrado em index.html.");
trocarPrimeiraPinturaQuandoPronta(raiz);

// A screen the server drew: its first data goes into the app's queries as soon as it arrives, so
// the screen renders once, with it, instead of again for each answer (dados-da-tela-desenhada.ts).
if (document.getElementById("primeira-pintura")) {
  const modulo = import("./app/dados-da-tela-desenhada.ts");
  void leiturasDaCargaIniciadas.then(async () => (await modulo).receberDadosDaTelaDesenhada(window.location.pathname)).catch(() => undefined);
}

// The first render as a transition (issue 27, point 4): React then yields to the browser every few
// milliseconds instead of holding a slow phone's main thread for the whole tree in one task.
void leiturasDaCargaIniciadas.then(() =>
  startTransition(() =>
    createRoot(raiz).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
