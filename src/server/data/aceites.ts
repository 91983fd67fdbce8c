import { and, eq, isNull, sql } from "drizzle-orm";
import { MENSAGENS_ACEITE, nomeConfere, VALIDADE_PEDIDO_ACEITE_DIAS, type OrigemAceite } from "../../domain/aceite.ts";
import type { ContratoTextoApi, PedidoAceiteApi, PedidoAceitePublicoApi } from "../../domain/api/aceites.ts";
import { custoEfetivoNaApi } from "../../domain/api/ledger.ts";
import { redigirContrato, type ContratoRedigido, type DadosContrato } from "../../domain/contrato.ts";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { Conflito, Invalido, NaoEncontrado } from "../../domain/erros.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { custoEfetivoDoEstado } from "../../domain/loans/custo-efetivo.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { aceitesContrato, configuracoes, emprestimos, pedidosAceite } from "../db/schema/index.ts";
import { contratoAceito, gerarContrato } from "../pdf/contrato.ts";
import { codigoAleatorioDeVerificacao } from "../pdf/verificacao.ts";
import { registrarAuditoria } from "./auditoria.ts";
import { novoToken } from "./links.ts";
import { lerDadosContrato } from "./recibos.ts";
import { registrarDocumento, sha256Hex } from "./verificacao.ts";

// Issue 29, point 4 (decision 0053): the borrower's electronic acceptance of the contract. Two
// ways in: the sign-up link's form (data/cadastro.ts calls registrarAceite) and the lender's
// 'Pedir aceite' link (this module). Either way the row keeps when (the server's clock), from
// where (IP, browser), who (the typed name) and what (the exact PDF shown, and its SHA-256).

/** A contract drawn up for acceptance: its text, the PDF's bytes and their SHA-256. */
export type ContratoParaAceite = { texto: ContratoRedigido; documento: Buffer; sha256: string };

/** Draws up the contract as the borrower will read it: the same data on the same day, the same bytes. */
export async function redigirParaAceite(dados: DadosContrato): Promise<ContratoParaAceite> {
  const texto = redigirContrato(dados);
  const documento = await gerarContrato(texto, dados.credor.nome, dados.hoje);
  return { texto, documento, sha256: sha256Hex(documento) };
}

/** Who accepted, from where: the request's address and browser, as the server saw them. */
export type Origem = { ip: string; userAgent: string };

/** The request's browser, cut to the column's size. */
export function userAgentDe(cabecalho: string | string[] | undefined): string {
  return ((Array.isArray(cabecalho) ? cabecalho[0] : cabecalho) ?? "").slice(0, 500);
}

/**
 * Records an acceptance (append-only), marks the loan, registers the verification code and writes
 * the trail, in the caller's transaction. The typed name must be the contract's debtor.
 */
export const MENSAGEM_CONTRATO_NAO_ACEITO = "Este empréstimo não tem contrato aceito.";

/**
 * The sign-up link's 'Ver contrato' (issue 42, point 6): the contract to accept, drawn again with
 * 'Prévia para leitura — sem aceite' on every page. The page sends back the hash of the unmarked
 * document (the one the acceptance records, 'Contrato como foi aceito'); the marked file itself
 * is never a document of anyone's, so a link's holder cannot make an unmarked one.
 */
export function previaParaLeitura(contrato: ContratoParaAceite, redigidoEm: string): Promise<Buffer> {
  return gerarContrato(contrato.texto, credorDoTexto(contrato.texto), redigidoEm, { previa: true });
}

