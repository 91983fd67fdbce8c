import type { ComponentProps } from "react";
import { Share2 } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { compartilharLink } from "./compartilhar.ts";

/** 'Compartilhar': the phone's share sheet, or WhatsApp with the message on a computer. */
export function BotaoCompartilhar({
  url,
  nomeDestinatario,
  ...props
}: { url: string; nomeDestinatario: string | null } & Omit<ComponentProps<typeof Button>, "onClick" | "children">) {
  return (
    <Button data-testid="compartilhar-link" onClick={() => void compartilharLink(url, nomeDestinatario)} {...props}>
      <Share2 aria-hidden="true" />
      Compartilhar
    </Button>
  );
}
