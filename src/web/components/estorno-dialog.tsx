import { useId, useState, type FormEvent } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleAlert } from "lucide-react";
import { rotuloTipoPagamento } from "../../domain/loans/types.ts";
import { errosDeCampo, mensagemDoErro, statusDoErro } from "@/lib/api.ts";
import { formatarDataHora, reaisDoDecimal } from "@/lib/format.ts";
import { consultasLedger, invalidarDadosDoCredor, useEstornarPagamento, type Pagamento } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { BotaoOcupado } from "@/components/estados.tsx";
import { RecusaNoDialogo } from "@/components/recusa-no-dialogo.tsx";

import { MOTIVO_ESTORNO_MAXIMO, validarMotivoEstorno } from "@/lib/motivo-estorno.ts";

/**
 * Issue 10: 'Estornar pagamento'. Opened from the payment list or from the loan card (which
 * knows only the payment's id), so the payment is read from the client's payment list.
 */
export function EstornoDialog({
  pagamentoId,
  clienteId,
  aberto,
  aoMudarAberto,
}: {
  pagamentoId: string;
  clienteId: string;
  aberto: boolean;
  aoMudarAberto: (aberto: boolean) => void;
}) {
  return (
    <Dialog open={aberto} onOpenChange={aoMudarAberto}>
      <DialogContent className="max-w-md" data-testid="estorno-dialog">
        <DialogHeader>
          <DialogTitle>Estornar pagamento</DialogTitle>
          <DialogDescription>O saldo, o ciclo e o vencimento do empréstimo voltam ao que eram antes deste pagamento.</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so each opening starts with an empty reason. */}
        <ConteudoEstorno pagamentoId={pagamentoId} clienteId={clienteId} aoConcluir={() => aoMudarAberto(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ConteudoEstorno({ pagamentoId, clienteId, aoConcluir }: { pagamentoId: string; clienteId: string; aoConcluir: () => void }) {
  const pagamentos = useQuery(consultasLedger.pagamentosDoCliente(clienteId));
  const encontrado = pagamentos.data?.find((p) => p.id === pagamentoId);
  // The payment as first shown stays on screen: a refusal refreshes the list (the payment may
  // now read as reversed), and the lender must still see the form with the server's message.
  const [exibido, setExibido] = useState<Pagamento | null>(null);
  if (exibido === null && encontrado && !encontrado.estornado) setExibido(encontrado);

  if (exibido) return <FormularioEstorno pagamento={exibido} aoConcluir={aoConcluir} />;
  if (pagamentos.isPending) return <Skeleton className="h-40 w-full" aria-busy="true" />;
  return (
    <RecusaNoDialogo aoFechar={aoConcluir}>
      {pagamentos.isError ? "Não foi possível carregar o pagamento." : "Este pagamento não pode mais ser estornado."}
    </RecusaNoDialogo>
  );
}

function FormularioEstorno({ pagamento: p, aoConcluir }: { pagamento: Pagamento; aoConcluir: () => void }) {
  const estornar = useEstornarPagamento();
  const queryClient = useQueryClient();
  const [motivo, setMotivo] = useState("");
  const [erroMotivo, setErroMotivo] = useState<string | null>(null);
  const [recusa, setRecusa] = useState<string | null>(null);
  const idMotivo = useId();
  const idErro = useId();

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (estornar.isPending) return;
    const validacao = validarMotivoEstorno(motivo);
    if (!validacao.ok) {
      setErroMotivo(validacao.erro);
      return;
    }
    setRecusa(null);
    try {
      await estornar.mutateAsync({ pagamentoId: p.id, motivo: validacao.motivo });
    } catch (erro) {
      const doCampo = errosDeCampo(erro).motivo;
      if (doCampo) setErroMotivo(doCampo);
      else if (statusDoErro(erro) !== null) {
        // A 409 (not the latest payment any more, already reversed) or 404: the server's words,
        // and the screens behind the dialog catch up with what changed elsewhere.
        setRecusa(mensagemDoErro(erro, "Não foi possível estornar o pagamento."));
        void invalidarDadosDoCredor(queryClient);
      } else toast({ variant: "destructive", title: "Erro ao estornar", description: mensagemDoErro(erro, "Não foi possível estornar o pagamento.") });
      return;
    }
    // The amount paid is not what returns to the balance (interest never lowered it): say what happened.
    toast({
      title: "Pagamento estornado",
      description: `O pagamento de ${reaisDoDecimal(p.valorTotal)} foi desfeito e o empréstimo voltou ao que era antes dele.`,
    });
    aoConcluir();
  };

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="grid gap-5">
      <dl data-testid="estorno-resumo" className="grid grid-cols-3 gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
        <Item rotulo="Valor" valor={reaisDoDecimal(p.valorTotal)} />
        <Item rotulo="Tipo" valor={rotuloTipoPagamento(p.tipoPagamento)} />
        <Item rotulo="Data" valor={formatarDataHora(p.dataPagamento)} />
      </dl>
      <div className="grid gap-2">
        <Label htmlFor={idMotivo}>Motivo do estorno</Label>
        <Textarea
          id={idMotivo}
          rows={3}
          maxLength={MOTIVO_ESTORNO_MAXIMO}
          placeholder="Ex.: pagamento lançado em dobro"
          value={motivo}
          disabled={estornar.isPending}
          aria-invalid={erroMotivo ? true : undefined}
          aria-describedby={erroMotivo ? idErro : undefined}
          aria-required="true"
          onChange={(e) => {
            setMotivo(e.target.value);
            setErroMotivo(null);
          }}
        />
        {erroMotivo ? (
          <p id={idErro} className="text-sm text-destructive">
            {erroMotivo}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {recusa ? (
          <p
            data-testid="estorno-recusa"
            className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {recusa}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={aoConcluir} disabled={estornar.isPending}>
          Cancelar
        </Button>
        <BotaoOcupado type="submit" variant="destructive" ocupado={estornar.isPending} emAndamento="Estornando...">
          Confirmar estorno
        </BotaoOcupado>
      </DialogFooter>
    </form>
  );
}

function Item({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs text-muted-foreground">{rotulo}</dt>
      <dd className="font-medium break-words tabular-nums">{valor}</dd>
    </div>
  );
}
