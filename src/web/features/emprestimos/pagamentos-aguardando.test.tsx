import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderizar } from "@/test/renderizar.tsx";
import { servidorFalso } from "@/test/servidor-falso.ts";
import type { EnvioPagamento } from "./envio-pagamento.ts";
import { filaDePagamentos } from "./fila-de-pagamentos.tsx";
import { PagamentosAguardando } from "./pagamentos-aguardando.tsx";

function envio(emprestimoId: string, cliente: string, total: string): EnvioPagamento {
  return {
    intencao: { emprestimoId, tipoPagamento: "juros_apenas", versaoEmprestimo: "1|1000.00" },
    corpo: { emprestimoId, tipoPagamento: "juros_apenas" },
    chave: `chave-${emprestimoId}`,
    formulario: { tipo: "juros_apenas", principal: "", observacao: "" },
    resumo: { cliente, total },
  };
}

afterEach(() => {
  for (const e of filaDePagamentos.todas()) filaDePagamentos.cancelar(e.emprestimoId);
});

describe("PagamentosAguardando", () => {
  it("nothing in the header while nothing waits", () => {
    servidorFalso({});
    renderizar(<PagamentosAguardando donoId="credor-1" />);
    expect(screen.queryByRole("button", { name: /aguardando conexão/ })).toBeNull();
  });

  it("'2 pagamentos aguardando conexão', then '1 pagamento…' once one is cancelled from the list; nothing is sent offline", async () => {
    const servidor = servidorFalso({});
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { usuario } = renderizar(<PagamentosAguardando donoId="credor-1" />);
    act(() => {
      filaDePagamentos.agendar("emprestimo-1", envio("emprestimo-1", "Maria da Silva", "R$ 100,00"));
      filaDePagamentos.agendar("emprestimo-2", envio("emprestimo-2", "João Souza", "R$ 250,00"));
    });

    await usuario.click(await screen.findByRole("button", { name: "2 pagamentos aguardando conexão" }));
    const lista = await screen.findByRole("dialog", { name: "Pagamentos aguardando conexão" });
    const itens = within(lista).getAllByRole("listitem");
    expect(itens.map((i) => i.textContent)).toEqual([expect.stringContaining("Maria da Silva"), expect.stringContaining("João Souza")]);
    expect(itens[1]).toHaveTextContent("Apenas juros · R$ 250,00");

    await usuario.click(within(itens[1]!).getByRole("button", { name: "Cancelar pagamento" }));
    expect(within(lista).getAllByRole("listitem")).toHaveLength(1);
    expect(filaDePagamentos.emEspera("emprestimo-2")).toBeUndefined();
    await usuario.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "1 pagamento aguardando conexão" })).toBeInTheDocument();
    expect(servidor.pedidosA("POST /api/pagamentos")).toEqual([]);
  });
});
