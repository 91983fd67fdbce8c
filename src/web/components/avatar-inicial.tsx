import { cn } from "@/lib/cn.ts";

/** The first letter of a name in a round chip, as a small avatar. */
export function AvatarInicial({ nome, className }: { nome: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-semibold text-accent-foreground", className)}
    >
      {nome.trim().charAt(0).toLocaleUpperCase("pt-BR") || "?"}
    </span>
  );
}
