import { TriangleAlert } from "lucide-react";
import { haDias } from "../../../domain/whatsapp.ts";
import { reaisDoDecimal } from "@/lib/format.ts";
import type { ClienteDaLista } from "@/lib/ledger-api.ts";

/**
 * Issue 11: a late client's marker on the list — days late of the worst loan and what paying off
 * the overdue loans costs today (quitação, late interest included). Nothing for a client on time.
 */
export function SeloAtraso({ cliente }: { cliente: ClienteDaLista }) {
  if (!cliente.diasAtraso) return null;
  return (
    <span
      data-testid="selo-atraso"
      className="inline-grid w-fit gap-0.5 rounded-md border border-destructive/30 bg-destructive/5 px-2 py-1 text-xs font-medium text-destructive"
    >
      <span data-testid="selo-atraso-dias" className="inline-flex items-center gap-1">
        <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
        Em atraso {haDias(cliente.diasAtraso)}
      </span>
      {cliente.valorParaQuitar ? (
        <span data-testid="selo-atraso-quitar" className="tabular-nums">
          <span className="sr-only">, </span>
          Para quitar hoje: {reaisDoDecimal(cliente.valorParaQuitar)}
        </span>
      ) : null}
    </span>
  );
}
