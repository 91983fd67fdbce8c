import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LinkPublicoApi } from "../../../domain/api/links.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { CadastroPage } from "./cadastro-page.tsx";

// Issue 27, point 5: the borrower's sign-up page names the lender who sent the link, with the
// display name of the settings ('Seu nome (como os clientes verão)') when there is one.

describe("Página de cadastro do tomador: quem enviou o link", () => {
  const link: LinkPublicoApi = {
    status: "ativo",
    modalidade: "mensal",
    valorOriginal: "500.00",
    prazoDias: 30,
    taxaJuros: "10.00",
    quantidadeMeses: null,
    taxaJurosMes: null,
    taxaAtraso: "1.00",
    taxaAtrasoTipo: "percentual",
    exigirDocumentos: false,
    dataInicio: null,
    dataExpiracao: "2099-12-02T15:00:00.000Z",
    nomeCredor: null,
  };

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
