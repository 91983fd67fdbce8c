import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { RegisterPage } from "./register-page.tsx";

// Issue 28, point 3: the sign-up page shows how guessable the password is, with the server's own
// estimator, so a password it calls weak is one the server refuses.
describe("RegisterPage: dica de força da senha", () => {
  it("fraca para senhas brasileiras comuns e para o e-mail; forte para uma frase; nada com o campo vazio", async () => {
    servidorFalso({ "GET /api/auth/get-session": () => ({ corpo: null }) });
    const { usuario } = renderizar(<RegisterPage />, { caminho: "/register" });
    const senha = await screen.findByLabelText("Senha");
    expect(screen.queryByText(/Força da senha/)).toBeNull();

    await usuario.type(senha, "Flamengo");
    expect(await screen.findByText(/^Força da senha: fraca\. .*Escolha outra\.$/)).toBeVisible();
    // The hint describes the field for screen readers.
    expect(senha).toHaveAccessibleDescription(/Força da senha: fraca/);

    await usuario.clear(senha);
    await usuario.type(screen.getByLabelText("E-mail"), "joana.prado@teste.com");
    await usuario.type(senha, "Joana.Prado");
    expect(await screen.findByText("Força da senha: fraca. A senha não pode ser o seu e-mail.")).toBeVisible();

    await usuario.clear(senha);
    await usuario.type(senha, "cofre-azul-42");
    expect(await screen.findByText("Força da senha: forte.")).toBeVisible();

    await usuario.clear(senha);
    expect(screen.queryByText(/Força da senha/)).toBeNull();
  });
});
