import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paginaClienteApiSchema, type PaginaClienteApi } from "../../../domain/api/pagina-cliente.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { PaginaClientePage } from "./pagina-cliente-page.tsx";

// The browser's decoder and canvas are not in happy-dom: the reduction itself is checked in
// Chromium (e2e/pagina-cliente.spec.ts); here, that the form sends what it returns.
const reducao = vi.hoisted(() => ({ chamadas: [] as File[] }));
vi.mock("@/lib/reduzir-imagem.ts", () => ({
  reduzirImagem: async (arquivo: File) => {
    reducao.chamadas.push(arquivo);
    return new File([new Uint8Array(300 * 1024)], "comprovante.jpg", { type: "image/jpeg" });
  },
}));

// Issue 42, point 7: on /c/{token} the borrower pays in one tap. 'Copiar código PIX' right under
// the amount due, the QR behind 'Mostrar QR Code', the amount in its parts, and the page reading
// again when the borrower comes back to it and, while a 'Já paguei' waits, every few seconds.

const emprestimo = {
  id: "e1",
  modalidade: "mensal",
  status: "atrasado",
  valorOriginal: "1000.00",
  valorRestante: "1000.00",
  valorDevidoHoje: "112.00",
  valorDoCiclo: "100.00",
  valorJurosAtraso: "12.00",
  diasAtraso: 12,
  proximoVencimento: "2026-11-25",
  parcelas: null,
  pixCopiaECola: "00020126360014br.gov.bcb.pix0114carlos@pix.com5204000053039865406112.005802BR6304ABCD",
  contratoAceito: false,
  pagamentoInformado: null,
} satisfies PaginaClienteApi["emprestimos"][number];

function pagina(mudar: Partial<PaginaClienteApi["emprestimos"][number]> = {}): PaginaClienteApi {
  return paginaClienteApiSchema.parse({
    nomeCredor: "Carlos Credor",
    hoje: "2026-12-07",
    cliente: { nome: "Teresa Pagadora", cpfMascarado: "***.982.247-**" },
    emprestimos: [{ ...emprestimo, ...mudar }],
    pagamentos: [],
  });
}

const leiturasDaPagina = (pedidos: { metodo: string; caminho: string }[]) => pedidos.filter((p) => p.metodo === "GET" && p.caminho === "/api/c/tok").length;

afterEach(() => {
  vi.useRealTimers();
});

