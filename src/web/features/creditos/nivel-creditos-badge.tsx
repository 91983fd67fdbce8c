import { Badge, type BadgeProps } from "@/components/ui/badge.tsx";

interface Aviso {
  texto: string;
  variant: BadgeProps["variant"];
}

/** SPEC 4 (credits screen): above 7 enough, 3 to 7 consider renewing, 1 to 2 running out, 0 no badge. */
function avisoPara(dias: number): Aviso | null {
  if (dias > 7) return { texto: "Créditos suficientes", variant: "success" };
  if (dias >= 3) return { texto: "Considere renovar seus créditos", variant: "warning" };
  if (dias >= 1) return { texto: "Seus créditos estão acabando", variant: "destructive" };
  return null;
}

export function NivelCreditosBadge({ dias }: { dias: number }) {
  const aviso = avisoPara(dias);
  if (!aviso) return null;
  return (
    <Badge data-testid="creditos-badge" variant={aviso.variant}>
      {aviso.texto}
    </Badge>
  );
}
