import { describe, expect, it } from "vitest";
import { MENSAGEM_MOTIVO_ESTORNO, validarMotivoEstorno } from "./motivo-estorno.ts";

describe("motivo do estorno", () => {
  it.each(["", "  ", "ab", "  ab  "])("%j is refused with the server's message", (texto) => {
    expect(validarMotivoEstorno(texto)).toEqual({ ok: false, erro: MENSAGEM_MOTIVO_ESTORNO });
  });

  it("accepts 3 to 500 characters, trimmed", () => {
    expect(validarMotivoEstorno("  abc ")).toEqual({ ok: true, motivo: "abc" });
    expect(validarMotivoEstorno("x".repeat(500))).toEqual({ ok: true, motivo: "x".repeat(500) });
  });

  it("refuses more than 500 characters", () => {
    expect(validarMotivoEstorno("x".repeat(501))).toEqual({ ok: false, erro: "O motivo do estorno deve ter no máximo 500 caracteres" });
  });
});
