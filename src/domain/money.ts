// Money is integer centavos inside the code (DOMAIN.md): numeric(10,2) in the database,
// a two-decimal string on the wire, "R$ 1.234,56" on screen. Every conversion reads the
// decimal text digit by digit, never through a float, so 0,1 + 0,2 cannot become 0,30000000000000004.

/** Integer centavos (R$ 1,00 = 100). Always a safe integer. */
export type Centavos = number;

/** Rate in hundredths of a percent ("5,25%" = 525), the integer form of numeric(5,2). */
export type TaxaCentesimos = number;

/** 99.999.999,99, the largest value numeric(10,2) holds. */
export const MAXIMO_CENTAVOS: Centavos = 9_999_999_999;

/** 999,99%, the largest value numeric(5,2) holds. */
export const MAXIMO_TAXA: TaxaCentesimos = 99_999;

/** Integer and fraction digits of a non-negative decimal, or null when the text is not one. */
interface PartesDecimais {
  inteiro: string;
  fracao: string;
}

// A number arrives as its shortest round-trip text ("1500.5"); anything in exponent form
// ("1e+21", "5e-7") or negative is outside what money can be.
function partesDoNumero(n: number): PartesDecimais | null {
  if (!Number.isFinite(n)) return null;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(n));
  if (!m) return null;
  return { inteiro: m[1] ?? "", fracao: m[2] ?? "" };
}

// Typed text in pt-BR or in the wire's dot form. A comma is always the decimal point, and with
// `milhar` dots may group thousands before it ("1.500,50"). Without a comma a single dot is the
// decimal point ("1500.50"), so "1.500" has three decimals and is refused (DOMAIN.md): read as
// thousands, the same text would be 1.5 in the wire's form and 1500 in a Brazilian's, a
// thousandfold error in one direction or the other. Grouping without a comma ("1.234.567") is
// therefore no number at all.
function partesDoTexto(texto: string, milhar: boolean): PartesDecimais | null {
  const s = texto.trim();
  const grupo = milhar ? String.raw`[1-9]\d{0,2}(?:\.\d{3})+|\d+` : String.raw`\d+`;
  const comVirgula = new RegExp(String.raw`^(${grupo}),(\d+)$`).exec(s);
  if (comVirgula) return { inteiro: (comVirgula[1] ?? "").replaceAll(".", ""), fracao: comVirgula[2] ?? "" };
  // Any number of decimals is read here, so that centesimos refuses more than two.
  const comPonto = /^(\d+)\.(\d+)$/.exec(s);
  if (comPonto) return { inteiro: comPonto[1] ?? "", fracao: comPonto[2] ?? "" };
  if (/^\d+$/.test(s)) return { inteiro: s, fracao: "" };
  return null;
}

// Hundredths from the parts, or null with more than two decimals or above the maximum.
function centesimos(partes: PartesDecimais | null, maximo: number): number | null {
  if (!partes || partes.fracao.length > 2) return null;
  const inteiro = partes.inteiro.replace(/^0+(?=\d)/, "");
  // Length first, so a 30-digit input never reaches Number() and loses precision.
  if (inteiro.length > String(Math.floor(maximo / 100)).length) return null;
  const valor = Number(inteiro) * 100 + Number(partes.fracao.padEnd(2, "0"));
  return valor <= maximo ? valor : null;
}

function partesDaEntrada(entrada: string | number, milhar: boolean, simbolo: RegExp): PartesDecimais | null {
  if (typeof entrada === "number") return partesDoNumero(entrada);
  if (typeof entrada !== "string") return null;
  return partesDoTexto(entrada.trim().replace(simbolo, ""), milhar);
}

/**
 * Money typed by a person or sent as JSON: 1500, 1500.5, "1500,50", "1.500,50", "1500.50",
 * "R$ 1.500,50". Null for negatives, more than two decimals ("1.500", "12.345"), thousands dots
 * without a decimal comma ("1.234.567"), NaN, empty or garbage text and anything above
 * 99.999.999,99.
 */
export function parseDinheiro(entrada: string | number): Centavos | null {
  // \s covers the no-break space Intl puts after "R$".
  return centesimos(partesDaEntrada(entrada, true, /^R\$\s*/), MAXIMO_CENTAVOS);
}

/**
 * A rate typed as "5,25", "5.25", 5.25 or "5,25%": 525. Null outside 0 to 999,99 or with more
 * than two decimals. Rates never need thousands, so a dot is always the decimal point here.
 */
export function parseTaxa(entrada: string | number): TaxaCentesimos | null {
  return centesimos(partesDaEntrada(entrada, false, /\s*%$/), MAXIMO_TAXA);
}

const DECIMAL_WIRE = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

