import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  primaryKey,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { TIPOS_CREDITO, type TipoCredito } from "../../../domain/credits.ts";
import {
  MODALIDADES,
  ORIGENS_EMPRESTIMO,
  RESOLUCOES_ATUALIZACAO,
  STATUS_EMPRESTIMO,
  STATUS_LINK,
  TIPOS_DOCUMENTO,
  TIPOS_PAGAMENTO,
  FORMAS_PAGAMENTO,
  type FormaPagamento,
  TIPOS_TAXA_ATRASO,
  type Modalidade,
  type OrigemEmprestimo,
  type StatusEmprestimo,
  type StatusLink,
  type TipoDocumento,
  type TipoPagamento,
  type TipoTaxaAtraso,
} from "../../../domain/loans/types.ts";
import {
  ACOES_AUDITORIA,
  ATORES_AUDITORIA,
  ENTIDADES_AUDITORIA,
  type AcaoAuditoria,
  type AtorAuditoria,
  type EntidadeAuditoria,
} from "../../../domain/auditoria.ts";
import type { EstadoAnteriorPagamento } from "../../../domain/loans/reversal.ts";
import { PERIODICIDADES, type Periodicidade } from "../../../domain/loans/cronograma.ts";
import type { ParcelaEscrita } from "../../../domain/loans/db-row.ts";
import { LETRAS_ACENTUADAS, LETRAS_SEM_ACENTO } from "../../../domain/busca.ts";
import { ORIGENS_ACEITE, STATUS_PEDIDO_ACEITE, type OrigemAceite, type StatusPedidoAceite } from "../../../domain/aceite.ts";
import type { ContratoRedigido } from "../../../domain/contrato.ts";
import { TIPOS_DOCUMENTO_VERIFICAVEL, type TipoDocumentoVerificavel } from "../../../domain/verificacao.ts";
import { authUser } from "./auth.ts";

// The lender's records (spec section 3). Every table carries usuario_id so that data
// stays per lender and sharding by lender remains possible. Money is numeric(10,2),
// rates numeric(5,2); the database itself refuses negative money and unknown states.

const dinheiro = (nome: string) => numeric(nome, { precision: 10, scale: 2 });
// A client's running totals add up many loans: wide enough that no sum of valid loans overflows.
const totalAcumulado = (nome: string) => numeric(nome, { precision: 16, scale: 2 });
const taxa = (nome: string) => numeric(nome, { precision: 5, scale: 2 });
const momento = (nome: string) => timestamp(nome, { withTimezone: true });
const dono = () =>
  text("usuario_id")
    .notNull()
    .references(() => authUser.id, { onDelete: "cascade" });
// "Today" in the business time zone, for date columns that default to the day of creation.
const hojeEmSaoPaulo = sql`((now() AT TIME ZONE 'America/Sao_Paulo')::date)`;

/**
 * The client's name folded for search and sort, in SQL: lower() handles ASCII in any locale; the
 * accented letters (upper and lower case, since lower() of 'Á' is 'Á' in the C locale) are
 * mapped by translate(). Mirrors dobrarTexto (src/domain/busca.ts) for these letters.
 */
const NOME_DOBRADO_SQL = `translate(lower(nome), '${LETRAS_ACENTUADAS}', '${LETRAS_SEM_ACENTO}')`;

export const clientes = pgTable(
  "clientes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    usuarioId: dono(),
    nome: text("nome").notNull(),
    cpf: char("cpf", { length: 11 }).notNull(),
    telefone: varchar("telefone", { length: 20 }).notNull(),
    pix: text("pix").notNull(),
    documentoIdentidadeUrl: text("documento_identidade_url"),
    comprovanteEnderecoUrl: text("comprovante_endereco_url"),
    dataCadastro: momento("data_cadastro").notNull().defaultNow(),
    totalEmprestadoHistorico: totalAcumulado("total_emprestado_historico").notNull().default("0"),
    totalReceberAtual: totalAcumulado("total_receber_atual").notNull().default("0"),
    totalPagoJuros: totalAcumulado("total_pago_juros").notNull().default("0"),
    // Set when the client's personal data was replaced at the borrower's request (LGPD).
    anonimizadoEm: momento("anonimizado_em"),
    // What the list searches and sorts on (issue 12): the name folded (lower case, no accents),
    // then the CPF and phone digits. Kept by the database itself, so no write path can forget it;
    // collated "C" in the migration, so both databases order it alike, byte by byte.
    busca: text("busca").generatedAlwaysAs(sql`${sql.raw(NOME_DOBRADO_SQL)} || ' ' || cpf || ' ' || telefone`),
  },
  (t) => [
    index("clientes_usuario_busca_idx").on(t.usuarioId, t.busca, t.id),
    index("clientes_usuario_receber_idx").on(t.usuarioId, t.totalReceberAtual, t.id),
    // Substring search (pg_trgm) within one lender (btree_gin puts usuario_id in the same index).
    index("clientes_busca_trgm_idx").using("gin", t.usuarioId, sql`${t.busca} gin_trgm_ops`),
    // One client per CPF per lender; also serves every per-lender lookup (leading usuario_id).
    unique("clientes_usuario_cpf_unique").on(t.usuarioId, t.cpf),
    check("clientes_cpf_digitos", sql`${t.cpf} ~ '^[0-9]{11}$'`),
    check("clientes_totais_nao_negativos", sql`${t.totalEmprestadoHistorico} >= 0 AND ${t.totalReceberAtual} >= 0 AND ${t.totalPagoJuros} >= 0`),
  ],
);

