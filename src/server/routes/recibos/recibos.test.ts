import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatarData } from "../../../domain/dates.ts";
import { comoSistema } from "../../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, pagar } from "../../test/ledger.ts";
import { textoDoPdf } from "../../test/pdf.ts";

// Issue 10, point 4: a payment's receipt and a loan's statement as PDF, only for their lender.

const CPF = "52998224725";
const CPF_MASCARADO = "***.982.247-**";

describe(`recibo e extrato em PDF (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string };
  let emprestimoId: string;
  let pagamentoJuros: string;
  let pagamentoParcial: string;

  const pedir = (url: string, cookie = dono.cookie) => ctx.app.inject({ url, headers: { cookie } });

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Joana Recebedora", cpf: CPF });
    // R$ 1.234,56 at 10% per cycle: interest 123,46.
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id, { valorOriginal: "1234,56" });
    emprestimoId = emprestimo.id;
    const juros = await pagar(ctx.app, dono.cookie, { emprestimoId, tipoPagamento: "juros_apenas" });
    expect(juros.statusCode).toBe(201);
    pagamentoJuros = juros.json().pagamento.id;
    // 15:45 in São Paulo, the same day (a new day would spend the account's only credit day).
    ctx.relogio.set(new Date("2026-11-25T18:45:00Z"));
    const parcial = await pagar(ctx.app, dono.cookie, { emprestimoId, tipoPagamento: "parcial", valorPrincipal: "200" });
    expect(parcial.statusCode).toBe(201);
    pagamentoParcial = parcial.json().pagamento.id;
  });
  afterAll(async () => ctx.close());

  it("o recibo é um PDF com cliente, CPF mascarado, valores em pt-BR, data em São Paulo e código de verificação", async () => {
    const r = await pedir(`/api/pagamentos/${pagamentoJuros}/recibo`);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("application/pdf");
    expect(r.headers["cache-control"]).toBe("no-store");
    expect(r.headers["content-disposition"]).toBe(`attachment; filename="recibo-2026-11-25-${pagamentoJuros.slice(0, 8)}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const texto = await textoDoPdf(r.rawPayload);
    expect(texto).toContain("Recibo de pagamento");
    expect(texto).toContain("(horário de Brasília) pelo Crédito Fácil.");
    expect(texto).toContain("Joana Recebedora");
    expect(texto).toContain(CPF_MASCARADO);
    expect(texto).not.toContain(CPF);
    expect(texto).not.toContain("529.982.247-25");
    // The lender has no display name yet: 'o credor', never the login e-mail (issue 42, point 6).
    expect(texto).toContain("Emitido pelo credor");
    expect(texto).not.toContain(dono.email);
    expect(texto).toContain("Valor original R$ 1.234,56");
    expect(texto).toContain("Data do empréstimo 25/11/2026");
    expect(texto).toContain("Data e hora 25/11/2026 12:00");
    expect(texto).toContain("Tipo Apenas juros");
    expect(texto).toContain("Ciclo 1 Juros");
    expect(texto).toContain("Juros do ciclo R$ 123,46");
    expect(texto).toContain("Juros de atraso R$ 0,00");
    expect(texto).toContain("Principal R$ 0,00");
    expect(texto).toContain("Valor total pago R$ 123,46");
    expect(texto).toContain("Saldo após o pagamento R$ 1.234,56");
    expect(texto).toMatch(/Código de verificação [A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2}/);
    expect(texto).not.toContain("ESTORNADO");
  });

  it("o código de verificação é o mesmo a cada emissão e muda com o pagamento", async () => {
    const codigo = async (id: string) =>
      /Código de verificação ([A-Z2-7-]{12})/.exec(await textoDoPdf((await pedir(`/api/pagamentos/${id}/recibo`)).rawPayload))![1];
    const primeiro = await codigo(pagamentoJuros);
    expect(await codigo(pagamentoJuros)).toBe(primeiro);
    expect(await codigo(pagamentoParcial)).not.toBe(primeiro);
  });

  it("com nome para recibos, é ele que assina, não o e-mail", async () => {
    const conf = await ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { chavePix: "credor@pix.com", telefoneWhatsapp: null, nomeRecibo: "Crédito do João Ávila" },
    });
    expect(conf.statusCode).toBe(200);
    try {
      const texto = await textoDoPdf((await pedir(`/api/pagamentos/${pagamentoParcial}/recibo`)).rawPayload);
      expect(texto).toContain("Emitido por Crédito do João Ávila");
      expect(texto).not.toContain(dono.email);
      expect(texto).toContain("Data e hora 25/11/2026 15:45");
      expect(texto).toContain("Tipo Parcial Ciclo 2");
      expect(texto).toContain("Principal R$ 200,00 Valor total pago R$ 323,46");
      expect(texto).toContain("Saldo após o pagamento R$ 1.034,56");
    } finally {
      await ctx.app.inject({
        method: "POST",
        url: "/api/configuracoes",
        headers: { cookie: dono.cookie, origin: ORIGEM },
        payload: { chavePix: "credor@pix.com", telefoneWhatsapp: null, nomeRecibo: "" },
      });
    }
  });

  it("juros de atraso saem à parte dos juros do ciclo", async () => {
    await comoSistema(ctx.banco.db, (tx) => tx.execute(sql`UPDATE historico_pagamentos SET valor_juros_atraso = 23.46 WHERE id = ${pagamentoJuros}`));
    try {
      const texto = await textoDoPdf((await pedir(`/api/pagamentos/${pagamentoJuros}/recibo`)).rawPayload);
      expect(texto).toContain("Juros do ciclo R$ 100,00 Juros de atraso R$ 23,46 Principal R$ 0,00 Valor total pago R$ 123,46");
    } finally {
      await comoSistema(ctx.banco.db, (tx) => tx.execute(sql`UPDATE historico_pagamentos SET valor_juros_atraso = 0 WHERE id = ${pagamentoJuros}`));
    }
  });

  it("pagamento antigo, sem juros de atraso nem saldo guardados: uma linha de juros e nenhuma de saldo", async () => {
    await comoSistema(ctx.banco.db, (tx) =>
      tx.execute(sql`UPDATE historico_pagamentos SET valor_juros_atraso = NULL, saldo_apos = NULL WHERE id = ${pagamentoJuros}`),
    );
    try {
      const texto = await textoDoPdf((await pedir(`/api/pagamentos/${pagamentoJuros}/recibo`)).rawPayload);
      expect(texto).toContain("Juros R$ 123,46");
      expect(texto).not.toContain("Juros do ciclo");
      expect(texto).not.toContain("Juros de atraso");
      expect(texto).not.toContain("Saldo após");
    } finally {
      await comoSistema(ctx.banco.db, (tx) =>
        tx.execute(sql`UPDATE historico_pagamentos SET valor_juros_atraso = 0, saldo_apos = 1234.56 WHERE id = ${pagamentoJuros}`),
      );
    }
  });

  it("pagamento estornado: o recibo diz ESTORNADO, com motivo e data; o extrato o marca e não o soma", async () => {
    await comoSistema(ctx.banco.db, (tx) =>
      tx.execute(
        sql`UPDATE historico_pagamentos SET estornado = true, motivo_estorno = 'Pix devolvido pelo banco', data_estorno = '2026-11-26T18:30:00Z' WHERE id = ${pagamentoParcial}`,
      ),
    );
    try {
      const recibo = await textoDoPdf((await pedir(`/api/pagamentos/${pagamentoParcial}/recibo`)).rawPayload);
      expect(recibo).toContain("ESTORNADO");
      expect(recibo).toContain("estornado em 26/11/2026 15:30");
      expect(recibo).toContain("Motivo: Pix devolvido pelo banco");

      const extrato = await textoDoPdf((await pedir(`/api/emprestimos/${emprestimoId}/extrato`)).rawPayload);
      expect(extrato).toContain("Estornado em 26/11/2026");
      // Only the interest payment counts: 123,46 of interest, nothing of principal.
      expect(extrato).toContain("Total pago R$ 123,46 R$ 0,00 R$ 123,46 sem estornos");
    } finally {
      await comoSistema(ctx.banco.db, (tx) =>
        tx.execute(sql`UPDATE historico_pagamentos SET estornado = false, motivo_estorno = NULL, data_estorno = NULL WHERE id = ${pagamentoParcial}`),
      );
    }
  });

  it("o extrato traz as condições do empréstimo e cada pagamento, com o total", async () => {
    const r = await pedir(`/api/emprestimos/${emprestimoId}/extrato`);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toBe("application/pdf");
    expect(r.headers["content-disposition"]).toBe(`attachment; filename="extrato-2026-11-25-${emprestimoId.slice(0, 8)}.pdf"`);
    expect(r.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const texto = await textoDoPdf(r.rawPayload);
    expect(texto).toContain("Extrato do empréstimo");
    expect(texto).toContain("(horário de Brasília) pelo Crédito Fácil.");
    // The lender has no display name yet: 'o credor', never the login e-mail (issue 42, point 6).
    expect(texto).toContain("Emitido pelo credor");
    expect(texto).not.toContain(dono.email);
    expect(texto).toContain("Joana Recebedora");
    expect(texto).toContain(CPF_MASCARADO);
    expect(texto).not.toContain(CPF);
    expect(texto).toContain("Valor original R$ 1.234,56");
    expect(texto).toContain("Modalidade Mensal");
    expect(texto).toContain("Taxa de juros 10,00% por ciclo");
    expect(texto).toContain("Taxa de atraso 1,00% ao dia");
    expect(texto).toContain("Prazo 30 dias por ciclo");
    expect(texto).toContain("Data do empréstimo 25/11/2026");
    expect(texto).toContain("Status Ativo");
    const lista = (await pedir("/api/emprestimos")).json() as { id: string; valorRestante: string; dataProximoCiclo: string }[];
    const emprestimo = lista.find((e) => e.id === emprestimoId)!;
    expect(emprestimo.valorRestante).toBe("1034.56");
    expect(texto).toContain("Saldo restante R$ 1.034,56");
    expect(texto).toContain(`Próximo vencimento ${formatarData(emprestimo.dataProximoCiclo)}`);
    expect(texto).toContain("25/11/2026 12:00 Apenas juros (PIX) 1 R$ 123,46 R$ 0,00 R$ 123,46 Pago");
    expect(texto).toContain("25/11/2026 15:45 Parcial (PIX) 2 R$ 123,46 R$ 200,00 R$ 323,46 Pago");
    expect(texto).toContain("Total pago R$ 246,92 R$ 200,00 R$ 446,92 sem estornos");
    expect(texto).not.toContain("Estornado");
  });

  it("outro credor, id malformado ou desconhecido: 404 sem o documento", async () => {
    for (const url of [
      `/api/pagamentos/${pagamentoJuros}/recibo`,
      "/api/pagamentos/nao-e-uuid/recibo",
      "/api/pagamentos/00000000-0000-4000-8000-000000000000/recibo",
    ]) {
      const r = await pedir(url, outro.cookie);
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toEqual({ message: "Pagamento não encontrado." });
    }
    for (const url of [`/api/emprestimos/${emprestimoId}/extrato`, "/api/emprestimos/nao-e-uuid/extrato"]) {
      const r = await pedir(url, outro.cookie);
      expect(r.statusCode, url).toBe(404);
      expect(r.json(), url).toEqual({ message: "Empréstimo não encontrado." });
    }
    expect((await ctx.app.inject({ url: `/api/pagamentos/${pagamentoJuros}/recibo` })).statusCode).toBe(401);
  });

  it("nomes fora do WinAnsi saem com '?' no lugar, sem quebrar o PDF", async () => {
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: "Zoë Łukasz 😀 Ação" });
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id);
    const r = await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "juros_apenas" });
    const texto = await textoDoPdf((await pedir(`/api/pagamentos/${r.json().pagamento.id}/recibo`)).rawPayload);
    expect(texto).toContain("Zoë ?ukasz ? Ação");
  });
});
