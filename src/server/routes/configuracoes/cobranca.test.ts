import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAXIMO_DATAS_SEM_COBRANCA, MENSAGENS_COBRANCA } from "../../../domain/schemas/cobranca.ts";
import { MENSAGEM_ANO_FORA_DO_INTERVALO } from "../../../domain/schemas/fields.ts";
import { diasDeCobrancaDe } from "../../data/calendario-do-credor.ts";
import { comoCredor } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";

// Issue 43, point 2: the lender's collection days, read and saved with GET and PUT
// /api/configuracoes/cobranca (the spec's POST /api/configuracoes stays as it is), per lender,
// on the trail; and the holidays of the coming 12 months that the screen shows.

type Cobranca = {
  cobrarSabados: boolean;
  cobrarDomingos: boolean;
  cobrarFeriados: boolean;
  uf: string | null;
  carnavalECorpusChristiSaoDiasDeCobranca: boolean;
  datasSemCobranca: string[];
};
type Entrada = { acao: string; antes: Record<string, unknown>; depois: Record<string, unknown> };

const PADRAO: Cobranca = {
  cobrarSabados: true,
  cobrarDomingos: false,
  cobrarFeriados: false,
  uf: null,
  carnavalECorpusChristiSaoDiasDeCobranca: true,
  datasSemCobranca: [],
};

