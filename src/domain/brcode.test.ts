import { parsePix } from "pix-utils";
import { describe, expect, it } from "vitest";
import { crc16BrCode, gerarBrCode, normalizarChavePix, normalizarTextoBrCode, valorBrCode } from "./brcode.ts";
import { brCodeDoEmprestimo, recebedorPixCompleto, txidDoEmprestimo } from "./cobranca-pix.ts";

// An EMV TLV reader written for the test, apart from the code under test: ID (2 digits),
// length (2 digits), value; the whole text must be consumed exactly.
type Campos = Map<string, string>;

function lerTlv(texto: string): Campos {
  const campos: Campos = new Map();
  let i = 0;
  while (i < texto.length) {
    const id = texto.slice(i, i + 2);
    const tamanho = texto.slice(i + 2, i + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(tamanho)) throw new Error(`TLV inválido na posição ${i}`);
    const valor = texto.slice(i + 4, i + 4 + Number(tamanho));
    if (valor.length !== Number(tamanho)) throw new Error(`Campo ${id} cortado`);
    if (campos.has(id)) throw new Error(`Campo ${id} repetido`);
    campos.set(id, valor);
    i += 4 + Number(tamanho);
  }
  return campos;
}

// CRC16/CCITT-FALSE by a 256-entry table, a different route from the bit loop in brcode.ts.
const TABELA = Array.from({ length: 256 }, (_, n) => {
  let c = n << 8;
  for (let k = 0; k < 8; k++) c = c & 0x8000 ? (c << 1) ^ 0x1021 : c << 1;
  return c & 0xffff;
});
function crcDoTeste(texto: string): string {
  let crc = 0xffff;
  for (const ch of texto) crc = ((crc << 8) & 0xffff) ^ (TABELA[((crc >> 8) ^ ch.charCodeAt(0)) & 0xff] as number);
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

interface Decodificado {
  campos: Campos;
  conta: Campos;
  adicionais: Campos;
}

function decodificar(codigo: string): Decodificado {
  // Printable ASCII only: a length in characters is then a length in bytes, as EMV counts.
  expect(codigo).toMatch(/^[\x20-\x7E]+$/);
  const campos = lerTlv(codigo);
  expect([...campos.keys()].at(-1)).toBe("63");
  expect(codigo.slice(-8, -4)).toBe("6304");
  expect(campos.get("63")).toBe(crcDoTeste(codigo.slice(0, -4)));
  return { campos, conta: lerTlv(campos.get("26") ?? ""), adicionais: lerTlv(campos.get("62") ?? "") };
}

const BASE = { chavePix: "maria@exemplo.com", nomeRecebedor: "Maria Souza", cidadeRecebedor: "Recife", txid: "EMP1C2" };

describe("BR Code estático do PIX", () => {
  it("traz cada campo do manual do Banco Central, na ordem, com o CRC certo", () => {
    const codigo = gerarBrCode({ ...BASE, valor: 12345 });
    const { campos, conta, adicionais } = decodificar(codigo);
    expect([...campos.keys()]).toEqual(["00", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(campos.get("00")).toBe("01");
    expect([...conta.entries()]).toEqual([
      ["00", "br.gov.bcb.pix"],
      ["01", "maria@exemplo.com"],
    ]);
    expect(campos.get("52")).toBe("0000");
    expect(campos.get("53")).toBe("986");
    expect(campos.get("54")).toBe("123.45");
    expect(campos.get("58")).toBe("BR");
    expect(campos.get("59")).toBe("MARIA SOUZA");
    expect(campos.get("60")).toBe("RECIFE");
    expect([...adicionais.entries()]).toEqual([["05", "EMP1C2"]]);
  });

  it.each<[number, string]>([
    [1, "0.01"],
    [10, "0.10"],
    [99, "0.99"],
    [100, "1.00"],
    [1000, "10.00"],
    [123456, "1234.56"],
    [100000000, "1000000.00"],
    [9_999_999_999, "99999999.99"],
  ])("%i centavos saem como %s", (centavos, texto) => {
    expect(valorBrCode(centavos)).toBe(texto);
    expect(decodificar(gerarBrCode({ ...BASE, valor: centavos })).campos.get("54")).toBe(texto);
  });

  it("recusa valor zero, negativo, fracionado ou acima do máximo", () => {
    for (const v of [0, -1, 1.5, 10_000_000_000, Number.NaN]) expect(() => valorBrCode(v)).toThrow(RangeError);
  });

  it("sem valor, o campo 54 fica de fora (quem paga digita)", () => {
    expect(decodificar(gerarBrCode({ ...BASE, valor: null })).campos.has("54")).toBe(false);
  });

  it("sem txid usa '***'; txid com símbolos ou mais de 25 caracteres é recusado", () => {
    expect(decodificar(gerarBrCode({ ...BASE, txid: null })).adicionais.get("05")).toBe("***");
    expect(() => gerarBrCode({ ...BASE, txid: "abc-123" })).toThrow(RangeError);
    expect(() => gerarBrCode({ ...BASE, txid: "A".repeat(26) })).toThrow(RangeError);
    expect(decodificar(gerarBrCode({ ...BASE, txid: "A".repeat(25) })).adicionais.get("05")).toBe("A".repeat(25));
  });

  it.each([
    ["529.982.247-25", "52998224725"],
    ["11.222.333/0001-81", "11222333000181"],
    ["+55 (11) 91234-5678", "+5511912345678"],
    ["  Maria.Souza@Exemplo.COM ", "maria.souza@exemplo.com"],
    ["123E4567-E89B-42D3-A456-426614174000", "123e4567-e89b-42d3-a456-426614174000"],
  ])("chave %s entra como %s", (chave, esperada) => {
    expect(normalizarChavePix(chave)).toBe(esperada);
    expect(decodificar(gerarBrCode({ ...BASE, chavePix: chave, valor: 100 })).conta.get("01")).toBe(esperada);
  });

  it("chave inválida não vira código", () => {
    expect(() => gerarBrCode({ ...BASE, chavePix: "11912345678" })).toThrow(RangeError);
  });

  it("nome e cidade sem acento, em maiúsculas, só ASCII e cortados em 25 e 15", () => {
    const { campos } = decodificar(
      gerarBrCode({ ...BASE, nomeRecebedor: "  José da Conceição  Ávila Júnior ", cidadeRecebedor: "São João del-Rei", valor: 5000 }),
    );
    expect(campos.get("59")).toBe("JOSE DA CONCEICAO AVILA J");
    expect(campos.get("60")).toBe("SAO JOAO DEL-RE");
    expect(normalizarTextoBrCode("Søren Müller ✓ Ltda", 25)).toBe("SREN MULLER LTDA");
    expect(normalizarTextoBrCode("Ana Maria Silva Pereira X", 24)).toBe("ANA MARIA SILVA PEREIRA");
    expect(() => gerarBrCode({ ...BASE, nomeRecebedor: "✓✓" })).toThrow(RangeError);
    expect(() => gerarBrCode({ ...BASE, cidadeRecebedor: " " })).toThrow(RangeError);
  });

  it("CRC16/CCITT-FALSE: o valor de verificação '123456789' e o exemplo do manual do Banco Central", () => {
    expect(crc16BrCode("123456789")).toBe("29B1");
    expect(crcDoTeste("123456789")).toBe("29B1");
    // The static code example of the Central Bank's "Manual de Padrões para Iniciação do Pix".
    const exemplo = "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";
    expect(crc16BrCode(exemplo.slice(0, -4))).toBe("1D3D");
    // The same receiver from our generator: only the name changes, to upper case, and so the CRC.
    const gerado = gerarBrCode({ chavePix: "123e4567-e12b-12d1-a456-426655440000", nomeRecebedor: "Fulano de Tal", cidadeRecebedor: "Brasília" });
    const esperado = exemplo.slice(0, -4).replace("5913Fulano de Tal", "5913FULANO DE TAL");
    expect(gerado).toBe(esperado + crcDoTeste(esperado));
  });

  it("pix-utils lê o código gerado com os mesmos dados", () => {
    const codigo = gerarBrCode({ ...BASE, chavePix: "+55 11 91234-5678", valor: 123456, nomeRecebedor: "Crédito Fácil", cidadeRecebedor: "Belém" });
    const lido = parsePix(codigo);
    expect(lido).toMatchObject({
      type: "STATIC",
      pixKey: "+5511912345678",
      merchantName: "CREDITO FACIL",
      merchantCity: "BELEM",
      merchantCategoryCode: "0000",
      transactionCurrency: "986",
      countryCode: "BR",
      transactionAmount: 1234.56,
      txid: "EMP1C2",
    });
  });
});

describe("cobrança PIX do empréstimo", () => {
  const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
  const RECEBEDOR = { chavePix: "529.982.247-25", nomeRecebedor: "Maria Souza", cidadeRecebedor: "Recife" };

  it("txid estável: dígitos do empréstimo, 'C' e o ciclo, em até 25 letras e números", () => {
    expect(txidDoEmprestimo(ID, 3)).toBe("0F8FAD5BD9CB469FA165708C3");
    expect(txidDoEmprestimo(ID, 3)).toBe(txidDoEmprestimo(ID, 3));
    expect(txidDoEmprestimo(ID, 4)).not.toBe(txidDoEmprestimo(ID, 3));
    for (const ciclo of [1, 12, 999, 123456]) expect(txidDoEmprestimo(ID, ciclo)).toMatch(/^[A-Z0-9]{25}$/);
    expect(txidDoEmprestimo(ID, 123456)).toMatch(/C123456$/);
  });

  it("gera o código com o valor devido e o txid do ciclo", () => {
    const codigo = brCodeDoEmprestimo(RECEBEDOR, { emprestimoId: ID, ciclo: 2, valor: 12346 });
    const { campos, conta, adicionais } = decodificar(codigo ?? "");
    expect(campos.get("54")).toBe("123.46");
    expect(conta.get("01")).toBe("52998224725");
    expect(campos.get("59")).toBe("MARIA SOUZA");
    expect(adicionais.get("05")).toBe(txidDoEmprestimo(ID, 2));
  });

  it("sem chave, nome ou cidade, ou sem valor devido, não há código", () => {
    expect(recebedorPixCompleto(RECEBEDOR)).toBe(true);
    for (const faltando of [{ chavePix: "" }, { chavePix: "invalida" }, { nomeRecebedor: null }, { cidadeRecebedor: "  " }]) {
      expect(recebedorPixCompleto({ ...RECEBEDOR, ...faltando })).toBe(false);
      expect(brCodeDoEmprestimo({ ...RECEBEDOR, ...faltando }, { emprestimoId: ID, ciclo: 1, valor: 100 })).toBeNull();
    }
    // Issue 27: an empty receiver name takes the lender's display name; with neither, no code.
    for (const nomeRecibo of [null, "", "   "]) {
      expect(recebedorPixCompleto({ ...RECEBEDOR, nomeRecebedor: "", nomeRecibo })).toBe(false);
    }
    expect(recebedorPixCompleto({ ...RECEBEDOR, nomeRecebedor: null, nomeRecibo: "Ana Lúcia" })).toBe(true);
    const codigo = brCodeDoEmprestimo({ ...RECEBEDOR, nomeRecebedor: " ", nomeRecibo: "Ana Lúcia" }, { emprestimoId: ID, ciclo: 1, valor: 100 });
    expect(decodificar(codigo ?? "").campos.get("59")).toBe("ANA LUCIA");
    expect(brCodeDoEmprestimo(RECEBEDOR, { emprestimoId: ID, ciclo: 1, valor: 0 })).toBeNull();
    expect(brCodeDoEmprestimo(RECEBEDOR, { emprestimoId: ID, ciclo: 1, valor: 10_000_000_000 })).toBeNull();
  });
});
