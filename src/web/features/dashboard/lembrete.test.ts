import { describe, expect, it } from "vitest";
import { parsePix } from "pix-utils";
import type { RecebedorPix } from "../../../domain/cobranca-pix.ts";
import type { VencimentoDoDia } from "./api.ts";
import type { EmprestimoAtrasadoApi } from "../../../domain/api/painel.ts";
import { lembreteDoEmprestimo, linkDoLembrete, linkDoLembreteAtrasado, recebedorDe } from "./lembrete.ts";

const vencimento: VencimentoDoDia = {
  id: "e1",
  clienteId: "c1",
  clienteNome: "Ana Maria Souza",
  clienteTelefone: "11987654321",
  valor: "110.00",
  dataVencimento: "2026-11-25",
  status: "ativo",
  ciclo: 3,
};

/** Only the key: the reminder names it, with no code (receiver name and city missing). */
const so = (chavePix: string | null): RecebedorPix => ({ chavePix, nomeRecebedor: null, cidadeRecebedor: null });
const recebedorCompleto: RecebedorPix = { chavePix: "ana@pix.com", nomeRecebedor: "João Credor", cidadeRecebedor: "São Paulo" };

/** The "copia e cola" line of a reminder, read back by an independent decoder. */
function codigoDoTexto(texto: string) {
  const linhas = texto.split("\n");
  const i = linhas.indexOf("PIX copia e cola (já com o valor):");
  return i < 0 ? null : parsePix(linhas[i + 1] ?? "");
}

function decodificar(link: string) {
  const url = new URL(link);
  return { numero: url.pathname.slice(1), texto: url.searchParams.get("text") ?? "" };
}

