import { inArray, sql } from "drizzle-orm";
import { MAXIMO_MESES_RELATORIO, MENSAGENS_RELATORIO, type RelatorioApi } from "../../domain/api/relatorios.ts";
import { adicionarMeses } from "../../domain/dates.ts";
import { Invalido } from "../../domain/erros.ts";
import { estadoDaLinha } from "../../domain/loans/db-row.ts";
import { centavosParaDecimal, decimalParaCentavos, type Centavos } from "../../domain/money.ts";
import { carteiraDe, previsaoDeRecebimentos } from "../../domain/relatorios.ts";
import type { Executor } from "../db/client.ts";
import { doUsuario } from "../db/scope.ts";
import { emprestimos } from "../db/schema/index.ts";
import { inicioDoDiaSql } from "./dashboard.ts";

// Issue 31, point 4: what the money did, month by month, and the portfolio today. Every figure is
// a sum of the lender's own rows: payments by their own date (DOMAIN.md), reversed ones never.

/** Months from the query, inclusive, oldest first; 400 for a reversed or too long period. */
export function mesesDoPeriodo(de: string, ate: string): string[] {
  if (de > ate) throw new Invalido(MENSAGENS_RELATORIO.ordem, { errors: { de: MENSAGENS_RELATORIO.ordem } });
  const meses: string[] = [];
  for (let m = de; m <= ate; m = adicionarMeses(`${m}-01`, 1).slice(0, 7)) {
    meses.push(m);
    if (meses.length > MAXIMO_MESES_RELATORIO) throw new Invalido(MENSAGENS_RELATORIO.maximo, { errors: { ate: MENSAGENS_RELATORIO.maximo } });
  }
  return meses;
}

type Soma = {
  emprestado: Centavos;
  recebidoJuros: Centavos;
  recebidoPrincipal: Centavos;
  recebidoJurosAtraso: Centavos;
  recebidoTotal: Centavos;
  jurosAtrasoDispensados: Centavos;
  jurosGanhos: Centavos;
};

const vazia = (): Soma => ({
  emprestado: 0,
  recebidoJuros: 0,
  recebidoPrincipal: 0,
  recebidoJurosAtraso: 0,
  recebidoTotal: 0,
  jurosAtrasoDispensados: 0,
  jurosGanhos: 0,
});

const emDecimais = (s: Soma) => ({
  emprestado: centavosParaDecimal(s.emprestado),
  recebidoJuros: centavosParaDecimal(s.recebidoJuros),
  recebidoPrincipal: centavosParaDecimal(s.recebidoPrincipal),
  recebidoJurosAtraso: centavosParaDecimal(s.recebidoJurosAtraso),
  recebidoTotal: centavosParaDecimal(s.recebidoTotal),
  jurosAtrasoDispensados: centavosParaDecimal(s.jurosAtrasoDispensados),
  jurosGanhos: centavosParaDecimal(s.jurosGanhos),
});

const centavos = (v: unknown) => (v === null || v === undefined ? 0 : decimalParaCentavos(String(v)));

/** GET /api/relatorios?de=yyyy-MM&ate=yyyy-MM. */
export async function relatorio(db: Executor, usuarioId: string, de: string, ate: string, hoje: string): Promise<RelatorioApi> {
  const meses = mesesDoPeriodo(de, ate);
  const inicio = `${de}-01`;
  const fimExclusivo = adicionarMeses(`${ate}-01`, 1);
  // Two grouped reads over the lender's indexes (payments by date, loans by date), one pass over
  // the running loans for the portfolio and the schedules.
  const recebidos = await db.execute(sql`
    SELECT to_char((p.data_pagamento AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM') AS mes,
      sum(p.valor_juros - coalesce(p.valor_juros_atraso, 0))::text AS juros,
      sum(p.valor_principal)::text AS principal,
      sum(coalesce(p.valor_juros_atraso, 0))::text AS atraso,
      sum(p.valor_total)::text AS total,
      sum(p.valor_juros_atraso_dispensado)::text AS dispensado
    FROM historico_pagamentos p
    WHERE p.usuario_id = ${usuarioId} AND NOT p.estornado
      AND p.data_pagamento >= ${inicioDoDiaSql(inicio)} AND p.data_pagamento < ${inicioDoDiaSql(fimExclusivo)}
    GROUP BY 1`);
  const emprestados = await db.execute(sql`
    SELECT to_char(e.data_emprestimo, 'YYYY-MM') AS mes, sum(e.valor_original)::text AS valor
    FROM emprestimos e
    WHERE e.usuario_id = ${usuarioId} AND e.status <> 'aguardando_envio'
      AND e.data_emprestimo >= ${inicio}::date AND e.data_emprestimo < ${fimExclusivo}::date
    GROUP BY 1`);

  const porMes = new Map(meses.map((m) => [m, vazia()]));
  for (const l of recebidos.rows as Record<string, unknown>[]) {
    const s = porMes.get(String(l.mes));
    if (!s) continue;
    s.recebidoJuros += centavos(l.juros);
    s.recebidoPrincipal += centavos(l.principal);
    s.recebidoJurosAtraso += centavos(l.atraso);
    s.recebidoTotal += centavos(l.total);
    s.jurosAtrasoDispensados += centavos(l.dispensado);
    s.jurosGanhos += centavos(l.juros) + centavos(l.atraso);
  }
  for (const l of emprestados.rows as Record<string, unknown>[]) {
    const s = porMes.get(String(l.mes));
    if (s) s.emprestado += centavos(l.valor);
  }
  const totais = vazia();
  for (const s of porMes.values()) for (const k of Object.keys(totais) as (keyof Soma)[]) totais[k] += s[k];

  const correntes = await db
    .select()
    .from(emprestimos)
    .where(doUsuario(emprestimos, usuarioId, inArray(emprestimos.status, ["ativo", "atrasado", "pausado"])));
  const estados = correntes.map((l) => ({ ...estadoDaLinha(l), clienteId: l.clienteId }));
  const carteira = carteiraDe(estados, hoje);
  const previsao = previsaoDeRecebimentos(estados, hoje, 3);

  return {
    de,
    ate,
    meses: meses.map((mes) => ({ mes, ...emDecimais(porMes.get(mes)!) })),
    totais: emDecimais(totais),
    carteira: {
      principalEmAberto: centavosParaDecimal(carteira.principalEmAberto),
      valorEmAtraso: centavosParaDecimal(carteira.valorEmAtraso),
      principalEmRisco: centavosParaDecimal(carteira.principalEmRisco),
      par30: centavosParaDecimal(carteira.par30CentesimosDePercentual),
      clientesAtivos: carteira.clientesAtivos,
      clientesEmAtraso: carteira.clientesEmAtraso,
    },
    previsao: [...previsao].map(([mes, valor]) => ({ mes, valor: centavosParaDecimal(valor) })),
  };
}
