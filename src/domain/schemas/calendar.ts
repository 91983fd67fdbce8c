// GET /api/calendario?mes= and /api/calendario/vencimentos?data= (SPEC section 4, "Calendar").
// Query strings, so the values are always text; the years are limited like every date input.
import { z } from "zod";
import "../zod-pt-br.ts";
import { campoData, campoMes } from "./fields.ts";
import { consultaPaginaSchema } from "./listas.ts";

export const MENSAGENS_CALENDARIO = {
  mesObrigatorio: "Informe o mês (aaaa-mm).",
  mesInvalido: "Mês inválido: use aaaa-mm.",
  dataObrigatoria: "Informe a data (aaaa-mm-dd).",
  dataInvalida: "Data inválida: use aaaa-mm-dd.",
} as const;

export const calendarioMesSchema = z.object({
  mes: campoMes({ obrigatorio: MENSAGENS_CALENDARIO.mesObrigatorio, invalido: MENSAGENS_CALENDARIO.mesInvalido }),
});

/** A day's due loans, a page at a time (issue 12): limite and cursor as in every list. */
export const calendarioDataSchema = z.object({
  data: campoData({ obrigatoria: MENSAGENS_CALENDARIO.dataObrigatoria, invalida: MENSAGENS_CALENDARIO.dataInvalida }),
  ...consultaPaginaSchema.shape,
});
