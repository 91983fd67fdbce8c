import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { MessageCircle } from "lucide-react";
import { dataEmSaoPaulo, formatarData } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import type { EmprestimoApi } from "../../../domain/api/ledger.ts";
import { situacaoDaParcela, textoDaSituacao, type SituacaoParcela } from "../../../domain/loans/situacao-da-parcela.ts";
import { linkWhatsapp } from "../../../domain/whatsapp.ts";
import { consulta } from "@/lib/api-tipada.ts";
import { cn } from "@/lib/cn.ts";
import { BotaoCartela } from "@/components/botoes-arquivo.tsx";
import { Button } from "@/components/ui/button.tsx";
import { abrirLembrete } from "@/features/dashboard/api.ts";

/*
 * Issue 43: a parcelado loan's written schedule as a "cartela" on the loan card, the paper card
 * lenders tick as the borrower pays: one small cell per installment (nº, due date, value) that
 * says its situation in words too ('Paga em 12/11', 'Em atraso', 'Vence hoje', 'A vencer'). The
 * borrower's page draws a smaller one of its own (its JS budget has no room for a shared chunk,
 * whose file and preload entries cost more than the few lines it repeats). The paid days are asked for only when the cartela opens (GET
 * /api/emprestimos/{id}/cartela): the loan list carries none, so it costs the list nothing.
 * 'Compartilhar cartela' sends its PDF; 'WhatsApp' a text with the borrower's own page.
 */

type EmprestimoDaCartela = Pick<EmprestimoApi, "id" | "modalidade" | "status" | "cicloAtual" | "cliente"> & {
  parcelas?: EmprestimoApi["parcelas"] | undefined;
};

type CelulaDaCartela = {
  numero: number;
  vencimento: string;
  valor: string;
  situacao: SituacaoParcela;
  pagaEm?: string | null | undefined;
};

const ESTILOS: Record<SituacaoParcela, string> = {
  paga: "border-success/40 bg-success/10 text-muted-foreground",
  vence_hoje: "border-primary bg-accent/60 font-medium",
  em_atraso: "border-destructive/50 bg-destructive/10 text-destructive",
  a_vencer: "border-border",
  renegociada: "border-dashed border-border text-muted-foreground",
};

function GradeDaCartela({ parcelas }: { parcelas: readonly CelulaDaCartela[] }) {
  return (
    <ol className="grid grid-cols-[repeat(auto-fill,minmax(4.75rem,1fr))] gap-1.5">
      {parcelas.map((p) => {
        const valor = formatarReais(decimalParaCentavos(p.valor));
        const texto = textoDaSituacao(p.situacao, p.pagaEm);
        return (
          <li
            key={p.numero}
            data-testid="cartela-parcela"
            data-situacao={p.situacao}
            aria-label={`Parcela ${p.numero}, vence ${formatarData(p.vencimento)}, ${valor}: ${texto}`}
            className={cn("grid gap-0.5 rounded border px-1.5 py-1 text-center text-xs leading-tight tabular-nums", ESTILOS[p.situacao])}
          >
            <span className="font-semibold">
              {p.situacao === "paga" ? "✓ " : ""}
              {p.numero}
            </span>
            <span>{formatarData(p.vencimento).slice(0, 5)}</span>
            <span className="truncate">{valor.replace("R$ ", "")}</span>
            <span className="text-[0.65rem]">{texto}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** "3 de 20 pagas". */
function contagemDaCartela(parcelas: readonly { situacao: SituacaoParcela }[]): string {
  return `${parcelas.filter((p) => p.situacao === "paga").length} de ${parcelas.length} pagas`;
}

/** The WhatsApp text: how the cartela stands, and the borrower's page (when it could be had) to see it and pay. */
export function textoDaCartela(nomeCliente: string, parcelas: readonly CelulaDaCartela[], paginaDoCliente?: string): string {
  const primeiroNome = nomeCliente.trim().split(/\s+/)[0] ?? nomeCliente;
  const atrasadas = parcelas.filter((p) => p.situacao === "em_atraso").length;
  const hoje = parcelas.find((p) => p.situacao === "vence_hoje");
  const linhas = [`Olá, ${primeiroNome}! Sua cartela: ${contagemDaCartela(parcelas)}.`];
  if (atrasadas > 0) linhas.push(atrasadas === 1 ? "1 parcela em atraso." : `${atrasadas} parcelas em atraso.`);
  if (hoje) linhas.push(`A parcela ${hoje.numero} vence hoje.`);
  if (paginaDoCliente) linhas.push(`Veja sua cartela e pague pelo PIX neste link: ${paginaDoCliente}`);
  return linhas.join("\n");
}

export function CartelaDeParcelas({ emprestimo: e, hoje = dataEmSaoPaulo(new Date()) }: { emprestimo: EmprestimoDaCartela; hoje?: string }) {
  const [aberta, setAberta] = useState(false);
  const parcelas = e.modalidade === "parcelado" ? (e.parcelas ?? []) : [];
  const pagas = useQuery({ ...consulta("/api/emprestimos/{id}/cartela", { path: { id: e.id } }), enabled: aberta && parcelas.length > 0 });
  if (parcelas.length === 0) return null;
  const diaPago = new Map(pagas.data?.parcelas.map((p) => [p.numero, p.pagaEm]));
  const celulas: CelulaDaCartela[] = parcelas.map((p) => ({
    numero: p.numero,
    vencimento: p.vencimento,
    valor: p.valor,
    situacao: situacaoDaParcela(p.numero, p.vencimento, e, hoje),
    pagaEm: diaPago.get(p.numero) ?? null,
  }));
  return (
    <details data-testid="cartela-parcelas" className="group rounded-md border px-3 py-2 text-sm" onToggle={(ev) => setAberta(ev.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 font-medium sm:min-h-0">
        Parcelas
        <span className="text-xs font-normal text-muted-foreground">{contagemDaCartela(celulas)}</span>
      </summary>
      <div className="mt-2 grid gap-2">
        <GradeDaCartela parcelas={celulas} />
        <div className="flex flex-wrap gap-2">
          <BotaoCartela emprestimoId={e.id} />
          <Button
            variant="outline"
            size="sm"
            data-testid="cartela-whatsapp"
            onClick={() => abrirLembrete(e.cliente.id, (pagina) => linkWhatsapp(e.cliente.telefone, textoDaCartela(e.cliente.nome, celulas, pagina)))}
          >
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </Button>
        </div>
      </div>
    </details>
  );
}
