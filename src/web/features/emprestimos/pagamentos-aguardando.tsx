import { useEffect, useState, useSyncExternalStore } from "react";
import { CloudOff, LoaderCircle, X } from "lucide-react";
import { formatarDataHora } from "@/lib/format.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { filaDePagamentos, textoDaFila, type PagamentoNaFila } from "./fila-de-pagamentos.tsx";

const ROTULO_TIPO: Record<string, string> = { juros_apenas: "Apenas juros", parcial: "Parcial", total: "Total", parcela: "Parcela" };

/**
 * Issue 27: the header's badge of the payments waiting for the connection ('1 pagamento
 * aguardando conexão'), opening their list, where each can be cancelled before it is sent. It
 * also tells the queue whose session this is, which loads (and, online, sends) what the lender
 * left waiting in an earlier visit.
 */
export function PagamentosAguardando({ donoId }: { donoId: string }) {
  const fila = useSyncExternalStore(filaDePagamentos.assinar, filaDePagamentos.todas, filaDePagamentos.todas);
  const [aberto, setAberto] = useState(false);

  useEffect(() => {
    void filaDePagamentos.abrir(donoId);
  }, [donoId]);

  // The last one sent or cancelled: nothing left to list.
  if (fila.length === 0) return aberto ? <ListaDaFila fila={fila} aberto={aberto} aoMudarAberto={setAberto} /> : null;
  const texto = textoDaFila(fila.length);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        data-testid="pagamentos-aguardando"
        className="border-amber-300 bg-amber-50 text-amber-950 hover:bg-amber-100"
        onClick={() => setAberto(true)}
      >
        <CloudOff aria-hidden="true" />
        {/* On a phone the header keeps only the count; the button's name is the whole text. */}
        <span aria-hidden="true" className="sm:hidden">
          {fila.length}
        </span>
        <span className="max-sm:sr-only">{texto}</span>
      </Button>
      <ListaDaFila fila={fila} aberto={aberto} aoMudarAberto={setAberto} />
    </>
  );
}

function ListaDaFila({ fila, aberto, aoMudarAberto }: { fila: readonly PagamentoNaFila[]; aberto: boolean; aoMudarAberto: (aberto: boolean) => void }) {
  return (
    <Dialog open={aberto} onOpenChange={aoMudarAberto}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pagamentos aguardando conexão</DialogTitle>
          <DialogDescription>
            {fila.length === 0 ? "Nenhum pagamento aguardando." : "Serão enviados assim que a conexão voltar. Cancele o que não deve ser registrado."}
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {fila.map((entrada) => (
            <li key={entrada.emprestimoId} data-testid="pagamento-na-fila" className="flex items-center gap-3 rounded-lg border p-3 text-sm">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium break-words">{entrada.dados.resumo.cliente}</span>
                <span className="text-muted-foreground">
                  {ROTULO_TIPO[entrada.dados.corpo.tipoPagamento] ?? entrada.dados.corpo.tipoPagamento} · {entrada.dados.resumo.total}
                </span>
                <span className="text-xs text-muted-foreground">Confirmado em {formatarDataHora(new Date(entrada.agendadoEm))}</span>
              </div>
              {filaDePagamentos.enviando(entrada.emprestimoId) ? (
                // Its request has left: it can no longer be called back.
                <span role="status" className="flex shrink-0 items-center gap-1.5 text-muted-foreground">
                  <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
                  Enviando…
                </span>
              ) : (
                <Button variant="outline" size="sm" onClick={() => filaDePagamentos.cancelar(entrada.emprestimoId)}>
                  <X aria-hidden="true" />
                  Cancelar pagamento
                </Button>
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
