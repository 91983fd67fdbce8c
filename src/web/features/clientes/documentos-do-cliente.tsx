import { useId } from "react";
import { ExternalLink, FileText } from "lucide-react";
import type { Cliente } from "@/lib/ledger-api.ts";
import { EmptyState } from "@/components/empty-state.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ChipIcone } from "@/components/estados.tsx";

/** The 'Documentos' tab: the files the borrower sent through the sign-up link. */
export function DocumentosDoCliente({ cliente }: { cliente: Cliente }) {
  if (!cliente.documentoIdentidadeUrl && !cliente.comprovanteEnderecoUrl) {
    return <EmptyState icon={FileText} title="Nenhum documento enviado" />;
  }
  return (
    <ul data-testid="documentos-do-cliente" className="divide-y rounded-lg border bg-card">
      <Documento titulo="Documento de identidade" url={cliente.documentoIdentidadeUrl} />
      <Documento titulo="Comprovante de endereço" url={cliente.comprovanteEnderecoUrl} />
    </ul>
  );
}

function Documento({ titulo, url }: { titulo: string; url: string | null }) {
  const idTitulo = useId();
  return (
    <li className="flex items-center gap-3 p-4">
      <ChipIcone icone={FileText} className="bg-muted text-muted-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p id={idTitulo} className="font-medium">
          {titulo}
        </p>
        <p className="text-xs text-muted-foreground">{url ? "Enviado pelo cliente" : "Não enviado"}</p>
      </div>
      {url ? (
        <Button asChild variant="outline" size="sm">
          <a href={url} target="_blank" rel="noopener noreferrer" aria-describedby={idTitulo}>
            <ExternalLink aria-hidden="true" />
            Visualizar
          </a>
        </Button>
      ) : null}
    </li>
  );
}
