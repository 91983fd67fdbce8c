import { rotuloStatus, varianteStatus } from "../../domain/loans/types.ts";
import { Badge } from "@/components/ui/badge.tsx";

/** SPEC 4: the loan status with its label and badge style; an unknown status shows its raw text. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge data-testid="status-emprestimo" variant={varianteStatus(status)} className={className}>
      {rotuloStatus(status)}
    </Badge>
  );
}
