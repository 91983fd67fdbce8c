// The wire shapes of the lender's collection days (issue 43, point 2).
import { z } from "zod";
import { SIGLAS_UF } from "../ufs.ts";
import { diaApi } from "./ledger.ts";

/** GET and PUT /api/configuracoes/cobranca. */
export const configuracaoDeCobrancaApiSchema = z
  .object({
    /** 'Cobrar aos sábados' (default true). */
    cobrarSabados: z.boolean(),
    /** 'Cobrar aos domingos' (default false). */
    cobrarDomingos: z.boolean(),
    /** 'Cobrar em feriados', national and the state's (default false). */
    cobrarFeriados: z.boolean(),
    /** The state whose holidays count besides the national ones; null: only the national ones. */
    uf: z.enum(SIGLAS_UF).nullable(),
    /** 'Carnaval e Corpus Christi são dias de cobrança' (default true): they are no legal holiday nationally. */
    carnavalECorpusChristiSaoDiasDeCobranca: z.boolean(),
    /** The lender's own non-collection dates (the city's holidays), yyyy-MM-dd, in date order. */
    datasSemCobranca: z.array(diaApi),
  })
  .meta({ id: "ConfiguracaoDeCobranca" });
export type ConfiguracaoDeCobrancaApi = z.infer<typeof configuracaoDeCobrancaApiSchema>;

/** One holiday of GET /api/configuracoes/cobranca/feriados. */
export const feriadoApiSchema = z
  .object({
    data: diaApi,
    nome: z.string(),
    abrangencia: z.enum(["nacional", "estadual"]),
    /** Carnival Monday and Tuesday and Corpus Christi: skipped only when carnavalECorpusChristiSaoDiasDeCobranca is false. */
    facultativo: z.boolean(),
  })
  .meta({ id: "Feriado" });
export type FeriadoApi = z.infer<typeof feriadoApiSchema>;

/** GET /api/configuracoes/cobranca/feriados: the holidays from `de` to `ate` (12 months from today). */
export const feriadosApiSchema = z
  .object({
    de: diaApi,
    ate: diaApi,
    uf: z.enum(SIGLAS_UF).nullable(),
    feriados: z.array(feriadoApiSchema),
  })
  .meta({ id: "Feriados" });
export type FeriadosApi = z.infer<typeof feriadosApiSchema>;
