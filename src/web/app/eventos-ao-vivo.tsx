import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "wouter";
import type { EventoDoCredor } from "../../domain/api/eventos.ts";
import type { CaminhoGet } from "@/lib/api-tipada.ts";
import { useAuth } from "@/lib/auth.tsx";
import { invalidarDadosDoCredor } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";

// The type only: the app shell does not load the wire schemas' validation library for this.
const EVENTO_CADASTRO_RECEBIDO = "cadastro_recebido" satisfies EventoDoCredor["tipo"];
const EVENTO_CONTRATO_ACEITO = "contrato_aceito" satisfies EventoDoCredor["tipo"];
const EVENTO_PAGAMENTO_INFORMADO = "pagamento_informado" satisfies EventoDoCredor["tipo"];

const AVISOS: Record<EventoDoCredor["tipo"], { titulo: string; texto: string }> = {
  cadastro_recebido: { titulo: "Novo cadastro recebido", texto: "Um cliente enviou os dados pelo link. O empréstimo está aguardando envio." },
  // Issue 29, point 4: the borrower accepted the contract through 'Pedir aceite'.
  contrato_aceito: { titulo: "Contrato aceito", texto: "Um cliente leu e aceitou o contrato do empréstimo." },
  // Issue 30, point 3: a borrower said 'Já paguei' on their page; the lender confirms or refuses it.
  pagamento_informado: { titulo: "Pagamento informado", texto: "Um cliente informou um pagamento. Confira e confirme." },
};

/*
 * Issue 11: the lender's live notices (GET /api/eventos, Server-Sent Events). Mounted once in the
 * protected frame: while a lender is signed in, a borrower's submission shows a toast and
 * refreshes the lists (clients, loans, links, dashboard) without a reload. EventSource reconnects
 * by itself after a drop; what happened meanwhile is caught up by refreshing once it is back.
 * Signing out (no user) or leaving the frame closes the stream.
 */
export function EventosAoVivo() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const usuarioId = user?.id ?? null;

  useEffect(() => {
    if (!usuarioId || typeof EventSource === "undefined") return;
    const fonte = new EventSource("/api/eventos" satisfies CaminhoGet);
    let caiu = false;
    const aoReceber = (mensagem: MessageEvent<string>) => {
      const evento = lerEvento(mensagem.data);
      if (!evento) return;
      void invalidarDadosDoCredor(queryClient);
      const aviso = AVISOS[evento.tipo];
      toast({
        title: aviso.titulo,
        description: (
          <span className="grid gap-1">
            <span>{aviso.texto}</span>
            <Link
              href={`/clientes/${encodeURIComponent(evento.clienteId)}`}
              data-testid="aviso-ver-cliente"
              className="font-medium underline underline-offset-4"
            >
              Ver cliente
            </Link>
          </span>
        ),
      });
    };
    fonte.addEventListener(EVENTO_CADASTRO_RECEBIDO, aoReceber);
    fonte.addEventListener(EVENTO_CONTRATO_ACEITO, aoReceber);
    fonte.addEventListener(EVENTO_PAGAMENTO_INFORMADO, aoReceber);
    fonte.onerror = () => {
      caiu = true;
    };
    fonte.onopen = () => {
      if (!caiu) return;
      caiu = false;
      void invalidarDadosDoCredor(queryClient);
    };
    return () => {
      fonte.removeEventListener(EVENTO_CADASTRO_RECEBIDO, aoReceber);
      fonte.removeEventListener(EVENTO_CONTRATO_ACEITO, aoReceber);
      fonte.removeEventListener(EVENTO_PAGAMENTO_INFORMADO, aoReceber);
      fonte.close();
    };
  }, [usuarioId, queryClient]);

  return null;
}

/** The event's ids, or null for anything else (never trusted blindly, even from our own server). */
function lerEvento(dados: string): EventoDoCredor | null {
  try {
    const e = JSON.parse(dados) as Partial<Record<"tipo" | "clienteId" | "emprestimoId" | "linkId", unknown>>;
    if (typeof e.clienteId !== "string" || typeof e.emprestimoId !== "string") return null;
    if (e.tipo === EVENTO_CONTRATO_ACEITO || e.tipo === EVENTO_PAGAMENTO_INFORMADO)
      return { tipo: e.tipo, clienteId: e.clienteId, emprestimoId: e.emprestimoId };
    if (e.tipo !== EVENTO_CADASTRO_RECEBIDO || typeof e.linkId !== "string") return null;
    return { tipo: EVENTO_CADASTRO_RECEBIDO, clienteId: e.clienteId, emprestimoId: e.emprestimoId, linkId: e.linkId };
  } catch {
    return null;
  }
}
