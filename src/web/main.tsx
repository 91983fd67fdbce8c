import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { leiturasDaCargaIniciadas } from "./app/router.tsx";
import { iniciarLeituraDaSessao } from "./lib/sessao-api.ts";
import "./index.css";

// Every screen waits for the session: it is asked for before React renders anything (issue 12).
iniciarLeituraDaSessao();

const raiz = document.getElementById("root");
if (!raiz) throw new Error("Elemento #root não encontrado em index.html.");

void leiturasDaCargaIniciadas.then(() =>
  createRoot(raiz).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
