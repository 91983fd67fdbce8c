import { useId, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { BellRing, Check, FileImage, LoaderCircle, X } from "lucide-react";
import { formatarData } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import { PagamentoDialog } from "@/features/emprestimos/api.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { api, consulta, dados, type Esquemas } from "@/lib/api-tipada.ts";
import { consultasLedger, invalidarDadosDoCredor, type Emprestimo } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";

type PagamentoInformado = Esquemas["PagamentoInformado"];

/**
 * Issue 30, point 3: 'Pagamentos informados', the borrowers' 'Já paguei' waiting for the lender,
 * at the top of the dashboard (every client) and of a client's page (`clienteId`). Nothing shows
 * while none waits. 'Confirmar' opens the payment sheet as the amount suggests, dated as the
 * borrower informed; 'Recusar' asks for the reason the borrower will read.
 */
export function PagamentosInformadosCard({ clienteId }: { clienteId?: string }) {
  const lista = useQuery(consulta("/api/pagamentos-informados", clienteId ? { query: { clienteId } } : {}));
  const queryClient = useQueryClient();
  const [confirmando, setConfirmando] = useState<{ aviso: PagamentoInformado; emprestimo: Emprestimo } | null>(null);
  const [abrindo, setAbrindo] = useState<string | null>(null);
  const [recusando, setRecusando] = useState<PagamentoInformado | null>(null);
  const avisos = lista.data ?? [];
  if (avisos.length === 0 && !confirmando) return null;

  const confirmar = async (aviso: PagamentoInformado) => {
    setAbrindo(aviso.id);
    try {
      // The loan as it is now: the sheet previews from its current cycle.
      const emprestimo = await queryClient.fetchQuery({ ...consultasLedger.emprestimo(aviso.emprestimoId), staleTime: 0 });
      setConfirmando({ aviso, emprestimo });
    } catch (erro) {
      toast({ variant: "destructive", title: "Não foi possível abrir o pagamento.", description: mensagemDoErro(erro) });
    } finally {
      setAbrindo(null);
    }
  };

  return (
    <Card className="border-primary/40" data-testid="pagamentos-informados">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <BellRing className="size-5 text-primary" aria-hidden="true" />
          Pagamentos informados
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {avisos.map((a) => (
            <li key={a.id} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center" data-testid="pagamento-informado">
              <div className="grid gap-0.5">
                <span className="font-medium">{a.clienteNome}</span>
                <span className="text-sm text-muted-foreground">
                  {formatarReais(decimalParaCentavos(a.valor))} pagos em {formatarData(a.dataPagamento)}
                </span>
                {a.comprovanteUrl ? (
                  <a
                    href={a.comprovanteUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  >
                    <FileImage className="size-4" aria-hidden="true" />
                    Ver comprovante
                  </a>
                ) : (
                  <span className="text-xs text-muted-foreground">Sem comprovante</span>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  onClick={() => void confirmar(a)}
                  aria-busy={abrindo === a.id || undefined}
                  aria-label={`Confirmar pagamento informado por ${a.clienteNome}`}
                >
                  {abrindo === a.id ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Check aria-hidden="true" />}
                  Confirmar
                </Button>
                <Button variant="outline" onClick={() => setRecusando(a)} aria-label={`Recusar pagamento informado por ${a.clienteNome}`}>
                  <X aria-hidden="true" />
                  Recusar
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      {confirmando ? (
        <PagamentoDialog
          emprestimo={confirmando.emprestimo}
          aberto
          aoMudarAberto={(aberto) => !aberto && setConfirmando(null)}
          informado={{
            id: confirmando.aviso.id,
            valor: confirmando.aviso.valor,
            dataPagamento: confirmando.aviso.dataPagamento,
            tipoPagamento: confirmando.aviso.sugestao?.tipoPagamento ?? null,
            valorPrincipal: confirmando.aviso.sugestao?.valorPrincipal ?? null,
          }}
        />
      ) : null}
      {recusando ? <RecusarDialog aviso={recusando} aoFechar={() => setRecusando(null)} /> : null}
    </Card>
  );
}

function RecusarDialog({ aviso, aoFechar }: { aviso: PagamentoInformado; aoFechar: () => void }) {
  const queryClient = useQueryClient();
  const idMotivo = useId();
  const [motivo, setMotivo] = useState("");
  const [erro, setErro] = useState<string | null>(null);
  const recusar = useMutation({
    mutationFn: () => dados(api.POST("/api/pagamentos-informados/{id}/recusa", { params: { path: { id: aviso.id } }, body: { motivo } })),
    onSuccess: () => {
      toast({ title: "Pagamento recusado", description: "O cliente verá o motivo na página dele." });
      void invalidarDadosDoCredor(queryClient);
      aoFechar();
    },
    onError: (e) => setErro(mensagemDoErro(e)),
  });
  return (
    <Dialog open onOpenChange={(aberto) => !aberto && aoFechar()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Recusar pagamento informado</DialogTitle>
          <DialogDescription>
            {aviso.clienteNome} informou {formatarReais(decimalParaCentavos(aviso.valor))} pagos em {formatarData(aviso.dataPagamento)}.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (motivo.trim().length < 3) {
              setErro("Informe o motivo da recusa (de 3 a 500 caracteres).");
              return;
            }
            recusar.mutate();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={idMotivo}>Motivo (o cliente verá)</Label>
            <Textarea
              id={idMotivo}
              value={motivo}
              maxLength={500}
              onChange={(e) => setMotivo(e.target.value)}
              aria-invalid={erro ? true : undefined}
              aria-describedby={erro ? `${idMotivo}-erro` : undefined}
            />
            {erro ? (
              <p id={`${idMotivo}-erro`} className="text-sm text-destructive">
                {erro}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={aoFechar}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={recusar.isPending}>
              Recusar pagamento
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
