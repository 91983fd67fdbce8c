import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RegisterPage } from "./register-page.tsx";
import { LoginPage } from "./login-page.tsx";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { tituloDaPagina } from "@/lib/titulo.tsx";

// Issue 42, point 7: each page has its own <title> (React 19 hoists it into <head>), not
// index.html's one title for every tab.
describe("título da aba de cada página", () => {
  it("o nome da página seguido do nome do produto", () => {
    expect(tituloDaPagina("Clientes")).toBe("Clientes — Crédito Fácil");
  });

  it("login e cadastro de conta: cada uma com o seu; ao sair, o título vai junto", async () => {
    servidorFalso({ "GET /api/auth/get-session": () => ({ corpo: null }) });
    renderizar(<LoginPage />, { caminho: "/login" });
    await screen.findByLabelText("E-mail");
    expect(document.title).toBe("Entrar — Crédito Fácil");
    cleanup();
    expect(document.title).not.toBe("Entrar — Crédito Fácil");

    renderizar(<RegisterPage />, { caminho: "/register" });
    await screen.findByLabelText("Senha");
    expect(document.title).toBe("Criar conta — Crédito Fácil");
  });
});
