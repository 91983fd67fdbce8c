import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { textoDoPdf } from "../../test/pdf.ts";

// Issue 43, point 3: a parcelado loan's cartela as the lender's PDF and JSON, and on the
// borrower's page: paid installments with their paying day (reversed payments paid nothing),
// every unpaid one past its due date 'Em atraso', today's 'Vence hoje', the rest 'A vencer'.

type Parcela = { numero: number; vencimento: string | null; valor: string; situacao: string; pagaEm: string | null; texto?: string };

describe(`cartela de parcelas (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string };
  let clienteId = "";
  let emprestimoId = "";

  const pedir = (url: string, cookie?: string) => ctx.app.inject({ url, headers: cookie ? { cookie } : {} });
  const cartela = async () => {
    const r = await pedir(`/api/emprestimos/${emprestimoId}/cartela`, dono.cookie);
    expect(r.statusCode, r.body).toBe(200);
    return r.json<{ parcelas: Parcela[] }>().parcelas;
  };

  beforeAll(async () => {
    ctx = await criarContexto(); // today is Wednesday 2026-11-25 in São Paulo
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    const nome = await ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes/nome",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { nomeRecibo: "Carlos Credor" },
    });
    expect(nome.statusCode, nome.body).toBeLessThan(300);
    clienteId = (await criarClienteApi(ctx.app, dono.cookie, { nome: "Dona Cartela", cpf: "52998224725" })).id;
    // R$ 1.000,00 at 20 % in 20 daily installments of R$ 60,00 from Monday 09/11 (Sundays and
    // 20/11 skipped): 1–3 fall on 10–12/11, 4 on 13/11, 12 on 24/11, 13 today, 20 on 03/12.
    const r = await ctx.app.inject({
      method: "POST",
      url: "/api/emprestimos/manual",
      headers: { cookie: dono.cookie },
      payload: {
        clienteId,
        valorOriginal: "1.000,00",
        modalidade: "parcelado",
        periodicidade: "diaria",
        quantidadeMeses: 20,
        taxaTotal: "20",
        taxaAtraso: "0",
        dataInicio: "2026-11-09",
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    emprestimoId = r.json().id;
    const tres = await pagar(ctx.app, dono.cookie, { emprestimoId, tipoPagamento: "parcela", quantidadeParcelas: 3, dataPagamento: "2026-11-12" });
    expect(tres.statusCode, tres.body).toBe(201);
  });
  afterAll(async () => ctx.close());

  it("um pagamento estornado não paga a parcela; a que foi paga traz o dia do pagamento", async () => {
    // Minutes after the first: the same kind of payment asks to be confirmed as no repeat.
    const engano = await pagar(ctx.app, dono.cookie, { emprestimoId, tipoPagamento: "parcela", confirmarRepeticao: true });
    expect(engano.statusCode, engano.body).toBe(201);
    expect((await cartela())[3]).toMatchObject({ numero: 4, situacao: "paga", pagaEm: "2026-11-25" });
    const estorno = await ctx.app.inject({
      method: "POST",
      url: `/api/pagamentos/${engano.json().pagamento.id}/estorno`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { motivo: "Lançado por engano" },
    });
    expect(estorno.statusCode, estorno.body).toBe(200);
    expect((await cartela())[3]).toMatchObject({ numero: 4, vencimento: "2026-11-13", situacao: "em_atraso", pagaEm: null });
    const quarta = await pagar(ctx.app, dono.cookie, { emprestimoId, tipoPagamento: "parcela", dataPagamento: "2026-11-16", confirmarRepeticao: true });
    expect(quarta.statusCode, quarta.body).toBe(201);

    const parcelas = await cartela();
    expect(parcelas).toHaveLength(20);
    expect(parcelas.slice(0, 4).map((p) => p.pagaEm)).toEqual(["2026-11-12", "2026-11-12", "2026-11-12", "2026-11-16"]);
    expect(parcelas.map((p) => p.situacao)).toEqual([
      ...Array<string>(4).fill("paga"),
      ...Array<string>(8).fill("em_atraso"),
      "vence_hoje",
      ...Array<string>(7).fill("a_vencer"),
    ]);
    expect(parcelas[12]).toMatchObject({ numero: 13, vencimento: "2026-11-25", valor: "60.00", pagaEm: null });
    expect(parcelas.slice(4).every((p) => p.pagaEm === null)).toBe(true);
  });

  it("o PDF da cartela: 200 application/pdf sem cache, com o credor, o cliente, as condições e cada parcela", async () => {
    const r = await pedir(`/api/emprestimos/${emprestimoId}/cartela.pdf`, dono.cookie);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("application/pdf");
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["content-disposition"]).toBe(`attachment; filename="cartela-2026-11-25-${emprestimoId.slice(0, 8)}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const texto = await textoDoPdf(r.rawPayload);
    for (const trecho of [
      "Cartela de parcelas",
      "Carlos Credor",
      "Nome Dona Cartela",
      "Valor emprestado R$ 1.000,00",
      "Periodicidade Diária",
      "Parcelas 20 de R$ 60,00",
      "Pagas 4 de 20",
      "1 10/11/2026 R$ 60,00 Paga em 12/11",
      "4 13/11/2026 R$ 60,00 Paga em 16/11",
      "5 14/11/2026 R$ 60,00 Em atraso",
      "12 24/11/2026 R$ 60,00 Em atraso",
      "13 25/11/2026 R$ 60,00 Vence hoje",
      "20 03/12/2026 R$ 60,00 A vencer",
    ]) {
      expect(texto).toContain(trecho);
    }
    // The file travels by WhatsApp: no CPF in it, masked or not.
    expect(texto).not.toContain("982.247");
  });

  it("outro credor: 404 no PDF e no JSON; anônimo: 401; id que não é UUID: 404", async () => {
    for (const caminho of ["cartela.pdf", "cartela"]) {
      const alheio = await pedir(`/api/emprestimos/${emprestimoId}/${caminho}`, outro.cookie);
      expect(alheio.statusCode).toBe(404);
      expect(alheio.json().message).toBe("Empréstimo não encontrado.");
      expect(alheio.body).not.toContain("Dona Cartela");
      expect((await pedir(`/api/emprestimos/${emprestimoId}/${caminho}`)).statusCode).toBe(401);
      expect((await pedir(`/api/emprestimos/nao-e-id/${caminho}`, dono.cookie)).statusCode).toBe(404);
    }
  });

  it("um empréstimo mensal não tem cartela: lista vazia, e o PDF diz por quê", async () => {
    const mensal = await criarEmprestimoApi(ctx.app, dono.cookie, clienteId);
    expect((await pedir(`/api/emprestimos/${mensal.id}/cartela`, dono.cookie)).json()).toEqual({ parcelas: [] });
    const texto = await textoDoPdf((await pedir(`/api/emprestimos/${mensal.id}/cartela.pdf`, dono.cookie)).rawPayload);
    expect(texto).toContain("Este empréstimo não é parcelado: não tem cartela de parcelas.");
  });

  it("a página do cliente mostra a cartela: Paga (com o dia), Em atraso, Vence hoje, A vencer; só deste cliente, sem cache", async () => {
    const vizinha = await criarClienteApi(ctx.app, dono.cookie, { nome: "Vizinha Alheia" });
    await criarEmprestimoApi(ctx.app, dono.cookie, vizinha.id, { modalidade: "parcelado", quantidadeMeses: 3, taxaJurosMes: "5" });
    const link = await ctx.app.inject({ method: "POST", url: `/api/clientes/${clienteId}/link-cliente`, headers: { cookie: dono.cookie, origin: ORIGEM } });
    expect(link.statusCode, link.body).toBe(201);
    const r = await ctx.app.inject({ url: `/api/c/${link.json().token}`, remoteAddress: "10.77.0.1" });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers["cache-control"]).toContain("no-store");
    expect(r.body).not.toContain("Vizinha Alheia");
    const emprestimos = r.json<{ emprestimos: { id: string; parcelas: Parcela[] | null }[] }>().emprestimos;
    const naPagina = emprestimos.find((e) => e.id === emprestimoId)!;
    // The same cells as the lender's cartela, with their words ready to print, nothing more.
    const doCredor = await cartela();
    expect(naPagina.parcelas!.map(({ texto: _texto, ...p }) => p)).toEqual(doCredor);
    expect(naPagina.parcelas!.map((p) => p.texto).slice(3, 6)).toEqual(["Paga em 16/11", "Em atraso", "Em atraso"]);
    expect(naPagina.parcelas![12]!.texto).toBe("Vence hoje");
    expect(naPagina.parcelas![19]!.texto).toBe("A vencer");
    expect(naPagina.parcelas!.map((p) => p.situacao).slice(3, 14)).toEqual(["paga", ...Array<string>(8).fill("em_atraso"), "vence_hoje", "a_vencer"]);
    expect(Object.keys(naPagina.parcelas![0]!).sort()).toEqual(["numero", "pagaEm", "situacao", "texto", "valor", "vencimento"]);
    // The mensal loan made above is the client's too: it has no cartela.
    expect(emprestimos.filter((e) => e.id !== emprestimoId).every((e) => e.parcelas === null)).toBe(true);
  });
});
