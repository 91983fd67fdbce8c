import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { CampoUpload } from "./campo-upload.tsx";

// Issue 42, point 7: the identity document's front and back. Two photos go as ONE upload (the
// sign-up keeps one documentoIdentidadeUrl): an image with the front above the back. happy-dom
// draws nothing, so the browser's decoder and canvas are stubbed: each "photo" decodes to the size
// its name says, and the JPEG written carries the canvas's size as its content.

const { enviarArquivo } = vi.hoisted(() => ({ enviarArquivo: vi.fn<(a: { arquivo: File }) => Promise<string>>() }));
// The toasts are read from the calls: the test renders the field without the page's toaster.
const { toast } = vi.hoisted(() => ({ toast: vi.fn((_: { title?: string; description?: string }) => ({ dismiss() {} })) }));
vi.mock("@/lib/use-toast.ts", async (original) => ({ ...(await original<typeof import("@/lib/use-toast.ts")>()), toast }));
vi.mock("./api.ts", async (original) => ({ ...(await original<typeof import("./api.ts")>()), enviarArquivo }));

class TelaFalsa {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return { fillRect() {}, drawImage() {}, fillStyle: "", imageSmoothingQuality: "" };
  }
  convertToBlob({ type }: { type: string }) {
    return Promise.resolve(new Blob([`${this.width}x${this.height}`], { type }));
  }
}

/** A "photo" of `largura`×`altura`, by name (the stubbed decoder reads it back). */
const foto = (nome: string, largura: number, altura: number) => new File([`${largura}x${altura}`], nome, { type: "image/jpeg" });

async function tamanhoDe(arquivo: File) {
  const [largura, altura] = (await arquivo.text()).split("x").map(Number);
  return { largura, altura };
}

/** The field as the form holds it: the reference the server returned goes back in as `valor`. */
function Campo({ aoMudar }: { aoMudar: (url: string) => void }) {
  const [valor, setValor] = useState<string | null>(null);
  return (
    <CampoUpload
      titulo="Documento de identidade"
      descricao="RG ou CNH"
      tipo="documento"
      token="tok"
      clienteId="c1"
      valor={valor}
      erro={undefined}
      aoMudar={(url) => {
        setValor(url);
        aoMudar(url);
      }}
      aoEnviando={() => undefined}
      aoLinkIndisponivel={() => undefined}
      comVerso
    />
  );
}

function renderizarCampo() {
  const aoMudar = vi.fn();
  render(<Campo aoMudar={aoMudar} />);
  return aoMudar;
}

describe("Documento de identidade: frente e verso", () => {
  beforeEach(() => {
    enviarArquivo.mockReset();
    toast.mockClear();
    let n = 0;
    enviarArquivo.mockImplementation(() => Promise.resolve(`/api/documentos/${++n}`));
    vi.stubGlobal("OffscreenCanvas", TelaFalsa);
    vi.stubGlobal("createImageBitmap", async (f: File) => {
      const { largura, altura } = await tamanhoDe(f);
      return { width: largura, height: altura, close() {} };
    });
  });

  it("frente e verso em fotos: um só envio, uma imagem mais alta que cada lado", async () => {
    const aoMudar = renderizarCampo();
    const frente = screen.getByLabelText("Documento de identidade", { exact: true });
    fireEvent.change(frente, { target: { files: [foto("rg.jpg", 1600, 1000)] } });
    await waitFor(() => expect(aoMudar).toHaveBeenCalledWith("/api/documentos/1"));
    expect(enviarArquivo).toHaveBeenCalledTimes(1);

    const verso = await screen.findByLabelText("Verso do documento (opcional)");
    // Its own id and its own label: not the front's.
    expect(verso.id).not.toBe(frente.id);
    fireEvent.change(verso, { target: { files: [foto("rg-verso.png", 1600, 1000)] } });
    await waitFor(() => expect(aoMudar).toHaveBeenLastCalledWith("/api/documentos/2"));
    expect(enviarArquivo).toHaveBeenCalledTimes(2);
    const juntado = enviarArquivo.mock.calls[1]![0].arquivo;
    expect(juntado.type).toBe("image/jpeg");
    expect(juntado.name).toBe("rg-frente-e-verso.jpg");
    const { largura, altura } = await tamanhoDe(juntado);
    expect(largura).toBe(1600);
    expect(altura).toBe(2000);
    expect(altura).toBeGreaterThan(1000);
    expect(screen.getByTestId("verso-documento")).toHaveAttribute("data-estado", "escolhido");
    expect(screen.getByTestId("verso-documento")).toHaveTextContent("rg-verso.png");
    expect(screen.getByTestId("verso-documento")).toHaveTextContent("Trocar");

    // 'Remover': back to the front sent alone, without sending it again.
    fireEvent.click(screen.getByRole("button", { name: "Remover o verso do documento" }));
    await waitFor(() => expect(aoMudar).toHaveBeenLastCalledWith("/api/documentos/1"));
    expect(enviarArquivo).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId("verso-documento")).toHaveAttribute("data-estado", "vazio");
  });

  it("um PDF com os dois lados vai sozinho, sem campo de verso; o verso recusa um PDF", async () => {
    const aoMudar = renderizarCampo();
    const frente = screen.getByLabelText("Documento de identidade", { exact: true });
    fireEvent.change(frente, { target: { files: [new File(["%PDF-1.4"], "rg.pdf", { type: "application/pdf" })] } });
    await waitFor(() => expect(aoMudar).toHaveBeenCalledWith("/api/documentos/1"));
    expect(screen.queryByLabelText("Verso do documento (opcional)")).not.toBeInTheDocument();

    fireEvent.change(frente, { target: { files: [foto("rg.jpg", 800, 500)] } });
    const verso = await screen.findByLabelText("Verso do documento (opcional)");
    fireEvent.change(verso, { target: { files: [new File(["%PDF-1.4"], "verso.pdf", { type: "application/pdf" })] } });
    await waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: "Tipo de arquivo inválido", description: expect.stringMatching(/^O verso deve ser uma foto \(JPG ou PNG\)/) }),
      ),
    );
    expect(enviarArquivo).toHaveBeenCalledTimes(2);
  });
});
