import type { ReactNode } from "react";
import { Link } from "wouter";
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

/**
 * The client's initial and name, leading to the client's page; `subtitulo` goes under the name
 * (the cycle, the due date). `testId` marks the name.
 */
export function LinkDoCliente({
  clienteId,
  nome,
  testId,
  subtitulo,
  avatarClassName,
  nomeClassName = "font-medium",
}: {
  clienteId: string;
  nome: string;
  testId: string;
  subtitulo: ReactNode;
  avatarClassName?: string;
  nomeClassName?: string;
}) {
  return (
    <Link
      href={`/clientes/${encodeURIComponent(clienteId)}`}
      className="flex min-h-11 min-w-0 items-center gap-3 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <AvatarInicial nome={nome} className={avatarClassName} />
      <span className="grid min-w-0 gap-0.5">
        <span data-testid={testId} className={cn("truncate hover:underline", nomeClassName)}>
          {nome}
        </span>
        {subtitulo}
      </span>
    </Link>
  );
}
