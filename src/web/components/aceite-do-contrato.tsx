import { useEffect, useId, useState } from "react";
import { FileCheck2, FileClock, Signature } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { formatarDataHora } from "../../domain/dates.ts";
import { linkWhatsapp } from "../../domain/whatsapp.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { api, dados, type Esquemas } from "@/lib/api-tipada.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { BotoesDoLink } from "@/components/botoes-do-link.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useNomeAntesDeEnviar } from "@/components/pedir-nome.tsx";

type PedidoAceite = Esquemas["PedidoAceite"];

/** "dd/MM/yyyy às HH:mm" on the São Paulo clock. */
function dataHora(momento: string): string {
  return formatarDataHora(momento).replace(" ", " às ");
}

/** Where the borrower opens the request: this origin's /aceite/{token}. */
export function urlDoAceite(token: string, origem = window.location.origin): string {
  return `${origem.replace(/\/+$/, "")}/aceite/${encodeURIComponent(token)}`;
}

/** What the WhatsApp message says, the address last. */
export function mensagemDoAceite(nome: string, url: string): string {
  const primeiro = nome.trim().split(/\s+/)[0];
  return `Olá${primeiro ? `, ${primeiro}` : ""}! Leia e aceite o contrato do seu empréstimo neste link: ${url}`;
}

/**
 * Issue 29, point 4, on the loan's card: 'Contrato aceito em dd/MM/yyyy às HH:mm', or 'Aguardando
 * aceite' with 'Pedir aceite', which makes a single-use link (7 days) to send the borrower. A loan
 * already paid off and never accepted asks for nothing.
 */
export function AceiteDoContrato({ emprestimo: e }: { emprestimo: Emprestimo }) {
  const [aberto, setAberto] = useState(false);
  // Issue 42: without a display name the lender is asked for it before the link is made.
  const { garantirNome, pedido } = useNomeAntesDeEnviar();
  // A loan paid off, or renegotiated into a new one (which asks for its own), asks for nothing.
  if (!e.contratoAceitoEm && (e.status === "finalizado" || e.status === "renegociado")) return null;
  if (e.contratoAceitoEm) {
    return (
      <p data-testid="contrato-aceito-em" className="flex w-full items-center gap-1.5 text-xs font-medium text-success">
        <FileCheck2 className="size-3.5 shrink-0" aria-hidden="true" />
        Contrato aceito em {dataHora(e.contratoAceitoEm)}
      </p>
    );
  }
  return (
    <div className="flex w-full flex-wrap items-center gap-2">
      <p data-testid="aguardando-aceite" className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <FileClock className="size-3.5 shrink-0" aria-hidden="true" />
        Aguardando aceite
      </p>
      <Button size="sm" variant="outline" onClick={() => void garantirNome().then((seguir) => seguir && setAberto(true))}>
        <Signature aria-hidden="true" />
        Pedir aceite
      </Button>
      {pedido}
      {aberto ? <PedirAceiteDialog emprestimo={e} aoFechar={() => setAberto(false)} /> : null}
    </div>
  );
}

/** Opening the dialog makes the link (and cancels an earlier one of the loan): one link to share at a time. */
function PedirAceiteDialog({ emprestimo: e, aoFechar }: { emprestimo: Emprestimo; aoFechar: () => void }) {
  const idUrl = useId();
  const [pedido] = useState(() => ({ atual: null as Promise<PedidoAceite> | null }));
  const criar = useMutation({
    mutationFn: () => (pedido.atual ??= dados(api.POST("/api/emprestimos/{id}/pedido-aceite", { params: { path: { id: e.id } } }))),
  });
  const { mutate } = criar;
  // Once per opening: the guard above keeps a second run (React's strict mode) on the same request.
  useEffect(() => mutate(), [mutate]);
  const url = criar.data ? urlDoAceite(criar.data.token) : "";
  const whatsapp = url ? linkWhatsapp(e.cliente.telefone, mensagemDoAceite(e.cliente.nome, url)) : null;

  return (
    <Dialog open onOpenChange={(aberto) => (aberto ? undefined : aoFechar())}>
      <DialogContent className="max-w-md" data-testid="pedir-aceite-dialog">
        <DialogHeader>
          <DialogTitle>Pedir aceite do contrato</DialogTitle>
          <DialogDescription>
            Envie este link a {e.cliente.nome}. No celular, o cliente lê o contrato, marca &quot;Li e aceito o contrato&quot; e digita o nome completo.
          </DialogDescription>
        </DialogHeader>
        {criar.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {mensagemDoErro(criar.error, "Não foi possível criar o link de aceite. Tente novamente.")}
          </p>
        ) : !criar.data ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <div className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor={idUrl}>Link de aceite</Label>
              <Input id={idUrl} data-testid="link-aceite" readOnly value={url} onFocus={(ev) => ev.currentTarget.select()} className="font-mono text-sm" />
              <p className="text-xs text-muted-foreground">Vale uma vez, até {formatarDataHora(criar.data.expiraEm)}. Um novo pedido cancela este link.</p>
            </div>
            <BotoesDoLink url={url} whatsapp={whatsapp} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