export async function registrarAceite(
  tx: Executor,
  a: {
    usuarioId: string;
    emprestimoId: string;
    clienteId: string;
    origem: OrigemAceite;
    contrato: ContratoParaAceite;
    nomeAssinatura: string;
    valorOriginal: string;
    origemDoPedido: Origem;
    /** The address the certificate's verification line prints, fixed at acceptance. */
    enderecoBase: string;
  },
  agora: Date,
): Promise<{ aceitoEm: string; codigo: string }> {
  const devedor = a.contrato.texto.assinaturas.find((s) => s.papel === "DEVEDOR")?.nome ?? "";
  if (!nomeConfere(a.nomeAssinatura, devedor)) {
    throw new Invalido(MENSAGENS_ACEITE.nomeDiferente, { errors: { nomeAssinatura: MENSAGENS_ACEITE.nomeDiferente } });
  }
  const codigo = codigoAleatorioDeVerificacao();
  const registro = {
    origem: a.origem,
    aceitoEm: agora,
    ip: a.origemDoPedido.ip.slice(0, 64),
    userAgent: a.origemDoPedido.userAgent,
    nomeDigitado: a.nomeAssinatura,
    sha256: a.contrato.sha256,
    codigo,
    documento: a.contrato.documento,
  };
  // Issue 42, point 2: the file every download will give, drawn now, once, under the name the
  // contract itself gives the lender (a later rename changes nothing in it).
  const documentoCertificado = await contratoAceito(registro, credorDoTexto(a.contrato.texto), a.enderecoBase);
  const [aceite] = await tx
    .insert(aceitesContrato)
    .values({
      usuarioId: a.usuarioId,
      emprestimoId: a.emprestimoId,
      clienteId: a.clienteId,
      ...registro,
      documentoCertificado,
      texto: a.contrato.texto,
    })
    // One acceptance per loan: a second one at the same moment finds the first.
    .onConflictDoNothing({ target: aceitesContrato.emprestimoId })
    .returning({ id: aceitesContrato.id });
  if (!aceite) throw new Conflito(MENSAGENS_ACEITE.jaAceito);
  await tx.update(emprestimos).set({ contratoAceitoEm: agora }).where(eq(emprestimos.id, a.emprestimoId));
  await registrarDocumento(tx, {
    codigo,
    tipo: "contrato",
    usuarioId: a.usuarioId,
    clienteId: a.clienteId,
    referenciaId: aceite.id,
    data: agora,
    valor: a.valorOriginal,
    sha256: a.contrato.sha256,
  });
  await registrarAuditoria(
    tx,
    a.usuarioId,
    {
      ator: "cliente_link",
      acao: "contrato_aceito",
      entidade: "emprestimo",
      entidadeId: a.emprestimoId,
      clienteId: a.clienteId,
      depois: { origem: a.origem, sha256: a.contrato.sha256, codigo },
    },
    agora,
  );
  return { aceitoEm: agora.toISOString(), codigo };
}

/**
 * 'Pedir aceite': draws up the loan's contract now, keeps its bytes with a new token, and cancels
 * the loan's earlier open requests (one link to share at a time). 409 once the contract is accepted.
 */
export async function criarPedidoAceite(tx: Executor, usuarioId: string, emprestimoId: string, agora: Date): Promise<PedidoAceiteApi> {
  const dados = await lerDadosContrato(tx, usuarioId, emprestimoId, dataEmSaoPaulo(agora));
  const [emprestimo] = await tx
    .select({ contratoAceitoEm: emprestimos.contratoAceitoEm })
    .from(emprestimos)
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.id, emprestimoId)))
    .for("update");
  if (emprestimo?.contratoAceitoEm) throw new Conflito(MENSAGENS_ACEITE.jaAceito);
  await tx
    .update(pedidosAceite)
    .set({ status: "cancelado" })
    .where(doUsuario(pedidosAceite, usuarioId, and(eq(pedidosAceite.emprestimoId, emprestimoId), eq(pedidosAceite.status, "ativo"))));
  const contrato = await redigirParaAceite(dados);
  const [pedido] = await tx
    .insert(pedidosAceite)
    .values({
      usuarioId,
      emprestimoId,
      token: novoToken(),
      criadoEm: agora,
      expiraEm: new Date(agora.getTime() + VALIDADE_PEDIDO_ACEITE_DIAS * 86_400_000),
      texto: contrato.texto,
      documento: contrato.documento,
      sha256: contrato.sha256,
    })
    .returning();
  await registrarAuditoria(
    tx,
    usuarioId,
    { ator: "credor", acao: "contrato_aceite_pedido", entidade: "emprestimo", entidadeId: emprestimoId, depois: { sha256: contrato.sha256 } },
    agora,
  );
  return { id: pedido!.id, token: pedido!.token, expiraEm: pedido!.expiraEm.toISOString(), sha256: pedido!.sha256 };
}

type PedidoLinha = typeof pedidosAceite.$inferSelect;

/**
 * The request of a token as the public wall shows it (only its own row). Unknown, cancelled and
 * expired requests are one 404; a used one stays readable until it expires, so the borrower who
 * comes back sees that the contract was accepted.
 */
async function pedidoDoToken(tx: Executor, token: string, agora: Date, bloquear = false): Promise<PedidoLinha> {
  if (token.length === 0 || token.length > 100) throw new NaoEncontrado(MENSAGENS_ACEITE.pedidoIndisponivel);
  const consulta = tx.select().from(pedidosAceite).where(eq(pedidosAceite.token, token));
  const [pedido] = bloquear ? await consulta.for("update") : await consulta;
  if (!pedido || pedido.status === "cancelado" || pedido.expiraEm.getTime() <= agora.getTime()) {
    throw new NaoEncontrado(MENSAGENS_ACEITE.pedidoIndisponivel);
  }
  return pedido;
}

