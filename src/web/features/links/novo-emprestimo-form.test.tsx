import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { hojeMais, umLink } from "@/test/dados.ts";
import { validacaoDosCampos } from "@/test/mensagens.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { AVISO_MULTA_CDC } from "@/components/campos-termos.tsx";
import { NovoEmprestimoForm } from "./novo-emprestimo-form.tsx";

function mostrar() {
  const link = umLink();
  const servidor = servidorFalso({
    "POST /api/links-cadastro": { status: 201, corpo: link },
    "GET /api/app-config": { corpo: { whatsappCreditos: "5511999999999", publicUrl: null, limiteJurosAnual: 12 } },
  });
  const aoGerar = vi.fn();
  const tela = renderizar(<NovoEmprestimoForm aoGerar={aoGerar} />, { caminho: "/novo-emprestimo" });
  const gerar = () => screen.getByRole("button", { name: "Gerar Link" });
  return { servidor, aoGerar, gerar, link, ...tela };
}

/** The fields every link has, by their labels. */
const camposComuns = () => ({
  valor: screen.getByLabelText("Valor emprestado (R$)"),
  taxaAtraso: screen.getByLabelText(/^Taxa de atraso/),
  validade: screen.getByLabelText("Validade do link (dias)"),
});

const camposMensal = () => ({ ...camposComuns(), prazo: screen.getByLabelText("Prazo (dias)"), taxaJuros: screen.getByLabelText("Taxa de juros (%)") });

const camposParcelado = () => ({
  ...camposComuns(),
  meses: screen.getByLabelText("Quantidade de meses"),
  taxaJurosMes: screen.getByLabelText("Taxa de juros ao mês (%)"),
});