const emLista = (coluna: unknown, valores: readonly string[]) =>
  sql`${coluna} IN (${sql.join(
    valores.map((v) => sql.raw(`'${v}'`)),
    sql`, `,
  )})`;

export const emprestimos = pgTable(
  "emprestimos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clienteId: uuid("cliente_id")
      .notNull()
      .references(() => clientes.id, { onDelete: "cascade" }),
    usuarioId: dono(),
    valorOriginal: dinheiro("valor_original").notNull(),
    valorRestante: dinheiro("valor_restante").notNull(),
    prazoDias: integer("prazo_dias"),
    taxaJuros: taxa("taxa_juros").notNull(),
    taxaAtraso: dinheiro("taxa_atraso").notNull().default("0"),
    taxaAtrasoTipo: varchar("taxa_atraso_tipo", { length: 20 }).$type<TipoTaxaAtraso>().notNull().default("percentual"),
    origem: varchar("origem", { length: 20 }).$type<OrigemEmprestimo>().notNull().default("link"),
    cicloAtual: integer("ciclo_atual").notNull().default(1),
    dataEmprestimo: date("data_emprestimo").notNull().default(hojeEmSaoPaulo),
    // Issue 29, point 4: when the borrower accepted the contract (aceites_contrato), or null.
    // Kept on the loan so the lists show it without another read; written in the acceptance's
    // transaction only.
    contratoAceitoEm: momento("contrato_aceito_em"),
    dataProximoCiclo: date("data_proximo_ciclo").notNull(),
    // Issue 43: a mensal due date that is not a collection day moves to the next collection day
    // (data_proximo_ciclo, what everyone reads), and the next cycle counts from the unmoved date
    // kept here (DOMAIN.md, "Schedules"). NULL reads as data_proximo_ciclo (nothing moved).
    dataBaseCiclo: date("data_base_ciclo"),
    diasAtraso: integer("dias_atraso").notNull().default(0),
    valorJurosAtraso: dinheiro("valor_juros_atraso").notNull().default("0"),
    status: varchar("status", { length: 20 }).$type<StatusEmprestimo>().notNull().default("aguardando_envio"),
    dataInicio: date("data_inicio"),
    // DOMAIN.md: the installment modality keeps its plan on the loan.
    modalidade: varchar("modalidade", { length: 20 }).$type<Modalidade>().notNull().default("mensal"),
    quantidadeParcelas: integer("quantidade_parcelas"),
    valorParcela: dinheiro("valor_parcela"),
    // Issue 43: how often a parcelado loan is paid, its rate for the whole loan (instead of
    // taxaJuros per period) and the penalty on an overdue cycle or installment (0 to 20 %).
    periodicidade: varchar("periodicidade", { length: 20 }).$type<Periodicidade>().notNull().default("mensal"),
    taxaTotal: taxa("taxa_total"),
    multaAtraso: taxa("multa_atraso").notNull().default("0"),
    // The written schedule of a parcelado loan (issue 43): every installment's number, due date,
    // amount and interest and principal parts (decimal strings), computed once when the loan is
    // made (src/domain/loans/cronograma.ts) and re-written from the delivery date on activation.
    // Kept on the row because every rule that reads the loan reads it too; settings or holidays
    // changed later never touch it. Which installments are paid is ciclo_atual. NULL for mensal.
    parcelas: jsonb("parcelas").$type<ParcelaEscrita[]>(),
    // The same schedule as arrays indexed by installment number (migration 0031), kept by the
    // database from the jsonb on every write, never by the app: the due dates, the written amounts
    // and, for installment k, the sum of the written amounts before it. The calendar's month and
    // the forecast read each open installment of every running loan; with these they need no
    // jsonb parsing and no running sum per request (what is still owed of installment k is the
    // balance less acumulados[k] − acumulados[ciclo_atual]). NULL for mensal.
    parcelasVencimentos: date("parcelas_vencimentos")
      .array()
      .generatedAlwaysAs(sql`credito_parcelas_vencimentos(parcelas)`),
    parcelasValores: numeric("parcelas_valores", { precision: 10, scale: 2 })
      .array()
      .generatedAlwaysAs(sql`credito_parcelas_valores(parcelas)`),
    parcelasAcumulados: numeric("parcelas_acumulados", { precision: 12, scale: 2 })
      .array()
      .generatedAlwaysAs(sql`credito_parcelas_acumulados(parcelas)`),
    // The client's name, copied by the database (migration 0012's triggers: on the loan's insert
    // and on the client's rename), so a day's due list is one index walk in name order instead of
    // a join that reads every client of the lender. Never written by the app.
    clienteNome: text("cliente_nome").notNull().default(""),
    // Issue 43, renegotiation (DOMAIN.md): the new loan points to the loan it renegotiated, the old
    // one (status renegociado) to the loan that replaced it. jurosRenegociados: the interest, late
    // interest and penalty of the old debt folded into the new principal after forgiveness, the
    // reports' 'Juros renegociados' (never money received nor lent); 0 on any other loan.
    renegociadoDe: uuid("renegociado_de").references((): AnyPgColumn => emprestimos.id),
    renegociadoPara: uuid("renegociado_para").references((): AnyPgColumn => emprestimos.id, { onDelete: "set null" }),
    jurosRenegociados: dinheiro("juros_renegociados").notNull().default("0"),
  },
  (t) => [
    index("emprestimos_usuario_id_idx").on(t.usuarioId),
    // A day's running loans in the client's name order (dashboard due lists, calendar day),
    // paged by keyset: each page reads only its rows.
    index("emprestimos_usuario_dia_nome_idx")
      .on(t.usuarioId, t.dataProximoCiclo, t.clienteNome, t.id)
      .where(sql`${emLista(t.status, ["ativo", "atrasado"])}`),
    // The loan list's orders, each a keyset walk (issue 12): due date, balance (read backwards,
    // largest first), newest (backwards).
    index("emprestimos_usuario_vencimento_idx").on(t.usuarioId, t.dataProximoCiclo, t.id),
    index("emprestimos_usuario_restante_idx").on(t.usuarioId, t.valorRestante, t.id),
    index("emprestimos_usuario_recentes_idx").on(t.usuarioId, t.dataEmprestimo, t.id),
    index("emprestimos_cliente_id_idx").on(t.clienteId),
    // A loan is renegotiated once: one new loan per old one.
    uniqueIndex("emprestimos_renegociado_de_idx").on(t.renegociadoDe),
    // The calendar's day (issue 43): the loans whose written schedule holds an installment on that
    // date, found by containment (parcelas @> '[{"vencimento": ...}]') instead of reading every
    // loan's schedule.
    index("emprestimos_parcelas_idx").using("gin", sql`${t.parcelas} jsonb_path_ops`),
    // Issue 42, point 7: the dashboard's 'N cadastros aguardando envio' counts only these few
    // rows (sign-ups not yet sent), never every loan of the lender.
    index("emprestimos_usuario_cadastros_aguardando_idx")
      .on(t.usuarioId)
      .where(sql`${t.status} = 'aguardando_envio' AND ${t.origem} = 'link'`),
    check("emprestimos_status_valido", emLista(t.status, STATUS_EMPRESTIMO)),
    check("emprestimos_taxa_atraso_tipo_valido", emLista(t.taxaAtrasoTipo, TIPOS_TAXA_ATRASO)),
    check("emprestimos_origem_valida", emLista(t.origem, ORIGENS_EMPRESTIMO)),
    check("emprestimos_modalidade_valida", emLista(t.modalidade, MODALIDADES)),
    check("emprestimos_periodicidade_valida", emLista(t.periodicidade, PERIODICIDADES)),
    check("emprestimos_multa_valida", sql`${t.multaAtraso} >= 0 AND ${t.multaAtraso} <= 20 AND coalesce(${t.taxaTotal}, 0) >= 0`),
    check(
      "emprestimos_valores_nao_negativos",
      sql`${t.valorOriginal} > 0 AND ${t.valorRestante} >= 0 AND ${t.taxaJuros} >= 0 AND ${t.taxaAtraso} >= 0 AND ${t.valorJurosAtraso} >= 0`,
    ),
    check("emprestimos_contadores_validos", sql`${t.cicloAtual} >= 1 AND ${t.diasAtraso} >= 0`),
    check(
      "emprestimos_plano_da_modalidade",
      // coalesce: a NULL would make the whole CHECK unknown, which PostgreSQL lets through.
      sql`(${t.modalidade} = 'mensal' AND coalesce(${t.prazoDias}, 0) > 0) OR (${t.modalidade} = 'parcelado' AND coalesce(${t.quantidadeParcelas}, 0) > 0 AND coalesce(${t.valorParcela}, 0) > 0)`,
    ),
  ],
);

