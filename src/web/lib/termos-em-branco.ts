/**
 * The loan-terms fields as a new loan's forms open them (the manual loan and the sign-up link):
 * nothing typed yet, mensal, the late fee in percent, starting today. One place, so that both
 * forms start alike and a new term field is added once.
 */
export function termosEmBranco(hoje: string) {
  return {
    valorOriginal: "",
    dataInicio: hoje,
    modalidade: "mensal" as const,
    prazoDias: "",
    taxaJuros: "",
    quantidadeMeses: "",
    taxaJurosMes: "",
    periodicidade: "mensal" as const,
    taxaTotal: "",
    multaAtraso: "",
    taxaAtraso: "",
    taxaAtrasoTipo: "percentual" as const,
  };
}
