/** SPEC 7: the buy-credit chat, prefilled with the lender's e-mail so the seller finds the account. */
export function linkCompraCreditos(numero: string, email: string): string {
  const texto = `Olá! Quero comprar créditos para a conta ${email}.`;
  return `https://wa.me/${numero.replace(/\D/g, "")}?text=${encodeURIComponent(texto)}`;
}
