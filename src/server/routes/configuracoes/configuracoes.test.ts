import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";

// Issue 11, point 5: the receiver name and city of the PIX copy-and-paste code in the settings,
// validated by the BR Code's lengths, cleared when empty, kept when absent, traced, per lender.

type Configuracoes = {
  chavePix: string;
  telefoneWhatsapp: string | null;
  nomeRecibo: string | null;
  documentoCredor: string | null;
  enderecoCredor: string | null;
  nomeRecebedor: string | null;
  cidadeRecebedor: string | null;
};
type Entrada = { acao: string; antes: Record<string, unknown>; depois: Record<string, unknown> };

describe(`configurações: recebedor do PIX (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };

  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const salvar = (payload: object, cookie = a.cookie) =>
    ctx.app.inject({ method: "POST", url: "/api/configuracoes", headers: { cookie, origin: ORIGEM }, payload });
  const ler = async (cookie = a.cookie): Promise<Configuracoes> => {
    const r = await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie } });
    expect(r.statusCode).toBe(200);
    return r.json();
  };
  const ultimaDaTrilha = async (): Promise<Entrada | undefined> =>
    (await ctx.app.inject({ url: "/api/auditoria?entidade=configuracoes", headers: { cookie: a.cookie } })).json().itens[0];

  it("um credor novo não tem recebedor", async () => {
    expect(await ler()).toMatchObject({ nomeRecebedor: null, cidadeRecebedor: null });
  });

  it("guarda nome e cidade como digitados (sem espaços sobrando), e a trilha registra a mudança", async () => {
    const r = await salvar({ chavePix: "credor@pix.com", telefoneWhatsapp: null, nomeRecebedor: "  João   Ávila ", cidadeRecebedor: "São Paulo" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ nomeRecebedor: "João Ávila", cidadeRecebedor: "São Paulo" });
    expect(await ler()).toMatchObject({ chavePix: "credor@pix.com", nomeRecebedor: "João Ávila", cidadeRecebedor: "São Paulo" });
    expect(await ultimaDaTrilha()).toMatchObject({
      acao: "configuracoes_alteradas",
      antes: { nomeRecebedor: null, cidadeRecebedor: null },
      depois: { nomeRecebedor: "João Ávila", cidadeRecebedor: "São Paulo" },
    });
  });

  it("a chamada da spec, só com chave e telefone, mantém o recebedor", async () => {
    expect((await salvar({ chavePix: "credor@pix.com", telefoneWhatsapp: "+55 11 91234-5678" })).statusCode).toBe(200);
    expect(await ler()).toMatchObject({ telefoneWhatsapp: "+55 11 91234-5678", nomeRecebedor: "João Ávila", cidadeRecebedor: "São Paulo" });
  });

  it("longo demais, sem letras ou de outro tipo: 400 em pt-BR e nada muda", async () => {
    const antes = await ler();
    const trilhaAntes = await ultimaDaTrilha();
    const longo = await salvar({ chavePix: "credor@pix.com", nomeRecebedor: "A".repeat(26), cidadeRecebedor: "Ribeirão Pires SP" });
    expect(longo.statusCode).toBe(400);
    expect(longo.json().errors).toEqual({
      nomeRecebedor: "Nome do recebedor deve ter no máximo 25 caracteres",
      cidadeRecebedor: "Cidade deve ter no máximo 15 caracteres",
    });
    const semLetras = await salvar({ chavePix: "credor@pix.com", nomeRecebedor: "✓✓✓", cidadeRecebedor: "Recife" });
    expect(semLetras.statusCode).toBe(400);
    expect(semLetras.json().errors).toEqual({ nomeRecebedor: "Nome do recebedor deve ter ao menos uma letra ou número" });
    for (const hostil of [{ cidadeRecebedor: 15 }, { nomeRecebedor: ["Ana"] }, { nomeRecebedor: { $ne: null } }]) {
      const r = await salvar({ chavePix: "credor@pix.com", ...hostil });
      expect(r.statusCode, JSON.stringify(hostil)).toBe(400);
      expect(r.json().message).toMatch(/\S/);
    }
    expect(await ler()).toEqual(antes);
    expect(await ultimaDaTrilha()).toEqual(trilhaAntes);
  });

  it("até 25 e 15 caracteres passam, contando um acento uma vez", async () => {
    const r = await salvar({ chavePix: "credor@pix.com", nomeRecebedor: "Crédito Fácil do João Ávi", cidadeRecebedor: "Ribeirão Branco" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ nomeRecebedor: "Crédito Fácil do João Ávi", cidadeRecebedor: "Ribeirão Branco" });
  });

  it("vazio apaga, e a trilha registra", async () => {
    const r = await salvar({ chavePix: "credor@pix.com", nomeRecebedor: "", cidadeRecebedor: "   " });
    expect(r.statusCode).toBe(200);
    expect(await ler()).toMatchObject({ nomeRecebedor: null, cidadeRecebedor: null });
    expect(await ultimaDaTrilha()).toMatchObject({ depois: { nomeRecebedor: null, cidadeRecebedor: null } });
  });

  it("cada credor só lê e muda o próprio recebedor", async () => {
    expect((await salvar({ chavePix: "credor@pix.com", nomeRecebedor: "Ana", cidadeRecebedor: "Recife" })).statusCode).toBe(200);
    expect(await ler(b.cookie)).toMatchObject({ chavePix: "", nomeRecebedor: null, cidadeRecebedor: null });
    expect((await salvar({ chavePix: "outro@pix.com", nomeRecebedor: "Bruno", cidadeRecebedor: "Natal" }, b.cookie)).statusCode).toBe(200);
    expect(await ler()).toMatchObject({ chavePix: "credor@pix.com", nomeRecebedor: "Ana", cidadeRecebedor: "Recife" });
    expect(await ler(b.cookie)).toMatchObject({ chavePix: "outro@pix.com", nomeRecebedor: "Bruno", cidadeRecebedor: "Natal" });
  });
});
