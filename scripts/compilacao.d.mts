// Types of scripts/compilacao.mjs, for the TypeScript that imports it (src/server/test/processes.ts).
export type Parte = "web" | "servidor";
export type Saida = "herdar" | "capturar";

export const RAIZ: string;
export const PARTES: Record<Parte, { nome: string; comando: string[]; rotulo: string; entradas: string[]; saidas: string[] }>;
export function impressaoDasFontes(parte: Parte): string;
export function compilacaoEmDia(parte: Parte): boolean;
export function compilarSeMudou(parte: Parte, opcoes?: { saida?: Saida }): Promise<boolean>;
export function compilar(parte: Parte, opcoes?: { saida?: Saida }): Promise<void>;
