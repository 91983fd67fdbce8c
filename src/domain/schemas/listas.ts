import { z } from "zod";

// Issue 12: the client and loan lists are searched, filtered and paged on the server. The query
// parameters of GET /api/clientes and GET /api/emprestimos; the answer keeps the spec's shape (an
// array), and the next page's cursor travels in the X-Proximo-Cursor header.

/** Rows per page when the request does not say. */
export const LIMITE_PADRAO_DA_PAGINA = 50;
/** The most rows one page holds (documented in the API): bounds every list answer's size. */
export const LIMITE_MAXIMO_DA_PAGINA = 200;
/** The response header that carries the next page's cursor; absent on the last page. */
export const CABECALHO_PROXIMO_CURSOR = "x-proximo-cursor";

export const ORDENS_CLIENTES = ["nome", "valor"] as const;
export type OrdemClientes = (typeof ORDENS_CLIENTES)[number];
export const STATUS_FILTRO_CLIENTES = ["atrasado"] as const;

export const ORDENS_EMPRESTIMOS = ["vencimento", "valor", "nome", "recentes"] as const;
export type OrdemEmprestimos = (typeof ORDENS_EMPRESTIMOS)[number];
/** The loan list's situations (the chips): the effective status on today, plus 'due today'. */
export const SITUACOES_EMPRESTIMO = ["atrasado", "vence_hoje", "ativo", "aguardando_envio", "finalizado", "pausado", "renegociado"] as const;
export type SituacaoEmprestimo = (typeof SITUACOES_EMPRESTIMO)[number];

const limite = z.coerce
  .number({ error: `Limite deve ser um número de 1 a ${LIMITE_MAXIMO_DA_PAGINA}.` })
  .int({ error: `Limite deve ser um número de 1 a ${LIMITE_MAXIMO_DA_PAGINA}.` })
  .min(1, { error: `Limite deve ser um número de 1 a ${LIMITE_MAXIMO_DA_PAGINA}.` })
  .max(LIMITE_MAXIMO_DA_PAGINA, { error: `Limite deve ser um número de 1 a ${LIMITE_MAXIMO_DA_PAGINA}.` })
  .default(LIMITE_PADRAO_DA_PAGINA);
const busca = z.string().trim().max(100, { error: "Busca deve ter no máximo 100 caracteres." }).optional();
// Sealed (issue 28): the position, its 12-byte nonce and 16-byte tag, in base64url.
const cursor = z.string().max(1000, { error: "Cursor inválido." }).optional();

export const consultaClientesSchema = z.object({
  busca,
  status: z.enum(STATUS_FILTRO_CLIENTES, { error: "Status inválido. Use atrasado." }).optional(),
  ordem: z.enum(ORDENS_CLIENTES, { error: "Ordem inválida. Use nome ou valor." }).default("nome"),
  limite,
  cursor,
});
export type ConsultaClientes = z.output<typeof consultaClientesSchema>;

/** `status` takes several situations separated by commas ("atrasado,vence_hoje"): any of them. */
const situacoes = z
  .string()
  .max(200, { error: "Status inválido." })
  .transform((texto, ctx) => {
    const lista = [
      ...new Set(
        texto
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    const desconhecida = lista.find((s) => !(SITUACOES_EMPRESTIMO as readonly string[]).includes(s));
    if (desconhecida !== undefined) {
      ctx.addIssue({ code: "custom", message: `Status inválido. Use ${SITUACOES_EMPRESTIMO.join(", ")}.` });
      return z.NEVER;
    }
    return lista as SituacaoEmprestimo[];
  })
  .optional();

export const consultaEmprestimosSchema = z.object({
  clienteId: z.string().optional(),
  busca,
  status: situacoes,
  ordem: z.enum(ORDENS_EMPRESTIMOS, { error: "Ordem inválida. Use vencimento, valor, nome ou recentes." }).default("vencimento"),
  limite,
  cursor,
});
export type ConsultaEmprestimos = z.output<typeof consultaEmprestimosSchema>;

/** The overdue lists (dashboard card, calendar): pages of the loan list's 'atrasado' situation. */
export const LIMITE_PADRAO_ATRASADOS_DO_PAINEL = 20;
export const consultaPaginaSchema = z.object({ limite, cursor });
export const consultaAtrasadosDoPainelSchema = z.object({ limite: limite.default(LIMITE_PADRAO_ATRASADOS_DO_PAINEL), cursor });
export type ConsultaPagina = z.output<typeof consultaPaginaSchema>;
