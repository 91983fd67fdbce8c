// Field schemas shared by the forms (react-hook-form + zodResolver) and the routes. Inputs arrive
// as strings from form fields or as numbers from JSON, so each field accepts both and outputs the
// integer the domain works with; messages are the spec's pt-BR text (SPEC section 5).
import { z } from "zod";
import "../zod-pt-br.ts";
import { ANO_MAXIMO, ANO_MINIMO, isDataAceita, isDataIso, isMesAceito } from "../dates.ts";
import { parseDinheiro, parseTaxa, type Centavos, type TaxaCentesimos } from "../money.ts";

/** What a numeric form field may hold: typed text, a JSON number, or nothing yet. */
export type EntradaNumerica = string | number;

// Empty text, NaN (an emptied <input type="number"> read with valueAsNumber) and null all mean
// "not filled", which is the 'obrigatório' message rather than 'inválido'.
function vazio(valor: unknown): boolean {
  return valor === undefined || valor === null || (typeof valor === "string" && valor.trim() === "") || (typeof valor === "number" && Number.isNaN(valor));
}

const entrada = (obrigatorio: string) => z.union([z.string(), z.number()], { error: obrigatorio });
const entradaOpcional = z.union([z.string(), z.number(), z.null()]).optional();

interface MensagensValor {
  obrigatorio: string;
  invalido: string;
  /** When set, zero is refused with this message. */
  positivo?: string;
}

function converter<T>(parse: (v: EntradaNumerica) => T | null, m: MensagensValor): (v: EntradaNumerica, ctx: z.RefinementCtx) => T {
  return (v, ctx) => {
    if (vazio(v)) {
      ctx.addIssue({ code: "custom", message: m.obrigatorio });
      return z.NEVER;
    }
    const valor = parse(v);
    if (valor === null) {
      ctx.addIssue({ code: "custom", message: m.invalido });
      return z.NEVER;
    }
    if (m.positivo !== undefined && valor === 0) {
      ctx.addIssue({ code: "custom", message: m.positivo });
      return z.NEVER;
    }
    return valor;
  };
}

/** Money in centavos (parseDinheiro: "1.500,50", 1500.5, "R$ 1.500,50"). */
export function campoDinheiro(m: MensagensValor) {
  return entrada(m.obrigatorio).transform(converter(parseDinheiro, m));
}

/** Optional money: empty, null or absent → undefined. */
export function campoDinheiroOpcional(m: Omit<MensagensValor, "obrigatorio">) {
  return entradaOpcional.transform((v, ctx): Centavos | undefined =>
    vazio(v) ? undefined : converter(parseDinheiro, { obrigatorio: "", ...m })(v as EntradaNumerica, ctx),
  );
}

/** A rate in hundredths of a percent (parseTaxa: "5,25", 5.25, "5,25%"), 0 to 999,99. */
export function campoTaxa(m: MensagensValor) {
  return entrada(m.obrigatorio).transform(converter(parseTaxa, m));
}

export function campoTaxaOpcional(m: Omit<MensagensValor, "obrigatorio">) {
  return entradaOpcional.transform((v, ctx): TaxaCentesimos | undefined =>
    vazio(v) ? undefined : converter(parseTaxa, { obrigatorio: "", ...m })(v as EntradaNumerica, ctx),
  );
}

/** A whole number from "30" or 30; "30,5", 30.5, "3e1" are refused rather than truncated. */
export function parseInteiro(v: EntradaNumerica): number | null {
  if (typeof v === "number") return Number.isSafeInteger(v) ? v : null;
  const texto = v.trim();
  return /^\d{1,9}$/.test(texto) ? Number(texto) : null;
}

export function campoInteiro(m: { obrigatorio: string; invalido: string; minimo: number; maximo: number }) {
  const parse = (v: EntradaNumerica) => {
    const n = parseInteiro(v);
    return n !== null && n >= m.minimo && n <= m.maximo ? n : null;
  };
  return entrada(m.obrigatorio).transform(converter(parse, m));
}

export function campoInteiroOpcional(m: { invalido: string; minimo: number; maximo: number }) {
  const parse = (v: EntradaNumerica) => {
    const n = parseInteiro(v);
    return n !== null && n >= m.minimo && n <= m.maximo ? n : null;
  };
  return entradaOpcional.transform((v, ctx): number | undefined =>
    vazio(v) ? undefined : converter(parse, { obrigatorio: "", ...m })(v as EntradaNumerica, ctx),
  );
}

/** Shown when a real date or month falls outside the years input may use. */
export const MENSAGEM_ANO_FORA_DO_INTERVALO = `O ano deve estar entre ${ANO_MINIMO} e ${ANO_MAXIMO}`;

/**
 * An optional calendar date yyyy-MM-dd; "" (an empty date input) and null mean absent. The
 * default (today in São Paulo) is applied by the caller, who owns the clock. Years outside
 * ANO_MINIMO..ANO_MAXIMO are refused with their own message, since the date itself is real.
 */
export function campoDataOpcional(invalida: string, foraDoIntervalo: string = MENSAGEM_ANO_FORA_DO_INTERVALO) {
  return z
    .union([z.string(), z.null()], { error: invalida })
    .optional()
    .transform((v, ctx): string | undefined => {
      if (v === undefined || v === null || v.trim() === "") return undefined;
      const data = v.trim();
      if (!isDataIso(data)) {
        ctx.addIssue({ code: "custom", message: invalida });
        return z.NEVER;
      }
      if (!isDataAceita(data)) {
        ctx.addIssue({ code: "custom", message: foraDoIntervalo });
        return z.NEVER;
      }
      return data;
    });
}

/** A required calendar date yyyy-MM-dd within the accepted years (query strings, e.g. the calendar's day). */
export function campoData(m: { obrigatoria: string; invalida: string; foraDoIntervalo?: string }) {
  return z.string({ error: m.obrigatoria }).superRefine((v, ctx) => {
    if (!isDataIso(v)) ctx.addIssue({ code: "custom", message: m.invalida });
    else if (!isDataAceita(v)) ctx.addIssue({ code: "custom", message: m.foraDoIntervalo ?? MENSAGEM_ANO_FORA_DO_INTERVALO });
  });
}

/** A required month yyyy-MM within the accepted years (the calendar's `mes`). */
export function campoMes(m: { obrigatorio: string; invalido: string; foraDoIntervalo?: string }) {
  return z.string({ error: m.obrigatorio }).superRefine((v, ctx) => {
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(v)) ctx.addIssue({ code: "custom", message: m.invalido });
    else if (!isMesAceito(v)) ctx.addIssue({ code: "custom", message: m.foraDoIntervalo ?? MENSAGEM_ANO_FORA_DO_INTERVALO });
  });
}

/** A uuid, with one message when missing and another when malformed. */
export function campoUuid(obrigatorio: string, invalido: string) {
  return z.uuid({ error: (issue) => (issue.input === undefined || issue.input === "" ? obrigatorio : invalido) });
}
