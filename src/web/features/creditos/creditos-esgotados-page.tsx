import { TituloDaAba } from "@/lib/titulo.tsx";
import { Hourglass, LogOut } from "lucide-react";
import { Redirect } from "wouter";
import { rotuloDias } from "../../../domain/credits.ts";
import { useAuth } from "@/lib/auth.tsx";
import { useCreditos } from "@/lib/creditos-status.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { ComprarCreditosButton } from "./comprar-creditos-button.tsx";
import { IconeRedondo, PaginaComLogo } from "@/components/estados.tsx";

/** SPEC 2: where a lender with 0 days lands; it lets them go as soon as days come back. */
export function CreditosEsgotadosPage() {
  const { user, loading, signOut } = useAuth();
  const { diasRestantes, loading: carregandoCreditos } = useCreditos();

  if (loading || carregandoCreditos) return <FullPageSpinner />;
  if (!user) return <Redirect to="/login" replace />;
  if (diasRestantes > 0) return <Redirect to="/" replace />;

  return (
    <PaginaComLogo className="items-center bg-linear-to-b from-rose-50/70 to-background" larguraClassName="max-w-md">
      <TituloDaAba pagina="Créditos esgotados" />
      <Card className="shadow-md">
        <CardContent className="grid gap-6 text-center">
          <div className="grid justify-items-center gap-3">
            <IconeRedondo icone={Hourglass} className="bg-destructive/10 text-destructive" />
            <h1 className="text-2xl font-semibold tracking-tight">Créditos esgotados</h1>
            <p className="text-sm text-muted-foreground">
              Seus dias de uso acabaram. Renove seus créditos para voltar a acessar clientes, empréstimos e vencimentos. Nenhum dado foi perdido.
            </p>
          </div>

          <div className="rounded-lg bg-muted px-4 py-3">
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Dias restantes</p>
            <p data-testid="creditos-dias-restantes" className="text-3xl font-bold tabular-nums">
              {rotuloDias(diasRestantes)}
            </p>
          </div>

          <div className="grid gap-2">
            <Button size="lg" className="w-full" disabled>
              Renovar Créditos (Em breve)
            </Button>
            <ComprarCreditosButton variant="outline" className="w-full" />
          </div>

          <Separator />

          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Conectado como{" "}
              <span data-testid="usuario-email" className="font-medium break-all text-foreground">
                {user.email}
              </span>
            </p>
            <Button variant="ghost" className="w-full" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Sair
            </Button>
          </div>
        </CardContent>
      </Card>
    </PaginaComLogo>
  );
}
