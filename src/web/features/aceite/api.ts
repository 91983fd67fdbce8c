import { useEffect, useState } from "react";
import { api, consulta, dados, urlDaApi, type Esquemas } from "@/lib/api-tipada.ts";

/** GET /api/aceite/{token}: the contract to accept, what the loan costs, and the acceptance once made. */
export type PedidoAceitePublico = Esquemas["PedidoAceitePublico"];
export type AceiteResumo = Esquemas["AceiteResumo"];

interface Leitura {
  token: string;
  data?: PedidoAceitePublico;
  error?: unknown;
}

/**
 * The request of a token, read once per token. A plain effect, as the sign-up page does: a public
 * page that reads one thing keeps the query library out of its first load.
 */
export function usePedidoAceite(token: string) {
  const [leitura, setLeitura] = useState<Leitura>({ token });
  useEffect(() => {
    const controle = new AbortController();
    consulta("/api/aceite/{token}", { path: { token } })
      .queryFn({ signal: controle.signal })
      .then(
        (data) => setLeitura({ token, data }),
        (error: unknown) => {
          if (!controle.signal.aborted) setLeitura({ token, error });
        },
      );
    return () => controle.abort();
  }, [token]);
  const atual = leitura.token === token ? leitura : { token };
  const isError = "error" in atual;
  return { data: atual.data, error: atual.error, isError, isPending: !isError && atual.data === undefined };
}

/** The contract's PDF: before the acceptance, the exact document; after it, with the certificate. */
export function urlDoContrato(token: string): string {
  return urlDaApi("/api/aceite/{token}/contrato", { path: { token } });
}

/** After the acceptance: the document alone, exactly as accepted, whose SHA-256 the certificate prints (issue 42). */
export function urlDoContratoComoFoiAceito(token: string): string {
  return urlDaApi("/api/aceite/{token}/contrato/como-foi-aceito", { path: { token } });
}

/** POST /api/aceite/{token}: the tick and the typed name. */
export function aceitarContrato(token: string, nomeAssinatura: string): Promise<AceiteResumo> {
  return dados(api.POST("/api/aceite/{token}", { params: { path: { token } }, body: { aceito: true, nomeAssinatura } }));
}
