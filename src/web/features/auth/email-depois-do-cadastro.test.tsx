import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { LoginPage } from "./login-page.tsx";
import { guardarEmailDoCadastro } from "@/lib/email-do-cadastro.ts";

// Issue 42, point 7: after 'Conta criada com sucesso!' the spec sends the lender to /login; the
// e-mail just typed comes with it, once (a later visit to /login starts empty).
describe("LoginPage: e-mail do cadastro", () => {
  it("vem preenchido logo depois do cadastro, e só dessa vez", async () => {
    servidorFalso({ "GET /api/auth/get-session": () => ({ corpo: null }) });
    guardarEmailDoCadastro("joana.prado@teste.com");
    const primeira = renderizar(<LoginPage />, { caminho: "/login" });
    expect(await screen.findByLabelText("E-mail")).toHaveValue("joana.prado@teste.com");
    primeira.unmount();

    renderizar(<LoginPage />, { caminho: "/login" });
    expect(await screen.findByLabelText("E-mail")).toHaveValue("");
  });
});
