import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PagamentoApi } from "../../domain/api/ledger.ts";
import { avisoNaTela } from "@/test/aviso.ts";
import { umPagamento } from "@/test/dados.ts";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso, type Rotas } from "@/test/servidor-falso.ts";
import { EstornoDialog } from "./estorno-dialog.tsx";

const MENSAGEM_MOTIVO = "Informe o motivo do estorno";

/** The open dialog for `pagamento`, read from its client's payment list. */
async function abrir(pagamento: PagamentoApi, rotas: Rotas = {}) {
  const servidor = servidorFalso({
    "GET /api/pagamentos": (pedido) => ({ corpo: pedido.parametros.get("clienteId") === pagamento.clienteId ? [pagamento] : [] }),
    ...rotas,
  });
  const aoMudarAberto = vi.fn();
  const { usuario } = renderizar(<EstornoDialog pagamentoId={pagamento.id} clienteId={pagamento.clienteId} aberto aoMudarAberto={aoMudarAberto} />);
  const dialogo = await screen.findByRole("dialog", { name: "Estornar pagamento" });
  const motivo = await within(dialogo).findByLabelText("Motivo do estorno");
  const confirmar = () => within(dialogo).getByRole("button", { name: "Confirmar estorno" });
  return { servidor, usuario, dialogo, motivo, confirmar, aoMudarAberto };
}

describe("EstornoDialog", () => {
  it("mostra o pagamento e exige o motivo: a mensagem fica sob o campo e nada é enviado", async () => {
    const pagamento = umPagamento({ valorTotal: "150.00", tipoPagamento: "parcial", dataPagamento: "2026-03-02T15:30:00.000Z" });
    const { servidor, usuario, dialogo, motivo, confirmar } = await abrir(pagamento);

    const resumo = within(dialogo).getByTestId("estorno-resumo");
    expect([...resumo.querySelectorAll("dd")].map((dd) => dd.textContent)).toEqual(["R$ 150,00", "Parcial", "02/03/2026 12:30"]);
    expect(motivo).toHaveAttribute("aria-required", "true");

    await usuario.click(confirmar());
    expect(motivo).toHaveAccessibleDescription(MENSAGEM_MOTIVO);
    expect(motivo).toHaveAttribute("aria-invalid", "true");

    // Blanks do not count: two letters around spaces are still too short.
    await usuario.type(motivo, "  ok  ");
    expect(motivo).not.toHaveAttribute("aria-invalid");
    await usuario.click(confirmar());
    expect(motivo).toHaveAccessibleDescription(MENSAGEM_MOTIVO);
    expect(servidor.pedidosA(`POST /api/pagamentos/${pagamento.id}/estorno`)).toEqual([]);
  });

  it("envia o motivo sem os espaços em volta, avisa e fecha", async () => {
    const pagamento = umPagamento({ valorTotal: "150.00" });
    const { servidor, usuario, motivo, confirmar, aoMudarAberto } = await abrir(pagamento, {
      "POST /api/pagamentos/:id/estorno": (pedido) => ({
        corpo: { pagamento: { ...pagamento, estornado: true, motivoEstorno: (pedido.corpo as { motivo: string }).motivo } },
      }),
    });

    await usuario.type(motivo, "  lançado em dobro  ");
    await usuario.click(confirmar());
    const aviso = await avisoNaTela();
    expect(within(aviso).getByText("Pagamento estornado")).toBeInTheDocument();
    expect(within(aviso).getByText("O pagamento de R$ 150,00 foi desfeito e o empréstimo voltou ao que era antes dele.")).toBeInTheDocument();
    expect(aoMudarAberto).toHaveBeenCalledWith(false);
    expect(servidor.pedidosA(`POST /api/pagamentos/${pagamento.id}/estorno`).map((p) => p.corpo)).toEqual([{ motivo: "lançado em dobro" }]);
  });

  it("a recusa do servidor (409) aparece no diálogo, que continua aberto", async () => {
    const pagamento = umPagamento();
    const { usuario, dialogo, motivo, confirmar, aoMudarAberto } = await abrir(pagamento, {
      "POST /api/pagamentos/:id/estorno": { status: 409, corpo: { message: "Só o último pagamento do empréstimo pode ser estornado." } },
    });

    await usuario.type(motivo, "lançado em dobro");
    await usuario.click(confirmar());
    expect(await within(dialogo).findByTestId("estorno-recusa")).toHaveTextContent("Só o último pagamento do empréstimo pode ser estornado.");
    expect(within(dialogo).getByRole("alert")).toContainElement(within(dialogo).getByTestId("estorno-recusa"));
    expect(aoMudarAberto).not.toHaveBeenCalled();
  });
});