/**
 * Per lender and due date, the running loans (ativo, atrasado) due that day and the sum of their
 * cycle's value (interest, or the installment): the calendar's month and the dashboard's expected
 * income read at most a month of these rows instead of every loan (issue 12 point 2). Kept by a
 * trigger on every loan write (migration 0013), in the writing transaction; never written by the app.
 */
export const vencimentosPorDia = pgTable(
  "vencimentos_por_dia",
  {
    usuarioId: dono(),
    data: date("data").notNull(),
    quantidade: integer("quantidade").notNull().default(0),
    valorDoCiclo: totalAcumulado("valor_do_ciclo").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.data] })],
);

/**
 * Per lender and calendar month (its first day, São Paulo): what the report of issue 31 sums, kept
 * by triggers in the writing transaction (migration 0024) so a year's report reads twelve rows:
 * money lent on loans that left 'aguardando_envio', and payments not reversed by their own date.
 */
export const resumoPorMes = pgTable(
  "resumo_por_mes",
  {
    usuarioId: dono(),
    mes: date("mes").notNull(),
    emprestado: totalAcumulado("emprestado").notNull().default("0"),
    recebidoJuros: totalAcumulado("recebido_juros").notNull().default("0"),
    recebidoPrincipal: totalAcumulado("recebido_principal").notNull().default("0"),
    recebidoJurosAtraso: totalAcumulado("recebido_juros_atraso").notNull().default("0"),
    recebidoTotal: totalAcumulado("recebido_total").notNull().default("0"),
    jurosAtrasoDispensados: totalAcumulado("juros_atraso_dispensados").notNull().default("0"),
    // Issue 43: interest folded into renegotiated loans, in the month of the new loan.
    jurosRenegociados: totalAcumulado("juros_renegociados").notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.mes] })],
);

