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
  // Bumped after the borrower informs a payment: the page reads again, showing the notice.
  const [versao, setVersao] = useState(0);
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
  }, [token, versao]);
  const atual = leitura.token === token ? leitura : { token };
  const isError = "error" in atual;
  return { data: atual.data, error: atual.error, isError, isPending: !isError && atual.data === undefined, recarregar: () => setVersao((v) => v + 1) };
}

/**
 * 'Já paguei' (issue 30, point 2): the amount, the day and an optional proof, as a multipart form.
 * Resolves with null when accepted, or the server's message.
 */
export async function informarPagamento(
  token: string,
  campos: { emprestimoId: string; valor: string; dataPagamento: string },
  comprovante: File | null,
): Promise<string | null> {
  const corpo = new FormData();
  for (const [nome, valor] of Object.entries(campos)) corpo.append(nome, valor);
  if (comprovante) corpo.append("comprovante", comprovante);
  try {
    const r = await fetch(`/api/c/${encodeURIComponent(token)}/pagamentos-informados`, { method: "POST", body: corpo });
    if (r.ok) return null;
    const erro = (await r.json().catch(() => null)) as { message?: string } | null;
    return erro?.message ?? "Não foi possível enviar. Tente novamente.";
  } catch {
    return "Sem conexão com a internet. Tente novamente.";
  }
}