async function emprestimoDoPedido(tx: Executor, pedido: PedidoLinha) {
  const [linha] = await tx
    .select()
    .from(emprestimos)
    .where(and(eq(emprestimos.id, pedido.emprestimoId), eq(emprestimos.usuarioId, pedido.usuarioId)));
  if (!linha) throw new NaoEncontrado(MENSAGENS_ACEITE.pedidoIndisponivel);
  return linha;
}

async function aceiteDoEmprestimo(tx: Executor, emprestimoId: string) {
  const [aceite] = await tx.select().from(aceitesContrato).where(eq(aceitesContrato.emprestimoId, emprestimoId));
  return aceite ?? null;
}

/** GET /api/aceite/{token}: the contract's text and what the loan costs, for the borrower to read. */
export async function pedidoPublico(tx: Executor, token: string, agora: Date): Promise<PedidoAceitePublicoApi> {
  const pedido = await pedidoDoToken(tx, token, agora);
  const emprestimo = await emprestimoDoPedido(tx, pedido);
  const [conf] = await tx.select({ nomeRecibo: configuracoes.nomeRecibo }).from(configuracoes).where(eq(configuracoes.usuarioId, pedido.usuarioId));
  const aceite = await aceiteDoEmprestimo(tx, emprestimo.id);
  const custo = custoEfetivoDoEstado(estadoDaLinha(emprestimo), emprestimo.dataInicio ?? emprestimo.dataEmprestimo);
  return {
    nomeCredor: conf?.nomeRecibo?.trim() || null,
    nomeDevedor: pedido.texto.assinaturas.find((a) => a.papel === "DEVEDOR")?.nome ?? "",
    expiraEm: pedido.expiraEm.toISOString(),
    valorOriginal: emprestimo.valorOriginal,
    contrato: comCpfMascarado(pedido.texto),
    aceite: aceite ? { aceitoEm: aceite.aceitoEm.toISOString(), codigo: aceite.codigo } : null,
    ...custoEfetivoNaApi(custo),
  };
}

/**
 * The contract's text for the page, every CPF in it masked ("***.456.789-**"): the page is read on
 * a phone, in the open; the PDF behind 'Ver contrato' is the document itself, with the CPF whole.
 */
function comCpfMascarado(texto: ContratoRedigido): ContratoRedigido {
  return JSON.parse(JSON.stringify(texto).replace(/\d{3}\.(\d{3})\.(\d{3})-\d{2}/g, "***.$1.$2-**")) as ContratoRedigido;
}

/** The acceptance a document download needs, or null: the accepted bytes and what the certificate prints. */
export type AceiteParaDocumento = NonNullable<Awaited<ReturnType<typeof aceiteDoEmprestimo>>> & { documento: Buffer };

/**
 * GET /api/aceite/{token}/contrato: before acceptance, the request's contract exactly as kept
 * (what the acceptance will hash, with that hash); after it, the accepted contract's file, the
 * same bytes as every other download of it.
 */
export async function documentoDoPedido(
  tx: Executor,
  token: string,
  agora: Date,
  enderecoBase: string,
): Promise<{ arquivo: Buffer; sha256: string | null; emprestimoId: string }> {
  const pedido = await pedidoDoToken(tx, token, agora);
  const aceite = await aceiteDoPedido(tx, pedido);
  if (aceite) {
    const credor = pedido.texto.assinaturas.find((a) => a.papel === "CREDOR")?.nome ?? "";
    return { arquivo: await arquivoDoContratoAceito(tx, aceite, credor, enderecoBase), sha256: null, emprestimoId: pedido.emprestimoId };
  }
  return { arquivo: pedido.documento, sha256: pedido.sha256, emprestimoId: pedido.emprestimoId };
}

/** GET /api/aceite/{token}/contrato/como-foi-aceito: the accepted document alone, or 404 before acceptance. */
export async function comoFoiAceitoDoPedido(tx: Executor, token: string, agora: Date): Promise<AceiteParaDocumento> {
  const aceite = await aceiteDoPedido(tx, await pedidoDoToken(tx, token, agora));
  if (!aceite) throw new NaoEncontrado(MENSAGEM_CONTRATO_NAO_ACEITO);
  return aceite;
}

async function aceiteDoPedido(tx: Executor, pedido: PedidoLinha): Promise<AceiteParaDocumento | null> {
  const aceite = pedido.status === "utilizado" ? await aceiteDoEmprestimo(tx, pedido.emprestimoId) : null;
  return aceite?.documento ? (aceite as AceiteParaDocumento) : null;
}

