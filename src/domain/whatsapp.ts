// The WhatsApp reminder of a due payment (SPEC section 7): greets the client by name, says the
// payment is due HOJE or AMANHÃ — or, for an overdue loan (issue 11), how many days late it is —
// gives the value, the date and the lender's PIX key when set, and asks to pay to avoid interest.
// Issue 30, point 4: after the PIX code, the link to the borrower's own page.
import { formatarData } from "./dates.ts";
import { formatarReais, type Centavos } from "./money.ts";
import { telefoneWhatsapp } from "./phone.ts";

/** When the payment is due: today, tomorrow, or already `diasAtraso` days late. */
export type QuandoVence = { quando: "hoje" | "amanha" } | { quando: "atrasado"; diasAtraso: number };

export type Lembrete = QuandoVence & {
  nomeCliente: string;
  /** What is due; for an overdue loan, late interest included. */
  valor: Centavos;
  dataVencimento: string;
  chavePix?: string | null | undefined;
  /** The PIX BR Code ('copia e cola') for `valor`, when the caller has one; its own line. */
  pixCopiaECola?: string | null | undefined;
  /** The borrower's page (/c/{token}), when the caller has it; its own line after the PIX code. */
  paginaDoCliente?: string | null | undefined;
};

/** "há 1 dia", "há 12 dias". */
export function haDias(dias: number): string {
  return dias === 1 ? "há 1 dia" : `há ${dias} dias`;
}

function frasePrincipal(l: Lembrete): string {
  const valor = formatarReais(l.valor);
  const data = formatarData(l.dataVencimento);
  if (l.quando === "atrasado") return `Passando para lembrar que o pagamento de ${valor}, que venceu em ${data}, está em atraso ${haDias(l.diasAtraso)}.`;
  return `Passando para lembrar que o pagamento de ${valor} vence ${l.quando === "hoje" ? "HOJE" : "AMANHÃ"} (${data}).`;
}

export function textoLembrete(l: Lembrete): string {
  const primeiroNome = l.nomeCliente.trim().split(/\s+/)[0] ?? l.nomeCliente;
  const linhas = [`Olá, ${primeiroNome}! Tudo bem?`, frasePrincipal(l)];
  const pix = l.chavePix?.trim();
  if (pix) linhas.push(`Chave PIX para pagamento: ${pix}`);
  // On a line of its own, so a long press on WhatsApp copies the code and nothing else.
  const copiaECola = l.pixCopiaECola?.trim();
  if (copiaECola) linhas.push("PIX copia e cola (já com o valor):", copiaECola);
  // The words of 'Link do cliente' (issue 30, point 1), so that both messages name the page alike.
  const pagina = l.paginaDoCliente?.trim();
  if (pagina) linhas.push(`Veja seus empréstimos e pague pelo PIX neste link: ${pagina}`);
  linhas.push(l.quando === "atrasado" ? "Regularize o quanto antes para evitar mais juros. Obrigado!" : "Pague em dia para evitar juros. Obrigado!");
  return linhas.join("\n");
}

/** https://wa.me/55<digits>?text=…, or null when the phone has no digit ('Telefone não cadastrado'). */
export function linkWhatsapp(telefone: string | null | undefined, texto: string): string | null {
  const numero = telefoneWhatsapp(telefone ?? "");
  if (!numero) return null;
  return `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`;
}
