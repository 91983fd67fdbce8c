import { useState, type ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import { mensagemDoErro } from "@/lib/api.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { BotaoOcupado } from "@/components/estados.tsx";

/*
 * A question before an action that cannot be undone (delete, anonymize). The server may still
 * refuse (a 409: the loan got a payment meanwhile); its message stays inside the dialog, next to
 * the button that caused it, instead of a toast that vanishes while the lender reads.
 */
export function ConfirmacaoDialog({
  aberto,
  aoMudarAberto,
  titulo,
  descricao,
  children,
  confirmar,
  emAndamento,
  aoConfirmar,
  testId,
}: {
  aberto: boolean;
  aoMudarAberto: (aberto: boolean) => void;
  titulo: string;
  descricao: ReactNode;
  /** More explanation under the description. */
  children?: ReactNode;
  /** The confirm button's text. */
  confirmar: string;
  emAndamento: string;
  /** Runs the action; a rejection shows the server's message in the dialog. Success closes it. */
  aoConfirmar: () => Promise<void>;
  testId?: string;
}) {
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  const mudarAberto = (valor: boolean) => {
    if (ocupado) return;
    // Each opening starts without the last refusal.
    setErro(null);
    aoMudarAberto(valor);
  };

  const executar = async () => {
    setOcupado(true);
    setErro(null);
    try {
      await aoConfirmar();
    } catch (e) {
      setErro(mensagemDoErro(e));
      return;
    } finally {
      setOcupado(false);
    }
    aoMudarAberto(false);
  };

  return (
    <Dialog open={aberto} onOpenChange={mudarAberto}>
      <DialogContent className="max-w-md" data-testid={testId}>
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          <DialogDescription>{descricao}</DialogDescription>
        </DialogHeader>
        {children}
        {/* Always in the page, so screen readers announce the refusal when it appears. */}
        <div role="alert">
          {erro ? (
            <p className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {erro}
            </p>
          ) : null}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => mudarAberto(false)} disabled={ocupado}>
            Cancelar
          </Button>
          <BotaoOcupado variant="destructive" ocupado={ocupado} emAndamento={emAndamento} onClick={() => void executar()}>
            {confirmar}
          </BotaoOcupado>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
