import { useEffect, useState } from "react";
import { consulta, type Esquemas } from "@/lib/api-tipada.ts";

/** GET /api/verificar/{codigo}: what anyone may learn of an issued document (issue 29, point 5). */
export type DocumentoVerificado = Esquemas["DocumentoVerificado"];

interface Leitura {
  codigo: string;
  data?: DocumentoVerificado;
  error?: unknown;
}

/**
 * The document of a code, read once per code. A plain effect, as the sign-up page does: a public
 * page that reads one thing keeps the query library out of its first load.
 */
export function useDocumentoVerificado(codigo: string) {
  const [leitura, setLeitura] = useState<Leitura>({ codigo });
  useEffect(() => {
    const controle = new AbortController();
    consulta("/api/verificar/{codigo}", { path: { codigo } })
      .queryFn({ signal: controle.signal })
      .then(
        (data) => setLeitura({ codigo, data }),
        (error: unknown) => {
          if (!controle.signal.aborted) setLeitura({ codigo, error });
        },
      );
    return () => controle.abort();
  }, [codigo]);
  const atual = leitura.codigo === codigo ? leitura : { codigo };
  const isError = "error" in atual;
  return { data: atual.data, error: atual.error, isError, isPending: !isError && atual.data === undefined };
}
