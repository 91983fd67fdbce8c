import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { umLinkPublico } from "@/test/dados.ts";
import { CadastroPage } from "./cadastro-page.tsx";

// Issue 27, point 5: the borrower's sign-up page names the lender who sent the link, with the
// display name of the settings ('Seu nome (como os clientes verão)') when there is one.

describe("Página de cadastro do tomador: quem enviou o link", () => {
  const link = umLinkPublico();

  it("com o nome do credor: '<Nome> enviou este link'", async () => {
    servidorFalso({ "GET /api/cadastro/:token": { corpo: { ...link, nomeCredor: "Maria Souza" } } });
    renderizar(<CadastroPage params={{ token: "abc" }} />, { caminho: "/cadastro/abc" });
    expect(await screen.findByTestId("quem-enviou")).toHaveTextContent("Maria Souza enviou este link. Confira a proposta e envie seus dados.");
  });

  it("sem nome: a frase de sempre", async () => {
    servidorFalso({ "GET /api/cadastro/:token": { corpo: link } });
    renderizar(<CadastroPage params={{ token: "abc" }} />, { caminho: "/cadastro/abc" });
    expect(await screen.findByTestId("quem-enviou")).toHaveTextContent("Confira a proposta e envie seus dados para quem lhe enviou este link.");
  });
});