export const linksCadastro = pgTable(
  "links_cadastro",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: varchar("token", { length: 100 }).notNull().unique(),
    usuarioId: dono(),
    emprestimoId: uuid("emprestimo_id").references(() => emprestimos.id, { onDelete: "cascade" }),
    valorOriginal: dinheiro("valor_original").notNull(),
    prazoDias: integer("prazo_dias"),
    taxaJuros: taxa("taxa_juros"),
    taxaAtraso: dinheiro("taxa_atraso").notNull().default("0"),
    taxaAtrasoTipo: varchar("taxa_atraso_tipo", { length: 20 }).$type<TipoTaxaAtraso>().notNull().default("percentual"),
    exigirDocumentos: boolean("exigir_documentos").notNull().default(false),
    status: varchar("status", { length: 20 }).$type<StatusLink>().notNull().default("ativo"),
    dataCriacao: momento("data_criacao").notNull().defaultNow(),
    dataExpiracao: momento("data_expiracao").notNull(),
    dataInicio: date("data_inicio"),
    modalidade: varchar("modalidade", { length: 20 }).$type<Modalidade>().notNull().default("mensal"),
    quantidadeMeses: integer("quantidade_meses"),
    taxaJurosMes: taxa("taxa_juros_mes"),
    // Issue 43: the same terms as the loan's (periodicidade; taxaTotal instead of taxaJurosMes).
    periodicidade: varchar("periodicidade", { length: 20 }).$type<Periodicidade>().notNull().default("mensal"),
    taxaTotal: taxa("taxa_total"),
    multaAtraso: taxa("multa_atraso").notNull().default("0"),
    // Optional: who the lender meant the link for, shown in the list and the share message.
    nomeDestinatario: varchar("nome_destinatario", { length: 60 }),
  },
  (t) => [
    index("links_cadastro_usuario_id_idx").on(t.usuarioId, t.dataCriacao),
    check("links_cadastro_status_valido", emLista(t.status, STATUS_LINK)),
    check("links_cadastro_taxa_atraso_tipo_valido", emLista(t.taxaAtrasoTipo, TIPOS_TAXA_ATRASO)),
    check("links_cadastro_modalidade_valida", emLista(t.modalidade, MODALIDADES)),
    check("links_cadastro_periodicidade_valida", emLista(t.periodicidade, PERIODICIDADES)),
    check("links_cadastro_multa_valida", sql`${t.multaAtraso} >= 0 AND ${t.multaAtraso} <= 20 AND coalesce(${t.taxaTotal}, 0) >= 0`),
    check(
      "links_cadastro_valores_nao_negativos",
      sql`${t.valorOriginal} > 0 AND ${t.taxaAtraso} >= 0 AND coalesce(${t.taxaJuros}, 0) >= 0 AND coalesce(${t.taxaJurosMes}, 0) >= 0`,
    ),
  ],
);

export const historicoPagamentos = pgTable(
  "historico_pagamentos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    emprestimoId: uuid("emprestimo_id")
      .notNull()
      .references(() => emprestimos.id, { onDelete: "cascade" }),
    clienteId: uuid("cliente_id")
      .notNull()
      .references(() => clientes.id, { onDelete: "cascade" }),
    usuarioId: dono(),
    /**
     * When the borrower paid (DOMAIN.md "Payments as they happened"): the moment of registration
     * for a payment made today, noon in São Paulo of its day for one registered later.
     */
    dataPagamento: momento("data_pagamento").notNull().defaultNow(),
    /** When the lender registered it. */
    registradoEm: momento("registrado_em").notNull().defaultNow(),
    valorTotal: dinheiro("valor_total").notNull(),
    valorJuros: dinheiro("valor_juros").notNull(),
    valorPrincipal: dinheiro("valor_principal").notNull(),
    tipoPagamento: varchar("tipo_pagamento", { length: 20 }).$type<TipoPagamento>().notNull(),
    ciclo: integer("ciclo").notNull(),
    observacao: text("observacao"),
    // What the receipt shows apart: the late interest inside valorJuros and the balance left
    // after this payment (NULL on rows recorded before receipts existed).
    valorJurosAtraso: dinheiro("valor_juros_atraso"),
    saldoApos: dinheiro("saldo_apos"),
    // Issue 31: how the money came, and late interest the lender waived (with why).
    formaPagamento: varchar("forma_pagamento", { length: 20 }).$type<FormaPagamento>().notNull().default("pix"),
    valorJurosAtrasoDispensado: dinheiro("valor_juros_atraso_dispensado").notNull().default("0"),
    // Issue 43: the penalty inside valorJuros (its own line, like the late interest), the penalty
    // waived with the late interest, and how many installments one parcela payment covered.
    valorMulta: dinheiro("valor_multa").notNull().default("0"),
    valorMultaDispensada: dinheiro("valor_multa_dispensada").notNull().default("0"),
    parcelasPagas: integer("parcelas_pagas").notNull().default(1),
    motivoDispensa: varchar("motivo_dispensa", { length: 500 }),
    // Reversal (estorno): the row stays, marked, and stops counting in totals.
    estornado: boolean("estornado").notNull().default(false),
    motivoEstorno: text("motivo_estorno"),
    dataEstorno: momento("data_estorno"),
    // The loan as it was just before this payment: what a reversal puts back (NULL on rows
    // recorded before reversals existed, which therefore cannot be reversed).
    estadoAnterior: jsonb("estado_anterior").$type<EstadoAnteriorPagamento>(),
  },
  (t) => [
    index("historico_pagamentos_usuario_cliente_idx").on(t.usuarioId, t.clienteId, t.dataPagamento),
    // What came in on a day or a month (dashboard, chart): a range of one lender's payments.
    index("historico_pagamentos_usuario_data_idx").on(t.usuarioId, t.dataPagamento),
    index("historico_pagamentos_emprestimo_id_idx").on(t.emprestimoId),
    check("historico_pagamentos_tipo_valido", emLista(t.tipoPagamento, TIPOS_PAGAMENTO)),
    check("historico_pagamentos_forma_valida", emLista(t.formaPagamento, FORMAS_PAGAMENTO)),
    check(
      "historico_pagamentos_dispensa_com_motivo",
      sql`(${t.valorJurosAtrasoDispensado} + ${t.valorMultaDispensada} > 0) = (${t.motivoDispensa} IS NOT NULL)`,
    ),
    check("historico_pagamentos_parcelas_pagas_validas", sql`${t.parcelasPagas} >= 1 AND ${t.valorMulta} >= 0 AND ${t.valorMultaDispensada} >= 0`),
    check(
      "historico_pagamentos_valores_validos",
      sql`${t.valorJuros} >= 0 AND ${t.valorPrincipal} >= 0 AND ${t.valorTotal} = ${t.valorJuros} + ${t.valorPrincipal}`,
    ),
    check("historico_pagamentos_estorno_completo", sql`${t.estornado} = (${t.dataEstorno} IS NOT NULL) AND ${t.estornado} = (${t.motivoEstorno} IS NOT NULL)`),
  ],
);

