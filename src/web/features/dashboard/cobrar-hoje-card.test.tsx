import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hojeMais, umEmprestimo } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import { filaDePagamentos } from "@/features/emprestimos/api.ts";
import { CobrarHojeCard } from "./cobrar-hoje-card.tsx";

// Issue 42, point 7: a row whose loan already has a payment on its way (queued offline) or a
// borrower's pending 'Já paguei' says so, instead of offering a second 'Registrar pagamento'.

const atrasado = (nome: string) => {
  const e = umEmprestimo({ status: "atrasado", dataProximoCiclo: hojeMais(-3), diasAtraso: 3, valorJurosAtraso: "30.00" });
  return { ...e, cliente: { ...e.cliente, nome }, valorDevido: "130.00", valorParaQuitar: "1130.00" };
};

const vencimento = (nome: string) => ({
  id: crypto.randomUUID(),
  clienteId: crypto.randomUUID(),
  clienteNome: nome,
  clienteTelefone: "11912345678",
  valor: "100.00",
  dataVencimento: hojeMais(0),
  status: "ativo",
  ciclo: 1,
});

const informado = (emprestimoId: string, clienteNome: string) => ({
  id: crypto.randomUUID(),
  clienteId: crypto.randomUUID(),
  clienteNome,
  emprestimoId,
  valor: "130.00",
  dataPagamento: hojeMais(0),
  criadoEm: new Date().toISOString(),
  comprovanteUrl: null,
  sugestao: null,
});

afterEach(() => {
  for (const e of filaDePagamentos.todas()) filaDePagamentos.cancelar(e.emprestimoId);
});

describe("Cobrar hoje: um pagamento já a caminho não é oferecido de novo", () => {
  it("'Na fila' para o pagamento aguardando conexão, 'Informado pelo cliente' para o 'Já paguei' pendente; os outros seguem com 'Registrar pagamento'", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const naFila = atrasado("Ana na Fila");
    const avisou = atrasado("Bruno Avisou");
    const comum = atrasado("Carla Comum");
    const hojeAvisou = vencimento("Daniel Hoje");
    const hojeComum = vencimento("Elisa Hoje");
    servidorFalso({
      "GET /api/dashboard/atrasados": { corpo: [naFila, avisou, comum] },
      "GET /api/dashboard/vencimentos-hoje": { corpo: [hojeAvisou, hojeComum] },
      "GET /api/pagamentos-informados": { corpo: [informado(avisou.id, "Bruno Avisou"), informado(hojeAvisou.id, "Daniel Hoje")] },
      "GET /api/configuracoes": { corpo: { chavePix: "credor@pix.com", telefoneWhatsapp: null } },
    });
    renderizar(<CobrarHojeCard />);
    act(() => {
      filaDePagamentos.agendar(naFila.id, {
        intencao: { emprestimoId: naFila.id, tipoPagamento: "juros_apenas", versaoEmprestimo: "1|1000.00" },
        corpo: { emprestimoId: naFila.id, tipoPagamento: "juros_apenas" },
        chave: `chave-${naFila.id}`,
        formulario: { tipo: "juros_apenas", principal: "", observacao: "" },
        resumo: { cliente: "Ana na Fila", total: "R$ 130,00" },
      });
    });

    const linha = async (nome: string) => (await screen.findByText(nome)).closest("li")!;
    const fila = await linha("Ana na Fila");
    expect(within(fila).getByTestId("cobranca-situacao")).toHaveTextContent("Na fila");
    expect(within(fila).queryByRole("button", { name: /Registrar pagamento/ })).toBeNull();

    const bruno = await linha("Bruno Avisou");
    expect(await within(bruno).findByTestId("cobranca-situacao")).toHaveTextContent("Informado pelo cliente");
    expect(within(bruno).queryByRole("button", { name: /Registrar pagamento/ })).toBeNull();

    const daniel = await linha("Daniel Hoje");
    expect(within(daniel).getByTestId("cobranca-situacao")).toHaveTextContent("Informado pelo cliente");
    expect(within(daniel).queryByRole("button", { name: /Registrar pagamento/ })).toBeNull();

    for (const nome of ["Carla Comum", "Elisa Hoje"]) {
      const outra = await linha(nome);
      expect(within(outra).getByRole("button", { name: `Registrar pagamento de ${nome}` })).toBeInTheDocument();
      expect(within(outra).queryByTestId("cobranca-situacao")).toBeNull();
    }

    // Cancelled from the queue: the row offers the payment again.
    act(() => {
      filaDePagamentos.cancelar(naFila.id);
    });
    expect(within(fila).getByRole("button", { name: "Registrar pagamento de Ana na Fila" })).toBeInTheDocument();
  });
});
