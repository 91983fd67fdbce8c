import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comoSistema } from "../db/muro.ts";
import { criarContexto, NOME_DO_BANCO, novoLender, ORIGEM, type Contexto } from "../test/harness.ts";
import { criarClienteApi, criarEmprestimoApi, novoCpf, pagar } from "../test/ledger.ts";
import { formulario, PNG_MINIMO } from "../test/multipart.ts";
import { abrirSse } from "../test/sse.ts";

/*
 * The access-control matrix (issue 8): every registered route × {anonymous, another lender,
 * the owner}. It is generated from the app's own route table, so a route added without an entry
 * here fails the first test. Strangers must never read the owner's data nor change it; the owner
 * must be served.
 */

type Dados = {
  clienteId: string;
  emprestimoId: string;
  pagamentoId: string;
  /** Issue 10: what the owner may undo or take out (each its own record, so one does not block another). */
  clienteSemEmprestimo: string;
  emprestimoSemPagamento: string;
  /** An open loan for the renegotiation routes (the owner's POST closes it). */
  emprestimoParaRenegociar: string;
  pagamentoEstornavel: string;
  clienteQuitado: string;
  linkId: string;
  tokenLivre: string;
  tokenDoCpf: string;
  documentoUrl: string;
  pendenteAceitar: string;
  pendenteDescartar: string;
  cpf: string;
  /** The verification code of the owner's receipt, issued in the set-up. */
  codigoRecibo: string;
  /** The token of an acceptance request of the owner's (issue 29, point 4). */
  tokenAceite: string;
  /** Issue 42: a loan of the owner's whose contract the client accepted, and that request's token. */
  emprestimoAceito: string;
  tokenAceiteUsado: string;
  /** The token of the owner's client's own page (issue 30). */
  tokenCliente: string;
  /** A payment the owner's client informed on that page, waiting for the owner (issue 30). */
  informadoId: string;
};

// What a route is, for the matrix:
// - credor: the lender's API; anonymous is 401, another lender gets 404 (a resource of the owner)
//   or an answer without any of the owner's data (a list or a create of its own).
// - publico: the borrower's sign-up routes; open to anyone, they never reveal nor change the
//   owner's existing data.
// - documento: 404 to anyone but the signed-in owner.
// - livre: no lender data at all (the app's public configuration).
// - auth: better-auth's own endpoints, proven in auth/auth.test.ts and auth/sessoes.test.ts.
type Caso = {
  tipo: "credor" | "publico" | "documento" | "livre" | "auth";
  url: (d: Dados) => string;
  corpo?: (d: Dados) => object;
  /** For "credor": whether the route names a resource of the owner (another lender gets 404). */
  doDono?: boolean;
  /** A Server-Sent Events stream: asked over real HTTP and read up to its opening line. */
  fluxo?: boolean;
  /**
   * A public route that answers the holder of a token the lender sent one borrower (the
   * acceptance link, issue 29): it shows that borrower their contract, name included, to
   * whoever holds the token. Still never the PIX key nor the whole CPF, and nothing changes.
   */
  doPortador?: boolean;
};