export const configuracoes = pgTable(
  "configuracoes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    usuarioId: dono().unique(),
    // Required by the settings form; empty until the lender fills it in.
    chavePix: text("chave_pix").notNull().default(""),
    telefoneWhatsapp: varchar("telefone_whatsapp", { length: 20 }),
    // The name printed on receipts and statements; the e-mail when empty.
    nomeRecibo: text("nome_recibo"),
    // Issue 29: the lender on the contract, both optional. The CPF or CNPJ as its digits.
    documentoCredor: varchar("documento_credor", { length: 14 }),
    enderecoCredor: varchar("endereco_credor", { length: 200 }),
    // The receiver of the PIX BR Code (EMV tags 59 and 60): at most 25 and 15 characters by the
    // Central Bank's rules; the code is only offered once both are filled in.
    nomeRecebedor: varchar("nome_recebedor", { length: 25 }),
    cidadeRecebedor: varchar("cidade_recebedor", { length: 15 }),
    diasRestantes: integer("dias_restantes").notNull().default(1),
    dataUltimaAtualizacaoCreditos: momento("data_ultima_atualizacao_creditos").notNull().defaultNow(),
    atualizadoEm: momento("atualizado_em").notNull().defaultNow(),
    // Bumped in the same transaction as any change to the lender's clients, loans or payments:
    // the key of the servers' read caches (see cache/por-versao.ts).
    versaoDados: bigint("versao_dados", { mode: "number" }).notNull().default(0),
    // The dashboard's lender-wide figures, kept by triggers on clientes and emprestimos in the
    // writing transaction (migration 0010), so reading them costs one row however big the book.
    // totalEmprestadoAtivo: what is left on running loans (ativo, atrasado).
    totalEmprestadoAtivo: totalAcumulado("total_emprestado_ativo").notNull().default("0"),
    totalClientes: integer("total_clientes").notNull().default(0),
    // Issue 43, point 2: the days the lender collects on (src/domain/calendario-de-cobranca.ts).
    cobrarSabados: boolean("cobrar_sabados").notNull().default(true),
    cobrarDomingos: boolean("cobrar_domingos").notNull().default(false),
    cobrarFeriados: boolean("cobrar_feriados").notNull().default(false),
    ufFeriados: varchar("uf_feriados", { length: 2 }),
    carnavalECorpusChristiCobranca: boolean("carnaval_corpus_christi_cobranca").notNull().default(true),
    datasSemCobranca: date("datas_sem_cobranca", { mode: "string" })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
  },
  (t) => [check("configuracoes_dias_nao_negativos", sql`${t.diasRestantes} >= 0`)],
);

export const historicoCreditos = pgTable(
  "historico_creditos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    usuarioId: dono(),
    diasAdicionados: integer("dias_adicionados").notNull(),
    tipo: varchar("tipo", { length: 50 }).$type<TipoCredito>().notNull(),
    descricao: text("descricao"),
    dataCriacao: momento("data_criacao").notNull().defaultNow(),
  },
  (t) => [
    index("historico_creditos_usuario_data_idx").on(t.usuarioId, t.dataCriacao),
    check("historico_creditos_tipo_valido", emLista(t.tipo, TIPOS_CREDITO)),
    check("historico_creditos_dias_positivos", sql`${t.diasAdicionados} > 0`),
  ],
);

