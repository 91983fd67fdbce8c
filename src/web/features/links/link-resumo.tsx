import { ResumoDosTermos } from "@/components/resumo-termos.tsx";
import { useAppConfig } from "@/features/creditos/api.ts";
import type { ResumoLink } from "./link-formulario.ts";

/** The borrower's totals as the public page will show them, updated while the lender types. */
export function LinkResumo({ resumo, className }: { resumo: ResumoLink | null; className?: string }) {
  const limiteJurosAnual = useAppConfig().data?.limiteJurosAnual ?? null;
  return (
    <ResumoDosTermos
      resumo={resumo}
      titulo="O que o cliente verá"
      testId="resumo-link"
      limiteJurosAnual={limiteJurosAnual}
      {...(className ? { className } : {})}
    />
  );
}
