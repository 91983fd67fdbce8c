import { z } from "zod";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import type { DepsDoCredor } from "../../app-deps.ts";
import { usuarioDe } from "../../auth/guard.ts";
import { csvClientes, csvEmprestimos, csvPagamentos } from "../../csv/exportacao.ts";
import { nomeDoArquivo } from "../../csv/planilha.ts";
import { clientesParaExportar, emprestimosParaExportar, pagamentosParaExportar } from "../../data/exportacao.ts";
import { bancoDe } from "../../http/rotas-do-credor.ts";
import { ERROS_DO_CREDOR, respostas, type AppTipado } from "../../http/rotas-tipadas.ts";

const tags = ["Exportação"];

// Sent as bytes (a Buffer is never serialized): the zod string serializer would quote the text as JSON.
const csv = z.string().meta({ description: "Planilha CSV: UTF-8 com BOM, separador ';', linhas CRLF" });

/**
 * The lender's clients, loans and payments as CSV files for Excel (decision 0018). Each file is
 * read and written in the lender's confined transaction, so it holds only the lender's rows.
 */
export async function rotasExportacao(app: AppTipado, { clock }: DepsDoCredor) {
  const arquivo = (conteudo: string, tipo: string, agora: Date, reply: { header: (nome: string, valor: string) => unknown }) => {
    reply.header("content-type", "text/csv; charset=utf-8");
    reply.header("content-disposition", `attachment; filename="${nomeDoArquivo(tipo, agora)}"`);
    reply.header("x-content-type-options", "nosniff");
    return Buffer.from(conteudo, "utf8") as unknown as string;
  };
  const schema = (summary: string) => ({ tags, summary, response: respostas({ 200: csv }, ERROS_DO_CREDOR) });

  app.get("/api/exportar/clientes.csv", { schema: schema("Todos os clientes em CSV") }, async (req, reply) => {
    const agora = clock.now();
    return arquivo(csvClientes(await clientesParaExportar(bancoDe(req), usuarioDe(req).id)), "clientes", agora, reply);
  });

  app.get("/api/exportar/emprestimos.csv", { schema: schema("Todos os empréstimos em CSV") }, async (req, reply) => {
    const agora = clock.now();
    const linhas = await emprestimosParaExportar(bancoDe(req), usuarioDe(req).id, dataEmSaoPaulo(agora));
    return arquivo(csvEmprestimos(linhas), "emprestimos", agora, reply);
  });

  app.get("/api/exportar/pagamentos.csv", { schema: schema("Todos os pagamentos, estornados inclusive, em CSV") }, async (req, reply) => {
    const agora = clock.now();
    return arquivo(csvPagamentos(await pagamentosParaExportar(bancoDe(req), usuarioDe(req).id)), "pagamentos", agora, reply);
  });
}
