import { decimalParaCentavos } from "../../../domain/money.ts";
import { linkWhatsapp, textoLembrete } from "../../../domain/whatsapp.ts";
import type { VencimentoDoDia } from "./api.ts";

/**
 * SPEC 7: the wa.me link of the reminder of one due payment (55 + the phone's digits and the
 * URL-encoded text), or null when the phone has no digit ('Telefone não cadastrado').
 */
export function linkDoLembrete(vencimento: VencimentoDoDia, quando: "hoje" | "amanha", chavePix: string | null | undefined): string | null {
  const texto = textoLembrete({
    nomeCliente: vencimento.clienteNome,
    valor: decimalParaCentavos(vencimento.valor),
    dataVencimento: vencimento.dataVencimento,
    quando,
    chavePix,
  });
  return linkWhatsapp(vencimento.clienteTelefone, texto);
}
