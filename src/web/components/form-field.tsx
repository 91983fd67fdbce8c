import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { cn } from "@/lib/cn.ts";

type CampoTextoProps = ComponentProps<typeof Input> & {
  label: string;
  /** Validation message for this field, announced to screen readers. */
  erro?: string | undefined;
  /** A hint under the field, announced with it. */
  dica?: string | undefined;
  /** An icon before the label. */
  icone?: ReactNode;
  /** Classes of the wrapper, e.g. a grid span. */
  containerClassName?: string | undefined;
};

/** A labelled input with its validation message (and hint), wired for accessibility. */
export function CampoTexto({ label, erro, dica, icone, id, containerClassName, ...props }: CampoTextoProps) {
  const idGerado = useId();
  const idCampo = id ?? idGerado;
  const idErro = `${idCampo}-erro`;
  const idDica = `${idCampo}-dica`;
  const descritores = [erro ? idErro : null, dica ? idDica : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-2", containerClassName)}>
      <Label htmlFor={idCampo}>
        {icone}
        {label}
      </Label>
      <Input id={idCampo} aria-invalid={erro ? true : undefined} aria-describedby={descritores || undefined} {...props} />
      {erro ? (
        <p id={idErro} className="text-sm text-destructive">
          {erro}
        </p>
      ) : null}
      {dica ? (
        <p id={idDica} className="text-xs text-muted-foreground">
          {dica}
        </p>
      ) : null}
    </div>
  );
}
