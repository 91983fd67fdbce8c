// The 27 federative units and their names, for the settings form and its schema (issue 43,
// point 2). calendario-de-cobranca.ts has the same list beside date-holidays; this module exists
// so that the web app can offer and check a UF without bundling date-holidays (over 1 MB), and a
// test (ufs.test.ts) holds the two lists equal.

export const NOMES_DAS_UFS = {
  AC: "Acre",
  AL: "Alagoas",
  AM: "Amazonas",
  AP: "Amapá",
  BA: "Bahia",
  CE: "Ceará",
  DF: "Distrito Federal",
  ES: "Espírito Santo",
  GO: "Goiás",
  MA: "Maranhão",
  MG: "Minas Gerais",
  MS: "Mato Grosso do Sul",
  MT: "Mato Grosso",
  PA: "Pará",
  PB: "Paraíba",
  PE: "Pernambuco",
  PI: "Piauí",
  PR: "Paraná",
  RJ: "Rio de Janeiro",
  RN: "Rio Grande do Norte",
  RO: "Rondônia",
  RR: "Roraima",
  RS: "Rio Grande do Sul",
  SC: "Santa Catarina",
  SE: "Sergipe",
  SP: "São Paulo",
  TO: "Tocantins",
} as const;

export type SiglaUf = keyof typeof NOMES_DAS_UFS;

/** The codes in alphabetical order, as calendario-de-cobranca.ts lists them. */
export const SIGLAS_UF = Object.keys(NOMES_DAS_UFS) as SiglaUf[];

export function isSiglaUf(valor: string): valor is SiglaUf {
  return Object.hasOwn(NOMES_DAS_UFS, valor);
}
