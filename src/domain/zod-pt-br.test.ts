import { z } from "zod";
import { describe, expect, it } from "vitest";
// Only a schema module is imported: loading any of them must configure the locale.
import { configuracoesSchema } from "./schemas/settings.ts";
import { mensagens } from "./schemas/test-helpers.ts";

describe("mensagens de reserva do zod em pt-BR", () => {
  it("um campo sem mensagem própria responde em português", () => {
    expect(mensagens(configuracoesSchema, { chavePix: "a@b.com", telefoneWhatsapp: 5 })).toEqual({
      telefoneWhatsapp: ["Entrada inválida: esperava um texto, recebeu um número"],
    });
  });

  it("vale para qualquer esquema depois de carregado um do domínio", () => {
    expect(mensagens(z.object({ n: z.number().max(3) }), { n: 5 })).toEqual({ n: ["Grande demais: esperava que o número fosse <= 3"] });
  });

  it("mensagens escritas nos esquemas continuam valendo", () => {
    expect(mensagens(configuracoesSchema, { chavePix: "" })).toEqual({ chavePix: ["Chave PIX obrigatória"] });
  });
});
