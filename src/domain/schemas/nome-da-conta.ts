// The lender's own name on the account (better-auth's `name`): the same rule and pt-BR messages
// as 'Seu nome (como os clientes verão)' in the settings form (issue 27), but required.
import { z } from "zod";
import "../zod-pt-br.ts";
import { MAXIMO_NOME_CREDOR, MENSAGENS_CONFIGURACOES, MINIMO_NOME_CREDOR } from "./settings.ts";

export const nomeDaContaSchema = z
  .string({ error: MENSAGENS_CONFIGURACOES.nomeTexto })
  // Spaces collapsed as in the settings form: a pasted line break cannot split a PDF line.
  .transform((v) => v.normalize("NFC").replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .refine((v) => v.length >= MINIMO_NOME_CREDOR, MENSAGENS_CONFIGURACOES.nomeCurto)
      .refine((v) => v.length <= MAXIMO_NOME_CREDOR, MENSAGENS_CONFIGURACOES.nomeLongo)
      .refine((v) => /\p{L}/u.test(v), MENSAGENS_CONFIGURACOES.nomeLetras),
  );