// The database and the wire are trusted to hold numeric(p,2) text; anything else is a bug
// upstream, so it throws instead of turning into a plausible wrong amount.
function decimalParaInteiro(texto: string): number {
  const m = typeof texto === "string" ? DECIMAL_WIRE.exec(texto.trim()) : null;
  if (!m) throw new TypeError(`Valor decimal inválido: ${String(texto)}`);
  const valor = BigInt(m[2] ?? "0") * 100n + BigInt((m[3] ?? "").padEnd(2, "0"));
  if (valor > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Valor decimal grande demais: ${texto}`);
  const n = Number(valor);
  // "-0.00" must not become -0, which prints as "0.00" but compares oddly with Object.is.
  return m[1] && n !== 0 ? -n : n;
}

function inteiroParaDecimal(valor: number): string {
  if (!Number.isSafeInteger(valor)) throw new RangeError(`Esperado um inteiro seguro: ${valor}`);
  const abs = Math.abs(valor);
  const texto = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  return valor < 0 ? `-${texto}` : texto;
}

/** "1500.00" (numeric from the database or the wire) → 150000. Throws on anything else. */
export function decimalParaCentavos(texto: string): Centavos {
  return decimalParaInteiro(texto);
}

/** 150050 → "1500.50", the wire and database form. Negative as "-1.00". */
export function centavosParaDecimal(centavos: Centavos): string {
  return inteiroParaDecimal(centavos);
}

/** "5.25" (numeric(5,2)) → 525. Throws on anything else. */
export function decimalParaTaxa(texto: string): TaxaCentesimos {
  return decimalParaInteiro(texto);
}

/** 525 → "5.25". */
export function taxaParaDecimal(taxa: TaxaCentesimos): string {
  return inteiroParaDecimal(taxa);
}

/** 123456 → "1.234,56" (pt-BR digits without the currency; also what a money input shows). */
export function formatarDecimalBR(centesimos: number): string {
  if (!Number.isSafeInteger(centesimos)) throw new RangeError(`Esperado um inteiro seguro: ${centesimos}`);
  const abs = Math.abs(centesimos);
  const inteiro = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  const texto = `${inteiro},${String(abs % 100).padStart(2, "0")}`;
  return centesimos < 0 ? `-${texto}` : texto;
}

/**
 * 123456 → "R$ 1.234,56", negative "-R$ 1,00". Built by hand: Intl's currency style puts a
 * no-break space after "R$", which would not match the spec's text character for character.
 */
export function formatarReais(centavos: Centavos): string {
  const texto = formatarDecimalBR(Math.abs(centavos));
  return centavos < 0 ? `-R$ ${texto}` : `R$ ${texto}`;
}

/** 525 → "5,25%". Always two decimals, like money, so columns of rates line up. */
export function formatarTaxa(taxa: TaxaCentesimos): string {
  return `${formatarDecimalBR(taxa)}%`;
}

/**
 * centavos × taxa / 100 × multiplicador, rounded ONCE, half-up, to the centavo
 * (DOMAIN.md: every computed amount is rounded once). The multiplier carries the days of a
 * late fee or the months of an installment plan, so that "× dias" happens before rounding.
 * BigInt keeps the triple product exact; negative amounts round half away from zero.
 */
export function percentualDe(centavos: Centavos, taxa: TaxaCentesimos, multiplicador = 1): Centavos {
  const arredondado = percentualExato(centavos, taxa, multiplicador);
  if (arredondado > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError("Valor calculado grande demais");
  const n = Number(arredondado);
  return centavos < 0 && n !== 0 ? -n : n;
}

/**
 * percentualDe for a non-negative amount, but never above `teto`. For figures that grow without
 * bound with time (late interest after years) yet must still fit their numeric(10,2) column.
 */
export function percentualAte(centavos: Centavos, taxa: TaxaCentesimos, multiplicador: number, teto: Centavos): Centavos {
  if (centavos < 0) throw new RangeError(`Centavos devem ser não negativos: ${centavos}`);
  const arredondado = percentualExato(centavos, taxa, multiplicador);
  return arredondado > BigInt(teto) ? teto : Number(arredondado);
}

// |centavos| × taxa × multiplicador / 10000, half-up, exact. taxa is in hundredths of a percent:
// value × (taxa / 100) / 100 = value × taxa / 10000.
function percentualExato(centavos: Centavos, taxa: TaxaCentesimos, multiplicador: number): bigint {
  if (!Number.isSafeInteger(centavos)) throw new RangeError(`Centavos devem ser inteiros: ${centavos}`);
  if (!Number.isSafeInteger(taxa) || taxa < 0) throw new RangeError(`Taxa inválida: ${taxa}`);
  if (!Number.isSafeInteger(multiplicador) || multiplicador < 0) {
    throw new RangeError(`Multiplicador inválido: ${multiplicador}`);
  }
  const produto = BigInt(Math.abs(centavos)) * BigInt(taxa) * BigInt(multiplicador);
  return (produto + 5000n) / 10000n;
}
