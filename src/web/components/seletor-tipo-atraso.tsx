import { ROTULOS_TIPO_TAXA_ATRASO, TIPOS_TAXA_ATRASO, type TipoTaxaAtraso } from "../../domain/loans/types.ts";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";

/** The late-fee type (percentual or fixo) of the manual-loan and sign-up-link forms. */
export function SeletorTipoAtraso({
  id,
  valor,
  aoMudar,
  desabilitado,
  erro,
}: {
  id: string;
  valor: TipoTaxaAtraso;
  aoMudar: (tipo: TipoTaxaAtraso) => void;
  desabilitado?: boolean;
  erro?: string | undefined;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Tipo de atraso</Label>
      <Select value={valor} onValueChange={(v) => aoMudar(v as TipoTaxaAtraso)} disabled={desabilitado}>
        <SelectTrigger id={id} aria-invalid={erro ? true : undefined}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TIPOS_TAXA_ATRASO.map((tipo) => (
            <SelectItem key={tipo} value={tipo}>
              {ROTULOS_TIPO_TAXA_ATRASO[tipo]}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {erro ? <p className="text-sm text-destructive">{erro}</p> : null}
    </div>
  );
}
