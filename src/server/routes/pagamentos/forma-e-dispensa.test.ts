import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { textoDoPdf } from "../../test/pdf.ts";

// Issue 31, points 2 and 3 (DOMAIN.md): how the money came, and the late interest a lender waives
// for a good payer, always with a reason.

describe(`forma de pagamento e dispensa dos juros de atraso (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => ctx.app.inject({ url, headers: { cookie: a.cookie } });
  /** R$ 1.000,00 at 10 %, 1 % a day late, due 2026-10-31: R$ 250,00 of late interest today. */
  const atrasado = async () => {
    const c = await criarClienteApi(ctx.app, a.cookie);
    return { c, e: await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-10-01" }) };
  };

  it("a forma vai ao histórico, ao recibo, ao extrato e ao CSV; sem ela, PIX; outra qualquer é 400", async () => {
    const { c, e } = await atrasado();
    const dinheiro = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", formaPagamento: "dinheiro" });
    expect(dinheiro.statusCode, dinheiro.body).toBe(201);
    const invalida = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", formaPagamento: "cheque", confirmarRepeticao: true });
    expect(invalida.statusCode).toBe(400);
    expect(invalida.json().message).toBe("Forma de pagamento inválida: use pix, dinheiro, transferencia ou outro.");
    const padrao = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", confirmarRepeticao: true });
    expect(padrao.statusCode).toBe(201);

    const historico = (await get(`/api/pagamentos?clienteId=${c.id}`)).json() as { id: string; formaPagamento: string }[];
    expect(historico.map((p) => p.formaPagamento).sort()).toEqual(["dinheiro", "pix"]);
    const emDinheiro = historico.find((p) => p.formaPagamento === "dinheiro")!;
    expect(await textoDoPdf((await get(`/api/pagamentos/${emDinheiro.id}/recibo`)).rawPayload)).toContain("Forma de pagamento Dinheiro");
    expect(await textoDoPdf((await get(`/api/emprestimos/${e.id}/extrato`)).rawPayload)).toContain("(Dinheiro)");
    const csv = (await get("/api/exportar/pagamentos.csv")).body;
    expect(csv).toContain(';"Dinheiro";');
  });

  it("dispensar os juros de atraso: nada de atraso cobrado, o valor dispensado e o motivo guardados, na trilha e no recibo", async () => {
    const { c, e } = await atrasado();
    const semMotivo = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dispensarJurosAtraso: true });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().message).toBe("Informe o motivo da dispensa dos juros de atraso (de 3 a 500 caracteres).");
    const r = await pagar(ctx.app, a.cookie, {
      emprestimoId: e.id,
      tipoPagamento: "juros_apenas",
      dispensarJurosAtraso: true,
      motivoDispensa: "Bom pagador, atrasou por doença",
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().pagamento).toMatchObject({ valorTotalPago: "100.00", valorJuros: "100.00" });
    const [p] = (await get(`/api/pagamentos?clienteId=${c.id}`)).json();
    expect(p).toMatchObject({ valorJurosAtraso: "0.00", valorJurosAtrasoDispensado: "250.00", motivoDispensa: "Bom pagador, atrasou por doença" });
    const recibo = await textoDoPdf((await get(`/api/pagamentos/${p.id}/recibo`)).rawPayload);
    expect(recibo).toContain("Juros de atraso dispensados R$ 250,00");
    expect(recibo).toContain("Bom pagador, atrasou por doença");
    const trilha = (await get(`/api/auditoria?clienteId=${c.id}`)).json() as { itens: { acao: string; depois: Record<string, unknown> | null }[] };
    const registro = trilha.itens.find((i) => i.acao === "pagamento_registrado")!;
    expect(registro.depois).toMatchObject({ jurosAtrasoDispensados: "250.00", motivoDispensa: "Bom pagador, atrasou por doença" });
  });

  it("sem juros de atraso na data do pagamento não há o que dispensar: 400 e nada muda", async () => {
    const { c, e } = await atrasado();
    const r = await pagar(ctx.app, a.cookie, {
      emprestimoId: e.id,
      tipoPagamento: "juros_apenas",
      dataPagamento: "2026-10-31",
      dispensarJurosAtraso: true,
      motivoDispensa: "Nada a dispensar",
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe("Não há juros de atraso a dispensar na data deste pagamento.");
    expect((await get(`/api/pagamentos?clienteId=${c.id}`)).json()).toEqual([]);
  });
});
