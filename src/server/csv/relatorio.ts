import type { RelatorioApi } from "../../domain/api/relatorios.ts";
import { mesBR } from "../pdf/relatorio.ts";
import { dinheiroCsv, planilhaCsv } from "./planilha.ts";

/** Issue 31, point 4: the report's months and their total, in the Brazilian Excel format of the other exports. */
export function csvRelatorio(r: RelatorioApi): string {
  const linha = (rotulo: string, m: RelatorioApi["totais"]) => [
    rotulo,
    dinheiroCsv(m.emprestado),
    dinheiroCsv(m.recebidoJuros),
    dinheiroCsv(m.recebidoPrincipal),
    dinheiroCsv(m.recebidoJurosAtraso),
    dinheiroCsv(m.recebidoTotal),
    dinheiroCsv(m.jurosAtrasoDispensados),
    dinheiroCsv(m.jurosRenegociados),
    dinheiroCsv(m.jurosGanhos),
  ];
  return planilhaCsv(
    [
      "Mês",
      "Emprestado",
      "Juros recebidos",
      "Principal recebido",
      "Juros de atraso recebidos",
      "Total recebido",
      "Juros de atraso dispensados",
      "Juros renegociados",
      "Juros ganhos",
    ],
    [...r.meses.map((m) => linha(mesBR(m.mes), m)), linha("Total", r.totais)],
  );
}
