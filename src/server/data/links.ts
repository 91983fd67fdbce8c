import type { StatusLink } from "../../domain/loans/types.ts";
import { VALIDADE_PADRAO_DIAS } from "../../domain/limites.ts";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { avisosDosTermos } from "../../domain/loans/limite-legal.ts";
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { centavosParaDecimal, taxaParaDecimal } from "../../domain/money.ts";
import type { LinkCadastroDados } from "../../domain/schemas/sign-up-link.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, emprestimos, linksCadastro } from "../db/schema/index.ts";
import { registrarAuditoria } from "./auditoria.ts";
import type { LinkApi, TermosLinkApi } from "../../domain/api/links.ts";
import { Conflito, NaoEncontrado } from "../../domain/erros.ts";

export type LinkLinha = typeof linksCadastro.$inferSelect;

export const MENSAGEM_LINK_NAO_ENCONTRADO = "Link não encontrado.";

/** 192 random bits, URL-safe (DOMAIN.md asks for at least 128). */
export function novoToken(): string {
  return randomBytes(24).toString("base64url");
}

/** A link reads as expired once its date passes, even before anything rewrites its status. */
export function statusEfetivo(link: Pick<LinkLinha, "status" | "dataExpiracao">, agora: Date): StatusLink {
  return link.status === "ativo" && link.dataExpiracao.getTime() <= agora.getTime() ? "expirado" : link.status;
}

export type LinkDto = LinkApi;

/** The terms every link carries, as both the lender's and the public answers give them. */
export function termosLinkDto(l: LinkLinha): TermosLinkApi {
  return {
    modalidade: l.modalidade,
    valorOriginal: l.valorOriginal,
    prazoDias: l.prazoDias,
    taxaJuros: l.taxaJuros,
    quantidadeMeses: l.quantidadeMeses,
    taxaJurosMes: l.taxaJurosMes,
    periodicidade: l.periodicidade,
    taxaTotal: l.taxaTotal,
    multaAtraso: l.multaAtraso,
    taxaAtraso: l.taxaAtraso,
    taxaAtrasoTipo: l.taxaAtrasoTipo,
    exigirDocumentos: l.exigirDocumentos,
    dataInicio: l.dataInicio,
    dataExpiracao: l.dataExpiracao.toISOString(),
  };
}

export function linkDto(l: LinkLinha, agora: Date, cliente: { id: string; nome: string } | null = null): LinkDto {
  return {
    ...termosLinkDto(l),
    id: l.id,
    token: l.token,
    status: statusEfetivo(l, agora),
    dataCriacao: l.dataCriacao.toISOString(),
    emprestimoId: l.emprestimoId,
    nomeDestinatario: l.nomeDestinatario,
    cliente,
  };
}

/** `limiteJurosAnual`: LIMITE_JUROS_ANUAL; the warnings it gives for the link's loan are recorded with the link (issue 29). */
export async function criarLink(
  db: Executor,
  usuarioId: string,
  dados: LinkCadastroDados,
  agora: Date,
  limiteJurosAnual: number,
  validadeDias = VALIDADE_PADRAO_DIAS,
): Promise<LinkDto> {
  const hoje = dataEmSaoPaulo(agora);
  const avisos = avisosDosTermos(dados, hoje, limiteJurosAnual);
  const [linha] = await db
    .insert(linksCadastro)
    .values({
      usuarioId,
      token: novoToken(),
      modalidade: dados.modalidade,
      valorOriginal: centavosParaDecimal(dados.valorOriginal),
      prazoDias: dados.prazoDias ?? null,
      taxaJuros: dados.taxaJuros === undefined ? null : taxaParaDecimal(dados.taxaJuros),
      quantidadeMeses: dados.quantidadeMeses ?? null,
      taxaJurosMes: dados.taxaJurosMes === undefined ? null : taxaParaDecimal(dados.taxaJurosMes),
      periodicidade: dados.periodicidade,
      taxaTotal: dados.taxaTotal === undefined ? null : taxaParaDecimal(dados.taxaTotal),
      multaAtraso: taxaParaDecimal(dados.multaAtraso ?? 0),
      // Both meanings of taxaAtraso (rate or R$ per day) are hundredths.
      taxaAtraso: centavosParaDecimal(dados.taxaAtraso),
      taxaAtrasoTipo: dados.taxaAtrasoTipo,
      exigirDocumentos: dados.exigirDocumentos,
      dataInicio: dados.dataInicio ?? null,
      nomeDestinatario: dados.nomeDestinatario ?? null,
      dataCriacao: agora,
      dataExpiracao: new Date(agora.getTime() + validadeDias * 86_400_000),
    })
    .returning();
  await registrarAuditoria(
    db,
    usuarioId,
    {
      ator: "credor",
      acao: "link_criado",
      entidade: "link",
      entidadeId: linha!.id,
      depois: {
        modalidade: linha!.modalidade,
        valorOriginal: linha!.valorOriginal,
        dataExpiracao: linha!.dataExpiracao.toISOString(),
        ...(avisos.length > 0 ? { avisoLimiteLegal: avisos } : {}),
      },
    },
    agora,
  );
  return linkDto(linha!, agora);
}

export async function listarLinks(db: Executor, usuarioId: string, agora: Date): Promise<LinkDto[]> {
  // A used link names its loan's client, so the list needs no other read (issue 12).
  const linhas = await db
    .select({ link: linksCadastro, clienteId: clientes.id, clienteNome: clientes.nome })
    .from(linksCadastro)
    .leftJoin(emprestimos, eq(emprestimos.id, linksCadastro.emprestimoId))
    .leftJoin(clientes, eq(clientes.id, emprestimos.clienteId))
    .where(doUsuario(linksCadastro, usuarioId))
    .orderBy(desc(linksCadastro.dataCriacao), desc(linksCadastro.id));
  return linhas.map((l) => linkDto(l.link, agora, l.clienteId && l.clienteNome ? { id: l.clienteId, nome: l.clienteNome } : null));
}

/** Cancels an active link; a used one keeps its loan and cannot be cancelled. */
export async function cancelarLink(db: Executor, usuarioId: string, id: string, agora: Date): Promise<LinkDto> {
  if (!isUuid(id)) throw new NaoEncontrado(MENSAGEM_LINK_NAO_ENCONTRADO);
  const [link] = await db
    .select()
    .from(linksCadastro)
    .where(doUsuario(linksCadastro, usuarioId, eq(linksCadastro.id, id)))
    .for("update");
  if (!link) throw new NaoEncontrado(MENSAGEM_LINK_NAO_ENCONTRADO);
  if (link.status === "utilizado") throw new Conflito("Este link já foi utilizado e não pode ser cancelado.");
  if (link.status === "cancelado") return linkDto(link, agora);
  const [linha] = await db.update(linksCadastro).set({ status: "cancelado" }).where(eq(linksCadastro.id, id)).returning();
  await registrarAuditoria(
    db,
    usuarioId,
    { ator: "credor", acao: "link_cancelado", entidade: "link", entidadeId: id, antes: { status: statusEfetivo(link, agora) }, depois: { status: "cancelado" } },
    agora,
  );
  return linkDto(linha!, agora);
}
