// Issue 29, point 4 (decision 0053): the borrower's electronic acceptance of the loan's contract,
// a simple electronic signature (Lei 14.063/2020): who (the name typed), when (the server's
// clock), from where (IP and browser) and what (the SHA-256 of the exact document shown).
// Shared by the server's routes and the borrower's pages.

export const STATUS_PEDIDO_ACEITE = ["ativo", "utilizado", "cancelado"] as const;
export type StatusPedidoAceite = (typeof STATUS_PEDIDO_ACEITE)[number];

/** Where the borrower accepted: the sign-up link's form, or the lender's 'Pedir aceite' link. */
export const ORIGENS_ACEITE = ["link", "pedido"] as const;
export type OrigemAceite = (typeof ORIGENS_ACEITE)[number];

/** Days an acceptance link stays open, as a sign-up link's default. */
export const VALIDADE_PEDIDO_ACEITE_DIAS = 7;

export const MENSAGENS_ACEITE = {
  nomeObrigatorio: "Digite seu nome completo para assinar.",
  nomeDiferente: "Digite seu nome completo exatamente como está no contrato.",
  aceiteObrigatorio: "Você deve ler e aceitar o contrato.",
  contratoMudou: "O contrato mudou desde que você o abriu. Abra o contrato de novo e confira antes de aceitar.",
  contratoNaoAberto: "Abra o contrato antes de aceitar.",
  jaAceito: "O contrato deste empréstimo já foi aceito.",
  pedidoIndisponivel: "Link de aceite indisponível ou já utilizado.",
  pedidoNaoEncontrado: "Link de aceite não encontrado.",
} as const;

/**
 * A name compared as a person reads it: accents, case and repeated spaces do not count
 * ("joão  da silva" is "João da Silva"). A typed signature must be the contract's name.
 */
export function nomeParaComparar(nome: string): string {
  return nome.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("pt-BR").replace(/\s+/g, " ").trim();
}

/** Whether the typed name signs for `nomeNoContrato`. */
export function nomeConfere(digitado: string, nomeNoContrato: string): boolean {
  const a = nomeParaComparar(digitado);
  return a.length > 0 && a === nomeParaComparar(nomeNoContrato);
}

/** The header that carries the SHA-256 of a contract served to the borrower. */
export const CABECALHO_SHA256_CONTRATO = "x-contrato-sha256";
