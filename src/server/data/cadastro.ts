import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { nomeDoCredorNosDocumentos } from "../../domain/nome-do-credor.ts";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { linhaDoEstado, parcelaEscrita } from "../../domain/loans/db-row.ts";
import { diasDeCobrancaDe } from "./calendario-do-credor.ts";
import { novoEmprestimoDoLink, termosDeDecimais, type TermosLink } from "../../domain/loans/new-loan.ts";
import type { CadastroPublicoDados } from "../../domain/schemas/public-sign-up.ts";
import type { Executor } from "../db/client.ts";
import { atualizacoesPendentes, clientes, configuracoes, documentos, emprestimos, linksCadastro } from "../db/schema/index.ts";
import { bloquearCliente, recalcularTotaisCliente } from "./totais-clientes.ts";
import { registrarAuditoria } from "./auditoria.ts";
import { statusEfetivo, termosLinkDto, type LinkLinha } from "./links.ts";
import { CODIGO_LINK_UTILIZADO, type LinkPublicoApi } from "../../domain/api/links.ts";
import { CODIGO_CONTRATO_MUDOU } from "../../domain/api/codigos-erro.ts";
import { custoEfetivoNaApi } from "../../domain/api/ledger.ts";
import { custoEfetivoDoEstado } from "../../domain/loans/custo-efetivo.ts";
import { Conflito, Invalido, NaoEncontrado } from "../../domain/erros.ts";
import { MENSAGENS_ACEITE } from "../../domain/aceite.ts";
import { redigirParaAceite, registrarAceite, type ContratoParaAceite, type Origem } from "./aceites.ts";

export const MENSAGEM_LINK_INDISPONIVEL = "Link indisponível ou já utilizado.";
export const MENSAGEM_LINK_UTILIZADO = "Este link já foi utilizado.";
export const MAXIMO_ARQUIVOS_POR_LINK = 10;

/** What the public page may know about a link: its terms and the lender's chosen display name. */
export type LinkPublicoDto = LinkPublicoApi;

async function linkPorToken(db: Executor, token: string, bloquear: boolean): Promise<LinkLinha | undefined> {
  if (token.length === 0 || token.length > 100) return undefined;
  const consulta = db.select().from(linksCadastro).where(eq(linksCadastro.token, token));
  const [link] = bloquear ? await consulta.for("update") : await consulta;
  return link;
}

/**
 * The active link of a token, or 404 for unknown, used, cancelled and expired ones alike (same
 * message). A used link's 404 also carries code link_utilizado (issue 11), so the borrower who
 * sent the form sees "already sent" rather than "unavailable"; nothing else about the submission.
 */
export async function linkAtivo(db: Executor, token: string, agora: Date, bloquear = false): Promise<LinkLinha> {
  const link = await linkPorToken(db, token, bloquear);
  if (link?.status === "utilizado") throw new NaoEncontrado(MENSAGEM_LINK_INDISPONIVEL, { code: CODIGO_LINK_UTILIZADO });
  if (!link || statusEfetivo(link, agora) !== "ativo") throw new NaoEncontrado(MENSAGEM_LINK_INDISPONIVEL);
  return link;
}

/**
 * The name the borrower's page shows for the lender: 'Seu nome (como os clientes verão)' from the settings, or
 * null when empty. Never the e-mail (the public role cannot read auth_user anyway).
 */
async function nomeParaOTomador(db: Executor, usuarioId: string): Promise<string | null> {
  const [linha] = await db.select({ nomeRecibo: configuracoes.nomeRecibo }).from(configuracoes).where(eq(configuracoes.usuarioId, usuarioId));
  const nome = linha?.nomeRecibo?.trim();
  return nome ? nome : null;
}

/**
 * GET /api/cadastro/{token}: the active link's terms, what the loan will cost (issue 29: costed from
 * the link's start date, or from today when the money goes when the lender sends it) and the
 * lender's display name.
 */
export async function linkPublico(db: Executor, token: string, agora: Date): Promise<LinkPublicoDto> {
  const link = await linkAtivo(db, token, agora);
  const hoje = dataEmSaoPaulo(agora);
  const estado = novoEmprestimoDoLink(termosDoLink(link), hoje, await diasDeCobrancaDe(db, link.usuarioId));
  const custo = custoEfetivoDoEstado(estado, link.dataInicio ?? hoje);
  return {
    ...termosLinkDto(link),
    status: "ativo",
    nomeCredor: await nomeParaOTomador(db, link.usuarioId),
    ...custoEfetivoNaApi(custo),
    parcelas: estado.parcelas ? estado.parcelas.map(parcelaEscrita) : null,
  };
}

export function termosDoLink(l: LinkLinha): TermosLink {
  const termos = termosDeDecimais(l);
  // The table's CHECK constraints admit only known modalities and fee types.
  if (!termos) throw new Error(`Link ${l.id} com termos inválidos`);
  return termos;
}

