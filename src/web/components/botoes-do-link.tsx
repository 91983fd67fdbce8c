import type { ReactNode } from "react";
import { Copy, MessageCircle } from "lucide-react";
import { copiarLink } from "@/lib/copiar.ts";
import { Button } from "@/components/ui/button.tsx";

/**
 * 'Copiar link' and, when the client has a phone, 'Enviar pelo WhatsApp' with the message ready:
 * how a lender sends a link made for one client (the contract to accept, the client's own page).
 * `children`: more buttons on the same row.
 */
export function BotoesDoLink({ url, whatsapp, children }: { url: string; whatsapp: string | null; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button onClick={() => void copiarLink(url)}>
        <Copy aria-hidden="true" />
        Copiar link
      </Button>
      {whatsapp ? (
        <Button asChild variant="outline">
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            Enviar pelo WhatsApp
          </a>
        </Button>
      ) : null}
      {children}
    </div>
  );
}
