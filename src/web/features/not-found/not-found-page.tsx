import { TituloDaAba } from "@/lib/titulo.tsx";
import { FileQuestionMark } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { PaginaComLogo } from "@/components/estados.tsx";

/**
 * SPEC 2: the one English screen of the product, in words a user understands. Signed in, the
 * app frame (menu, top bar, its <main>) is around it; a visitor gets a page of its own.
 */
export function NotFoundPage({ dentroDoApp = false }: { dentroDoApp?: boolean }) {
  const aviso = <AvisoNaoEncontrada destino={dentroDoApp ? "Back to the dashboard" : "Go to the home page"} />;
  if (dentroDoApp) return <div className="flex justify-center py-6 sm:py-12">{aviso}</div>;
  return (
    <PaginaComLogo className="items-center bg-muted/40" larguraClassName="max-w-md">
      {aviso}
    </PaginaComLogo>
  );
}

function AvisoNaoEncontrada({ destino }: { destino: string }) {
  return (
    <Card lang="en" data-testid="pagina-nao-encontrada" className="w-full max-w-md">
      <TituloDaAba pagina="Page not found" />
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-3">
          <FileQuestionMark className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="grid gap-0.5">
            <p className="text-sm font-medium text-muted-foreground">Error 404</p>
            <h1 className="text-2xl font-bold tracking-tight">Page not found</h1>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">We couldn’t find the page you were looking for. The link may be incomplete, or the page may have moved.</p>
        <Button asChild className="w-full sm:w-fit">
          <Link href="/">{destino}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