export async function contarArquivosDoLink(db: Executor, linkId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(documentos).where(eq(documentos.linkId, linkId));
  return Number(r?.n ?? 0);
}

const URL_DOCUMENTO = /^\/api\/documentos\/([0-9a-f-]{36})$/;
const MENSAGEM_DOCUMENTO_INVALIDO = "Documento inválido. Envie o arquivo novamente.";

/** A document reference from the form must be an upload of this link, of the right kind, not yet used. */
async function documentoDoLink(tx: Executor, url: string | null, linkId: string, tipo: "documento" | "comprovante", campo: string) {
  if (!url) return null;
  const id = URL_DOCUMENTO.exec(url)?.[1];
  const [doc] = id
    ? await tx
        .select({ id: documentos.id })
        .from(documentos)
        .where(and(eq(documentos.id, id), eq(documentos.linkId, linkId), eq(documentos.tipo, tipo), isNull(documentos.clienteId)))
    : [];
  if (!doc) throw new Invalido(MENSAGEM_DOCUMENTO_INVALIDO, { errors: { [campo]: MENSAGEM_DOCUMENTO_INVALIDO } });
  return { id: doc.id, url };
}

/**
 * The borrower's submission, in the public role's transaction with the link row locked
 * (DOMAIN.md). A new CPF becomes a new client with what the borrower typed. A CPF already on the
 * lender's file keeps the client exactly as it is: what the borrower typed (and any new
 * documents) waits as a pending update for the lender to accept or discard, since whoever holds
 * a link could otherwise redirect an existing client's PIX key and phone. Either way the loan is
 * created with the link's terms and the link is marked used; a second submission finds it used.
 */
/** What a submission created, by id only: what the lender's live notice carries. */
export type CadastroConcluido = { usuarioId: string; linkId: string; clienteId: string; emprestimoId: string };

export async function concluirCadastro(
  tx: Executor,
  token: string,
  dados: CadastroPublicoDados,
  agora: Date,
  aceite: { origem: Origem; enderecoBase: string } | null = null,
): Promise<CadastroConcluido> {
  const link = await linkPorToken(tx, token, true);
  if (link?.status === "utilizado") throw new Conflito(MENSAGEM_LINK_UTILIZADO);
  if (!link || statusEfetivo(link, agora) !== "ativo") throw new NaoEncontrado(MENSAGEM_LINK_INDISPONIVEL);
  const usuarioId = link.usuarioId;
  // Issue 29, point 4: the contract the borrower accepts, drawn up again from what they sent. It
  // must be, byte for byte, the one the page showed them (its hash came back with the form).
  const contrato = await contratoAceitoNoCadastro(tx, link, dados, dataEmSaoPaulo(agora));
  const identidade = await documentoDoLink(tx, dados.documentoIdentidadeUrl, link.id, "documento", "documentoIdentidadeUrl");
  const comprovante = await documentoDoLink(tx, dados.comprovanteEnderecoUrl, link.id, "comprovante", "comprovanteEnderecoUrl");

  // Insert-or-nothing, then lock: two links of one lender submitted with the same CPF at once
  // end with one client, not a unique-violation error.
  // What the borrower typed for the client's record: a new client's, or a pending update.
  const ficha = { nome: dados.nome, telefone: dados.telefone, pix: dados.pix };
  const [novo] = await tx
    .insert(clientes)
    .values({
      usuarioId,
      ...ficha,
      cpf: dados.cpf,
      documentoIdentidadeUrl: identidade?.url ?? null,
      comprovanteEnderecoUrl: comprovante?.url ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: clientes.id });
  const [cliente] = await tx
    .select()
    .from(clientes)
    .where(and(eq(clientes.usuarioId, usuarioId), eq(clientes.cpf, dados.cpf)));
  if (!cliente) throw new Error("cliente do cadastro não encontrado após inserção");
  await bloquearCliente(tx, cliente.id);

  const hoje = dataEmSaoPaulo(agora);
  // The schedule skips the lender's non-collection days (re-written again on activation).
  const estado = novoEmprestimoDoLink(termosDoLink(link), hoje, await diasDeCobrancaDe(tx, usuarioId));
  const [emprestimo] = await tx
    .insert(emprestimos)
    .values({ ...linhaDoEstado(estado), clienteId: cliente.id, usuarioId, origem: "link", dataEmprestimo: hoje })
    .returning({ id: emprestimos.id });
  if (contrato && dados.nomeAssinatura) {
    await registrarAceite(
      tx,
      {
        usuarioId,
        emprestimoId: emprestimo!.id,
        clienteId: cliente.id,
        origem: "link",
        contrato,
        nomeAssinatura: dados.nomeAssinatura,
        valorOriginal: link.valorOriginal,
        origemDoPedido: aceite?.origem ?? { ip: "", userAgent: "" },
        enderecoBase: aceite?.enderecoBase ?? "",
      },
      agora,
    );
  }
  const anexados = [identidade?.id, comprovante?.id].filter((id): id is string => Boolean(id));
  if (anexados.length > 0) {
    await tx.update(documentos).set({ clienteId: cliente.id }).where(inArray(documentos.id, anexados));
  }
  if (!novo && difereDoCadastro(cliente, dados, anexados.length > 0)) {
    await tx.insert(atualizacoesPendentes).values({
      usuarioId,
      clienteId: cliente.id,
      emprestimoId: emprestimo!.id,
      linkId: link.id,
      ...ficha,
      documentoIdentidadeId: identidade?.id ?? null,
      comprovanteEnderecoId: comprovante?.id ?? null,
      criadaEm: agora,
    });
  }
  await recalcularTotaisCliente(tx, cliente.id);

  // The trail: what came in through the link, by whom. A pending update is shown as such; an
  // existing client is not "created" again.
  const porLink = { ator: "cliente_link", clienteId: cliente.id } as const;
  await registrarAuditoria(tx, usuarioId, { ...porLink, acao: "link_enviado", entidade: "link", entidadeId: link.id, depois: { emprestimoId: emprestimo!.id } }, agora);
  if (novo) {
    await registrarAuditoria(tx, usuarioId, { ...porLink, acao: "cliente_criado", entidade: "cliente", entidadeId: cliente.id, depois: { ...ficha, cpf: dados.cpf } }, agora);
  }
  await registrarAuditoria(
    tx,
    usuarioId,
    { ...porLink, acao: "emprestimo_criado", entidade: "emprestimo", entidadeId: emprestimo!.id, depois: { status: estado.status, modalidade: estado.modalidade, valorOriginal: link.valorOriginal } },
    agora,
  );
  // Last: a used link names no lender to the public wall (migration 0026), so everything this
  // submission writes of the lender's is written while the link is still active.
  await tx.update(linksCadastro).set({ status: "utilizado", emprestimoId: emprestimo!.id }).where(eq(linksCadastro.id, link.id));
  return { usuarioId, linkId: link.id, clienteId: cliente.id, emprestimoId: emprestimo!.id };
}

