import { adicionarDias, diferencaEmDias } from "./dates.ts";

export const TIPOS_CREDITO = ["cadastro", "compra", "bonus", "admin"] as const;
export type TipoCredito = (typeof TIPOS_CREDITO)[number];

/** Types an operator may grant by hand; `cadastro` is only the welcome credit. */
export const TIPOS_CREDITO_OPERADOR = ["compra", "bonus", "admin"] as const satisfies readonly TipoCredito[];

export const ROTULOS_TIPO_CREDITO: Record<TipoCredito, string> = {
  cadastro: "Boas-vindas",
  compra: "Compra",
  bonus: "Bônus",
  admin: "Admin",
};

export function rotuloTipoCredito(tipo: string): string {
  return (ROTULOS_TIPO_CREDITO as Record<string, string>)[tipo] ?? tipo;
}

/** '{n} dia' for 1, '{n} dias' otherwise. */
export function rotuloDias(dias: number): string {
  return `${dias} ${dias === 1 ? "dia" : "dias"}`;
}

/** Side-menu badge: more than 7 days green, 3 to 7 yellow, under 3 destructive. */
export type NivelCreditos = "verde" | "amarelo" | "critico";
export function nivelCreditos(dias: number): NivelCreditos {
  if (dias > 7) return "verde";
  if (dias >= 3) return "amarelo";
  return "critico";
}

/** The low-credit warning shows when days are above 0 and below 3. */
export function creditosAcabando(dias: number): boolean {
  return dias > 0 && dias < 3;
}

/**
 * Days left after consuming one day per calendar day elapsed since the last update
 * (both dates in São Paulo). Never below 0; a clock moved backwards consumes nothing.
 */
export function diasRestantesEm(diasNaUltimaAtualizacao: number, dataUltimaAtualizacao: string, hoje: string): number {
  const passados = Math.max(0, diferencaEmDias(dataUltimaAtualizacao, hoje));
  return Math.max(0, diasNaUltimaAtualizacao - passados);
}

/** DOMAIN.md: dataExpiracao = today + diasRestantes (the day access ends). */
export function dataExpiracao(diasRestantes: number, hoje: string): string {
  return adicionarDias(hoje, diasRestantes);
}
