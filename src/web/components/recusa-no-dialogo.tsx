import type { ReactNode } from "react";
import { Button } from "@/components/ui/button.tsx";
import { DialogFooter } from "@/components/ui/dialog.tsx";

/** A dialog that cannot go on (a payment no longer reversible, a loan that takes no payments): why, and 'Fechar'. */
export function RecusaNoDialogo({ aoFechar, children }: { aoFechar: () => void; children: ReactNode }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-destructive">{children}</p>
      <DialogFooter>
        <Button variant="outline" onClick={aoFechar}>
          Fechar
        </Button>
      </DialogFooter>
    </div>
  );
}
