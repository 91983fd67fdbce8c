import { toast } from "@/lib/use-toast.ts";

/** Opens a reminder in WhatsApp, or says the client has no phone (SPEC 7: 'Telefone não cadastrado'). */
export function abrirLembrete(link: string | null): void {
  if (!link) {
    toast({ variant: "destructive", title: "Telefone não cadastrado", description: "Este cliente não possui telefone cadastrado." });
    return;
  }
  window.open(link, "_blank", "noopener,noreferrer");
}