describe("Novo Empréstimo (link de cadastro)", () => {
  it("0,9 % a.m. com 1 % ao dia de atraso: o resumo avisa dos juros de atraso, como o servidor registra (issue 42)", async () => {
    const { usuario } = mostrar();
    const c = camposMensal();
    await usuario.type(c.valor, "1.000,00");
    await usuario.type(c.prazo, "30");
    await usuario.type(c.taxaJuros, "0,9");
    await usuario.type(c.taxaAtraso, "1");
    const aviso = await within(screen.getByTestId("resumo-link")).findByTestId("aviso-limite-legal");
    expect(aviso).toHaveTextContent("Juros de atraso: 30,00 % a.m.");
    expect(aviso).not.toHaveTextContent("Taxa acima do limite legal");
  });

  it("mensal, enviado vazio: as mensagens da SPEC sob cada campo, e nada é enviado", async () => {
    const { servidor, usuario, gerar } = mostrar();
    expect(screen.getByRole("radio", { name: "Mensal" })).toBeChecked();
    expect(screen.getByLabelText("Data de início")).toHaveValue(hojeMais(0));

    await usuario.click(gerar());
    await waitFor(() => expect(camposMensal().valor).toHaveAttribute("aria-invalid", "true"));
    expect(validacaoDosCampos(camposMensal())).toEqual({
      valor: ["true", "Valor obrigatório"],
      prazo: ["true", "Prazo obrigatório"],
      taxaJuros: ["true", "Taxa obrigatória"],
      taxaAtraso: ["true", "Taxa de atraso obrigatória"],
      // Prefilled with the default validity (7 days): no message, only its hint.
      validade: [null, null],
    });
    expect(servidor.pedidosA("POST /api/links-cadastro")).toEqual([]);
  });

  it("parcelado, enviado vazio: meses e taxa ao mês pedidos no lugar de prazo e taxa", async () => {
    const { servidor, usuario, gerar } = mostrar();
    await usuario.click(screen.getByRole("radio", { name: "Parcelado" }));
    expect(screen.queryByLabelText("Prazo (dias)")).toBeNull();

    await usuario.click(gerar());
    await waitFor(() => expect(camposParcelado().valor).toHaveAttribute("aria-invalid", "true"));
    expect(validacaoDosCampos(camposParcelado())).toEqual({
      valor: ["true", "Valor obrigatório"],
      meses: ["true", "Quantidade de meses obrigatória"],
      taxaJurosMes: ["true", "Taxa obrigatória"],
      taxaAtraso: ["true", "Taxa de atraso obrigatória"],
      validade: [null, null],
    });
    expect(servidor.pedidosA("POST /api/links-cadastro")).toEqual([]);
  });

  it("válido: o resumo mostra o que o cliente verá, o corpo vai em decimais e o link gerado volta à página", async () => {
    const { servidor, usuario, gerar, aoGerar, link } = mostrar();
    const { valor, prazo, taxaJuros, taxaAtraso } = camposMensal();
    await usuario.type(valor, "1.000,00");
    await usuario.type(prazo, "30");
    await usuario.type(taxaJuros, "10");
    await usuario.type(taxaAtraso, "1");
    expect(within(screen.getByTestId("resumo-link")).getByTestId("resumo-total")).toHaveTextContent("R$ 1.100,00");

    await usuario.click(gerar());
    await waitFor(() => expect(aoGerar).toHaveBeenCalledWith(link));
    expect(servidor.pedidosA("POST /api/links-cadastro").map((p) => p.corpo)).toEqual([
      {
        valorOriginal: "1000.00",
        dataInicio: hojeMais(0),
        modalidade: "mensal",
        prazoDias: 30,
        taxaJuros: "10.00",
        taxaAtraso: "1.00",
        taxaAtrasoTipo: "percentual",
        exigirDocumentos: false,
        validadeDias: 7,
        nomeDestinatario: null,
      },
    ]);
  });

  it("issue 43: diária com taxa no total e multa de 5 %: rótulos da periodicidade, aviso do CDC que não bloqueia, só os campos informados no corpo", async () => {
    const { servidor, usuario, gerar, aoGerar } = mostrar();
    await usuario.click(screen.getByRole("radio", { name: "Parcelado" }));
    // Mensal by default: today's form exactly.
    expect(screen.getByLabelText("Periodicidade")).toHaveValue("mensal");
    expect(screen.getByLabelText("Quantidade de meses")).toBeInTheDocument();
    await usuario.selectOptions(screen.getByLabelText("Periodicidade"), "Diária");
    expect(screen.getByLabelText("Taxa de juros (% ao dia)")).toBeInTheDocument();
    await usuario.selectOptions(screen.getByLabelText("Periodicidade"), "Semanal");
    expect(screen.getByLabelText("Taxa de juros (% por semana)")).toBeInTheDocument();
    await usuario.selectOptions(screen.getByLabelText("Periodicidade"), "Diária");

    const { valor, taxaAtraso } = camposComuns();
    await usuario.type(valor, "1.000,00");
    await usuario.type(screen.getByLabelText("Quantidade de parcelas"), "20");
    await usuario.type(screen.getByLabelText("Taxa de juros (% ao dia)"), "1");
    // The total rate replaces (and empties) the per-period one: never both.
    await usuario.click(screen.getByRole("radio", { name: "Taxa no total" }));
    expect(screen.queryByLabelText("Taxa de juros (% ao dia)")).toBeNull();
    await usuario.type(screen.getByLabelText("Taxa total do empréstimo (%)"), "20");
    await usuario.type(taxaAtraso, "1");
    const multa = screen.getByLabelText("Multa por atraso (%)");
    await usuario.type(multa, "2");
    expect(screen.queryByText(AVISO_MULTA_CDC)).toBeNull();
    await usuario.clear(multa);
    await usuario.type(multa, "5");
    expect(await screen.findByText(AVISO_MULTA_CDC)).toBeInTheDocument();

    await usuario.click(gerar());
    await waitFor(() => expect(aoGerar).toHaveBeenCalled());
    expect(servidor.pedidosA("POST /api/links-cadastro").map((p) => p.corpo)).toEqual([
      {
        valorOriginal: "1000.00",
        dataInicio: hojeMais(0),
        modalidade: "parcelado",
        quantidadeMeses: 20,
        periodicidade: "diaria",
        taxaTotal: "20.00",
        multaAtraso: "5.00",
        taxaAtraso: "1.00",
        taxaAtrasoTipo: "percentual",
        exigirDocumentos: false,
        validadeDias: 7,
        nomeDestinatario: null,
      },
    ]);
  });

  it("issue 43: multa acima de 20 % é recusada sob o campo, e 121 parcelas só fora do mensal", async () => {
    const { servidor, usuario, gerar } = mostrar();
    await usuario.click(screen.getByRole("radio", { name: "Parcelado" }));
    const { valor, taxaAtraso } = camposComuns();
    await usuario.type(valor, "10.000,00");
    await usuario.type(screen.getByLabelText("Quantidade de meses"), "121");
    await usuario.type(screen.getByLabelText("Taxa de juros ao mês (%)"), "1");
    await usuario.type(taxaAtraso, "1");
    await usuario.type(screen.getByLabelText("Multa por atraso (%)"), "21");
    await usuario.click(gerar());
    await waitFor(() => expect(screen.getByLabelText("Multa por atraso (%)")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Multa deve estar entre 0 e 20%")).toBeInTheDocument();
    expect(screen.getByLabelText("Quantidade de meses")).toHaveAttribute("aria-invalid", "true");
    expect(servidor.pedidosA("POST /api/links-cadastro")).toEqual([]);

    await usuario.selectOptions(screen.getByLabelText("Periodicidade"), "Semanal");
    await usuario.clear(screen.getByLabelText("Multa por atraso (%)"));
    await usuario.click(gerar());
    await waitFor(() => expect(servidor.pedidosA("POST /api/links-cadastro")).toHaveLength(1));
    expect(servidor.pedidosA("POST /api/links-cadastro")[0]?.corpo).toMatchObject({ periodicidade: "semanal", quantidadeMeses: 121, taxaJurosMes: "1.00" });
    expect(servidor.pedidosA("POST /api/links-cadastro")[0]?.corpo).not.toHaveProperty("multaAtraso");
  });
});
