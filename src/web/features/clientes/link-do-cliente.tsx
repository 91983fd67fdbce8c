import { useEffect, useId, useState } from "react";
import { Link2, RefreshCw } from "lucide-react";
import { linkWhatsapp } from "../../../domain/whatsapp.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { pedirLinkDoCliente, urlDaPaginaDoCliente, type LinkCliente } from "@/lib/pagina-do-cliente.ts";
import { BotoesDoLink } from "@/components/botoes-do-link.tsx";
import { useNomeAntesDeEnviar } from "@/components/pedir-nome.tsx";
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
  // Issue 42: without a display name the lender is asked for it before the link is shown.
  const { garantirNome, pedido } = useNomeAntesDeEnviar();
  return (
    <>
      <Button variant="outline" onClick={() => void garantirNome().then((seguir) => seguir && setAberto(true))}>
        <Link2 aria-hidden="true" />
        Link do cliente
      </Button>
      {pedido}
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
            <BotoesDoLink url={url} whatsapp={whatsapp}>
              <Button variant="ghost" onClick={() => carregar(true)} disabled={estado.ocupado}>
                <RefreshCw aria-hidden="true" />
                Gerar novo link
              </Button>
            </BotoesDoLink>
            <p className="text-xs text-muted-foreground">Gerar um novo link desativa o anterior na hora.</p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
