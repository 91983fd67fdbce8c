import type { EmprestimoAtrasadoApi } from "../../../domain/api/painel.ts";
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
    // The PIX BR Code is wired in later (issue 11, point 5); nothing to add yet.
    pixCopiaECola: null,
  });
  return linkWhatsapp(vencimento.clienteTelefone, texto);
}

/** Issue 11: the reminder of an overdue loan, 'está em atraso há N dias', with the amount due today. */
export function linkDoLembreteAtrasado(e: EmprestimoAtrasadoApi, chavePix: string | null | undefined): string | null {
  const texto = textoLembrete({
    nomeCliente: e.cliente.nome,
    valor: decimalParaCentavos(e.valorDevido),
    dataVencimento: e.dataProximoCiclo,
    quando: "atrasado",
    diasAtraso: e.diasAtraso,
    chavePix,
    pixCopiaECola: null,
  });
  return linkWhatsapp(e.cliente.telefone, texto);
}
