import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { avisoNaTela } from "@/test/aviso.ts";
import { hojeMais, umCliente, umEmprestimo } from "@/test/dados.ts";
import { validacaoDosCampos } from "@/test/mensagens.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { EmprestimoManualDialog } from "./emprestimo-manual-dialog.tsx";

/** The dialog opened from its button, with the API answering a created loan. */
async function abrir() {
  const cliente = umCliente({ nome: "Maria da Silva" });
  const criado = umEmprestimo({ clienteId: cliente.id, dataProximoCiclo: "2026-05-10" });
  const servidor = servidorFalso({
    "POST /api/emprestimos/manual": { status: 201, corpo: criado },
    "GET /api/app-config": { corpo: { whatsappCreditos: "5511999999999", publicUrl: null, limiteJurosAnual: 12 } },
  });
  const aoCriar = vi.fn();
  const { usuario } = renderizar(<EmprestimoManualDialog cliente={cliente} aoCriar={aoCriar} />);
  await usuario.click(screen.getByRole("button", { name: "Novo Empréstimo Manual" }));
  const dialogo = await screen.findByRole("dialog", { name: "Novo Empréstimo Manual" });
  const em = within(dialogo);
  const campos = {
    valor: em.getByLabelText("Valor emprestado (R$)"),
    prazo: em.getByLabelText("Prazo (dias)"),
    taxaJuros: em.getByLabelText("Taxa de juros (%)"),
    taxaAtraso: em.getByLabelText(/^Taxa de atraso/),
  };
  const criar = () => em.getByRole("button", { name: "Criar Empréstimo" });
  return { servidor, usuario, dialogo, campos, criar, cliente, aoCriar };
}

