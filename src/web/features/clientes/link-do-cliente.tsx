import { useEffect, useId, useState } from "react";
import { Copy, Link2, MessageCircle, RefreshCw } from "lucide-react";
import { linkWhatsapp } from "../../../domain/whatsapp.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { copiarTexto } from "@/lib/copiar.ts";
import { pedirLinkDoCliente, urlDaPaginaDoCliente, type LinkCliente } from "@/lib/pagina-do-cliente.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";

type Cliente = { id: string; nome: string; telefone: string };

/**
 * Issue 30, point 1: 'Link do cliente' on the client's page opens the client's own link (made on
 * first use) to copy or send by WhatsApp; 'Gerar novo link' replaces it, and the old one stops.
 */
export function LinkDoCliente({ cliente }: { cliente: Cliente }) {
  const [aberto, setAberto] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setAberto(true)}>
        <Link2 aria-hidden="true" />
        Link do cliente
      </Button>
      {aberto ? <DialogoDoLink cliente={cliente} aoFechar={() => setAberto(false)} /> : null}
    </>
  );
}

function DialogoDoLink({ cliente, aoFechar }: { cliente: Cliente; aoFechar: () => void }) {
  const idUrl = useId();
  const [estado, setEstado] = useState<{ link?: LinkCliente; erro?: unknown; ocupado: boolean }>({ ocupado: true });
  const carregar = (novo: boolean) => {
    setEstado((atual) => ({ ...atual, ocupado: true }));
    pedirLinkDoCliente(cliente.id, novo).then(
      (link) => setEstado({ link, ocupado: false }),
      (erro: unknown) => setEstado({ erro, ocupado: false }),
    );
  };
  // The first read: the live link (made on first use). The server serializes per client, so the
  // strict mode's second run gets the same link.
  useEffect(() => {
    let ativo = true;
    pedirLinkDoCliente(cliente.id, false).then(
      (link) => ativo && setEstado({ link, ocupado: false }),
      (erro: unknown) => ativo && setEstado({ erro, ocupado: false }),
    );
    return () => {
      ativo = false;
    };
  }, [cliente.id]);
  const url = estado.link ? urlDaPaginaDoCliente(estado.link.token) : "";
  const whatsapp = url
    ? linkWhatsapp(cliente.telefone, `Olá, ${cliente.nome.split(/\s+/)[0]}! Veja seus empréstimos e pague pelo PIX neste link: ${url}`)
    : null;
  const copiar = async () => {
    if (await copiarTexto(url)) toast({ title: "Link copiado!", description: "Envie o link ao seu cliente." });
    else toast({ variant: "destructive", title: "Erro", description: "Não foi possível copiar. Selecione o link e copie manualmente." });
  };
  return (
    <Dialog open onOpenChange={(a) => (a ? undefined : aoFechar())}>
      <DialogContent className="max-w-md" data-testid="link-do-cliente-dialog">
        <DialogHeader>
          <DialogTitle>Link do cliente</DialogTitle>
          <DialogDescription>
            A página de {cliente.nome}: o que está em aberto, o valor de hoje com o PIX copia e cola e os pagamentos. Sem senha: envie só a ele.
          </DialogDescription>
        </DialogHeader>
        {estado.erro ? (
          <p role="alert" className="text-sm text-destructive">
            {mensagemDoErro(estado.erro, "Não foi possível obter o link. Tente novamente.")}
          </p>
        ) : !estado.link ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : (
          <div className="grid gap-3">
            <div className="grid gap-2">
              <Label htmlFor={idUrl}>Link da página do cliente</Label>
              <Input id={idUrl} data-testid="link-cliente-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
            </div>
            <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <Button onClick={() => void copiar()}>
                <Copy aria-hidden="true" />
                Copiar link
              </Button>
              {whatsapp ? (
                <Button asChild variant="outline">
                  <a href={whatsapp} target="_blank" rel="noopener noreferrer">
                    <MessageCircle aria-hidden="true" />
                    Enviar pelo WhatsApp
                  </a>
                </Button>
              ) : null}
              <Button variant="ghost" onClick={() => carregar(true)} disabled={estado.ocupado}>
                <RefreshCw aria-hidden="true" />
                Gerar novo link
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">Gerar um novo link desativa o anterior na hora.</p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
