import { asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import type { ClienteApi, ClienteDaListaApi } from "../../domain/api/ledger.ts";
import { dobrarTexto } from "../../domain/busca.ts";
import { somenteDigitos } from "../../domain/cpf.ts";
import type { ClienteDados } from "../../domain/schemas/client.ts";
import type { ConsultaClientes, OrdemClientes } from "../../domain/schemas/listas.ts";
import { Conflito, NaoEncontrado } from "../../domain/erros.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario, isUuid } from "../db/scope.ts";
import { clientes, documentos, emprestimos } from "../db/schema/index.ts";
import { atrasoPorCliente } from "./atraso-por-cliente.ts";
import { escolher, mudancas, registrarAuditoria } from "./auditoria.ts";
import { CHAVE_DECIMAL, contendo, decodificarCursor, pagina, type Posicao } from "./paginacao.ts";
import { bloquearCliente, marcarAlteracao } from "./totais-clientes.ts";

/** A client's fields the activity trail records. */
export const CAMPOS_CLIENTE_AUDITADOS = ["nome", "cpf", "telefone", "pix"] as const;

export type ClienteLinha = typeof clientes.$inferSelect;

export type ClienteDto = ClienteApi;

export const MENSAGEM_CLIENTE_NAO_ENCONTRADO = "Cliente não encontrado.";
export const MENSAGEM_CPF_DUPLICADO = "Já existe um cliente com este CPF";

export function clienteDto(c: ClienteLinha): ClienteDto {
  return {
    id: c.id,
    nome: c.nome,
    cpf: c.cpf,
    telefone: c.telefone,
    pix: c.pix,
    documentoIdentidadeUrl: c.documentoIdentidadeUrl,
    comprovanteEnderecoUrl: c.comprovanteEnderecoUrl,
    dataCadastro: c.dataCadastro.toISOString(),
    totalEmprestadoHistorico: c.totalEmprestadoHistorico,
    totalReceberAtual: c.totalReceberAtual,
    totalPagoJuros: c.totalPagoJuros,
    anonimizadoEm: c.anonimizadoEm?.toISOString() ?? null,
  };
}

// Only a term made of digits and a CPF or phone mask's punctuation ("123.456", "(11) 9") is
// also compared with the digits; otherwise "Ana 2" would match every CPF with a 2 in it.
const PARECE_NUMERO = /^[\d\s.()\-+/]+$/;

/**
 * The search condition on clientes.busca (the folded name, then the CPF and phone digits): the
 * name as a case- and accent-insensitive substring, the digits as substrings of the CPF or phone.
 * A pg_trgm index answers both (migration 0010).
 */
export function condicaoDeBusca(busca: string | undefined): SQL | undefined {
  const termo = dobrarTexto((busca ?? "").trim());
  if (termo === "") return undefined;
  const digitos = PARECE_NUMERO.test(termo) ? somenteDigitos(termo) : "";
  const porTexto = sql`${clientes.busca} LIKE ${contendo(termo)}`;
  return digitos !== "" && digitos !== termo ? or(porTexto, sql`${clientes.busca} LIKE ${contendo(digitos)}`) : porTexto;
}

/** A running loan past its due date on `hoje` (DOMAIN.md: on the due date itself it is due, not late). */
export const emprestimoEmAtrasoSql = (hoje: string) => sql`${emprestimos.status} IN ('ativo', 'atrasado') AND ${emprestimos.dataProximoCiclo} < ${hoje}`;

const ORDEM_CLIENTES = {
  nome: {
    depois: (p: Posicao) => sql`(${clientes.busca}, ${clientes.id}) > (${p.chave}, ${p.id})`,
    ordenar: [asc(clientes.busca), asc(clientes.id)],
    chave: (c: ClienteLinha) => c.busca ?? "",
    chaveValida: (chave: string) => chave.length > 0,
  },
  valor: {
    // Largest first, ties by id backwards too: one row comparison, so the index is walked backwards.
    depois: (p: Posicao) => sql`(${clientes.totalReceberAtual}, ${clientes.id}) < (${p.chave}::numeric, ${p.id})`,
    ordenar: [desc(clientes.totalReceberAtual), desc(clientes.id)],
    chave: (c: ClienteLinha) => c.totalReceberAtual,
    chaveValida: (chave: string) => CHAVE_DECIMAL.test(chave),
  },
} satisfies Record<OrdemClientes, unknown>;

/**
 * One page of the lender's clients (issue 12), searched and filtered on the server, in keyset
 * order; a client with an overdue loan carries its late figures on `hoje` (issue 11).
 */
export async function listarClientes(
  db: Executor,
  usuarioId: string,
  hoje: string,
  consulta: ConsultaClientes,
): Promise<{ itens: ClienteDaListaApi[]; proximoCursor: string | null }> {
  const ordem = ORDEM_CLIENTES[consulta.ordem];
  const posicao = consulta.cursor === undefined ? undefined : decodificarCursor(consulta.cursor, consulta.ordem, ordem.chaveValida);
  const linhas = await db
    .select()
    .from(clientes)
    .where(
      doUsuario(
        clientes,
        usuarioId,
        condicaoDeBusca(consulta.busca),
        consulta.status === "atrasado"
          ? sql`EXISTS (SELECT 1 FROM ${emprestimos} WHERE ${emprestimos.clienteId} = ${clientes.id} AND ${emprestimoEmAtrasoSql(hoje)})`
          : undefined,
        posicao ? ordem.depois(posicao) : undefined,
      ),
    )
    .orderBy(...ordem.ordenar)
    .limit(consulta.limite + 1);
  const { itens, proximoCursor } = pagina(linhas, consulta.limite, (c) => ({ chave: ordem.chave(c), id: c.id }), consulta.ordem);
  const atrasos = await atrasoPorCliente(
    db,
    usuarioId,
    hoje,
    itens.map((c) => c.id),
  );
  return { itens: itens.map((c) => ({ ...clienteDto(c), ...atrasos.get(c.id) })), proximoCursor };
}

/** The lender's client, or 404 (also for another lender's id). */
export async function buscarCliente(db: Executor, usuarioId: string, id: string): Promise<ClienteLinha> {
  if (!isUuid(id)) throw new NaoEncontrado(MENSAGEM_CLIENTE_NAO_ENCONTRADO);
  const [linha] = await db
    .select()
    .from(clientes)
    .where(doUsuario(clientes, usuarioId, eq(clientes.id, id)));
  if (!linha) throw new NaoEncontrado(MENSAGEM_CLIENTE_NAO_ENCONTRADO);
  return linha;
}

function violouCpfUnico(erro: unknown): boolean {
  // The unique (usuario_id, cpf) index settles races that a check-then-insert would lose.
  const causa = (erro as { cause?: { code?: string; constraint?: string } })?.cause ?? (erro as { code?: string; constraint?: string });
  return causa?.code === "23505" && (causa.constraint === undefined || causa.constraint === "clientes_usuario_cpf_unique");
}

function erroCpfDuplicado(): Conflito {
  return new Conflito(MENSAGEM_CPF_DUPLICADO, { errors: { cpf: MENSAGEM_CPF_DUPLICADO } });
}

// Callers run inside the lender's transaction (http/rotas-do-credor.ts): a failure anywhere
// rolls the whole request back.
export async function criarCliente(tx: Executor, usuarioId: string, dados: ClienteDados): Promise<ClienteDto> {
  try {
    const [inserida] = await tx
      .insert(clientes)
      .values({ usuarioId, ...dados })
      .returning();
    await marcarAlteracao(tx, usuarioId);
    await registrarAuditoria(tx, usuarioId, {
      ator: "credor",
      acao: "cliente_criado",
      entidade: "cliente",
      entidadeId: inserida!.id,
      clienteId: inserida!.id,
      depois: escolher(inserida!, CAMPOS_CLIENTE_AUDITADOS),
    });
    return clienteDto(inserida!);
  } catch (erro) {
    if (violouCpfUnico(erro)) throw erroCpfDuplicado();
    throw erro;
  }
}

export async function atualizarCliente(tx: Executor, usuarioId: string, id: string, dados: ClienteDados): Promise<ClienteDto> {
  const anterior = await buscarCliente(tx, usuarioId, id);
  try {
    const [atualizada] = await tx
      .update(clientes)
      .set(dados)
      .where(doUsuario(clientes, usuarioId, eq(clientes.id, id)))
      .returning();
    if (!atualizada) throw new NaoEncontrado(MENSAGEM_CLIENTE_NAO_ENCONTRADO);
    await marcarAlteracao(tx, usuarioId);
    const diferenca = mudancas(escolher(anterior, CAMPOS_CLIENTE_AUDITADOS), escolher(atualizada, CAMPOS_CLIENTE_AUDITADOS));
    if (diferenca) {
      await registrarAuditoria(tx, usuarioId, { ator: "credor", acao: "cliente_editado", entidade: "cliente", entidadeId: id, clienteId: id, ...diferenca });
    }
    return clienteDto(atualizada);
  } catch (erro) {
    if (violouCpfUnico(erro)) throw erroCpfDuplicado();
    throw erro;
  }
}

export const MENSAGEM_CLIENTE_COM_EMPRESTIMOS = "Cliente com empréstimos não pode ser excluído.";

/**
 * Deletes a client registered by mistake: only while it has no loan (a loan means money moved
 * or may move, and its history must stay). Its documents go with it (cascade, their bytes too);
 * they are returned so that files an earlier version left on disk are removed after the commit.
 * The trail keeps who the client was.
 */
export async function excluirCliente(tx: Executor, usuarioId: string, id: string): Promise<{ id: string; extensao: string }[]> {
  const cliente = await buscarCliente(tx, usuarioId, id);
  await bloquearCliente(tx, cliente.id);
  const [emprestimo] = await tx
    .select({ id: emprestimos.id })
    .from(emprestimos)
    .where(doUsuario(emprestimos, usuarioId, eq(emprestimos.clienteId, id)))
    .limit(1);
  if (emprestimo) throw new Conflito(MENSAGEM_CLIENTE_COM_EMPRESTIMOS);
  const arquivos = await tx
    .select({ id: documentos.id, extensao: documentos.extensao })
    .from(documentos)
    .where(doUsuario(documentos, usuarioId, eq(documentos.clienteId, id)));
  await tx.delete(clientes).where(doUsuario(clientes, usuarioId, eq(clientes.id, id)));
  await marcarAlteracao(tx, usuarioId);
  await registrarAuditoria(tx, usuarioId, {
    ator: "credor",
    acao: "cliente_excluido",
    entidade: "cliente",
    entidadeId: id,
    clienteId: id,
    antes: escolher(cliente, CAMPOS_CLIENTE_AUDITADOS),
  });
  return arquivos;
}