describe(`configurações: dias de cobrança (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string; email: string };
  let b: { cookie: string; email: string };

  beforeAll(async () => {
    ctx = await criarContexto();
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const salvar = (payload: unknown, cookie = a.cookie) =>
    ctx.app.inject({ method: "PUT", url: "/api/configuracoes/cobranca", headers: { cookie, origin: ORIGEM }, payload: payload as object });
  const ler = async (cookie = a.cookie): Promise<Cobranca> => {
    const r = await ctx.app.inject({ url: "/api/configuracoes/cobranca", headers: { cookie } });
    expect(r.statusCode, r.body).toBe(200);
    return r.json();
  };
  const trilha = async (cookie = a.cookie): Promise<Entrada[]> =>
    (await ctx.app.inject({ url: "/api/auditoria?entidade=configuracoes", headers: { cookie } })).json().itens;
  const idDe = async (email: string) => String((await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${email}`)).rows[0]!.id);

  it("um credor novo tem os padrões: sábados sim, domingos e feriados não, sem UF, Carnaval e Corpus Christi cobrados, sem datas", async () => {
    expect(await ler()).toEqual(PADRAO);
  });

  it("salva e relê; UF em minúsculas vira a sigla; datas repetidas saem uma vez, em ordem; a trilha registra só o que mudou", async () => {
    const r = await salvar({
      ...PADRAO,
      cobrarSabados: false,
      uf: " sp ",
      carnavalECorpusChristiSaoDiasDeCobranca: false,
      datasSemCobranca: ["2027-01-25", "2026-12-08", "2027-01-25"],
    });
    expect(r.statusCode, r.body).toBe(200);
    const esperado = {
      ...PADRAO,
      cobrarSabados: false,
      uf: "SP",
      carnavalECorpusChristiSaoDiasDeCobranca: false,
      datasSemCobranca: ["2026-12-08", "2027-01-25"],
    };
    expect(r.json()).toEqual(esperado);
    expect(await ler()).toEqual(esperado);
    expect((await trilha())[0]).toMatchObject({
      acao: "configuracoes_alteradas",
      antes: { cobrarSabados: true, uf: null, carnavalECorpusChristiSaoDiasDeCobranca: true, datasSemCobranca: [] },
      depois: { cobrarSabados: false, uf: "SP", carnavalECorpusChristiSaoDiasDeCobranca: false, datasSemCobranca: ["2026-12-08", "2027-01-25"] },
    });
    expect(Object.keys((await trilha())[0]!.depois).sort()).toEqual(["carnavalECorpusChristiSaoDiasDeCobranca", "cobrarSabados", "datasSemCobranca", "uf"]);
  });

  it("salvar o mesmo de novo (as datas em outra ordem) não escreve na trilha; UF vazia ou null apaga a UF", async () => {
    const antes = await trilha();
    const mesmo = await salvar({ ...(await ler()), datasSemCobranca: ["2027-01-25", "2026-12-08"] });
    expect(mesmo.statusCode).toBe(200);
    expect(await trilha()).toEqual(antes);
    expect((await salvar({ ...(await ler()), uf: "" })).json()).toMatchObject({ uf: null });
    expect((await salvar({ ...(await ler()), uf: "RJ" })).json()).toMatchObject({ uf: "RJ" });
    expect((await salvar({ ...(await ler()), uf: null })).json()).toMatchObject({ uf: null });
    expect((await trilha())[0]).toMatchObject({ antes: { uf: "RJ" }, depois: { uf: null } });
  });

  it("o que foi salvo é o que o cronograma lê (calendario-do-credor)", async () => {
    expect((await salvar({ ...PADRAO, cobrarDomingos: true, uf: "SP", datasSemCobranca: ["2026-12-08"] })).statusCode).toBe(200);
    const id = await idDe(a.email);
    const dia = await comoCredor(ctx.banco.db, id, (tx) => diasDeCobrancaDe(tx, id));
    expect(dia("2026-12-06")).toBe(true); // a Sunday, now a collection day
    expect(dia("2026-12-08")).toBe(false); // the lender's own date
    expect(dia("2027-07-09")).toBe(false); // São Paulo's own holiday
    expect(dia("2026-12-09")).toBe(true);
  });

  it("UF, datas ou opções inválidas: 400 com a mensagem em pt-BR no campo, e nada muda nem entra na trilha", async () => {
    expect((await salvar({ ...PADRAO, uf: "PE", datasSemCobranca: ["2027-03-06"] })).statusCode).toBe(200);
    const antes = await ler();
    const trilhaAntes = await trilha();
    const datas = (n: number) =>
      Array.from({ length: n }, (_, i) => `2027-${String(Math.floor(i / 28) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")}`);
    const casos: [unknown, Record<string, string>][] = [
      [{ ...PADRAO, uf: "XX" }, { uf: MENSAGENS_COBRANCA.uf }],
      [{ ...PADRAO, uf: "São Paulo" }, { uf: MENSAGENS_COBRANCA.uf }],
      [{ ...PADRAO, uf: 35 }, { uf: MENSAGENS_COBRANCA.uf }],
      [{ ...PADRAO, uf: ["SP"] }, { uf: MENSAGENS_COBRANCA.uf }],
      [{ ...PADRAO, datasSemCobranca: ["2026-12-08", "2026-02-30"] }, { "datasSemCobranca.1": MENSAGENS_COBRANCA.data }],
      [{ ...PADRAO, datasSemCobranca: ["08/12/2026"] }, { "datasSemCobranca.0": MENSAGENS_COBRANCA.data }],
      [{ ...PADRAO, datasSemCobranca: ["2026-12-8"] }, { "datasSemCobranca.0": MENSAGENS_COBRANCA.data }],
      [{ ...PADRAO, datasSemCobranca: [20261208] }, { "datasSemCobranca.0": MENSAGENS_COBRANCA.data }],
      [{ ...PADRAO, datasSemCobranca: ["1850-01-01"] }, { "datasSemCobranca.0": MENSAGEM_ANO_FORA_DO_INTERVALO }],
      [{ ...PADRAO, datasSemCobranca: "2026-12-08" }, { datasSemCobranca: MENSAGENS_COBRANCA.datas }],
      [{ ...PADRAO, datasSemCobranca: datas(MAXIMO_DATAS_SEM_COBRANCA + 1) }, { datasSemCobranca: MENSAGENS_COBRANCA.maximoDatas }],
      [{ ...PADRAO, datasSemCobranca: Array(5000).fill("2026-12-08") }, { datasSemCobranca: MENSAGENS_COBRANCA.maximoDatas }],
      [{ ...PADRAO, cobrarSabados: "sim" }, { cobrarSabados: MENSAGENS_COBRANCA.cobrarSabados }],
      [{ ...PADRAO, cobrarDomingos: 1 }, { cobrarDomingos: MENSAGENS_COBRANCA.cobrarDomingos }],
      [{ ...PADRAO, cobrarFeriados: null }, { cobrarFeriados: MENSAGENS_COBRANCA.cobrarFeriados }],
      [{ ...PADRAO, carnavalECorpusChristiSaoDiasDeCobranca: undefined }, { carnavalECorpusChristiSaoDiasDeCobranca: MENSAGENS_COBRANCA.carnaval }],
    ];
    for (const [corpo, errors] of casos) {
      const r = await salvar(corpo);
      const rotulo = JSON.stringify(corpo).slice(0, 120);
      expect(r.statusCode, rotulo).toBe(400);
      expect(r.json().errors, rotulo).toEqual(errors);
      expect(r.json().message, rotulo).toBe(Object.values(errors)[0]);
    }
    // Exactly the maximum passes, and so does the maximum of copies of one date.
    expect((await salvar({ ...PADRAO, datasSemCobranca: datas(MAXIMO_DATAS_SEM_COBRANCA) })).json().datasSemCobranca).toHaveLength(MAXIMO_DATAS_SEM_COBRANCA);
    expect((await salvar(antes)).statusCode).toBe(200);
    const trilhaDepois = await trilha();
    // The two good saves above are the only new entries.
    expect(trilhaDepois.slice(2)).toEqual(trilhaAntes);

    for (const hostil of [null, [], {}, { ...PADRAO, uf: "S\u0000P" }, { ...PADRAO, datasSemCobranca: [{ $gt: "" }] }]) {
      const r = await salvar(hostil);
      expect(r.statusCode, JSON.stringify(hostil)).toBe(400);
      expect(r.json().message).toMatch(/\S/);
    }
    expect(await ler()).toEqual(antes);
    expect(await trilha()).toEqual(trilhaDepois);
  });

  it("cada credor só lê e muda os próprios dias de cobrança", async () => {
    expect((await salvar({ ...PADRAO, cobrarDomingos: true, uf: "BA", datasSemCobranca: ["2027-06-24"] })).statusCode).toBe(200);
    expect(await ler(b.cookie)).toEqual(PADRAO);
    expect(await trilha(b.cookie)).toEqual([]);
    expect((await salvar({ ...PADRAO, cobrarSabados: false, uf: "RS" }, b.cookie)).statusCode).toBe(200);
    expect(await ler()).toEqual({ ...PADRAO, cobrarDomingos: true, uf: "BA", datasSemCobranca: ["2027-06-24"] });
    expect(await ler(b.cookie)).toEqual({ ...PADRAO, cobrarSabados: false, uf: "RS" });
    expect((await trilha(b.cookie))[0]).toMatchObject({ antes: { cobrarSabados: true, uf: null }, depois: { cobrarSabados: false, uf: "RS" } });
  });

  it("a chamada da spec (POST /api/configuracoes) não mexe nos dias de cobrança, nem eles na chave PIX", async () => {
    const cobranca = await ler();
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes",
      headers: { cookie: a.cookie, origin: ORIGEM },
      payload: { chavePix: "credor@pix.com", telefoneWhatsapp: "+55 11 91234-5678" },
    });
    expect(r.statusCode).toBe(200);
    expect(Object.keys(r.json())).not.toContain("cobrarSabados");
    expect(await ler()).toEqual(cobranca);
    expect((await salvar({ ...PADRAO })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: "/api/configuracoes", headers: { cookie: a.cookie } })).json()).toMatchObject({
      chavePix: "credor@pix.com",
      telefoneWhatsapp: "+55 11 91234-5678",
    });
  });

  it("sem sessão, 401; de outra origem, 403", async () => {
    expect((await ctx.app.inject({ url: "/api/configuracoes/cobranca" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/configuracoes/cobranca/feriados" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: "PUT", url: "/api/configuracoes/cobranca", headers: { origin: ORIGEM }, payload: PADRAO })).statusCode).toBe(401);
    const r = await ctx.app.inject({
      method: "PUT",
      url: "/api/configuracoes/cobranca",
      headers: { cookie: a.cookie, origin: "https://golpe.example" },
      payload: PADRAO,
    });
    expect(r.statusCode).toBe(403);
  });

  describe("feriados dos próximos 12 meses", () => {
    const feriados = (query = "") => ctx.app.inject({ url: `/api/configuracoes/cobranca/feriados${query}`, headers: { cookie: a.cookie } });

    it("de hoje (25/11/2026) a 24/11/2027: os nacionais, com Carnaval e Corpus Christi marcados como ponto facultativo", async () => {
      const r = await feriados();
      expect(r.statusCode, r.body).toBe(200);
      const corpo = r.json();
      expect(corpo).toMatchObject({ de: "2026-11-25", ate: "2027-11-24", uf: null });
      const datas = corpo.feriados.map((f: { data: string }) => f.data);
      // Consciência Negra 2026 (20/11) is before today; 2027's is inside.
      expect(datas).not.toContain("2026-11-20");
      expect(datas).toEqual(expect.arrayContaining(["2026-12-25", "2027-01-01", "2027-03-26", "2027-11-20"]));
      expect(datas).toEqual([...datas].sort());
      expect(corpo.feriados.every((f: { abrangencia: string }) => f.abrangencia === "nacional")).toBe(true);
      expect(corpo.feriados.filter((f: { facultativo: boolean }) => f.facultativo).map((f: { data: string }) => f.data)).toEqual([
        "2027-02-08",
        "2027-02-09",
        "2027-05-27",
      ]);
    });

    it("com a UF, os do estado também (em qualquer caixa); UF inválida: 400 em pt-BR", async () => {
      const r = await feriados("?uf=sp");
      expect(r.statusCode).toBe(200);
      expect(r.json().uf).toBe("SP");
      expect(r.json().feriados).toContainEqual({ data: "2027-07-09", nome: "Revolução Constitucionalista", abrangencia: "estadual", facultativo: false });
      expect((await feriados()).json().feriados.map((f: { data: string }) => f.data)).not.toContain("2027-07-09");
      for (const uf of ["XX", "SaoPaulo", "S%00P"]) {
        const ruim = await feriados(`?uf=${uf}`);
        expect(ruim.statusCode, uf).toBe(400);
        expect(ruim.json().message, uf).toMatch(/UF inválida|[Cc]aracteres/);
      }
    });
  });
});