/** Whether the borrower sent anything the client on file does not already have. */
function difereDoCadastro(cliente: { nome: string; telefone: string; pix: string }, dados: CadastroPublicoDados, enviouDocumentos: boolean): boolean {
  return enviouDocumentos || cliente.nome !== dados.nome || cliente.telefone !== dados.telefone || cliente.pix !== dados.pix;
}

/**
 * The contract of a link's loan for the borrower who typed `devedor`: the link's terms, the
 * lender's settings, drawn up today. What the sign-up page shows under 'Ver contrato'.
 */
export async function contratoDoCadastro(
  tx: Executor,
  link: LinkLinha,
  devedor: { nome: string; cpf: string; telefone: string },
  hoje: string,
): Promise<ContratoParaAceite> {
  const [conf] = await tx
    .select({
      nomeRecibo: configuracoes.nomeRecibo,
      documentoCredor: configuracoes.documentoCredor,
      enderecoCredor: configuracoes.enderecoCredor,
      cidadeRecebedor: configuracoes.cidadeRecebedor,
    })
    .from(configuracoes)
    .where(eq(configuracoes.usuarioId, link.usuarioId));
  const estado = novoEmprestimoDoLink(termosDoLink(link), hoje);
  return redigirParaAceite({
    credor: {
      nome: nomeDoCredorNosDocumentos(conf?.nomeRecibo),
      documento: conf?.documentoCredor || null,
      endereco: conf?.enderecoCredor?.trim() || null,
      cidade: conf?.cidadeRecebedor?.trim() || null,
    },
    devedor: { nome: devedor.nome, cpf: devedor.cpf, telefone: devedor.telefone || null },
    emprestimo: { ...estado, dataEmprestimo: hoje },
    hoje,
  });
}

/**
 * With the form's acceptance (a typed name), the contract it accepts, checked against the hash the
 * page was given: 400 without the hash, 409 when the contract is no longer the one shown (the
 * day turned, the lender changed their name meanwhile). Without a typed name, none.
 */
async function contratoAceitoNoCadastro(tx: Executor, link: LinkLinha, dados: CadastroPublicoDados, hoje: string) {
  if (!dados.nomeAssinatura) return null;
  if (!dados.contratoSha256) {
    throw new Invalido(MENSAGENS_ACEITE.contratoNaoAberto, { errors: { contratoSha256: MENSAGENS_ACEITE.contratoNaoAberto } });
  }
  const contrato = await contratoDoCadastro(tx, link, dados, hoje);
  if (contrato.sha256 !== dados.contratoSha256) throw new Conflito(MENSAGENS_ACEITE.contratoMudou, { code: CODIGO_CONTRATO_MUDOU });
  return contrato;
}