const MATRIZ: Record<string, Caso> = {
  "GET /api/auth/*": { tipo: "auth", url: () => "/api/auth/get-session" },
  "POST /api/auth/*": { tipo: "auth", url: () => "/api/auth/sign-out" },
  "GET /api/app-config": { tipo: "livre", url: () => "/api/app-config" },
  // The API's description and its reference page: generated from the route schemas, no data.
  "GET /api/openapi.json": { tipo: "livre", url: () => "/api/openapi.json" },
  "GET /api/docs": { tipo: "livre", url: () => "/api/docs" },
  "GET /api/docs/json": { tipo: "livre", url: () => "/api/docs/json" },
  "GET /api/docs/yaml": { tipo: "livre", url: () => "/api/docs/yaml" },
  "GET /api/docs/static/index.html": { tipo: "livre", url: () => "/api/docs/static/index.html" },
  "GET /api/docs/static/swagger-initializer.js": { tipo: "livre", url: () => "/api/docs/static/swagger-initializer.js" },
  "GET /api/docs/static/*": { tipo: "livre", url: () => "/api/docs/static/swagger-ui.css" },
  "GET /api/cadastro/:token": { tipo: "publico", url: (d) => `/api/cadastro/${d.tokenLivre}` },
  "POST /api/cadastro/:token": {
    tipo: "publico",
    url: (d) => `/api/cadastro/${d.tokenDoCpf}`,
    // A stranger with a link types the owner's client's CPF and another PIX key.
    corpo: (d) => ({ nome: "Estranho Qualquer", cpf: d.cpf, telefone: "21900001111", pix: "estranho@pix.com", aceitaTermos: true }),
  },
  "POST /api/upload": { tipo: "publico", url: () => "/api/upload" },
  // Issue 29, point 4: the contract with what a stranger typed, and the owner's acceptance
  // request read and answered by someone who does not know the borrower's name.
  "POST /api/cadastro/:token/contrato": {
    tipo: "publico",
    url: (d) => `/api/cadastro/${d.tokenLivre}/contrato`,
    corpo: () => ({ nome: "Estranho Qualquer", cpf: novoCpf(), telefone: "21900001111" }),
  },
  // Issue 42, point 7: the same preview as text, for the phone.
  "POST /api/cadastro/:token/contrato/texto": {
    tipo: "publico",
    url: (d) => `/api/cadastro/${d.tokenLivre}/contrato/texto`,
    corpo: () => ({ nome: "Estranho Qualquer", cpf: novoCpf(), telefone: "21900001111" }),
  },
  "GET /api/aceite/:token": { tipo: "publico", doPortador: true, url: (d) => `/api/aceite/${d.tokenAceite}` },
  "GET /api/aceite/:token/contrato": { tipo: "publico", doPortador: true, url: (d) => `/api/aceite/${d.tokenAceite}/contrato` },
  "GET /api/aceite/:token/contrato/como-foi-aceito": {
    tipo: "publico",
    doPortador: true,
    url: (d) => `/api/aceite/${d.tokenAceiteUsado}/contrato/como-foi-aceito`,
  },
  // Issue 30: the client's own page shows that client their name to whoever holds the token.
  "GET /api/c/:token": { tipo: "publico", doPortador: true, url: (d) => `/api/c/${d.tokenCliente}` },
  // A stranger with the page's token informs a payment: a notice the owner decides, nothing changed.
  "POST /api/c/:token/pagamentos-informados": { tipo: "publico", url: (d) => `/api/c/${d.tokenCliente}/pagamentos-informados` },
  "GET /api/pagamentos-informados": { tipo: "credor", url: () => "/api/pagamentos-informados" },
  // Issue 31: the reports sum one lender's own rows.
  "GET /api/relatorios": { tipo: "credor", url: () => "/api/relatorios?de=2026-06&ate=2026-12" },
  "GET /api/relatorios.csv": { tipo: "credor", url: () => "/api/relatorios.csv?de=2026-06&ate=2026-12" },
  "GET /api/relatorios.pdf": { tipo: "credor", url: () => "/api/relatorios.pdf?de=2026-06&ate=2026-12" },
  // Issue 43: the simulator reads only the caller's own collection days and writes nothing.
  "POST /api/simulacao": {
    tipo: "credor",
    url: () => "/api/simulacao",
    corpo: () => ({ valorOriginal: "1.000,00", quantidadeParcelas: 20, periodicidade: "diaria", taxaTotal: "20" }),
  },
  "POST /api/simulacao/pdf": {
    tipo: "credor",
    url: () => "/api/simulacao/pdf",
    corpo: () => ({ valorOriginal: "1.000,00", quantidadeParcelas: 2, taxaJuros: "10" }),
  },
  "POST /api/pagamentos-informados/:id/recusa": {
    tipo: "credor",
    doDono: true,
    url: (d) => `/api/pagamentos-informados/${d.informadoId}/recusa`,
    corpo: () => ({ motivo: "Não recebi este pagamento" }),
  },
  "GET /api/c/:token/pagamentos/:id/recibo": { tipo: "publico", doPortador: true, url: (d) => `/api/c/${d.tokenCliente}/pagamentos/${d.pagamentoId}/recibo` },
  "GET /api/c/:token/emprestimos/:id/extrato": {
    tipo: "publico",
    doPortador: true,
    url: (d) => `/api/c/${d.tokenCliente}/emprestimos/${d.emprestimoId}/extrato`,
  },
  "GET /api/c/:token/emprestimos/:id/contrato": {
    tipo: "publico",
    doPortador: true,
    url: (d) => `/api/c/${d.tokenCliente}/emprestimos/${d.emprestimoId}/contrato`,
  },
  "GET /api/c/:token/emprestimos/:id/contrato/como-foi-aceito": {
    tipo: "publico",
    doPortador: true,
    url: (d) => `/api/c/${d.tokenCliente}/emprestimos/${d.emprestimoAceito}/contrato/como-foi-aceito`,
  },
  "GET /api/c/:token/emprestimos/:id/contrato/texto": {
    tipo: "publico",
    doPortador: true,
    url: (d) => `/api/c/${d.tokenCliente}/emprestimos/${d.emprestimoId}/contrato/texto`,
  },
  "POST /api/aceite/:token": {
    tipo: "publico",
    url: (d) => `/api/aceite/${d.tokenAceite}`,
    corpo: () => ({ aceito: true, nomeAssinatura: "Estranho Qualquer" }),
  },
  // Issue 29, point 5: anyone checks the owner's receipt code and sees only the masked fields.
  "GET /api/verificar/:codigo": { tipo: "publico", url: (d) => `/api/verificar/${d.codigoRecibo}` },
  "GET /api/documentos/:id": { tipo: "documento", url: (d) => d.documentoUrl },
  "GET /api/creditos/status": { tipo: "credor", url: () => "/api/creditos/status" },
  "GET /api/creditos/historico": { tipo: "credor", url: () => "/api/creditos/historico" },
  "GET /api/configuracoes": { tipo: "credor", url: () => "/api/configuracoes" },
  "POST /api/configuracoes": {
    tipo: "credor",
    url: () => "/api/configuracoes",
    corpo: () => ({ chavePix: "nova-chave@pix.com", telefoneWhatsapp: "11912345678" }),
  },
  // Issue 42, point 6: the display name alone.
  "POST /api/configuracoes/nome": { tipo: "credor", url: () => "/api/configuracoes/nome", corpo: () => ({ nomeRecibo: "Nome Novo" }) },
  // Issue 43, point 2: the collection days (each lender's own row) and the coming holidays.
  "GET /api/configuracoes/cobranca": { tipo: "credor", url: () => "/api/configuracoes/cobranca" },
  "PUT /api/configuracoes/cobranca": {
    tipo: "credor",
    url: () => "/api/configuracoes/cobranca",
    corpo: () => ({
      cobrarSabados: false,
      cobrarDomingos: true,
      cobrarFeriados: true,
      uf: "SP",
      carnavalECorpusChristiSaoDiasDeCobranca: false,
      datasSemCobranca: ["2026-12-08"],
    }),
  },
  "GET /api/configuracoes/cobranca/feriados": { tipo: "credor", url: () => "/api/configuracoes/cobranca/feriados?uf=SP" },
  "GET /api/clientes": { tipo: "credor", url: () => "/api/clientes" },
  "GET /api/clientes/:id": { tipo: "credor", doDono: true, url: (d) => `/api/clientes/${d.clienteId}` },
  "POST /api/clientes": {
    tipo: "credor",
    url: () => "/api/clientes",
    corpo: () => ({ nome: "Cliente Novo", cpf: novoCpf(), telefone: "11912345678", pix: "novo@pix.com" }),
  },
  "PUT /api/clientes/:id": {
    tipo: "credor",
    doDono: true,
    url: (d) => `/api/clientes/${d.clienteId}`,
    corpo: (d) => ({ nome: "Nome Trocado", cpf: d.cpf, telefone: "11999999999", pix: "trocado@pix.com" }),
  },
  "GET /api/emprestimos": { tipo: "credor", url: () => "/api/emprestimos" },
  "GET /api/emprestimos/:id": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoId}` },
  "POST /api/emprestimos/manual": {
    tipo: "credor",
    doDono: true,
    url: () => "/api/emprestimos/manual",
    corpo: (d) => ({ clienteId: d.clienteId, valorOriginal: "100", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1", taxaAtrasoTipo: "percentual" }),
  },
  "PUT /api/emprestimos/:id": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoId}`, corpo: () => ({ status: "pausado" }) },
  // The GET before the POST: the owner's renegotiation closes the loan.
  "GET /api/emprestimos/:id/renegociacao": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoParaRenegociar}/renegociacao` },
  "POST /api/emprestimos/:id/renegociacao": {
    tipo: "credor",
    doDono: true,
    url: (d) => `/api/emprestimos/${d.emprestimoParaRenegociar}/renegociacao`,
    corpo: () => ({ modalidade: "parcelado", periodicidade: "semanal", quantidadeMeses: 4, taxaTotal: "10", taxaAtraso: "1" }),
  },
  "GET /api/pagamentos": { tipo: "credor", url: (d) => `/api/pagamentos?clienteId=${d.clienteId}` },
  "POST /api/pagamentos": {
    tipo: "credor",
    doDono: true,
    url: () => "/api/pagamentos",
    corpo: (d) => ({ emprestimoId: d.emprestimoId, tipoPagamento: "juros_apenas" }),
  },
  "POST /api/pagamentos/:id/estorno": {
    tipo: "credor",
    doDono: true,
    url: (d) => `/api/pagamentos/${d.pagamentoEstornavel}/estorno`,
    corpo: () => ({ motivo: "Lançado por engano" }),
  },
  "DELETE /api/emprestimos/:id": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoSemPagamento}` },
  "DELETE /api/clientes/:id": { tipo: "credor", doDono: true, url: (d) => `/api/clientes/${d.clienteSemEmprestimo}` },
  "GET /api/clientes/:id/dados-pessoais": { tipo: "credor", doDono: true, url: (d) => `/api/clientes/${d.clienteId}/dados-pessoais` },
  "POST /api/clientes/:id/anonimizar": { tipo: "credor", doDono: true, url: (d) => `/api/clientes/${d.clienteQuitado}/anonimizar` },
  // The trail is the lender's own: another lender asking for the owner's client gets an empty page.
  "GET /api/auditoria": { tipo: "credor", url: (d) => `/api/auditoria?entidade=cliente&id=${d.clienteId}` },
  "GET /api/pagamentos/:id/recibo": { tipo: "credor", doDono: true, url: (d) => `/api/pagamentos/${d.pagamentoId}/recibo` },
  "GET /api/emprestimos/:id/extrato": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoId}/extrato` },
  "GET /api/emprestimos/:id/cartela.pdf": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoId}/cartela.pdf` },
  "GET /api/emprestimos/:id/cartela": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoId}/cartela` },
  "GET /api/emprestimos/:id/contrato": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoId}/contrato` },
  "GET /api/emprestimos/:id/contrato/como-foi-aceito": {
    tipo: "credor",
    doDono: true,
    url: (d) => `/api/emprestimos/${d.emprestimoAceito}/contrato/como-foi-aceito`,
  },
  "GET /api/emprestimos/:id/contrato/texto": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoId}/contrato/texto` },
  "GET /api/clientes/:id/link-cliente": { tipo: "credor", doDono: true, url: (d) => `/api/clientes/${d.clienteId}/link-cliente` },
  "POST /api/clientes/:id/link-cliente": { tipo: "credor", doDono: true, url: (d) => `/api/clientes/${d.clienteId}/link-cliente` },
  "POST /api/emprestimos/:id/pedido-aceite": { tipo: "credor", doDono: true, url: (d) => `/api/emprestimos/${d.emprestimoId}/pedido-aceite` },
  // Exports: another lender gets a file of its own rows, none of the owner's.
  "GET /api/exportar/clientes.csv": { tipo: "credor", url: () => "/api/exportar/clientes.csv" },
  "GET /api/exportar/emprestimos.csv": { tipo: "credor", url: () => "/api/exportar/emprestimos.csv" },
  "GET /api/exportar/pagamentos.csv": { tipo: "credor", url: () => "/api/exportar/pagamentos.csv" },
  "GET /api/links-cadastro": { tipo: "credor", url: () => "/api/links-cadastro" },
  "POST /api/links-cadastro": {
    tipo: "credor",
    url: () => "/api/links-cadastro",
    corpo: () => ({ valorOriginal: "300", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" }),
  },
  "POST /api/links-cadastro/:id/cancelar": { tipo: "credor", doDono: true, url: (d) => `/api/links-cadastro/${d.linkId}/cancelar` },
  // Issue 11: the lender's live events; a stream carries only the lender's own (eventos/eventos.test.ts).
  "GET /api/eventos": { tipo: "credor", fluxo: true, url: () => "/api/eventos" },
  "GET /api/dashboard/metrics": { tipo: "credor", url: () => "/api/dashboard/metrics" },
  "GET /api/dashboard/vencimentos-hoje": { tipo: "credor", url: () => "/api/dashboard/vencimentos-hoje" },
  "GET /api/dashboard/vencimentos-amanha": { tipo: "credor", url: () => "/api/dashboard/vencimentos-amanha" },
  "GET /api/dashboard/atrasados": { tipo: "credor", url: () => "/api/dashboard/atrasados" },
  "GET /api/dashboard/recebido-vs-previsto": { tipo: "credor", url: () => "/api/dashboard/recebido-vs-previsto" },
  "GET /api/calendario": { tipo: "credor", url: () => "/api/calendario?mes=2026-12" },
  "GET /api/calendario/vencimentos": { tipo: "credor", url: () => "/api/calendario/vencimentos?data=2026-12-25" },
  "GET /api/calendario/atrasados": { tipo: "credor", url: () => "/api/calendario/atrasados" },
  "GET /api/cobrar-hoje": { tipo: "credor", url: () => "/api/cobrar-hoje" },
  "GET /api/clientes/:id/atualizacoes-pendentes": { tipo: "credor", doDono: true, url: (d) => `/api/clientes/${d.clienteId}/atualizacoes-pendentes` },
  "POST /api/atualizacoes-pendentes/:id/aceitar": { tipo: "credor", doDono: true, url: (d) => `/api/atualizacoes-pendentes/${d.pendenteAceitar}/aceitar` },
  "POST /api/atualizacoes-pendentes/:id/descartar": {
    tipo: "credor",
    doDono: true,
    url: (d) => `/api/atualizacoes-pendentes/${d.pendenteDescartar}/descartar`,
  },
};

const NOME_DO_DONO = "Zuleica Marcadora";
const PIX_DO_DONO = "zuleica-marcadora@pix.com";

describe(`matriz de acesso: rota × dono, outro credor, anônimo (${NOME_DO_BANCO})`, () => {
  let ctx: Contexto;
  let dono: { cookie: string; email: string };
  let outro: { cookie: string };
  let d: Dados;
  let endereco = 0;
  const novoEndereco = () => `10.9.${Math.floor(++endereco / 250)}.${(endereco % 250) + 1}`;

  let base: string | null = null;
  /** A stream never ends by itself: its status and first bytes, then the connection is closed. */
  async function pedirFluxo(url: string, cookie: string | undefined) {
    base ??= await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { resposta, leitor } = await abrirSse(`${base}${url}`, cookie ? { cookie } : {});
    if (!leitor) return { statusCode: resposta.status, body: await resposta.text() };
    await leitor.esperar((t) => t.includes("\n\n"));
    leitor.fechar();
    return { statusCode: resposta.status, body: leitor.texto() };
  }

  async function pedir(caso: Caso, cookie: string | undefined) {
    const url = caso.url(d);
    const metodo = chaveDe(caso);
    if (caso.fluxo) return pedirFluxo(url, cookie);
    if (url.endsWith("/pagamentos-informados") && url.startsWith("/api/c/")) {
      const f = formulario({ emprestimoId: d.emprestimoId, valor: "10,00" }, { nome: "pix.png", tipo: "image/png", conteudo: PNG_MINIMO });
      return ctx.app.inject({
        method: "POST",
        url,
        payload: f.payload,
        headers: { ...f.headers, ...(cookie ? { cookie } : {}) },
        remoteAddress: novoEndereco(),
      });
    }
    if (url === "/api/upload") {
      const f = formulario({ token: d.tokenLivre, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO });
      return ctx.app.inject({
        method: "POST",
        url,
        payload: f.payload,
        headers: { ...f.headers, ...(cookie ? { cookie } : {}) },
        remoteAddress: novoEndereco(),
      });
    }
    return ctx.app.inject({
      method: metodo as "GET",
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(metodo === "GET" ? {} : { origin: ORIGEM }) },
      remoteAddress: novoEndereco(),
      ...(caso.corpo ? { payload: caso.corpo(d) } : metodo === "GET" ? {} : { payload: {} }),
    });
  }
  const metodos = new Map<Caso, string>();
  const chaveDe = (caso: Caso) => metodos.get(caso)!;
  for (const [chave, caso] of Object.entries(MATRIZ)) metodos.set(caso, chave.split(" ")[0]!);

  /** Everything of the owner's that a stranger must not change, read as the system. */
  async function fotoDoDono(): Promise<string> {
    const usuario = await ctx.banco.db.execute(sql`SELECT id FROM auth_user WHERE email = ${dono.email}`);
    const id = String((usuario.rows[0] as { id: string }).id);
    return comoSistema(ctx.banco.db, async (tx) => {
      const partes = await Promise.all([
        tx.execute(
          sql`SELECT id, nome, cpf, telefone, pix, documento_identidade_url, comprovante_endereco_url FROM clientes WHERE usuario_id = ${id} ORDER BY id`,
        ),
        tx.execute(
          sql`SELECT id, status, valor_restante, ciclo_atual, data_proximo_ciclo FROM emprestimos WHERE usuario_id = ${id} AND id = ${d.emprestimoId}`,
        ),
        tx.execute(sql`SELECT id FROM historico_pagamentos WHERE usuario_id = ${id} ORDER BY id`),
        tx.execute(
          sql`SELECT chave_pix, telefone_whatsapp, dias_restantes, cobrar_sabados, cobrar_domingos, cobrar_feriados, uf_feriados, carnaval_corpus_christi_cobranca, datas_sem_cobranca FROM configuracoes WHERE usuario_id = ${id}`,
        ),
        tx.execute(sql`SELECT id, status FROM links_cadastro WHERE usuario_id = ${id} AND id = ${d.linkId}`),
        // A submission through a link adds a pending update by design; the existing ones stay.
        tx.execute(sql`SELECT id, resolucao FROM atualizacoes_pendentes WHERE id IN (${d.pendenteAceitar}, ${d.pendenteDescartar}) ORDER BY id`),
      ]);
      return JSON.stringify(partes.map((p) => p.rows));
    });
  }

  beforeAll(async () => {
    ctx = await criarContexto();
    dono = await novoLender(ctx.app);
    outro = await novoLender(ctx.app);
    await criarClienteApi(ctx.app, outro.cookie, { nome: "Cliente do Outro" });
    const cliente = await criarClienteApi(ctx.app, dono.cookie, { nome: NOME_DO_DONO, pix: PIX_DO_DONO });
    // Due on 2026-12-25: in the calendar month and day the matrix reads.
    const emprestimo = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id, { dataEmprestimo: "2026-11-25" });
    await ctx.app.inject({
      method: "POST",
      url: "/api/configuracoes",
      headers: { cookie: dono.cookie, origin: ORIGEM },
      payload: { chavePix: PIX_DO_DONO, telefoneWhatsapp: "11912345678" },
    });
    const novoLink = async () => {
      const r = await ctx.app.inject({
        method: "POST",
        url: "/api/links-cadastro",
        headers: { cookie: dono.cookie, origin: ORIGEM },
        payload: { valorOriginal: "200", modalidade: "mensal", prazoDias: 30, taxaJuros: "10", taxaAtraso: "1" },
      });
      return r.json() as { id: string; token: string };
    };
    const enviarComCpf = async (token: string, pix: string, documentoIdentidadeUrl?: string) => {
      const r = await ctx.app.inject({
        method: "POST",
        url: `/api/cadastro/${token}`,
        remoteAddress: novoEndereco(),
        payload: {
          nome: NOME_DO_DONO,
          cpf: cliente.cpf,
          telefone: "11912345678",
          pix,
          aceitaTermos: true,
          ...(documentoIdentidadeUrl ? { documentoIdentidadeUrl } : {}),
        },
      });
      expect(r.statusCode).toBe(201);
    };
    const comDocumento = await novoLink();
    const f = formulario({ token: comDocumento.token, tipo: "documento" }, { nome: "rg.png", tipo: "image/png", conteudo: PNG_MINIMO });
    const up = await ctx.app.inject({ method: "POST", url: "/api/upload", payload: f.payload, headers: f.headers, remoteAddress: novoEndereco() });
    const documentoUrl = (up.json() as { url: string }).url;
    await enviarComCpf(comDocumento.token, "um@pix.com", documentoUrl);
    await enviarComCpf((await novoLink()).token, "dois@pix.com");
    const pendentes = (await ctx.app.inject({ url: `/api/clientes/${cliente.id}/atualizacoes-pendentes`, headers: { cookie: dono.cookie } })).json() as {
      id: string;
    }[];
    const linkAtivo = await novoLink();
    d = {
      clienteId: cliente.id,
      emprestimoId: emprestimo.id,
      pagamentoId: "",
      clienteSemEmprestimo: (await criarClienteApi(ctx.app, dono.cookie, { nome: "Cadastrado Por Engano" })).id,
      emprestimoSemPagamento: (await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id)).id,
      emprestimoParaRenegociar: (await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id)).id,
      pagamentoEstornavel: "",
      clienteQuitado: "",
      linkId: linkAtivo.id,
      tokenLivre: (await novoLink()).token,
      tokenDoCpf: (await novoLink()).token,
      documentoUrl,
      pendenteAceitar: pendentes[0]!.id,
      pendenteDescartar: pendentes[1]!.id,
      cpf: cliente.cpf,
      codigoRecibo: "",
      tokenAceite: "",
      emprestimoAceito: "",
      tokenAceiteUsado: "",
      tokenCliente: "",
      informadoId: "",
    };
    const pago = await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimo.id, tipoPagamento: "parcial", valorPrincipal: "10" });
    d.pagamentoId = (pago.json() as { pagamento: { id: string } }).pagamento.id;
    expect((await ctx.app.inject({ url: `/api/pagamentos/${d.pagamentoId}/recibo`, headers: { cookie: dono.cookie } })).statusCode).toBe(200);
    d.codigoRecibo = await comoSistema(ctx.banco.db, async (tx) => {
      const r = await tx.execute(sql`SELECT codigo FROM documentos_verificaveis WHERE referencia_id = ${d.pagamentoId}`);
      return String((r.rows[0] as { codigo: string }).codigo);
    });
    const pedido = await ctx.app.inject({
      method: "POST",
      url: `/api/emprestimos/${d.emprestimoSemPagamento}/pedido-aceite`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
    });
    d.tokenAceite = (pedido.json() as { token: string }).token;
    d.emprestimoAceito = (await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id)).id;
    const pedidoAceito = await ctx.app.inject({
      method: "POST",
      url: `/api/emprestimos/${d.emprestimoAceito}/pedido-aceite`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
    });
    d.tokenAceiteUsado = (pedidoAceito.json() as { token: string }).token;
    const aceito = await ctx.app.inject({
      method: "POST",
      url: `/api/aceite/${d.tokenAceiteUsado}`,
      payload: { aceito: true, nomeAssinatura: NOME_DO_DONO },
      remoteAddress: novoEndereco(),
    });
    expect(aceito.statusCode, aceito.body).toBe(201);
    const linkCliente = await ctx.app.inject({
      method: "POST",
      url: `/api/clientes/${cliente.id}/link-cliente`,
      headers: { cookie: dono.cookie, origin: ORIGEM },
    });
    d.tokenCliente = (linkCliente.json() as { token: string }).token;
    const informe = formulario({ emprestimoId: d.emprestimoId, valor: "100,00" });
    const informado = await ctx.app.inject({
      method: "POST",
      url: `/api/c/${d.tokenCliente}/pagamentos-informados`,
      payload: informe.payload,
      headers: informe.headers,
    });
    expect(informado.statusCode, informado.body).toBe(201);
    d.informadoId = ((await ctx.app.inject({ url: "/api/pagamentos-informados", headers: { cookie: dono.cookie } })).json() as { id: string }[])[0]!.id;
    const paraEstornar = await criarEmprestimoApi(ctx.app, dono.cookie, cliente.id);
    const lancado = await pagar(ctx.app, dono.cookie, { emprestimoId: paraEstornar.id, tipoPagamento: "juros_apenas" });
    d.pagamentoEstornavel = (lancado.json() as { pagamento: { id: string } }).pagamento.id;
    const quitado = await criarClienteApi(ctx.app, dono.cookie, { nome: "Cliente Que Quitou" });
    const emprestimoQuitado = await criarEmprestimoApi(ctx.app, dono.cookie, quitado.id);
    expect((await pagar(ctx.app, dono.cookie, { emprestimoId: emprestimoQuitado.id, tipoPagamento: "total" })).statusCode).toBe(201);
    d.clienteQuitado = quitado.id;
  });
  afterAll(async () => ctx.close());

  it("toda rota registrada tem sua linha na matriz, e toda linha tem uma rota", () => {
    const registradas = ctx.app.rotasRegistradas.filter((r) => r.url.startsWith("/api")).map((r) => `${r.metodo} ${r.url}`);
    expect(registradas.filter((r) => !(r in MATRIZ))).toEqual([]);
    expect(Object.keys(MATRIZ).filter((k) => !registradas.includes(k))).toEqual([]);
  });

  it("anônimo: a API do credor é 401, o documento é 404, e nada do dono muda", async () => {
    const antes = await fotoDoDono();
    for (const [chave, caso] of Object.entries(MATRIZ)) {
      if (caso.tipo === "auth") continue;
      const r = await pedir(caso, undefined);
      expect(r.statusCode, chave).toBeLessThan(500);
      if (caso.tipo === "credor") expect(r.statusCode, chave).toBe(401);
      if (caso.tipo === "documento") expect(r.statusCode, chave).toBe(404);
      expect(r.body, chave).not.toContain(PIX_DO_DONO);
      expect(r.body, chave).not.toContain(d.cpf);
    }
    expect((await ctx.app.inject({ url: "/api/auth/get-session" })).json()).toBeNull();
    expect(await fotoDoDono()).toBe(antes);
  });

  it("outro credor: recurso do dono é 404, listas não trazem nada do dono, e nada do dono muda", async () => {
    const antes = await fotoDoDono();
    for (const [chave, caso] of Object.entries(MATRIZ)) {
      if (caso.tipo === "auth") continue;
      const r = await pedir(caso, outro.cookie);
      expect(r.statusCode, chave).toBeLessThan(500);
      if (caso.tipo === "documento" || (caso.tipo === "credor" && caso.doDono)) expect(r.statusCode, chave).toBe(404);
      if (caso.tipo === "credor" && !caso.doDono) expect(r.statusCode, chave).toBeLessThan(300);
      if (!caso.doPortador) expect(r.body, chave).not.toContain(NOME_DO_DONO);
      expect(r.body, chave).not.toContain(PIX_DO_DONO);
      expect(r.body, chave).not.toContain(d.cpf);
    }
    expect(await fotoDoDono()).toBe(antes);
  });

  it("o dono é atendido em toda rota", async () => {
    for (const [chave, caso] of Object.entries(MATRIZ)) {
      if (caso.tipo === "auth" || caso.tipo === "publico" || caso.tipo === "livre") continue;
      const r = await pedir(caso, dono.cookie);
      expect(r.statusCode, `${chave}: ${r.body.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
      expect(r.statusCode, `${chave}: ${r.body.slice(0, 200)}`).toBeLessThan(300);
    }
  });
});
