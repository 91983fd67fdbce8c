import { describe, expect, it } from "vitest";
import { lerConfig, type AppConfig } from "../config.ts";
import { enderecoBaseDosDocumentos, type PedidoComEndereco } from "./endereco-base.ts";

const padrao = (ajustes: Partial<AppConfig> = {}): AppConfig => ({ ...lerConfig({ NODE_ENV: "test", PORT: "5000" }), ...ajustes });

function pedido(host: string | undefined, { origin, protocol = "http" }: { origin?: string; protocol?: string } = {}): PedidoComEndereco {
  return { headers: { ...(host ? { host } : {}), ...(origin ? { origin } : {}) }, host: host ?? "", protocol } as PedidoComEndereco;
}

describe("enderecoBaseDosDocumentos", () => {
  it("com PUBLIC_URL, sempre ela (sem a barra final), qualquer que seja o Host", () => {
    const base = enderecoBaseDosDocumentos(padrao({ publicUrl: "https://app.exemplo.com.br/" }));
    expect(base(pedido("192.168.0.10:5000"))).toBe("https://app.exemplo.com.br");
    expect(base(pedido("evil.example", { origin: "https://evil.example" }))).toBe("https://app.exemplo.com.br");
  });

  it("sem PUBLIC_URL, o endereço que o navegador usou quando é uma origem configurada", () => {
    const base = enderecoBaseDosDocumentos(padrao({ origensPermitidas: ["http://192.168.0.10:5000"] }));
    expect(base(pedido("192.168.0.10:5000"))).toBe("http://192.168.0.10:5000");
    expect(base(pedido("127.0.0.1:5000"))).toBe("http://127.0.0.1:5000");
    expect(base(pedido("LOCALHOST:5000"))).toBe("http://localhost:5000");
    expect(base(pedido("evil.example", { origin: "http://192.168.0.10:5000" }))).toBe("http://192.168.0.10:5000");
  });

  it("a porta padrão do esquema é a mesma origem que o navegador escreve sem ela", () => {
    const base = enderecoBaseDosDocumentos(padrao({ origensPermitidas: ["https://credito.lan"] }));
    expect(base(pedido("credito.lan:443", { protocol: "https" }))).toBe("https://credito.lan");
  });

  it("um Host ou Origin fora da lista nunca vai para o documento: a primeira origem configurada", () => {
    const base = enderecoBaseDosDocumentos(padrao({ origensPermitidas: ["http://192.168.0.10:5000"] }));
    const hostis = [
      pedido("evil.example"),
      pedido("evil.example", { origin: "https://evil.example" }),
      pedido("localhost:5000@evil.example"),
      pedido("192.168.0.10:5000", { protocol: "https" }),
      pedido("localhost:5001"),
      pedido("127.0.0.1:5000/../x"),
      pedido("local host"),
      pedido(undefined),
      pedido("localhost:5000", { protocol: "javascript" }),
    ];
    for (const req of hostis) expect(base(req)).toBe("http://localhost:5000");
  });

  it("um Origin fora da lista não impede o Host configurado", () => {
    const base = enderecoBaseDosDocumentos(padrao());
    expect(base(pedido("127.0.0.1:5000", { origin: "null" }))).toBe("http://127.0.0.1:5000");
  });
});