describe("Página do cliente (/c/{token})", () => {
  it("'Copiar código PIX' logo abaixo do valor devido, o valor em suas partes, o QR só ao tocar 'Mostrar QR Code'", async () => {
    servidorFalso({ "GET /api/c/:token": { corpo: pagina() } });
    const { usuario } = renderizar(<PaginaClientePage params={{ token: "tok" }} />, { caminho: "/c/tok" });
    const valor = await screen.findByTestId("valor-devido-hoje");
    expect(valor).toHaveTextContent("R$ 112,00");
    const partes = screen.getByTestId("partes-do-valor");
    expect(partes).toHaveTextContent("Juros do mês");
    expect(partes).toHaveTextContent("R$ 100,00");
    expect(partes).toHaveTextContent("Juros de atraso");
    expect(partes).toHaveTextContent("R$ 12,00");

    const emprestimoNaTela = screen.getByTestId("emprestimo-do-cliente");
    const botoes = within(emprestimoNaTela).getAllByRole("button");
    // The first thing to tap after the amount is the copy; nothing between them.
    expect(botoes[0]).toHaveAccessibleName("Copiar código PIX");
    expect(valor.compareDocumentPosition(botoes[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId("pix-qr-imagem")).toBeNull();

    const mostrar = screen.getByRole("button", { name: "Mostrar QR Code" });
    expect(mostrar).toHaveAttribute("aria-expanded", "false");
    await usuario.click(mostrar);
    expect(await screen.findByTestId("pix-qr-imagem")).toHaveAttribute("alt", "QR Code do PIX de R$ 112,00");
    expect(screen.getByRole("button", { name: "Ocultar QR Code" })).toHaveAttribute("aria-expanded", "true");
  });

  it("parcelado sem atraso: 'Parcela' e nenhuma linha de atraso", async () => {
    servidorFalso({
      "GET /api/c/:token": {
        corpo: pagina({ modalidade: "parcelado", status: "ativo", diasAtraso: 0, valorDevidoHoje: "230.00", valorDoCiclo: "230.00", valorJurosAtraso: "0.00" }),
      },
    });
    renderizar(<PaginaClientePage params={{ token: "tok" }} />, { caminho: "/c/tok" });
    const partes = await screen.findByTestId("partes-do-valor");
    expect(partes).toHaveTextContent("Parcela");
    expect(partes).toHaveTextContent("R$ 230,00");
    expect(partes).not.toHaveTextContent("atraso");
  });

  it("parcelado: a cartela com cada parcela Paga (com o dia), Em atraso, Vence hoje e A vencer, como o servidor diz", async () => {
    const parcela = (numero: number, vencimento: string, situacao: string, texto: string, pagaEm: string | null = null) => ({
      numero,
      vencimento,
      valor: "60.00",
      situacao,
      pagaEm,
      texto,
    });
    servidorFalso({
      "GET /api/c/:token": {
        corpo: pagina({
          modalidade: "parcelado",
          parcelas: [
            parcela(1, "2026-12-03", "paga", "Paga em 03/12", "2026-12-03"),
            parcela(2, "2026-12-04", "em_atraso", "Em atraso"),
            parcela(3, "2026-12-05", "em_atraso", "Em atraso"),
            parcela(4, "2026-12-07", "vence_hoje", "Vence hoje"),
            parcela(5, "2026-12-08", "a_vencer", "A vencer"),
          ] as PaginaClienteApi["emprestimos"][number]["parcelas"],
        }),
      },
    });
    renderizar(<PaginaClientePage params={{ token: "tok" }} />, { caminho: "/c/tok" });
    const cartela = await screen.findByRole("region", { name: "Cartela de parcelas" });
    expect(cartela).toHaveTextContent("1 de 5 pagas");
    // Each cell in words: nº, due day, value and how it stands.
    expect(
      within(cartela)
        .getAllByTestId("cartela-parcela")
        .map((c) => [...c.children].map((f) => f.textContent)),
    ).toEqual([
      ["1", "03/12", "60,00", "Paga em 03/12"],
      ["2", "04/12", "60,00", "Em atraso"],
      ["3", "05/12", "60,00", "Em atraso"],
      ["4", "07/12", "60,00", "Vence hoje"],
      ["5", "08/12", "60,00", "A vencer"],
    ]);
  });

  it("mensal: sem cartela", async () => {
    servidorFalso({ "GET /api/c/:token": { corpo: pagina() } });
    renderizar(<PaginaClientePage params={{ token: "tok" }} />, { caminho: "/c/tok" });
    await screen.findByTestId("valor-devido-hoje");
    expect(screen.queryByRole("region", { name: "Cartela de parcelas" })).toBeNull();
  });

  it("ao voltar à página (foco da janela) ela lê de novo", async () => {
    const { pedidos } = servidorFalso({ "GET /api/c/:token": { corpo: pagina() } });
    renderizar(<PaginaClientePage params={{ token: "tok" }} />, { caminho: "/c/tok" });
    await screen.findByTestId("valor-devido-hoje");
    expect(leiturasDaPagina(pedidos)).toBe(1);
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    await waitFor(() => expect(leiturasDaPagina(pedidos)).toBe(2));
    // What was shown stays while the page reads again: no spinner, no blank.
    expect(screen.getByTestId("valor-devido-hoje")).toBeInTheDocument();
  });

  it("com um 'Já paguei' aguardando, lê a cada 15 s e mostra a confirmação do credor; depois para", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let confirmado = false;
    const { pedidos } = servidorFalso({
      "GET /api/c/:token": () => ({
        corpo: pagina({
          pagamentoInformado: { situacao: confirmado ? "confirmado" : "pendente", valor: "112.00", dataPagamento: "2026-12-07", motivoRecusa: null },
        }),
      }),
    });
    renderizar(<PaginaClientePage params={{ token: "tok" }} />, { caminho: "/c/tok" });
    expect(await screen.findByTestId("aguardando-confirmacao")).toHaveTextContent("Aguardando confirmação do credor");
    expect(leiturasDaPagina(pedidos)).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    await waitFor(() => expect(leiturasDaPagina(pedidos)).toBe(2));
    confirmado = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(await screen.findByTestId("pagamento-confirmado")).toHaveTextContent("foi confirmado");
    const depois = leiturasDaPagina(pedidos);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(leiturasDaPagina(pedidos)).toBe(depois);
  });

  it("uma nova leitura que falha (sem conexão) mantém o que já estava na tela", async () => {
    let falhar = false;
    const { pedidos } = servidorFalso({
      "GET /api/c/:token": () => {
        if (falhar) throw new TypeError("Failed to fetch");
        return { corpo: pagina() };
      },
    });
    renderizar(<PaginaClientePage params={{ token: "tok" }} />, { caminho: "/c/tok" });
    await screen.findByTestId("valor-devido-hoje");
    falhar = true;
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    // The failed read went out and its rejection settled: nothing was replaced by the error screen.
    await waitFor(() => expect(leiturasDaPagina(pedidos)).toBe(2));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByTestId("link-cliente-indisponivel")).toBeNull();
    expect(screen.getByTestId("valor-devido-hoje")).toBeInTheDocument();
  });

  it("'Já paguei' com uma foto de 7 MB: aceita, reduzida no navegador antes de ir; um PDF de 6 MB é recusado ali mesmo", async () => {
    reducao.chamadas.length = 0;
    const { pedidos } = servidorFalso({
      "GET /api/c/:token": { corpo: pagina() },
      "POST /api/c/:token/pagamentos-informados": { status: 201, corpo: { id: "i1" } },
    });
    const { usuario } = renderizar(<PaginaClientePage params={{ token: "tok" }} />, { caminho: "/c/tok" });
    await usuario.click(await screen.findByRole("button", { name: "Já paguei: informar pagamento" }));
    const campo = screen.getByLabelText(/Comprovante/);

    await usuario.upload(campo, new File([new Uint8Array(6 * 1024 * 1024)], "extrato.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("O comprovante passa de 5 MB");

    const foto = new File([new Uint8Array(7 * 1024 * 1024)], "IMG_0001.jpg", { type: "image/jpeg" });
    await usuario.upload(campo, foto);
    expect(screen.queryByRole("alert")).toBeNull();
    await usuario.click(screen.getByRole("button", { name: "Enviar" }));
    await waitFor(() => expect(pedidos.some((p) => p.metodo === "POST")).toBe(true));
    expect(reducao.chamadas).toEqual([foto]);
    const envio = pedidos.find((p) => p.metodo === "POST")!;
    expect(String(envio.corpo)).toContain('filename="comprovante.jpg"');
    expect(String(envio.corpo).length).toBeLessThan(1024 * 1024);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
