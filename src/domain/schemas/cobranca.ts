// PUT /api/configuracoes/cobranca (issue 43, point 2): the lender's collection days. A separate
// call from the spec's POST /api/configuracoes, whose body the spec fixes; the form saves these
// settings on their own, and the same schema checks them in the form and in the route. The UFs
// come from ufs.ts, not calendario-de-cobranca.ts: the form must not bundle date-holidays.
import { z } from "zod";
import "../zod-pt-br.ts";
import { isSiglaUf, type SiglaUf } from "../ufs.ts";
import { isDataAceita, isDataIso } from "../dates.ts";
import { MENSAGEM_ANO_FORA_DO_INTERVALO } from "./fields.ts";

/**
 * How many own non-collection dates a lender keeps: a city's holidays for a few years are a
 * dozen or two; the cap keeps the row (read by every schedule written) small.
 */
export const MAXIMO_DATAS_SEM_COBRANCA = 100;

export const MENSAGENS_COBRANCA = {
  cobrarSabados: "Informe se cobra aos sábados (sim ou não)",
  cobrarDomingos: "Informe se cobra aos domingos (sim ou não)",
  cobrarFeriados: "Informe se cobra em feriados (sim ou não)",
  carnaval: "Informe se Carnaval e Corpus Christi são dias de cobrança (sim ou não)",
  uf: `UF inválida: use a sigla de um dos 27 estados (ex.: SP), ou deixe vazio`,
  datas: "Datas sem cobrança devem ser uma lista de datas",
  data: "Data sem cobrança inválida: use uma data real no formato aaaa-mm-dd",
  maximoDatas: `Informe no máximo ${MAXIMO_DATAS_SEM_COBRANCA} datas sem cobrança`,
} as const;

const simOuNao = (mensagem: string) => z.boolean({ error: mensagem });

/** A UF's code as typed (any case, spaces around), or undefined when empty; anything else is refused. */
function siglaDaUf(v: string | null | undefined, ctx: z.RefinementCtx): SiglaUf | undefined {
  const sigla = (v ?? "").trim().toUpperCase();
  if (sigla === "") return undefined;
  if (isSiglaUf(sigla)) return sigla;
  ctx.addIssue({ code: "custom", message: MENSAGENS_COBRANCA.uf });
  return z.NEVER;
}

/** One own non-collection date: a real day, within the years input may use. */
const dataSemCobranca = z.string({ error: MENSAGENS_COBRANCA.data }).superRefine((v, ctx) => {
  if (!isDataIso(v)) ctx.addIssue({ code: "custom", message: MENSAGENS_COBRANCA.data });
  else if (!isDataAceita(v)) ctx.addIssue({ code: "custom", message: MENSAGEM_ANO_FORA_DO_INTERVALO });
});

export const configuracaoDeCobrancaSchema = z.object({
  cobrarSabados: simOuNao(MENSAGENS_COBRANCA.cobrarSabados),
  cobrarDomingos: simOuNao(MENSAGENS_COBRANCA.cobrarDomingos),
  cobrarFeriados: simOuNao(MENSAGENS_COBRANCA.cobrarFeriados),
  // Empty or null: no state, only the national holidays count.
  uf: z.union([z.string(), z.null()], { error: MENSAGENS_COBRANCA.uf }).transform((v, ctx): SiglaUf | null => siglaDaUf(v, ctx) ?? null),
  carnavalECorpusChristiSaoDiasDeCobranca: simOuNao(MENSAGENS_COBRANCA.carnaval),
  // Counted before deduplication: a list of 10,000 copies of one date is hostile, not a date.
  datasSemCobranca: z
    .array(dataSemCobranca, { error: MENSAGENS_COBRANCA.datas })
    .max(MAXIMO_DATAS_SEM_COBRANCA, MENSAGENS_COBRANCA.maximoDatas)
    // Stored deduplicated and in date order (yyyy-MM-dd sorts as text), so the trail shows a
    // change only when the set of dates changed.
    .transform((datas) => [...new Set(datas)].sort()),
});

export type ConfiguracaoDeCobrancaEntrada = z.input<typeof configuracaoDeCobrancaSchema>;
export type ConfiguracaoDeCobrancaDados = z.output<typeof configuracaoDeCobrancaSchema>;

/** GET /api/configuracoes/cobranca/feriados?uf=: an optional UF, checked like the settings'. */
export const consultaFeriadosSchema = z.object({
  uf: z
    .string({ error: MENSAGENS_COBRANCA.uf })
    .optional()
    .transform((v, ctx): SiglaUf | undefined => siglaDaUf(v, ctx)),
});
