import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import { Ban, Copy, FileCheck2, Link2, LoaderCircle, RefreshCw, UserRound } from "lucide-react";
import { mensagemDoErro } from "@/lib/api.ts";
import { formatarDataHora, reaisDoDecimal } from "@/lib/format.ts";
import { invalidarDadosDoCredor } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { EmptyState } from "@/components/empty-state.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useCancelarLink, useLinksCadastro, useOrigemPublica } from "./api.ts";
import { copiarLink } from "@/lib/copiar.ts";
import { descricaoTermos, isStatusLink, rotuloStatusLink, termosDoLink, urlDoLink, VARIANTES_STATUS_LINK, type LinkCadastro } from "./link-termos.ts";
import { FalhaAoCarregar } from "@/components/estados.tsx";
import { BotaoCompartilhar } from "./botao-compartilhar.tsx";

/** 'Links enviados': the lender's links, newest first, with copy and cancel for active ones. */
export function LinkLista() {
  const links = useLinksCadastro();
  const queryClient = useQueryClient();
  const origem = useOrigemPublica();
  const [cancelando, setCancelando] = useState<LinkCadastro | null>(null);
  const [atualizando, setAtualizando] = useState(false);

  // A borrower may have used a link meanwhile: that also changes loans, clients and the dashboard.
  const atualizar = async () => {
    setAtualizando(true);
    try {
      await invalidarDadosDoCredor(queryClient);
    } finally {
      setAtualizando(false);
    }
  };

  let conteudo;
  if (links.isPending) {
    conteudo = (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-24 w-full rounded-lg" />
        ))}
      </div>
    );
  } else if (links.isError) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar os links." aoTentar={() => void links.refetch()} />;
  } else if (links.data.length === 0) {
    conteudo = <EmptyState icon={Link2} title="Nenhum link enviado" />;
  } else {
    conteudo = (
      <ul data-testid="links-enviados" className="divide-y rounded-lg border">
        {links.data.map((l) => (
          <ItemLink key={l.id} link={l} url={urlDoLink(origem, l.token)} cliente={l.cliente} aoCancelar={() => setCancelando(l)} />
        ))}
      </ul>
    );
  }

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle className="text-lg">Links enviados</CardTitle>
          <CardDescription>Os links que você gerou e o que aconteceu com cada um.</CardDescription>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label="Atualizar links"
          title="Atualizar links"
          disabled={atualizando || links.isFetching}
          onClick={() => void atualizar()}
        >
          <RefreshCw className={atualizando ? "animate-spin" : undefined} aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent>{conteudo}</CardContent>
      <CancelarLinkDialog link={cancelando} aoFechar={() => setCancelando(null)} />
    </Card>
  );
}

function ItemLink({
  link,
  url,
  cliente,
  aoCancelar,
}: {
  link: LinkCadastro;
  url: string;
  cliente: { id: string; nome: string } | null;
  aoCancelar: () => void;
}) {
  const ativo = link.status === "ativo";
  const criado = formatarDataHora(link.dataCriacao);
  const expira = formatarDataHora(link.dataExpiracao);
  const variante = isStatusLink(link.status) ? VARIANTES_STATUS_LINK[link.status] : "secondary";
  return (
    <li
      data-testid="link-cadastro"
      data-link-id={link.id}
      data-status={link.status}
      className="grid gap-3 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span data-testid="link-valor" className="font-semibold tabular-nums">
            {reaisDoDecimal(link.valorOriginal)}
          </span>
          <Badge data-testid="status-link" variant={variante}>
            {rotuloStatusLink(link.status)}
          </Badge>
          {link.exigirDocumentos ? (
            <Badge variant="outline" className="font-medium">
              <FileCheck2 aria-hidden="true" />
              Com documentos
            </Badge>
          ) : null}
        </div>
        {link.nomeDestinatario ? (
          <p data-testid="link-destinatario" className="truncate text-sm font-medium">
            Para {link.nomeDestinatario}
          </p>
        ) : null}
        <p data-testid="link-termos" className="text-sm text-muted-foreground">
          {descricaoTermos(termosDoLink(link))}
        </p>
        <p className="text-xs text-muted-foreground">
          {criado ? `Criado em ${criado}` : null}
          {expira && (ativo || link.status === "expirado") ? ` · ${ativo ? "Expira em" : "Expirou em"} ${expira}` : null}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {ativo ? (
          <>
            <Button size="sm" variant="outline" onClick={() => void copiarLink(url)} aria-label={`Copiar link de ${reaisDoDecimal(link.valorOriginal)}`}>
              <Copy aria-hidden="true" />
              Copiar link
            </Button>
            <BotaoCompartilhar
              size="sm"
              variant="outline"
              url={url}
              nomeDestinatario={link.nomeDestinatario}
              aria-label={`Compartilhar link de ${reaisDoDecimal(link.valorOriginal)}${link.nomeDestinatario ? ` para ${link.nomeDestinatario}` : ""}`}
            />
            <Button size="sm" variant="outline" className="text-destructive hover:text-destructive" onClick={aoCancelar}>
              <Ban aria-hidden="true" />
              Cancelar
            </Button>
          </>
        ) : null}
        {link.status === "utilizado" && cliente ? (
          <Button asChild size="sm" variant="outline">
            <Link href={`/clientes/${encodeURIComponent(cliente.id)}`} aria-label={`Ver cliente ${cliente.nome}`} title="Ver cliente">
              <UserRound aria-hidden="true" />
              <span className="max-w-48 truncate">{cliente.nome}</span>
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function CancelarLinkDialog({ link, aoFechar }: { link: LinkCadastro | null; aoFechar: () => void }) {
  const cancelar = useCancelarLink();
  const confirmar = async () => {
    if (!link) return;
    try {
      await cancelar.mutateAsync(link.id);
      toast({ title: "Link cancelado", description: "O cliente não poderá mais usar este link." });
    } catch (erro) {
      toast({ variant: "destructive", title: "Erro ao cancelar link", description: mensagemDoErro(erro, "Tente novamente.") });
    }
    aoFechar();
  };
  const valor = link ? reaisDoDecimal(link.valorOriginal) : "";
  return (
    <Dialog open={link !== null} onOpenChange={(aberto) => !aberto && !cancelar.isPending && aoFechar()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancelar link?</DialogTitle>
          <DialogDescription>
            O link{valor ? ` de ${valor}` : ""} deixará de funcionar e o cliente verá que ele está indisponível. Esta ação não pode ser desfeita.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={aoFechar} disabled={cancelar.isPending}>
            Voltar
          </Button>
          <Button variant="destructive" onClick={() => void confirmar()} disabled={cancelar.isPending}>
            {cancelar.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Ban aria-hidden="true" />}
            {cancelar.isPending ? "Cancelando..." : "Cancelar link"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
