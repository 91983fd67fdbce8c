import { lazy, Suspense, useState } from "react";
import { Handshake } from "lucide-react";
import { formatarReais } from "../../../domain/money.ts";
import { centavosDoDecimalOuZero } from "@/lib/format.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { Button } from "@/components/ui/button.tsx";

// Issue 43, point 5: the renegotiation sheet (a form with its schemas) loads when first opened.
const RenegociarDialog = lazy(() => import("./renegociar-dialog.tsx").then((m) => ({ default: m.RenegociarDialog })));

/** 'Renegociar' on an open loan (ativo or atrasado), on the loan's card and in the client's tab. */
export function BotaoRenegociar({ emprestimo: e, className }: { emprestimo: Emprestimo; className?: string }) {
  const [aberto, setAberto] = useState(false);
  const emAberto = e.status === "ativo" || e.status === "atrasado";
  // Once renegotiated the loan is no longer open, but the sheet stays to offer the new 'Pedir aceite'.
  if (!emAberto && !aberto) return null;
  return (
    <>
      {emAberto ? (
        <Button size="sm" variant="outline" className={className} onClick={() => setAberto(true)}>
          <Handshake aria-hidden="true" />
          Renegociar
        </Button>
      ) : null}
      {aberto ? (
        <Suspense fallback={null}>
          <RenegociarDialog emprestimo={e} aberto={aberto} aoMudarAberto={setAberto} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Issue 43: a renegotiated loan and the loan that replaced it say so, and lead to each other's client page. */
export function LigacaoDaRenegociacao({ emprestimo: e }: { emprestimo: Emprestimo }) {
  if (!e.renegociadoPara && !e.renegociadoDe) return null;
  const juros = centavosDoDecimalOuZero(e.jurosRenegociados);
  return (
    <p data-testid="emprestimo-renegociacao" className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-sm">
      <Handshake className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      {e.renegociadoPara ? (
        <span>Renegociado: a dívida passou para um novo empréstimo de {e.cliente.nome}.</span>
      ) : (
        <span>Renegociação de um empréstimo anterior{juros > 0 ? `, com ${formatarReais(juros)} de juros renegociados` : ""}.</span>
      )}
    </p>
  );
}
