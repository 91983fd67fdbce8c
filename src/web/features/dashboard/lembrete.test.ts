import { describe, expect, it } from "vitest";
import type { VencimentoDoDia } from "./api.ts";
import type { EmprestimoAtrasadoApi } from "../../../domain/api/painel.ts";
import { linkDoLembrete, linkDoLembreteAtrasado } from "./lembrete.ts";

const vencimento: VencimentoDoDia = {
  id: "e1",
  clienteId: "c1",
  clienteNome: "Ana Maria Souza",
  clienteTelefone: "11987654321",
  valor: "110.00",
  dataVencimento: "2026-11-25",
  status: "ativo",
};

function decodificar(link: string) {
  const url = new URL(link);
  return { numero: url.pathname.slice(1), texto: url.searchParams.get("text") ?? "" };
}

describe("linkDoLembrete", () => {
  it("abre o wa.me com 55 + dígitos e o texto do lembrete de hoje", () => {
    const link = linkDoLembrete(vencimento, "hoje", "ana@pix.com");
    expect(link).not.toBeNull();
    const { numero, texto } = decodificar(link!);
    expect(new URL(link!).host).toBe("wa.me");
    expect(numero).toBe("5511987654321");
    expect(texto).toContain("Olá, Ana!");
    expect(texto).toContain("R$ 110,00 vence HOJE (25/11/2026)");
    expect(texto).toContain("Chave PIX para pagamento: ana@pix.com");
    expect(texto).toContain("juros");
  });

  it("amanhã diz AMANHÃ e, sem chave PIX, não tem a linha da chave", () => {
    const { texto } = decodificar(linkDoLembrete({ ...vencimento, dataVencimento: "2026-11-26" }, "amanha", "")!);
    expect(texto).toContain("vence AMANHÃ (26/11/2026)");
    expect(texto).not.toContain("Chave PIX");
  });

  it("não duplica o 55 de um telefone que já o tem", () => {
    const { numero } = decodificar(linkDoLembrete({ ...vencimento, clienteTelefone: "5511987654321" }, "hoje", null)!);
    expect(numero).toBe("5511987654321");
  });

  it("sem nenhum dígito no telefone não há link ('Telefone não cadastrado')", () => {
    expect(linkDoLembrete({ ...vencimento, clienteTelefone: "" }, "hoje", "x@y.com")).toBeNull();
    expect(linkDoLembrete({ ...vencimento, clienteTelefone: "sem telefone" }, "hoje", "x@y.com")).toBeNull();
  });
});

describe("linkDoLembreteAtrasado", () => {
  const atrasado = {
    id: "e2",
    clienteId: "c2",
    cliente: { id: "c2", nome: "Bruno Lima", telefone: "(21) 99876-5432" },
    dataProximoCiclo: "2026-11-20",
    diasAtraso: 5,
    valorDevido: "150.00",
    valorParaQuitar: "1150.00",
  } as unknown as EmprestimoAtrasadoApi;

  it("diz há quantos dias está em atraso e cobra o valor devido com os juros de atraso", () => {
    const { numero, texto } = decodificar(linkDoLembreteAtrasado(atrasado, "bruno@pix.com")!);
    expect(numero).toBe("5521998765432");
    expect(texto).toContain("Olá, Bruno!");
    expect(texto).toContain("R$ 150,00, que venceu em 20/11/2026, está em atraso há 5 dias.");
    expect(texto).toContain("Chave PIX para pagamento: bruno@pix.com");
    expect(texto).not.toContain("vence HOJE");
  });

  it("sem telefone não há link", () => {
    expect(linkDoLembreteAtrasado({ ...atrasado, cliente: { ...atrasado.cliente, telefone: "" } }, null)).toBeNull();
  });
});
