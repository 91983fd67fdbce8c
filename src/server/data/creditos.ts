import type { EntradaHistoricoCreditoApi } from "../../domain/api/conta.ts";
import { desc, eq, sql } from "drizzle-orm";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { dataExpiracao, diasRestantesEm, type TipoCredito } from "../../domain/credits.ts";
import { NaoEncontrado } from "../../domain/erros.ts";
import type { Database, Executor } from "../db/client.ts";
import { comoSistema } from "../db/muro.ts";
import { authUser, configuracoes, historicoCreditos } from "../db/schema/index.ts";
import { registrarAuditoria } from "./auditoria.ts";

export type StatusCreditos = { diasRestantes: number; dataExpiracao: string };

/**
 * Creates the lender's settings row with the welcome credit and its history entry.
 * Called inside the sign-up transaction, so an account never exists without them.
 */
export async function criarConfiguracaoInicial(tx: Executor, usuarioId: string, diasBoasVindas: number, agora: Date) {
  await tx.insert(configuracoes).values({
    usuarioId,
    diasRestantes: diasBoasVindas,
    dataUltimaAtualizacaoCreditos: agora,
    atualizadoEm: agora,
  });
  if (diasBoasVindas > 0) {
    await tx.insert(historicoCreditos).values({
      usuarioId,
      diasAdicionados: diasBoasVindas,
      tipo: "cadastro",
      descricao: "Boas-vindas",
      dataCriacao: agora,
    });
    await registrarAuditoria(
      tx,
      usuarioId,
      { ator: "sistema", acao: "creditos_concedidos", entidade: "creditos", depois: { dias: diasBoasVindas, tipo: "cadastro" } },
      agora,
    );
  }
}

type LinhaCreditos = { diasRestantes: number; dataUltimaAtualizacaoCreditos: Date };

function diasHoje(linha: LinhaCreditos, hoje: string): number {
  return diasRestantesEm(linha.diasRestantes, dataEmSaoPaulo(linha.dataUltimaAtualizacaoCreditos), hoje);
}

/**
 * Brings the lender's balance to today (one day used per calendar day in São Paulo) inside
 * `tx`, with the row locked so that concurrent requests consume each day once.
 */
async function consumirDiasPassados(tx: Executor, usuarioId: string, agora: Date): Promise<number> {
  const [linha] = await tx
    .select({
      diasRestantes: configuracoes.diasRestantes,
      dataUltimaAtualizacaoCreditos: configuracoes.dataUltimaAtualizacaoCreditos,
    })
    .from(configuracoes)
    .where(eq(configuracoes.usuarioId, usuarioId))
    .for("update");
  if (!linha) throw new NaoEncontrado("Configurações do usuário não encontradas.");
  const hoje = dataEmSaoPaulo(agora);
  if (dataEmSaoPaulo(linha.dataUltimaAtualizacaoCreditos) >= hoje) return linha.diasRestantes;
  const dias = diasHoje(linha, hoje);
  await tx.update(configuracoes).set({ diasRestantes: dias, dataUltimaAtualizacaoCreditos: agora }).where(eq(configuracoes.usuarioId, usuarioId));
  return dias;
}

/**
 * The lender's current balance (writes only on the first read of a new day) and data version,
 * read together: the guard of every working request needs both. Runs in the request's
 * transaction, so the day's consumption commits with it.
 */
export async function lerAcesso(db: Executor, usuarioId: string, agora: Date, lida?: LinhaDeAcesso): Promise<StatusCreditos & { versaoDados: number }> {
  const hoje = dataEmSaoPaulo(agora);
  const [linha] = lida
    ? [lida]
    : await db
        .select({
          diasRestantes: configuracoes.diasRestantes,
          dataUltimaAtualizacaoCreditos: configuracoes.dataUltimaAtualizacaoCreditos,
          versaoDados: configuracoes.versaoDados,
        })
        .from(configuracoes)
        .where(eq(configuracoes.usuarioId, usuarioId));
  if (!linha) throw new NaoEncontrado("Configurações do usuário não encontradas.");
  let dias = linha.diasRestantes;
  if (dataEmSaoPaulo(linha.dataUltimaAtualizacaoCreditos) < hoje) {
    dias = await consumirDiasPassados(db, usuarioId, agora);
  }
  return { diasRestantes: dias, dataExpiracao: dataExpiracao(dias, hoje), versaoDados: linha.versaoDados };
}

/** What lerAcesso reads of the lender's settings; comoCredorComAcesso (db/muro.ts) may read it beforehand. */
export type LinhaDeAcesso = { diasRestantes: number; dataUltimaAtualizacaoCreditos: Date; versaoDados: number };

/** GET /api/creditos/status: diasRestantes and dataExpiracao. */
export async function lerStatusCreditos(db: Executor, usuarioId: string, agora: Date): Promise<StatusCreditos> {
  const { diasRestantes, dataExpiracao: expira } = await lerAcesso(db, usuarioId, agora);
  return { diasRestantes, dataExpiracao: expira };
}

export type HistoricoCreditoDto = EntradaHistoricoCreditoApi;

export async function listarHistoricoCreditos(db: Executor, usuarioId: string): Promise<HistoricoCreditoDto[]> {
  const linhas = await db
    .select()
    .from(historicoCreditos)
    .where(eq(historicoCreditos.usuarioId, usuarioId))
    .orderBy(desc(historicoCreditos.dataCriacao), desc(historicoCreditos.id));
  return linhas.map((l) => ({
    id: l.id,
    dias_adicionados: l.diasAdicionados,
    tipo: l.tipo,
    descricao: l.descricao,
    data_criacao: l.dataCriacao.toISOString(),
  }));
}

export type ConcessaoCreditos = { email: string; dias: number; tipo: Exclude<TipoCredito, "cadastro">; descricao?: string | undefined };

/** Operator grant: consumes past days, adds the new ones and writes the history entry atomically. */
export async function adicionarCreditos(db: Database, concessao: ConcessaoCreditos, agora: Date): Promise<StatusCreditos & { email: string }> {
  const email = concessao.email.trim().toLowerCase();
  // The operator's grant is the server's own work: the system role of the tenancy wall.
  const [usuario] = await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email));
  if (!usuario) throw new NaoEncontrado(`Nenhuma conta encontrada com o e-mail ${email}.`);
  return comoSistema(db, async (tx) => {
    await consumirDiasPassados(tx, usuario.id, agora);
    const [atualizado] = await tx
      .update(configuracoes)
      .set({
        diasRestantes: sql`${configuracoes.diasRestantes} + ${concessao.dias}`,
        dataUltimaAtualizacaoCreditos: agora,
        atualizadoEm: agora,
      })
      .where(eq(configuracoes.usuarioId, usuario.id))
      .returning({ diasRestantes: configuracoes.diasRestantes });
    await tx.insert(historicoCreditos).values({
      usuarioId: usuario.id,
      diasAdicionados: concessao.dias,
      tipo: concessao.tipo,
      descricao: concessao.descricao?.trim() || null,
      dataCriacao: agora,
    });
    await registrarAuditoria(
      tx,
      usuario.id,
      { ator: "sistema", acao: "creditos_concedidos", entidade: "creditos", depois: { dias: concessao.dias, tipo: concessao.tipo, descricao: concessao.descricao?.trim() || null } },
      agora,
    );
    const dias = atualizado?.diasRestantes ?? 0;
    return { email, diasRestantes: dias, dataExpiracao: dataExpiracao(dias, dataEmSaoPaulo(agora)) };
  });
}