// A retried payment (same Idempotency-Key) gets the first answer instead of paying twice.
// The row is written in the payment's own transaction, so a failed payment leaves no key behind.
export const idempotenciaPagamentos = pgTable(
  "idempotencia_pagamentos",
  {
    usuarioId: dono(),
    chave: varchar("chave", { length: 100 }).notNull(),
    // What was asked (loan, type, principal): the same key with another request is refused.
    impressao: text("impressao").notNull(),
    resposta: jsonb("resposta"),
    criadoEm: momento("criado_em").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.chave] })],
);

// Files a borrower uploaded through a sign-up link. They belong to the link's lender; cliente_id
// is set when the submission that used them is saved (until then, cleanup may remove them).
export const documentos = pgTable(
  "documentos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    usuarioId: dono(),
    linkId: uuid("link_id").references(() => linksCadastro.id, { onDelete: "set null" }),
    clienteId: uuid("cliente_id").references(() => clientes.id, { onDelete: "cascade" }),
    tipo: varchar("tipo", { length: 20 }).$type<TipoDocumento>().notNull(),
    mime: varchar("mime", { length: 50 }).notNull(),
    extensao: varchar("extensao", { length: 5 }).notNull(),
    tamanho: integer("tamanho").notNull(),
    criadoEm: momento("criado_em").notNull().defaultNow(),
  },
  (t) => [
    index("documentos_usuario_cliente_idx").on(t.usuarioId, t.clienteId),
    index("documentos_link_idx").on(t.linkId),
    check("documentos_tipo_valido", emLista(t.tipo, TIPOS_DOCUMENTO)),
    check("documentos_tamanho_valido", sql`${t.tamanho} > 0 AND ${t.tamanho} <= 5242880`),
  ],
);

// The bytes of each document (decision 0030): in the database, so that every app server reads
// what any of them received, and a backup of the database carries them. One row per document,
// apart from its metadata so that listing documents never touches the bytes; gone with the
// document's row (cascade). Rows of documents stored by earlier versions as files in
// DATA_DIR/documentos are imported at start (storage/documentos.ts).
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (valor) => (Buffer.isBuffer(valor) ? valor : Buffer.from(valor)),
});

export const documentosConteudo = pgTable("documentos_conteudo", {
  documentoId: uuid("documento_id")
    .primaryKey()
    .references(() => documentos.id, { onDelete: "cascade" }),
  usuarioId: dono(),
  conteudo: bytea("conteudo").notNull(),
});

// Secrets every app server must share (decision 0030): the session-signing secret when
// BETTER_AUTH_SECRET is not set and the database is a PostgreSQL server. Not a lender's data: no
// role of the tenancy wall is granted it; only the connection's own user reads it, at start.
export const segredosDoServidor = pgTable("segredos_do_servidor", {
  nome: varchar("nome", { length: 40 }).primaryKey(),
  valor: text("valor").notNull(),
  criadoEm: momento("criado_em").notNull().defaultNow(),
});

// Request counters of the public routes (sign-up page, uploads, submissions), per address and
// route, in the database so that every app server shares them.
export const limitesPublicos = pgTable("limites_publicos", {
  chave: text("chave").primaryKey(),
  contagem: integer("contagem").notNull(),
  inicioJanela: momento("inicio_janela").notNull(),
});

// What a borrower typed on a public sign-up link for a CPF that was already the lender's
// client. The public form never changes a client on file: the lender accepts or discards this.
export const atualizacoesPendentes = pgTable(
  "atualizacoes_pendentes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    usuarioId: dono(),
    clienteId: uuid("cliente_id")
      .notNull()
      .references(() => clientes.id, { onDelete: "cascade" }),
    emprestimoId: uuid("emprestimo_id").references(() => emprestimos.id, { onDelete: "set null" }),
    linkId: uuid("link_id").references(() => linksCadastro.id, { onDelete: "set null" }),
    nome: text("nome").notNull(),
    telefone: varchar("telefone", { length: 20 }).notNull(),
    pix: text("pix").notNull(),
    documentoIdentidadeId: uuid("documento_identidade_id").references(() => documentos.id, { onDelete: "set null" }),
    comprovanteEnderecoId: uuid("comprovante_endereco_id").references(() => documentos.id, { onDelete: "set null" }),
    criadaEm: momento("criada_em").notNull().defaultNow(),
    resolvidaEm: momento("resolvida_em"),
    resolucao: varchar("resolucao", { length: 20 }),
  },
  (t) => [
    index("atualizacoes_pendentes_usuario_cliente_idx").on(t.usuarioId, t.clienteId),
    check("atualizacoes_pendentes_resolucao_valida", sql`${t.resolucao} IS NULL OR ${emLista(t.resolucao, RESOLUCOES_ATUALIZACAO)}`),
    check("atualizacoes_pendentes_resolvida_junto", sql`(${t.resolucao} IS NULL) = (${t.resolvidaEm} IS NULL)`),
  ],
);

