import { afterEach, describe, expect, it, vi } from "vitest";
import { normalizarBusca } from "./busca.ts";
import { novoUuid } from "./uuid.ts";

describe("normalizarBusca", () => {
  it("folds case and accents and trims", () => {
    expect(normalizarBusca("  JOSÉ Conceição ")).toBe("jose conceicao");
  });
});

describe("novoUuid", () => {
  it("gives distinct v4 UUIDs", () => {
    const a = novoUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(novoUuid()).not.toBe(a);
  });

  it("works without crypto.randomUUID (plain HTTP on a LAN address)", () => {
    const original = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: (b: Uint8Array) => original.getRandomValues(b) });
    expect(novoUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });
});
