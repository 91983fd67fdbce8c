import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { criarContexto, NOME_DO_BANCO, novoLender, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";

// Issue 43, point 5 (DOMAIN.md, "Renegotiation"): what an open loan owes today, less what the
// lender forgives, becomes the principal of a new loan; the old one ends as renegociado, both
// point to each other, the trail and the reports say so, and another lender sees nothing.
describe(`renegociação (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let a: { cookie: string };
  let b: { cookie: string };
  beforeAll(async () => {
    ctx = await criarContexto(); // today is Wednesday 2026-11-25 in São Paulo
    a = await novoLender(ctx.app);
    b = await novoLender(ctx.app);
  });
  afterAll(async () => ctx.close());

  const ler = (cookie: string, url: string) => ctx.app.inject({ url, headers: { cookie } });
  const enviar = (cookie: string, method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const divida = (cookie: string, id: string) => ler(cookie, `/api/emprestimos/${id}/renegociacao`);
  const renegociar = (cookie: string, id: string, payload: object) => enviar(cookie, "POST", `/api/emprestimos/${id}/renegociacao`, payload);

  // The new terms: 4 weekly installments at 10 % for the whole loan, 1 % a day late.
  const SEMANAL = { modalidade: "parcelado", periodicidade: "semanal", quantidadeMeses: 4, taxaTotal: "10", taxaAtraso: "1" };

  /**
   * R$ 1.000,00 at 10 % per 30 days, 1 % a day late and a 2 % penalty, lent on 15/10: due
   * Saturday 14/11 (a collection day), 11 days late today. It owes R$ 1.000,00 of principal,
   * R$ 100,00 of the cycle's interest, R$ 110,00 of late interest (11 × 1 % of R$ 1.000,00) and
   * R$ 2,00 of penalty (2 % of the cycle's interest).
   */
  async function mensalAtrasado(cookie: string, nome = "Rui Renegocia") {
    const c = await criarClienteApi(ctx.app, cookie, { nome });
    const e = await criarEmprestimoApi(ctx.app, cookie, c.id, { dataInicio: "2026-10-15", multaAtraso: "2" });
    return { clienteId: c.id, id: e.id };
  }

  it("mostra o que o empréstimo deve hoje, por parte", async () => {
    const { id } = await mensalAtrasado(a.cookie);
    const r = await divida(a.cookie, id);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.json()).toEqual({ principal: "1000.00", juros: "100.00", jurosAtraso: "110.00", multa: "2.00", total: "1212.00" });
  });

  it("parcelado: só os juros das parcelas já vencidas entram, nunca os das que ainda vão vencer", async () => {
    // R$ 1.000,00 at 20 % in total in 20 daily installments of R$ 60,00 (R$ 10,00 of interest
    // each) from 09/11: 13 fall due by today (25/11), 7 later.
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Dona Diária" });
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, {
      modalidade: "parcelado",
      periodicidade: "diaria",
      quantidadeMeses: 20,
      taxaTotal: "20",
      taxaAtraso: "0",
      dataInicio: "2026-11-09",
      prazoDias: undefined,
      taxaJuros: undefined,
    });
    expect((await divida(a.cookie, e.id)).json()).toEqual({ principal: "1000.00", juros: "130.00", jurosAtraso: "0.00", multa: "0.00", total: "1130.00" });

    // Two paid, then renegotiated: on the old loan's cartela the unpaid ones are 'Renegociada'
    // (owed by the new loan), never 'Em atraso'.
    expect((await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "parcela", quantidadeParcelas: 2 })).statusCode).toBe(201);
    expect((await renegociar(a.cookie, e.id, SEMANAL)).statusCode).toBe(201);
    const cartela = (await ler(a.cookie, `/api/emprestimos/${e.id}/cartela`)).json() as { parcelas: { numero: number; situacao: string }[] };
    expect(cartela.parcelas).toHaveLength(20);
    expect(cartela.parcelas.slice(0, 3).map((p) => p.situacao)).toEqual(["paga", "paga", "renegociada"]);
    expect(cartela.parcelas.filter((p) => p.situacao === "em_atraso")).toEqual([]);
  });

  it("renegocia com perdão: o antigo fica renegociado, o novo nasce com o que sobrou, ligados, na trilha e nos relatórios", async () => {
    // A lender of its own, so that the report's months hold this loan only.
    const c = await novoLender(ctx.app);
    const { id, clienteId } = await mensalAtrasado(c.cookie, "Paula Perdão");
    // R$ 112,00 forgiven: the penalty, then the late interest; the cycle's interest stays.
    const r = await renegociar(c.cookie, id, { ...SEMANAL, perdao: "112,00", motivoPerdao: "Acordo: paga os juros, sem multa" });
    expect(r.statusCode, r.body).toBe(201);
    const { antigo, novo } = r.json();
    expect(antigo).toMatchObject({ id, status: "renegociado", renegociadoPara: novo.id, renegociadoDe: null, diasAtraso: 0, valorJurosAtraso: "0.00" });
    expect(novo).toMatchObject({
      clienteId,
      status: "ativo",
      modalidade: "parcelado",
      periodicidade: "semanal",
      valorOriginal: "1100.00",
      valorRestante: "1210.00",
      valorParcela: "302.50",
      renegociadoDe: id,
      renegociadoPara: null,
      jurosRenegociados: "100.00",
      // The new loan asks for its own acceptance.
      contratoAceitoEm: null,
    });
    expect((novo.parcelas as { vencimento: string }[]).map((p) => p.vencimento)).toEqual(["2026-12-02", "2026-12-09", "2026-12-16", "2026-12-23"]);

    // Both loans read back linked.
    expect((await ler(c.cookie, `/api/emprestimos/${id}`)).json()).toMatchObject({ status: "renegociado", renegociadoPara: novo.id });
    expect((await ler(c.cookie, `/api/emprestimos/${novo.id}`)).json()).toMatchObject({ renegociadoDe: id });

    // The client owes the new loan only, and was lent R$ 1.000,00 once.
    expect((await ler(c.cookie, `/api/clientes/${clienteId}`)).json()).toMatchObject({ totalEmprestadoHistorico: "1000.00", totalReceberAtual: "1210.00" });

    // Reports: R$ 100,00 of 'Juros renegociados' in November, not lent, not received.
    const rel = (await ler(c.cookie, "/api/relatorios?de=2026-10&ate=2026-11")).json();
    const [outubro, novembro] = rel.meses;
    expect(outubro).toMatchObject({ mes: "2026-10", emprestado: "1000.00" });
    expect(novembro).toMatchObject({ mes: "2026-11", emprestado: "0.00", recebidoTotal: "0.00", jurosRenegociados: "100.00" });

    // The trail: what was owed, the forgiveness and its reason, on the old loan; the link on the new.
    const trilha = (await ler(c.cookie, `/api/auditoria?entidade=emprestimo&id=${id}`)).json().itens as { acao: string; depois: Record<string, unknown> }[];
    expect(trilha.find((i) => i.acao === "emprestimo_renegociado")?.depois).toMatchObject({
      status: "renegociado",
      renegociadoPara: novo.id,
      devido: { principal: "1000.00", juros: "100.00", jurosAtraso: "110.00", multa: "2.00", total: "1212.00" },
      perdao: "112.00",
      motivoPerdao: "Acordo: paga os juros, sem multa",
      novoPrincipal: "1100.00",
      principalTransferido: "1000.00",
      jurosRenegociados: "100.00",
    });
    const doNovo = (await ler(c.cookie, `/api/auditoria?entidade=emprestimo&id=${novo.id}`)).json().itens as {
      acao: string;
      depois: Record<string, unknown>;
    }[];
    expect(doNovo.find((i) => i.acao === "emprestimo_criado")?.depois).toMatchObject({ renegociadoDe: id });

    // Final: a second tap, a payment, a status change or deleting it are refused, and change nothing.
    const segunda = await renegociar(c.cookie, id, SEMANAL);
    expect(segunda.statusCode).toBe(409);
    expect(segunda.json().message).toBe("Este empréstimo já foi renegociado.");
    const pagamento = await pagar(ctx.app, c.cookie, { emprestimoId: id, tipoPagamento: "juros_apenas" });
    expect(pagamento.statusCode).toBe(409);
    expect(pagamento.json().message).toBe("Este empréstimo foi renegociado: registre os pagamentos no novo empréstimo.");
    expect((await enviar(c.cookie, "PUT", `/api/emprestimos/${id}`, { status: "ativo" })).statusCode).toBe(409);
    expect((await enviar(c.cookie, "DELETE", `/api/emprestimos/${id}`)).statusCode).toBe(409);
    const lista = (await ler(c.cookie, `/api/emprestimos?clienteId=${clienteId}`)).json() as { id: string }[];
    expect(lista).toHaveLength(2);
  });

  it("sem perdão, tudo o que era devido vira o novo principal; recusa perdão maior que a dívida e perdão sem motivo", async () => {
    const { id } = await mensalAtrasado(a.cookie);
    const demais = await renegociar(a.cookie, id, { ...SEMANAL, perdao: "1.212,01", motivoPerdao: "Demais" });
    expect(demais.statusCode).toBe(400);
    expect(demais.json().errors.perdao).toBe("O valor perdoado deve ser de zero até o total devido.");
    const semMotivo = await renegociar(a.cookie, id, { ...SEMANAL, perdao: "10" });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().errors.motivoPerdao).toBe("Informe o motivo do perdão (de 3 a 500 caracteres).");
    const semTermos = await renegociar(a.cookie, id, { modalidade: "parcelado" });
    expect(semTermos.statusCode).toBe(400);
    expect((await ler(a.cookie, `/api/emprestimos/${id}`)).json().status).toBe("atrasado");

    const r = await renegociar(a.cookie, id, { modalidade: "mensal", prazoDias: 30, taxaJuros: "5", taxaAtraso: "1" });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().novo).toMatchObject({ modalidade: "mensal", valorOriginal: "1212.00", valorRestante: "1212.00", jurosRenegociados: "212.00" });
  });

  it("excluir o novo empréstimo (sem pagamentos) desfaz a renegociação; com pagamentos, não; e o estorno do antigo espera", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Davi Desfaz" });
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id, { dataInicio: "2026-10-15" });
    const pago = await pagar(ctx.app, a.cookie, { emprestimoId: e.id, tipoPagamento: "juros_apenas", dataPagamento: "2026-11-14" });
    expect(pago.statusCode, pago.body).toBe(201);
    const { novo } = (await renegociar(a.cookie, e.id, SEMANAL)).json();

    const estorno = await enviar(a.cookie, "POST", `/api/pagamentos/${pago.json().pagamento.id}/estorno`, { motivo: "Lançado por engano" });
    expect(estorno.statusCode).toBe(409);
    expect(estorno.json().message).toMatch(/exclua antes o novo empréstimo/);

    expect((await enviar(a.cookie, "DELETE", `/api/emprestimos/${novo.id}`)).statusCode).toBe(204);
    const reaberto = (await ler(a.cookie, `/api/emprestimos/${e.id}`)).json();
    expect(reaberto).toMatchObject({ status: "ativo", renegociadoPara: null });
    expect((await ler(a.cookie, `/api/clientes/${c.id}`)).json()).toMatchObject({ totalReceberAtual: "1000.00" });
    const trilha = (await ler(a.cookie, `/api/auditoria?entidade=emprestimo&id=${e.id}`)).json().itens as { acao: string }[];
    expect(trilha.map((i) => i.acao)).toContain("renegociacao_desfeita");
    // Renegotiated again, and the new loan paid: it can no longer be deleted.
    const outra = (await renegociar(a.cookie, e.id, SEMANAL)).json().novo;
    expect((await pagar(ctx.app, a.cookie, { emprestimoId: outra.id, tipoPagamento: "parcela" })).statusCode).toBe(201);
    expect((await enviar(a.cookie, "DELETE", `/api/emprestimos/${outra.id}`)).statusCode).toBe(409);
  });

  it("só empréstimos em aberto: aguardando envio, pausado e finalizado recebem 409", async () => {
    const c = await criarClienteApi(ctx.app, a.cookie, { nome: "Fábio Fechado" });
    const e = await criarEmprestimoApi(ctx.app, a.cookie, c.id);
    expect((await enviar(a.cookie, "PUT", `/api/emprestimos/${e.id}`, { status: "pausado" })).statusCode).toBe(200);
    const r = await renegociar(a.cookie, e.id, SEMANAL);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe("Apenas empréstimos ativos ou atrasados podem ser renegociados.");
    expect((await divida(a.cookie, e.id)).statusCode).toBe(409);
    // Nobody puts a loan in renegociado by hand.
    expect((await enviar(a.cookie, "PUT", `/api/emprestimos/${e.id}`, { status: "renegociado" })).statusCode).toBe(409);
  });

  it("outro credor não lê nem renegocia (404), e nada muda", async () => {
    const { id } = await mensalAtrasado(a.cookie);
    expect((await divida(b.cookie, id)).statusCode).toBe(404);
    expect((await renegociar(b.cookie, id, SEMANAL)).statusCode).toBe(404);
    expect((await ler(a.cookie, `/api/emprestimos/${id}`)).json()).toMatchObject({ status: "atrasado", renegociadoPara: null });
    expect((await ler(b.cookie, "/api/emprestimos")).json()).toEqual([]);
  });
});
