import { useEffect, useState } from "react";
import { consulta, type Esquemas } from "@/lib/api-tipada.ts";

/** GET /api/c/{token}: what the borrower's own page shows (issue 30). */
export type PaginaCliente = Esquemas["PaginaCliente"];

interface Leitura {
  token: string;
  data?: PaginaCliente;
  error?: unknown;
}

/** The page of a token, read once per token: a plain effect keeps the query library off this public page. */
export function usePaginaCliente(token: string) {
  const [leitura, setLeitura] = useState<Leitura>({ token });
  useEffect(() => {
    const controle = new AbortController();
    consulta("/api/c/{token}", { path: { token } })
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
