import type { ReactNode } from "react";
import { ClipboardList, Link2Off } from "lucide-react";
import { Logo } from "@/components/logo.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { linkDisponivel, useLinkCadastro } from "./api.ts";

/** SPEC 2: the borrower's page, reached through a link with a token; no account needed. */
export function CadastroPage({ params }: { params: { token?: string } }) {
  const link = useLinkCadastro(params.token ?? "");

  let conteudo: ReactNode;
  if (link.isPending) {
    conteudo = (
      <div className="flex justify-center py-8">
        <Spinner />
      </div>
    );
  } else if (link.isError || !linkDisponivel(link.data)) {
    // SPEC 8: any failure to load the link reads as unavailable.
    conteudo = <LinkIndisponivel />;
  } else {
    conteudo = (
      <div className="grid justify-items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <ClipboardList className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Cadastro</h1>
        <p className="text-sm text-muted-foreground">Cadastro de cliente para solicitação de empréstimo.</p>
      </div>
    );
  }

  return (
    <main className="flex min-h-svh items-center justify-center bg-linear-to-b from-teal-50/60 to-background px-4 py-10">
      <div className="grid w-full max-w-lg gap-6">
        <div className="flex justify-center">
          <Logo />
        </div>
        <Card className="shadow-md">
          <CardContent>{conteudo}</CardContent>
        </Card>
      </div>
    </main>
  );
}

function LinkIndisponivel() {
  return (
    <div data-testid="link-indisponivel" className="grid justify-items-center gap-3 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Link2Off className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-semibold tracking-tight">Link indisponível ou já utilizado</h1>
      <p className="text-sm text-muted-foreground">Este link de cadastro não está mais disponível. Peça um novo link a quem o enviou.</p>
    </div>
  );
}
