import { useId, type ComponentProps, type ReactNode } from "react";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { cn } from "@/lib/cn.ts";

interface DescricaoDoCampo {
  /** Validation message for this field, announced to screen readers. */
  erro?: string | undefined;
  /** A hint under the field, announced with it. */
  dica?: string | undefined;
}

type CampoTextoProps = ComponentProps<typeof Input> &
  DescricaoDoCampo & {
    label: string;
    /** An icon before the label. */
    icone?: ReactNode;
    /** Classes of the wrapper, e.g. a grid span. */
    containerClassName?: string | undefined;
  };

/** The ids a field's input needs: its own (given or generated) and what describes it (error, hint). */
export function useIdsDoCampo(id: string | undefined, { erro, dica }: DescricaoDoCampo) {
  const idGerado = useId();
  const idCampo = id ?? idGerado;
  const descritoPor = [erro ? `${idCampo}-erro` : null, dica ? `${idCampo}-dica` : null].filter(Boolean).join(" ");
  return { idCampo, descritoPor: descritoPor || undefined };
}

/**
 * A field's frame: the label over the control, then its validation message and hint with the
 * ids useIdsDoCampo gave the control's aria-describedby.
 */
export function MolduraDoCampo({
  idCampo,
  label,
  icone,
  erro,
  dica,
  className,
  children,
}: DescricaoDoCampo & { idCampo: string; label: string; icone?: ReactNode; className?: string | undefined; children: ReactNode }) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={idCampo}>
        {icone}
        {label}
      </Label>
      {children}
      {erro ? (
        <p id={`${idCampo}-erro`} className="text-sm text-destructive">
          {erro}
        </p>
      ) : null}
      {dica ? (
        <p id={`${idCampo}-dica`} className="text-xs text-muted-foreground">
          {dica}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input with its validation message (and hint), wired for accessibility. */
export function CampoTexto({ label, erro, dica, icone, id, containerClassName, ...props }: CampoTextoProps) {
  const { idCampo, descritoPor } = useIdsDoCampo(id, { erro, dica });
  return (
    <MolduraDoCampo idCampo={idCampo} label={label} icone={icone} erro={erro} dica={dica} className={containerClassName}>
      <Input id={idCampo} aria-invalid={erro ? true : undefined} aria-describedby={descritoPor} {...props} />
    </MolduraDoCampo>
  );
}