describe("linkDoLembrete", () => {
  it("abre o wa.me com 55 + dígitos e o texto do lembrete de hoje", () => {
    const link = linkDoLembrete(vencimento, "hoje", so("ana@pix.com"));
    expect(link).not.toBeNull();
    const { numero, texto } = decodificar(link!);
    expect(new URL(link!).host).toBe("wa.me");
    expect(numero).toBe("5511987654321");
    expect(texto).toContain("Olá, Ana!");
    expect(texto).toContain("R$ 110,00 vence HOJE (25/11/2026)");
    expect(texto).toContain("Chave PIX para pagamento: ana@pix.com");
    expect(texto).toContain("juros");
    expect(codigoDoTexto(texto)).toBeNull();
  });

  it("com recebedor completo, leva o PIX copia e cola com o valor do lembrete e o ciclo no identificador", () => {
    const { texto } = decodificar(linkDoLembrete({ ...vencimento, id: "0b6f6c1e-3a52-4d8e-9f10-2c4b5a6d7e8f" }, "hoje", recebedorCompleto)!);
    expect(codigoDoTexto(texto)).toMatchObject({
      type: "STATIC",
      pixKey: "ana@pix.com",
      merchantName: "JOAO CREDOR",
      merchantCity: "SAO PAULO",
      transactionAmount: 110,
      // The loan's UUID characters, then C and the cycle, within the 25 characters a static code allows.
      txid: "0B6F6C1E3A524D8E9F102C4C3",
    });
  });

  it("sem 'Nome do recebedor', o código leva 'Seu nome' das configurações (issue 27)", () => {
    // The settings as the API answers them, through recebedorDe as the dashboard cards do.
    const configuracoes = { ...recebedorCompleto, nomeRecebedor: null, nomeRecibo: "Maria Souza Empréstimos e Cobranças" };
    const { texto } = decodificar(linkDoLembrete(vencimento, "hoje", recebedorDe(configuracoes))!);
    // Cut to the 25 characters of EMV field 59.
    expect(codigoDoTexto(texto)).toMatchObject({ merchantName: "MARIA SOUZA EMPRESTIMOS E", merchantCity: "SAO PAULO", transactionAmount: 110 });
    // The receiver name, when filled in, comes first.
    const comRecebedor = decodificar(linkDoLembrete(vencimento, "hoje", recebedorDe({ ...configuracoes, nomeRecebedor: "João Credor" }))!);
    expect(codigoDoTexto(comRecebedor.texto)).toMatchObject({ merchantName: "JOAO CREDOR" });
  });

  it("amanhã diz AMANHÃ e, sem chave PIX, não tem a linha da chave", () => {
    const { texto } = decodificar(linkDoLembrete({ ...vencimento, dataVencimento: "2026-11-26" }, "amanha", so(""))!);
    expect(texto).toContain("vence AMANHÃ (26/11/2026)");
    expect(texto).not.toContain("Chave PIX");
  });

  it("não duplica o 55 de um telefone que já o tem", () => {
    const { numero } = decodificar(linkDoLembrete({ ...vencimento, clienteTelefone: "5511987654321" }, "hoje", so(null))!);
    expect(numero).toBe("5511987654321");
  });

  it("sem nenhum dígito no telefone não há link ('Telefone não cadastrado')", () => {
    expect(linkDoLembrete({ ...vencimento, clienteTelefone: "" }, "hoje", so("x@y.com"))).toBeNull();
    expect(linkDoLembrete({ ...vencimento, clienteTelefone: "sem telefone" }, "hoje", so("x@y.com"))).toBeNull();
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
    const { numero, texto } = decodificar(linkDoLembreteAtrasado(atrasado, so("bruno@pix.com"))!);
    expect(numero).toBe("5521998765432");
    expect(texto).toContain("Olá, Bruno!");
    expect(texto).toContain("R$ 150,00, que venceu em 20/11/2026, está em atraso há 5 dias.");
    expect(texto).toContain("Chave PIX para pagamento: bruno@pix.com");
    expect(texto).not.toContain("vence HOJE");
  });

  it("em atraso, o código cobra o valor devido hoje (juros de atraso incluídos) do ciclo atual", () => {
    const { texto } = decodificar(linkDoLembreteAtrasado({ ...atrasado, cicloAtual: 4 }, { ...recebedorCompleto, chavePix: "bruno@pix.com" })!);
    const codigo = codigoDoTexto(texto);
    expect(codigo).toMatchObject({ pixKey: "bruno@pix.com", transactionAmount: 150 });
    expect(codigo && "txid" in codigo ? codigo.txid : "").toMatch(/C4$/);
  });

  it("sem telefone não há link", () => {
    expect(linkDoLembreteAtrasado({ ...atrasado, cliente: { ...atrasado.cliente, telefone: "" } }, so(null))).toBeNull();
  });
});

describe("a página do cliente no lembrete (issue 30, ponto 4)", () => {
  const PAGINA = "https://credito.exemplo.com.br/c/tokenDoCliente";
  const atrasado = {
    id: "e3",
    cicloAtual: 2,
    cliente: { id: "c3", nome: "Carla Dias", telefone: "11912345678" },
    dataProximoCiclo: "2026-11-20",
    diasAtraso: 2,
    valorDevido: "120.00",
  } as unknown as EmprestimoAtrasadoApi;
  const doEmprestimo = lembreteDoEmprestimo(atrasado, 12_000, "2026-11-22", so("carla@pix.com"))!;

  it.each([
    ["vencimento do dia", (pagina?: string) => linkDoLembrete(vencimento, "hoje", so("ana@pix.com"), pagina)],
    ["atraso no painel", (pagina?: string) => linkDoLembreteAtrasado(atrasado, so("carla@pix.com"), pagina)],
    ["empréstimo na página do cliente", doEmprestimo],
  ])("%s: com a página, a última linha antes do pedido final a traz; sem ela, nada de link", (_nome, link) => {
    const linhas = decodificar(link(PAGINA)!).texto.split("\n");
    expect(linhas.at(-2)).toBe(`Veja seus empréstimos e pague pelo PIX neste link: ${PAGINA}`);
    expect(decodificar(link()!).texto).not.toContain("neste link");
  });
});
