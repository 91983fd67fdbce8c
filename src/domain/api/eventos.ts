// The lender's live events (GET /api/eventos, Server-Sent Events), declared once for server and web.
// Ids only: the stream and the database channel that carries it never hold personal data.
import { z } from "zod";

export const EVENTO_CADASTRO_RECEBIDO = "cadastro_recebido";

/** A borrower submitted the lender's sign-up link: the link, the client and the new loan. */
export const eventoCadastroRecebidoSchema = z.object({
  tipo: z.literal(EVENTO_CADASTRO_RECEBIDO),
  linkId: z.uuid(),
  clienteId: z.uuid(),
  emprestimoId: z.uuid(),
});

export const EVENTO_CONTRATO_ACEITO = "contrato_aceito";

/** A borrower accepted a loan's contract through the lender's acceptance link (issue 29). */
export const eventoContratoAceitoSchema = z.object({
  tipo: z.literal(EVENTO_CONTRATO_ACEITO),
  clienteId: z.uuid(),
  emprestimoId: z.uuid(),
});

export const EVENTO_PAGAMENTO_INFORMADO = "pagamento_informado";

/** A borrower said 'Já paguei' on their page (issue 30, point 2): the lender confirms or refuses it. */
export const eventoPagamentoInformadoSchema = z.object({
  tipo: z.literal(EVENTO_PAGAMENTO_INFORMADO),
  clienteId: z.uuid(),
  emprestimoId: z.uuid(),
});

export const eventoDoCredorSchema = z.discriminatedUnion("tipo", [eventoCadastroRecebidoSchema, eventoContratoAceitoSchema, eventoPagamentoInformadoSchema]);
export type EventoDoCredor = z.infer<typeof eventoDoCredorSchema>;
