import type { EmprestimoAtrasado } from "./api.ts";
import { decimalParaCentavos, type Centavos } from "../../../domain/money.ts";
import { adicionarDias } from "../../../domain/dates.ts";
import { linkWhatsapp, textoLembrete, type QuandoVence } from "../../../domain/whatsapp.ts";
import { brCodeDoEmprestimo, type RecebedorPix } from "../../../domain/cobranca-pix.ts";
import type { VencimentoDoDia } from "./api.ts";
import type { LinkDoLembrete } from "./abrir-lembrete.ts";

/**
 * SPEC 7: the wa.me link of the reminder of one due payment (55 + the phone's digits and the
 * URL-encoded text), or null when the phone has no digit ('Telefone não cadastrado'). Issue 30:
 * with the borrower's page when given.
 */
export function linkDoLembrete(vencimento: VencimentoDoDia, quando: "hoje" | "amanha", recebedor: RecebedorPix, paginaDoCliente?: string): string | null {
  const valor = decimalParaCentavos(vencimento.valor);
  const texto = textoLembrete({
    nomeCliente: vencimento.clienteNome,
    valor,
    dataVencimento: vencimento.dataVencimento,
    quando,
    chavePix: recebedor.chavePix,
    // Issue 11: the PIX "copia e cola" of exactly this amount, when the receiver is set up.
    pixCopiaECola: brCodeDoEmprestimo(recebedor, { emprestimoId: vencimento.id, ciclo: vencimento.ciclo, valor }),
    paginaDoCliente,
  });
  return linkWhatsapp(vencimento.clienteTelefone, texto);
}

/** Issue 11: the reminder of an overdue loan, 'está em atraso há N dias', with the amount due today. */
export function linkDoLembreteAtrasado(e: EmprestimoAtrasado, recebedor: RecebedorPix, paginaDoCliente?: string): string | null {
  const valor = decimalParaCentavos(e.valorDevido);
  const texto = textoLembrete({
    nomeCliente: e.cliente.nome,
    valor,
    dataVencimento: e.dataProximoCiclo,
    quando: "atrasado",
    diasAtraso: e.diasAtraso,
    chavePix: recebedor.chavePix,
    pixCopiaECola: brCodeDoEmprestimo(recebedor, { emprestimoId: e.id, ciclo: e.cicloAtual, valor }),
    paginaDoCliente,
  });
  return linkWhatsapp(e.cliente.telefone, texto);
}

/**
 * Issue 27: the reminder of a loan seen on the client page, when there is one to send: overdue,
 * due today or due tomorrow (SPEC 7's three texts), with `valor` due today. Null otherwise.
 */
export function lembreteDoEmprestimo(
  e: Pick<EmprestimoAtrasado, "id" | "cicloAtual" | "dataProximoCiclo" | "diasAtraso" | "cliente">,
  valor: Centavos,
  hoje: string,
  recebedor: RecebedorPix,
): LinkDoLembrete | null {
  const quando: QuandoVence | null =
    e.diasAtraso > 0
      ? { quando: "atrasado", diasAtraso: e.diasAtraso }
      : e.dataProximoCiclo === hoje
        ? { quando: "hoje" }
        : e.dataProximoCiclo === adicionarDias(hoje, 1)
          ? { quando: "amanha" }
          : null;
  if (!quando) return null;
  return (paginaDoCliente) =>
    linkWhatsapp(
      e.cliente.telefone,
      textoLembrete({
        nomeCliente: e.cliente.nome,
        valor,
        dataVencimento: e.dataProximoCiclo,
        ...quando,
        chavePix: recebedor.chavePix,
        pixCopiaECola: brCodeDoEmprestimo(recebedor, { emprestimoId: e.id, ciclo: e.cicloAtual, valor }),
        paginaDoCliente,
      }),
    );
}

/** The receiver fields of the lender's settings (absent while they load: no code yet). */
export function recebedorDe(configuracoes: RecebedorPix | undefined): RecebedorPix {
  return {
    chavePix: configuracoes?.chavePix,
    nomeRecebedor: configuracoes?.nomeRecebedor,
    cidadeRecebedor: configuracoes?.cidadeRecebedor,
    // Issue 27: the display name stands in for an empty receiver name.
    nomeRecibo: configuracoes?.nomeRecibo,
  };
}
