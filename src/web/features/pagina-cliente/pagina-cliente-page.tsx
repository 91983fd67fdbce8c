import type { ReactNode } from "react";
import { Copy, Link2Off } from "lucide-react";
import { formatarData, formatarDataHora } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import { ROTULOS_MODALIDADE, rotuloStatus, rotuloTipoPagamento } from "../../../domain/loans/types.ts";
import { IconeRedondo, PaginaComLogo } from "@/components/estados-basicos.tsx";
import { ImagemQrCode } from "@/components/imagem-qr-code.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { copiarTexto } from "@/lib/copiar.ts";
import { toast } from "@/lib/use-toast.ts";
import { usePaginaCliente, type PaginaCliente } from "./api.ts";

type EmprestimoNaPagina = PaginaCliente["emprestimos"][number];

const SITUACAO: Record<string, string> = { paga: "Paga", aberta: "Em aberto", atrasada: "Atrasada" };

/**
 * Issue 30, point 1: the borrower's own page, /c/{token}, on a phone first. What is owed today on
 * each open loan, the PIX code and QR of that amount, the installments and the payments. No
 * account; never indexed; the lender's other settings and other clients never appear.
 */
export function PaginaClientePage({ params }: { params: { token?: string } }) {
  const pagina = usePaginaCliente(params.token ?? "");
  let conteudo: ReactNode;
  if (pagina.isPending) {
    conteudo = (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  } else if (pagina.isError || !pagina.data) {
    conteudo = (
      <div data-testid="link-cliente-indisponivel" className="grid justify-items-center gap-3 text-center">
        <IconeRedondo icone={Link2Off} className="bg-destructive/10 text-destructive" />
        <h1 className="text-2xl font-semibold tracking-tight">Link indisponível</h1>
        <p className="text-sm text-muted-foreground">Este link não está mais disponível. Peça um novo a quem o enviou.</p>
      </div>
    );
  } else {
    conteudo = <Conteudo pagina={pagina.data} />;
  }
  return (
    <PaginaComLogo
      className="bg-linear-to-b from-teal-50/60 to-background px-3 py-6 sm:items-center sm:px-4 sm:py-10"
      larguraClassName="max-w-lg content-start gap-5"
    >
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <title>Meus empréstimos — Crédito Fácil</title>
      <Card className="py-5 shadow-md sm:py-6">
        <CardContent className="grid gap-6 px-4 sm:px-6">{conteudo}</CardContent>
      </Card>
    </PaginaComLogo>
  );
}

function Conteudo({ pagina }: { pagina: PaginaCliente }) {
  return (
    <>
      <div className="grid gap-1 text-center">
        {pagina.nomeCredor ? <p className="text-sm font-medium text-primary">Empréstimos com {pagina.nomeCredor}</p> : null}
        <h1 className="text-2xl font-semibold tracking-tight">Olá, {pagina.cliente.nome.split(/\s+/)[0]}</h1>
        <p className="text-xs text-muted-foreground">CPF {pagina.cliente.cpfMascarado}</p>
      </div>
      {pagina.emprestimos.length === 0 ? (
        <p className="text-center text-sm text-muted-foreground">Nenhum empréstimo em aberto.</p>
      ) : (
        pagina.emprestimos.map((e) => <Emprestimo key={e.id} e={e} />)
      )}
      {pagina.pagamentos.length > 0 ? (
        <section aria-labelledby="pagamentos-titulo" className="grid gap-2">
          <h2 id="pagamentos-titulo" className="text-lg font-semibold tracking-tight">
            Pagamentos
          </h2>
          <ul className="grid gap-1 text-sm">
            {pagina.pagamentos.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 border-b border-dashed pb-1 last:border-0">
                <span className="text-muted-foreground">
                  {formatarDataHora(p.data)} · {rotuloTipoPagamento(p.tipoPagamento)}
                  {p.estornado ? " (estornado)" : ""}
                </span>
                <span className="font-medium tabular-nums">{formatarReais(decimalParaCentavos(p.valor))}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function Emprestimo({ e }: { e: EmprestimoNaPagina }) {
  const devido = decimalParaCentavos(e.valorDevidoHoje);
  return (
    <section
      aria-label={`Empréstimo de ${formatarReais(decimalParaCentavos(e.valorOriginal))}`}
      className="grid gap-3 rounded-lg border p-3"
      data-testid="emprestimo-do-cliente"
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium">
          {ROTULOS_MODALIDADE[e.modalidade]} de {formatarReais(decimalParaCentavos(e.valorOriginal))}
        </span>
        <span className="text-xs text-muted-foreground">{rotuloStatus(e.status)}</span>
      </div>
      {e.status === "aguardando_envio" ? (
        <p className="text-sm text-muted-foreground">O empréstimo começa quando o dinheiro for liberado.</p>
      ) : (
        <div className="grid gap-0.5 rounded-lg bg-accent/70 px-3 py-2.5 text-accent-foreground">
          <span className="text-xs font-medium">{e.diasAtraso > 0 ? `Valor para hoje (${e.diasAtraso} dias de atraso)` : "Valor do próximo vencimento"}</span>
          <span className="text-2xl font-bold tracking-tight tabular-nums" data-testid="valor-devido-hoje">
            {formatarReais(devido)}
          </span>
          {e.proximoVencimento ? <span className="text-xs">Vencimento: {formatarData(e.proximoVencimento)}</span> : null}
        </div>
      )}
      {e.pixCopiaECola ? <Pix codigo={e.pixCopiaECola} valor={devido} /> : null}
      {e.parcelas?.length ? (
        <ol className="grid gap-1 text-sm">
          {e.parcelas.map((p) => (
            <li key={p.numero} className="flex justify-between gap-3 tabular-nums">
              <span className="text-muted-foreground">
                {p.numero}ª parcela{p.vencimento ? `, ${formatarData(p.vencimento)}` : ""}
              </span>
              <span>
                {formatarReais(decimalParaCentavos(p.valor))} · {SITUACAO[p.situacao]}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

function Pix({ codigo, valor }: { codigo: string; valor: number }) {
  const copiar = async () => {
    if (await copiarTexto(codigo)) toast({ title: "Código PIX copiado!", description: "Cole no app do seu banco para pagar." });
    else toast({ variant: "destructive", title: "Erro", description: "Não foi possível copiar. Selecione o código e copie manualmente." });
  };
  return (
    <div className="grid gap-2">
      <ImagemQrCode codigo={codigo} valor={valor} />
      <Button onClick={() => void copiar()}>
        <Copy aria-hidden="true" />
        Copiar código PIX
      </Button>
    </div>
  );
}
