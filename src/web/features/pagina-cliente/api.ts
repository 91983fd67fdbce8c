import { useEffect, useRef, useState } from "react";
import { HttpError } from "@/lib/api.ts";
import { consulta, type Esquemas } from "@/lib/api-tipada.ts";

/** GET /api/c/{token}: what the borrower's own page shows (issue 30). */
export type PaginaCliente = Esquemas["PaginaCliente"];

interface Leitura {
  token: string;
  data?: PaginaCliente;
  error?: unknown;
}

/** While a 'Já paguei' waits for the lender, the page reads again this often (issue 42, point 7): 4 reads a minute, far under the token's limit. */
export const INTERVALO_AGUARDANDO_MS = 15_000;
const aguardaConfirmacao = (p: PaginaCliente | undefined) => p?.emprestimos.some((e) => e.pagamentoInformado?.situacao === "pendente") ?? false;

/**
 * The page of a token: a plain effect keeps the query library off this public page. It reads
 * again when the borrower comes back to it (window focus, tab visible) and, while a notice waits
 * for the lender, every INTERVALO_AGUARDANDO_MS, so the lender's confirmation shows by itself.
 * A later read that fails keeps what is on screen, except a 404 (the link was replaced).
 */
export function usePaginaCliente(token: string) {
  const [leitura, setLeitura] = useState<Leitura>({ token });
  // Bumped to read again: after the borrower informs a payment, on focus, on the timer.
  const [versao, setVersao] = useState(0);
  // A focus and a visibilitychange arrive together when the borrower comes back from the bank's app: one read for both.
  const lendo = useRef(false);
  useEffect(() => {
    const controle = new AbortController();
    lendo.current = true;
    consulta("/api/c/{token}", { path: { token } })
      .queryFn({ signal: controle.signal })
      .finally(() => {
        if (!controle.signal.aborted) lendo.current = false;
      })
      .then(
        (data) => setLeitura({ token, data }),
        (error: unknown) => {
          if (controle.signal.aborted) return;
          setLeitura((anterior) => (anterior.token === token && anterior.data && !linkIndisponivel(error) ? anterior : { token, error }));
        },
      );
    return () => controle.abort();
  }, [token, versao]);

  useEffect(() => {
    const aoVoltar = () => {
      if (document.visibilityState === "hidden" || lendo.current) return;
      setVersao((v) => v + 1);
    };
    window.addEventListener("focus", aoVoltar);
    document.addEventListener("visibilitychange", aoVoltar);
    return () => {
      window.removeEventListener("focus", aoVoltar);
      document.removeEventListener("visibilitychange", aoVoltar);
    };
  }, []);

  const atual = leitura.token === token ? leitura : { token };
  const aguardando = aguardaConfirmacao(atual.data);
  useEffect(() => {
    if (!aguardando) return;
    // A hidden tab does not read: coming back to it reads at once (above).
    const id = setInterval(() => {
      if (document.visibilityState !== "hidden") setVersao((v) => v + 1);
    }, INTERVALO_AGUARDANDO_MS);
    return () => clearInterval(id);
  }, [aguardando]);

  const isError = "error" in atual && !atual.data;
  return { data: atual.data, error: atual.error, isError, isPending: !isError && atual.data === undefined, recarregar: () => setVersao((v) => v + 1) };
}

const linkIndisponivel = (error: unknown) => error instanceof HttpError && error.status === 404;

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