describe("Novo Empréstimo Manual", () => {
  it("enviado vazio: as mensagens da SPEC sob cada campo, e nada é enviado", async () => {
    const { servidor, usuario, dialogo, campos, criar } = await abrir();
    // SPEC 5 defaults: the start date is today and the late fee is a percentage.
    expect(within(dialogo).getByLabelText("Data de início")).toHaveValue(hojeMais(0));
    expect(within(dialogo).getByRole("combobox", { name: "Tipo de atraso" })).toHaveTextContent("Percentual (% ao dia)");

    await usuario.click(criar());
    await waitFor(() => expect(campos.valor).toHaveAttribute("aria-invalid", "true"));
    expect(validacaoDosCampos(campos)).toEqual({
      valor: ["true", "Valor obrigatório"],
      prazo: ["true", "Prazo obrigatório"],
      taxaJuros: ["true", "Taxa de juros obrigatória"],
      taxaAtraso: ["true", "Taxa de atraso obrigatória"],
    });
    expect(servidor.pedidosA("POST /api/emprestimos/manual")).toEqual([]);
  });

  it("valores fora das regras: cada campo diz qual é a regra", async () => {
    const { servidor, usuario, campos, criar } = await abrir();
    await usuario.type(campos.valor, "abc");
    await usuario.type(campos.prazo, "0");
    await usuario.type(campos.taxaJuros, "1000");
    await usuario.type(campos.taxaAtraso, "1");
    await usuario.click(criar());
    await waitFor(() => expect(campos.valor).toHaveAttribute("aria-invalid", "true"));
    expect(validacaoDosCampos(campos)).toEqual({
      valor: ["true", "Valor inválido"],
      prazo: ["true", "Prazo deve ser um número inteiro de 1 a 3650 dias"],
      taxaJuros: ["true", "Taxa de juros deve estar entre 0 e 999,99"],
      taxaAtraso: [null, null],
    });
    expect(servidor.pedidosA("POST /api/emprestimos/manual")).toEqual([]);
  });

  it("válido: envia decimais em texto, avisa com o primeiro vencimento e fecha", async () => {
    const { servidor, usuario, campos, criar, cliente, aoCriar } = await abrir();
    await usuario.type(campos.valor, "1.000,00");
    await usuario.type(campos.prazo, "30");
    await usuario.type(campos.taxaJuros, "10");
    await usuario.type(campos.taxaAtraso, "1,5");
    await usuario.click(criar());

    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Empréstimo criado!")).toBeInTheDocument();
    expect(within(aviso).getByText("R$ 1.000,00 para Maria da Silva. Primeiro vencimento: 10/05/2026.")).toBeInTheDocument();
    expect(aoCriar).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(servidor.pedidosA("POST /api/emprestimos/manual").map((p) => p.corpo)).toEqual([
      {
        clienteId: cliente.id,
        valorOriginal: "1000.00",
        modalidade: "mensal",
        prazoDias: 30,
        taxaJuros: "10.00",
        taxaAtraso: "1.50",
        taxaAtrasoTipo: "percentual",
        dataInicio: hojeMais(0),
      },
    ]);
  });

  it("0,9 % a.m. com 1 % ao dia de atraso: o resumo avisa dos juros de atraso, como o servidor registra (issue 42)", async () => {
    const { usuario, dialogo, campos } = await abrir();
    await usuario.type(campos.valor, "1.000,00");
    await usuario.type(campos.prazo, "30");
    await usuario.type(campos.taxaJuros, "0,9");
    await usuario.type(campos.taxaAtraso, "1");
    const aviso = await within(within(dialogo).getByTestId("resumo-emprestimo-manual")).findByTestId("aviso-limite-legal");
    expect(aviso).toHaveTextContent("Juros de atraso acima do limite legal");
    expect(aviso).toHaveTextContent("Juros de atraso: 30,00 % a.m.");
    expect(aviso).not.toHaveTextContent("Taxa acima do limite legal");
  });

  it("taxa de atraso fixa: o campo passa a pedir R$ por dia e o tipo vai no corpo", async () => {
    const { servidor, usuario, dialogo, campos, criar } = await abrir();
    await usuario.click(within(dialogo).getByRole("combobox", { name: "Tipo de atraso" }));
    await usuario.click(await screen.findByRole("option", { name: "Fixo (R$ por dia)" }));
    expect(within(dialogo).getByLabelText("Taxa de atraso (R$ por dia)")).toBe(campos.taxaAtraso);

    await usuario.type(campos.valor, "500,00");
    await usuario.type(campos.prazo, "15");
    await usuario.type(campos.taxaJuros, "5");
    await usuario.type(campos.taxaAtraso, "2,50");
    await usuario.click(criar());
    await waitFor(() => expect(servidor.pedidosA("POST /api/emprestimos/manual")).toHaveLength(1));
    expect(servidor.pedidosA("POST /api/emprestimos/manual")[0]?.corpo).toMatchObject({ valorOriginal: "500.00", taxaAtraso: "2.50", taxaAtrasoTipo: "fixo" });
  });

  describe("parcelado (issue 27): as regras, os textos e a prévia do link", () => {
    async function abrirParcelado() {
      const tela = await abrir();
      const em = within(tela.dialogo);
      expect(em.getByRole("radio", { name: "Mensal" })).toBeChecked();
      await tela.usuario.click(em.getByRole("radio", { name: "Parcelado" }));
      expect(em.queryByLabelText("Prazo (dias)")).toBeNull();
      const campos = {
        valor: tela.campos.valor,
        meses: em.getByLabelText("Quantidade de meses"),
        taxaJurosMes: em.getByLabelText("Taxa de juros ao mês (%)"),
        taxaAtraso: tela.campos.taxaAtraso,
      };
      return { ...tela, campos, em };
    }

    it("enviado vazio: meses e taxa ao mês pedidos com os textos do link, e nada é enviado", async () => {
      const { servidor, usuario, campos, criar } = await abrirParcelado();
      await usuario.click(criar());
      await waitFor(() => expect(campos.valor).toHaveAttribute("aria-invalid", "true"));
      expect(validacaoDosCampos(campos)).toEqual({
        valor: ["true", "Valor obrigatório"],
        meses: ["true", "Quantidade de meses obrigatória"],
        taxaJurosMes: ["true", "Taxa obrigatória"],
        taxaAtraso: ["true", "Taxa de atraso obrigatória"],
      });
      expect(servidor.pedidosA("POST /api/emprestimos/manual")).toEqual([]);
    });

    it("menos de R$ 0,01 por parcela: a mensagem do link sob o valor", async () => {
      const { servidor, usuario, campos, criar } = await abrirParcelado();
      await usuario.type(campos.valor, "0,02");
      await usuario.type(campos.meses, "3");
      await usuario.type(campos.taxaJurosMes, "0");
      await usuario.type(campos.taxaAtraso, "1");
      await usuario.click(criar());
      await waitFor(() => expect(campos.valor).toHaveAttribute("aria-invalid", "true"));
      expect(validacaoDosCampos(campos).valor).toEqual(["true", "Valor deve ser de pelo menos R$ 0,01 por parcela"]);
      expect(servidor.pedidosA("POST /api/emprestimos/manual")).toEqual([]);
    });

    it("válido: a prévia mostra parcelas e total exatos, e só os campos do parcelado vão no corpo", async () => {
      const { servidor, usuario, campos, criar, cliente, em } = await abrirParcelado();
      const resumo = em.getByTestId("resumo-emprestimo-manual");
      await usuario.type(campos.valor, "200,00");
      await usuario.type(campos.meses, "3");
      await usuario.type(campos.taxaJurosMes, "0");
      await usuario.type(campos.taxaAtraso, "1");
      // 200,00 in 3: 66,67 + 66,67 + 66,66, the last one closing the exact total.
      expect(within(resumo).getByTestId("resumo-parcela")).toHaveTextContent("3x de R$ 66,67");
      expect(within(resumo).getByTestId("resumo-total")).toHaveTextContent("R$ 200,00");
      expect(within(resumo).getByText("A última parcela é de R$ 66,66, para fechar o total exato.")).toBeInTheDocument();

      await usuario.click(criar());
      await waitFor(() => expect(servidor.pedidosA("POST /api/emprestimos/manual")).toHaveLength(1));
      expect(servidor.pedidosA("POST /api/emprestimos/manual")[0]?.corpo).toEqual({
        clienteId: cliente.id,
        valorOriginal: "200.00",
        modalidade: "parcelado",
        quantidadeMeses: 3,
        taxaJurosMes: "0.00",
        taxaAtraso: "1.00",
        taxaAtrasoTipo: "percentual",
        dataInicio: hojeMais(0),
      });
    });

    it("issue 43: quinzenal com multa de 2 %: rótulos do período, sem aviso do CDC, periodicidade e multa no corpo", async () => {
      const { servidor, usuario, campos, criar, cliente, em } = await abrirParcelado();
      await usuario.selectOptions(em.getByLabelText("Periodicidade"), "Quinzenal");
      await usuario.type(campos.valor, "300,00");
      await usuario.type(em.getByLabelText("Quantidade de parcelas"), "6");
      await usuario.type(em.getByLabelText("Taxa de juros (% por quinzena)"), "2");
      await usuario.type(campos.taxaAtraso, "1");
      await usuario.type(em.getByLabelText("Multa por atraso (%)"), "2");
      expect(em.queryByText(/Multa acima de 2%/)).toBeNull();

      await usuario.click(criar());
      await waitFor(() => expect(servidor.pedidosA("POST /api/emprestimos/manual")).toHaveLength(1));
      expect(servidor.pedidosA("POST /api/emprestimos/manual")[0]?.corpo).toEqual({
        clienteId: cliente.id,
        valorOriginal: "300.00",
        modalidade: "parcelado",
        quantidadeMeses: 6,
        periodicidade: "quinzenal",
        taxaJurosMes: "2.00",
        multaAtraso: "2.00",
        taxaAtraso: "1.00",
        taxaAtrasoTipo: "percentual",
        dataInicio: hojeMais(0),
      });
    });
  });
});
