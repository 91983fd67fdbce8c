import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { SimularPage } from "./simular-page.tsx";

// Issue 43, point 6: what the page sends and how it shows the server's answer. The schedule
// itself (dates, amounts) is the server's, tested in the API and browser tests.

const parcela = (numero: number, vencimento: string, valor = "60.00") => ({ numero, vencimento, valor, juros: "10.00", principal: "50.00" });
const simulacao = {
  valorOriginal: "1000.00",
  quantidadeParcelas: 3,
  periodicidade: "semanal",
  dataInicio: "2027-02-01",
  parcelas: [parcela(1, "2027-02-08", "400.00"), parcela(2, "2027-02-15", "400.00"), parcela(3, "2027-02-22", "400.00")],
  total: "1200.00",
  totalJuros: "200.00",
  taxaEfetivaMensal: "30.1234",
  taxaEfetivaAnual: "2250.0000",
  avisos: ["Taxa acima do limite legal para empréstimos entre pessoas físicas (Lei de Usura: 12 % a.a.). Esta taxa: 2.250,00 % a.a."],
};

async function preencher(usuario: ReturnType<typeof renderizar>["usuario"]) {
  await usuario.type(screen.getByLabelText("Valor emprestado (R$)"), "1.000,00");
  await usuario.type(screen.getByLabelText("Quantidade de parcelas"), "3");
  await usuario.selectOptions(screen.getByLabelText("Periodicidade"), "semanal");
  await usuario.type(screen.getByLabelText("Taxa total (%)"), "20");
  await usuario.type(screen.getByLabelText("Multa por atraso (%)"), "2");
}

describe("Simular", () => {
  it("envia a taxa total como taxaTotal e mostra a tabela, as taxas, o aviso e a proposta do WhatsApp", async () => {
    const servidor = servidorFalso({ "POST /api/simulacao": { corpo: simulacao } });
    const { usuario } = renderizar(<SimularPage />);
    await preencher(usuario);
    await usuario.click(screen.getByRole("button", { name: "Simular" }));

    const resultado = await screen.findByTestId("resultado-simulacao");
    const [pedido] = servidor.pedidosA("POST /api/simulacao");
    expect(pedido?.corpo).toMatchObject({ valorOriginal: "1.000,00", quantidadeParcelas: "3", periodicidade: "semanal", taxaTotal: "20", multaAtraso: "2" });
    expect(pedido?.corpo).not.toHaveProperty("taxaJuros");
    // An empty late interest goes as none, not as an empty text the schema would call missing.
    expect(pedido?.corpo).not.toHaveProperty("taxaAtraso");

    expect(within(resultado).getByRole("heading", { name: "3 parcelas semanais de R$ 400,00" })).toBeInTheDocument();
    const linhas = within(within(resultado).getByTestId("tabela-simulacao")).getAllByRole("row");
    expect(linhas).toHaveLength(5);
    expect(linhas[1]).toHaveTextContent("08/02/2027");
    expect(linhas[4]).toHaveTextContent("Total");
    expect(resultado).toHaveTextContent("30,12 % a.m. · 2.250,00 % a.a.");
    expect(within(resultado).getByTestId("aviso-limite-legal")).toHaveTextContent("Taxa acima do limite legal");
    const href = within(resultado).getByRole("link", { name: "Enviar proposta" }).getAttribute("href") ?? "";
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    const texto = new URL(href).searchParams.get("text");
    expect(texto).toContain("3 parcelas semanais de R$ 400,00");
    expect(texto).toContain("Primeira parcela: 08/02/2027");
    expect(texto).toContain("Última parcela: 22/02/2027");
    expect(texto).toContain("Em caso de atraso: multa de 2,00%");
  });

  it("por período: envia taxaJuros; o erro do servidor sobre a taxa aparece sob o campo da taxa", async () => {
    const servidor = servidorFalso({
      "POST /api/simulacao": {
        status: 400,
        corpo: { message: "Taxa de juros deve estar entre 0 e 999,99", errors: { taxaJuros: "Taxa de juros deve estar entre 0 e 999,99" } },
      },
    });
    const { usuario } = renderizar(<SimularPage />);
    await usuario.click(screen.getByRole("radio", { name: /Por período/ }));
    await usuario.type(screen.getByLabelText("Valor emprestado (R$)"), "1.000,00");
    await usuario.type(screen.getByLabelText("Quantidade de parcelas"), "3");
    await usuario.type(screen.getByLabelText("Taxa ao dia (%)"), "5");
    await usuario.click(screen.getByRole("button", { name: "Simular" }));
    await waitFor(() => expect(screen.getByLabelText("Taxa ao dia (%)")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Taxa de juros deve estar entre 0 e 999,99")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/simulacao")[0]?.corpo).toMatchObject({ taxaJuros: "5" });
    expect(screen.queryByTestId("resultado-simulacao")).toBeNull();
  });

  it("vazio: as mensagens do esquema sob os campos, e nada é enviado", async () => {
    const servidor = servidorFalso();
    const { usuario } = renderizar(<SimularPage />);
    await usuario.click(screen.getByRole("button", { name: "Simular" }));
    expect(await screen.findByText("Valor obrigatório")).toBeInTheDocument();
    expect(screen.getByText("Quantidade de parcelas obrigatória")).toBeInTheDocument();
    expect(screen.getByText("Informe a taxa de juros por período ou a taxa total")).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/simulacao")).toEqual([]);
  });
});
