// The WhatsApp reminder of a due payment (SPEC section 7): greets the client by name, says the
// payment is due HOJE or AMANHÃ, gives the value, the date and the lender's PIX key when set, and
// asks to pay to avoid interest.
import { formatarData } from "./dates.ts";
import { formatarReais, type Centavos } from "./money.ts";
import { telefoneWhatsapp } from "./phone.ts";

export type Lembrete = {
  nomeCliente: string;
  valor: Centavos;
  dataVencimento: string;
  quando: "hoje" | "amanha";
  chavePix?: string | null | undefined;
};

export function textoLembrete(l: Lembrete): string {
  const primeiroNome = l.nomeCliente.trim().split(/\s+/)[0] ?? l.nomeCliente;
  const dia = l.quando === "hoje" ? "HOJE" : "AMANHÃ";
  const linhas = [
    `Olá, ${primeiroNome}! Tudo bem?`,
    `Passando para lembrar que o pagamento de ${formatarReais(l.valor)} vence ${dia} (${formatarData(l.dataVencimento)}).`,
  ];
  const pix = l.chavePix?.trim();
  if (pix) linhas.push(`Chave PIX para pagamento: ${pix}`);
  linhas.push("Pague em dia para evitar juros. Obrigado!");
  return linhas.join("\n");
}

/** https://wa.me/55<digits>?text=…, or null when the phone has no digit ('Telefone não cadastrado'). */
export function linkWhatsapp(telefone: string | null | undefined, texto: string): string | null {
  const numero = telefoneWhatsapp(telefone ?? "");
  if (!numero) return null;
  return `https://wa.me/${numero}?text=${encodeURIComponent(texto)}`;
}
