import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ConfiguracoesApi } from "../../../domain/api/conta.ts";
import { avisoNaTela } from "@/test/aviso.ts";
import { mensagemSob } from "@/test/mensagens.ts";
import { umasConfiguracoes } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { ConfiguracoesPage } from "./configuracoes-page.tsx";

// Issue 27, point 5: 'Seu nome (como os clientes verão)' in the settings (the borrower's page that
// shows it is tested in features/cadastro/quem-enviou.test.tsx).

const ROTULO = "Seu nome (como os clientes verão)";
const atuais = umasConfiguracoes({ chavePix: "credor@pix.com" });

describe("Configurações: seu nome", () => {
  it("curto demais: a mensagem em pt-BR sob o campo, e nada é enviado", async () => {
    const servidor = servidorFalso({ "GET /api/configuracoes": { corpo: atuais } });
    const { usuario } = renderizar(<ConfiguracoesPage />, { caminho: "/configuracoes" });
    const nome = await screen.findByLabelText(ROTULO);
    await usuario.type(nome, "Jo");
    await usuario.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(mensagemSob(nome)).toMatch(/^Seu nome deve ter pelo menos 3 caracteres /));
    expect(nome).toHaveAttribute("aria-invalid", "true");
    expect(servidor.pedidosA("POST /api/configuracoes")).toEqual([]);
  });

  it("preenchido: envia o nome limpo e mostra o que o servidor guardou", async () => {
    const servidor = servidorFalso({
      "GET /api/configuracoes": { corpo: atuais },
      "POST /api/configuracoes": { corpo: { ...atuais, nomeRecibo: "Maria Souza" } },
    });
    const { usuario } = renderizar(<ConfiguracoesPage />, { caminho: "/configuracoes" });
    const nome = await screen.findByLabelText(ROTULO);
    await usuario.type(nome, "  Maria   Souza ");
    await usuario.click(screen.getByRole("button", { name: "Salvar" }));
    await avisoNaTela();
    expect(servidor.pedidosA("POST /api/configuracoes").map((p) => (p.corpo as ConfiguracoesApi).nomeRecibo)).toEqual(["Maria Souza"]);
    expect(nome).toHaveValue("Maria Souza");
  });
});