// The activity trail: one row per change a lender, a borrower (through a link) or the system
// makes. Append-only: the app's roles may insert and read, never update or delete (migration
// 0007); only anonymization scrubs personal values, through credito_anonimizar_auditoria().
// entidade_id and cliente_id carry no foreign key: the trail outlives what it describes.
export const auditoria = pgTable(
  "auditoria",
  {
    // The order of the trail (pages walk it). It counts every lender's records, so it never
    // leaves the server: the API shows `publico` and seals the page position (issue 28).
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    publico: uuid("publico").notNull().defaultRandom(),
    usuarioId: dono(),
    momento: momento("momento").notNull().defaultNow(),
    ator: varchar("ator", { length: 20 }).$type<AtorAuditoria>().notNull(),
    acao: varchar("acao", { length: 40 }).$type<AcaoAuditoria>().notNull(),
    entidade: varchar("entidade", { length: 20 }).$type<EntidadeAuditoria>().notNull(),
    entidadeId: text("entidade_id"),
    // The client the change concerns (its loans, payments and links too): the client's tab.
    clienteId: uuid("cliente_id"),
    antes: jsonb("antes").$type<Record<string, unknown>>(),
    depois: jsonb("depois").$type<Record<string, unknown>>(),
  },
  (t) => [
    index("auditoria_usuario_id_idx").on(t.usuarioId, t.id),
    index("auditoria_usuario_cliente_idx").on(t.usuarioId, t.clienteId, t.id),
    index("auditoria_usuario_entidade_idx").on(t.usuarioId, t.entidade, t.entidadeId, t.id),
    check("auditoria_ator_valido", emLista(t.ator, ATORES_AUDITORIA)),
    check("auditoria_acao_valida", emLista(t.acao, ACOES_AUDITORIA)),
    check("auditoria_entidade_valida", emLista(t.entidade, ENTIDADES_AUDITORIA)),
  ],
);

// Issue 29, point 5 (decision 0051): every document that prints a verification code registers it
// here when it is issued, so that GET /api/verificar/{codigo} can answer anyone who holds it.
// Append-only like the trail (migration 0018): the app's roles may insert and read, never update
// or delete; rows go only with their lender's account or their client (foreign key cascades).
// No personal data is kept: the borrower's masked name and CPF are derived from the client at
// read time, so an anonymized client (LGPD) is no longer shown. referencia_id is the payment (a
// receipt) or, later, the acceptance (a contract): no foreign key, the kinds differ.
export const documentosVerificaveis = pgTable(
  "documentos_verificaveis",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    codigo: varchar("codigo", { length: 12 }).notNull().unique("documentos_verificaveis_codigo_unico"),
    tipo: varchar("tipo", { length: 20 }).$type<TipoDocumentoVerificavel>().notNull(),
    usuarioId: dono(),
    clienteId: uuid("cliente_id")
      .notNull()
      .references(() => clientes.id, { onDelete: "cascade" }),
    referenciaId: uuid("referencia_id").notNull(),
    data: momento("data").notNull(),
    valor: totalAcumulado("valor").notNull(),
    sha256: char("sha256", { length: 64 }).notNull(),
    criadoEm: momento("criado_em").notNull().defaultNow(),
  },
  (t) => [
    index("documentos_verificaveis_usuario_referencia_idx").on(t.usuarioId, t.tipo, t.referenciaId),
    check("documentos_verificaveis_tipo_valido", emLista(t.tipo, TIPOS_DOCUMENTO_VERIFICAVEL)),
    check("documentos_verificaveis_codigo_formato", sql`${t.codigo} ~ '^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2}$'`),
    check("documentos_verificaveis_sha256_formato", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check("documentos_verificaveis_valor_positivo", sql`${t.valor} >= 0`),
  ],
);

// Issue 29, point 4 (decision 0053): 'Pedir aceite' on a loan. The token opens the borrower's
// acceptance page (/aceite/{token}) like a sign-up link's (192 bits, expiring, single use; the
// public role's wall knows both kinds of token). The contract the borrower will be shown is drawn
// up when the request is made and kept here byte for byte: what the borrower reads is what the
// acceptance hashes. A new request cancels the loan's earlier active ones.
export const pedidosAceite = pgTable(
  "pedidos_aceite",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: varchar("token", { length: 100 }).notNull().unique(),
    usuarioId: dono(),
    emprestimoId: uuid("emprestimo_id")
      .notNull()
      .references(() => emprestimos.id, { onDelete: "cascade" }),
    status: varchar("status", { length: 20 }).$type<StatusPedidoAceite>().notNull().default("ativo"),
    criadoEm: momento("criado_em").notNull(),
    expiraEm: momento("expira_em").notNull(),
    /** The contract's text (redigirContrato) the page shows, and its PDF's exact bytes. */
    texto: jsonb("texto").$type<ContratoRedigido>().notNull(),
    documento: bytea("documento").notNull(),
    sha256: char("sha256", { length: 64 }).notNull(),
  },
  (t) => [
    index("pedidos_aceite_emprestimo_idx").on(t.usuarioId, t.emprestimoId),
    check("pedidos_aceite_status_valido", emLista(t.status, STATUS_PEDIDO_ACEITE)),
  ],
);

