import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { umLinkPublico } from "@/test/dados.ts";
import { CadastroPage } from "./cadastro-page.tsx";

// Issue 42, point 7: on a phone, 'Ver contrato' opens the preview's words in the page (WhatsApp's
// browser may block a blob: tab), marked as a preview, with the PDF a download away.

const CONTRATO = {
  titulo: "Instrumento particular de confissão de dívida",
  preambulo: "Pelo presente instrumento particular, as partes abaixo identificadas acordam o seguinte:",
  secoes: [{ titulo: "Das partes", paragrafos: ["CREDOR: o credor.", "DEVEDOR: Paula Tomadora, inscrito(a) no CPF 529.982.247-25."] }],
  localEData: "______________________, 7 de dezembro de 2026.",
  assinaturas: [
    { papel: "CREDOR", nome: "o credor", documento: null },
    { papel: "DEVEDOR", nome: "Paula Tomadora", documento: "CPF 529.982.247-25" },
  ],
};

async function abrirContrato() {
  const servidor = servidorFalso({
    "GET /api/cadastro/:token": { corpo: umLinkPublico({ exigirDocumentos: false }) },
    "POST /api/cadastro/:token/contrato/texto": { corpo: { contrato: CONTRATO, sha256: "a".repeat(64) } },
    "POST /api/cadastro/:token/contrato": { corpo: "%PDF-1.7", cabecalhos: { "content-type": "application/pdf" } },
  });
  const abrir = vi.spyOn(window, "open");
  renderizar(<CadastroPage params={{ token: "abc" }} />, { caminho: "/cadastro/abc" });
  fireEvent.change(await screen.findByLabelText("Nome"), { target: { value: "Paula Tomadora" } });
  fireEvent.change(screen.getByLabelText("CPF"), { target: { value: "529.982.247-25" } });
  fireEvent.change(screen.getByLabelText("Telefone"), { target: { value: "(11) 98765-4321" } });
  fireEvent.click(screen.getByRole("button", { name: "Ver contrato" }));
  const dialogo = await screen.findByRole("dialog", { name: "Contrato" });
  return { servidor, dialogo, abrir };
}

describe("'Ver contrato' no cadastro", () => {
  it("abre o texto da prévia na página, marcado 'sem aceite', sem abrir aba", async () => {
    const { servidor, dialogo, abrir } = await abrirContrato();
    expect(within(dialogo).getByText("Prévia para leitura — sem aceite")).toBeInTheDocument();
    expect(within(dialogo).getByRole("heading", { name: CONTRATO.titulo })).toBeInTheDocument();
    expect(within(dialogo).getByText("DEVEDOR: Paula Tomadora, inscrito(a) no CPF 529.982.247-25.")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/cadastro/abc/contrato/texto")[0]?.corpo).toMatchObject({ nome: "Paula Tomadora" });
    expect(servidor.pedidosA("POST /api/cadastro/abc/contrato")).toHaveLength(0);
    expect(abrir).not.toHaveBeenCalled();

    // The corner button (Radix close), 44 px on a phone; "Voltar ao cadastro" beside "Baixar PDF" closes too.
    expect(within(dialogo).getByRole("button", { name: "Voltar ao cadastro" })).toBeInTheDocument();
    fireEvent.click(within(dialogo).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // Opened: the form no longer asks to open the contract before accepting.
    expect(screen.queryByText("Abra o contrato antes de aceitar.")).not.toBeInTheDocument();
  });

  it("'Baixar PDF' baixa a prévia por um link de download, não por uma nova aba", async () => {
    const clicados: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicados.push(this);
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: () => "blob:http://localhost:5000/previa", revokeObjectURL: () => undefined }));
    const { servidor, dialogo, abrir } = await abrirContrato();
    fireEvent.click(within(dialogo).getByRole("button", { name: "Baixar PDF" }));
    await waitFor(() => expect(clicados).toHaveLength(1));
    expect(clicados[0]!.download).toBe("contrato-previa.pdf");
    expect(servidor.pedidosA("POST /api/cadastro/abc/contrato")).toHaveLength(1);
    expect(abrir).not.toHaveBeenCalled();
  });
});
