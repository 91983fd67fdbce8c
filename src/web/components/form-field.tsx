import { useId, type ComponentProps } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";

type CampoTextoProps = ComponentProps<typeof Input> & {
  label: string;
  /** Validation message for this field, announced to screen readers. */
  erro?: string | undefined;
};

/** A labelled input with its validation message, wired for accessibility. */
export function CampoTexto({ label, erro, id, ...props }: CampoTextoProps) {
  const idGerado = useId();
  const idCampo = id ?? idGerado;
  const idErro = `${idCampo}-erro`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={idCampo}>{label}</Label>
      <Input id={idCampo} aria-invalid={erro ? true : undefined} aria-describedby={erro ? idErro : undefined} {...props} />
      {erro ? (
        <p id={idErro} className="text-sm text-destructive">
          {erro}
        </p>
      ) : null}
    </div>
  );
}
