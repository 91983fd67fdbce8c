import { useLayoutEffect, useRef, useState, type ComponentProps, type Ref } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input.tsx";
import { MolduraDoCampo, useIdsDoCampo } from "@/components/form-field.tsx";
import { cn } from "@/lib/cn.ts";

type CampoSenhaProps = Omit<ComponentProps<typeof Input>, "type"> & {
  label: string;
  /** Validation message for this field, announced to screen readers. */
  erro?: string | undefined;
  /** A hint under the field, announced with it. */
  dica?: string | undefined;
};

/**
 * A labelled password input with a show/hide button inside it. Pressing the button with a mouse
 * or finger leaves the focus and the caret in the field (the button never takes the focus from
 * a pointer); from the keyboard it is a normal toggle button (aria-pressed).
 */
export function CampoSenhaComAlternancia({ label, erro, dica, id, className, ref, ...props }: CampoSenhaProps) {
  const { idCampo, descritoPor } = useIdsDoCampo(id, { erro, dica });
  const [visivel, setVisivel] = useState(false);
  const campo = useRef<HTMLInputElement | null>(null);
  // Where the caret was when the type changed: browsers may move it to the start.
  const selecao = useRef<{ inicio: number | null; fim: number | null } | null>(null);

  useLayoutEffect(() => {
    const input = campo.current;
    const guardada = selecao.current;
    selecao.current = null;
    if (!input || !guardada || document.activeElement !== input) return;
    input.setSelectionRange(guardada.inicio, guardada.fim);
  }, [visivel]);

  const ligarRef = (no: HTMLInputElement | null) => {
    campo.current = no;
    if (typeof ref === "function") ref(no);
    else if (ref) (ref as { current: HTMLInputElement | null }).current = no;
  };

  const alternar = () => {
    const input = campo.current;
    if (input) selecao.current = { inicio: input.selectionStart, fim: input.selectionEnd };
    setVisivel((v) => !v);
  };

  return (
    <MolduraDoCampo idCampo={idCampo} label={label} erro={erro} dica={dica}>
      <div className="relative">
        <Input
          id={idCampo}
          ref={ligarRef as Ref<HTMLInputElement>}
          type={visivel ? "text" : "password"}
          // No spelling or capitalisation help on a visible password.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={erro ? true : undefined}
          aria-describedby={descritoPor}
          className={cn("pr-12", className)}
          {...props}
        />
        <button
          type="button"
          aria-label={visivel ? "Ocultar senha" : "Mostrar senha"}
          aria-pressed={visivel}
          aria-controls={idCampo}
          disabled={props.disabled}
          // A pointer press must not move the focus out of the field.
          onMouseDown={(e) => e.preventDefault()}
          onClick={alternar}
          // 44 px on phones (overflowing the 40 px field invisibly), the field's height above.
          className="absolute top-1/2 right-0 flex size-11 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:pointer-events-none disabled:opacity-50 md:size-10"
        >
          {visivel ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
        </button>
      </div>
    </MolduraDoCampo>
  );
}