/** POST /api/aceite/{token}: the borrower accepts the request's contract; the token is used. */
export async function aceitarPedido(
  tx: Executor,
  token: string,
  nomeAssinatura: string,
  origem: Origem,
  agora: Date,
  enderecoBase: string,
): Promise<{ usuarioId: string; clienteId: string; emprestimoId: string; aceitoEm: string; codigo: string }> {
  const pedido = await pedidoDoToken(tx, token, agora, true);
  if (pedido.status === "utilizado") throw new Conflito(MENSAGENS_ACEITE.jaAceito);
  const emprestimo = await emprestimoDoPedido(tx, pedido);
  if (emprestimo.contratoAceitoEm) throw new Conflito(MENSAGENS_ACEITE.jaAceito);
  const aceito = await registrarAceite(
    tx,
    {
      usuarioId: pedido.usuarioId,
      emprestimoId: emprestimo.id,
      clienteId: emprestimo.clienteId,
      origem: "pedido",
      contrato: { texto: pedido.texto, documento: pedido.documento, sha256: pedido.sha256 },
      nomeAssinatura,
      valorOriginal: emprestimo.valorOriginal,
      origemDoPedido: origem,
      enderecoBase,
    },
    agora,
  );
  await tx.update(pedidosAceite).set({ status: "utilizado" }).where(eq(pedidosAceite.id, pedido.id));
  return { usuarioId: pedido.usuarioId, clienteId: emprestimo.clienteId, emprestimoId: emprestimo.id, ...aceito };
}

/** The lender's name as the contract's text gives it (its CREDOR signature). */
function credorDoTexto(texto: ContratoRedigido): string {
  return texto.assinaturas.find((s) => s.papel === "CREDOR")?.nome ?? "";
}

/**
 * The accepted contract's file, the same bytes at every download (issue 42, point 2): the one
 * stored at acceptance. An acceptance recorded before it was stored gets it drawn at its first
 * download and stored then (the database lets an empty column be filled, never changed: migration
 * 0025); two first downloads at once keep the first one written. `credorAtual` names the lender
 * only for such an older acceptance, when its text was not kept either.
 */
export async function arquivoDoContratoAceito(
  tx: Executor,
  aceite: AceiteParaDocumento,
  credorAtual: string,
  enderecoBase: string,
): Promise<Buffer> {
  if (aceite.documentoCertificado) return aceite.documentoCertificado;
  const desenhado = await contratoAceito(aceite, aceite.texto ? credorDoTexto(aceite.texto) : credorAtual, enderecoBase);
  const [guardado] = await tx
    .update(aceitesContrato)
    .set({ documentoCertificado: desenhado })
    .where(and(eq(aceitesContrato.id, aceite.id), isNull(aceitesContrato.documentoCertificado)))
    .returning({ documentoCertificado: aceitesContrato.documentoCertificado });
  if (guardado?.documentoCertificado) return guardado.documentoCertificado;
  const [outro] = await tx
    .select({ documentoCertificado: aceitesContrato.documentoCertificado })
    .from(aceitesContrato)
    .where(eq(aceitesContrato.id, aceite.id));
  return outro?.documentoCertificado ?? desenhado;
}

/** The lender's loan's acceptance with its document, or null (none, or anonymized). */
export async function aceiteDoCredor(tx: Executor, usuarioId: string, emprestimoId: string): Promise<AceiteParaDocumento | null> {
  const [aceite] = await tx
    .select()
    .from(aceitesContrato)
    .where(doUsuario(aceitesContrato, usuarioId, eq(aceitesContrato.emprestimoId, emprestimoId)));
  return aceite?.documento ? (aceite as AceiteParaDocumento) : null;
}

/**
 * The accepted contract's words for the page that shows it (issue 42, point 7): the text kept at
 * acceptance, the same as its PDF; `mascarar` masks the CPFs (the borrower's page, read in the open).
 */
export function textoDoAceite(aceite: AceiteParaDocumento, mascarar: boolean): ContratoTextoApi {
  const contrato = aceite.texto ? (mascarar ? comCpfMascarado(aceite.texto) : aceite.texto) : null;
  return { contrato, aceite: { aceitoEm: aceite.aceitoEm.toISOString(), codigo: aceite.codigo, sha256: aceite.sha256 } };
}

/** LGPD: clears the client's acceptances' personal fields and documents (migration 0020). */
export async function anonimizarAceites(tx: Executor, clienteId: string): Promise<void> {
  await tx.execute(sql`SELECT credito_anonimizar_aceites(${clienteId}::uuid)`);
}