// Issue 29, point 4 (decision 0053): the borrower's electronic acceptance of a loan's contract,
// one per loan (the loan's terms never change after it is created). Append-only: the app's roles
// insert and read; the one change ever made is anonymization (LGPD), through a function that
// clears the personal fields and the document, keeping when, the hash and the code.
export const aceitesContrato = pgTable(
  "aceites_contrato",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    usuarioId: dono(),
    emprestimoId: uuid("emprestimo_id")
      .notNull()
      .unique("aceites_contrato_um_por_emprestimo")
      .references(() => emprestimos.id, { onDelete: "cascade" }),
    clienteId: uuid("cliente_id")
      .notNull()
      .references(() => clientes.id, { onDelete: "cascade" }),
    /** How the borrower accepted: on the sign-up link's form, or through 'Pedir aceite'. */
    origem: varchar("origem", { length: 20 }).$type<OrigemAceite>().notNull(),
    aceitoEm: momento("aceito_em").notNull(),
    ip: varchar("ip", { length: 64 }),
    userAgent: varchar("user_agent", { length: 500 }),
    nomeDigitado: varchar("nome_digitado", { length: 200 }),
    sha256: char("sha256", { length: 64 }).notNull(),
    codigo: varchar("codigo", { length: 12 }).notNull().unique("aceites_contrato_codigo_unico"),
    /** The contract's exact bytes as shown to the borrower; null once anonymized. */
    documento: bytea("documento"),
    /**
     * Issue 42, point 2: the file every download gives, the document above and the 'Certificado de
     * aceite eletrônico', drawn once at acceptance (older acceptances: at their first download) and
     * never again. Null before that and once anonymized.
     */
    documentoCertificado: bytea("documento_certificado"),
    /** The contract's text as accepted, for the page that shows it on a phone; null once anonymized. */
    texto: jsonb("texto").$type<ContratoRedigido>(),
  },
  (t) => [
    index("aceites_contrato_cliente_idx").on(t.usuarioId, t.clienteId),
    check("aceites_contrato_origem_valida", emLista(t.origem, ORIGENS_ACEITE)),
    check("aceites_contrato_sha256_formato", sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);

// Issue 30, point 1: the borrower's own page, /c/{token}. One live link per client; 'Gerar novo
// link' revokes it (revogado_em) and makes another, so an old link answers 'Link indisponível'.
// The token is a bearer secret like a sign-up link's (192 bits); the public role's wall knows it.
export const linksCliente = pgTable(
  "links_cliente",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: varchar("token", { length: 100 }).notNull().unique(),
    usuarioId: dono(),
    clienteId: uuid("cliente_id")
      .notNull()
      .references(() => clientes.id, { onDelete: "cascade" }),
    criadoEm: momento("criado_em").notNull(),
    revogadoEm: momento("revogado_em"),
  },
  (t) => [
    index("links_cliente_cliente_idx").on(t.usuarioId, t.clienteId),
    uniqueIndex("links_cliente_um_vivo_por_cliente")
      .on(t.clienteId)
      .where(sql`${t.revogadoEm} IS NULL`),
  ],
);

export const SITUACOES_PAGAMENTO_INFORMADO = ["pendente", "confirmado", "recusado"] as const;
export type SituacaoPagamentoInformado = (typeof SITUACOES_PAGAMENTO_INFORMADO)[number];

// Issue 30, points 2 and 3: the borrower's 'Já paguei' from their page. Not a payment: it becomes
// one when the lender confirms it (one notice, at most one payment), or is refused with a reason.
// One pending notice per loan. The proof, if any, is a document of the client (tipo 'pagamento'),
// so it opens like the others (lender only) and goes with them on anonymization.
export const pagamentosInformados = pgTable(
  "pagamentos_informados",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    usuarioId: dono(),
    clienteId: uuid("cliente_id")
      .notNull()
      .references(() => clientes.id, { onDelete: "cascade" }),
    emprestimoId: uuid("emprestimo_id")
      .notNull()
      .references(() => emprestimos.id, { onDelete: "cascade" }),
    valor: dinheiro("valor").notNull(),
    /** The day the borrower says they paid (yyyy-MM-dd): the payment's date once confirmed. */
    dataPagamento: date("data_pagamento", { mode: "string" }).notNull(),
    comprovanteId: uuid("comprovante_id").references(() => documentos.id, { onDelete: "set null" }),
    situacao: varchar("situacao", { length: 20 }).$type<SituacaoPagamentoInformado>().notNull().default("pendente"),
    motivoRecusa: varchar("motivo_recusa", { length: 500 }),
    /** The payment the confirmation registered. */
    pagamentoId: uuid("pagamento_id")
      .unique("pagamentos_informados_um_pagamento")
      .references(() => historicoPagamentos.id, { onDelete: "set null" }),
    criadoEm: momento("criado_em").notNull(),
    decididoEm: momento("decidido_em"),
  },
  (t) => [
    index("pagamentos_informados_usuario_situacao_idx").on(t.usuarioId, t.situacao, t.criadoEm),
    index("pagamentos_informados_cliente_idx").on(t.usuarioId, t.clienteId),
    uniqueIndex("pagamentos_informados_um_pendente_por_emprestimo")
      .on(t.emprestimoId)
      .where(sql`${t.situacao} = 'pendente'`),
    check("pagamentos_informados_situacao_valida", emLista(t.situacao, SITUACOES_PAGAMENTO_INFORMADO)),
    check("pagamentos_informados_valor_positivo", sql`${t.valor} > 0`),
    check("pagamentos_informados_recusa_com_motivo", sql`(${t.situacao} = 'recusado') = (${t.motivoRecusa} IS NOT NULL)`),
  ],
);
