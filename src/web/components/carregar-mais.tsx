import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

export interface PaginasCarregaveis {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Issue 12: the end of a list read a page at a time — 'Carregar mais' while the server has more,
 * and a message (the button stays, to try again) when the next page failed.
 */
export function CarregarMais({ paginas, mensagemDeFalha }: { paginas: PaginasCarregaveis; mensagemDeFalha: string }) {
  if (!paginas.hasNextPage) return null;
  return (
    <div className="grid justify-items-center gap-2">
      <Button variant="outline" disabled={paginas.isFetchingNextPage} onClick={() => void paginas.fetchNextPage()}>
        {paginas.isFetchingNextPage ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {paginas.isFetchingNextPage ? "Carregando..." : "Carregar mais"}
      </Button>
      {paginas.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {mensagemDeFalha}
        </p>
      ) : null}
    </div>
  );
}

/** The count badge of a paged list: the rows read so far, with '+' while there are more. */
export function contagemDaLista(quantos: number, haMais: boolean): string {
  return haMais ? `${quantos}+` : String(quantos);
}
