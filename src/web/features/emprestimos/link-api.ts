import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { LinkCadastro, LinkCadastroCorpo } from "./link-termos.ts";

/*
 * The lender's sign-up links (POST/GET /api/links-cadastro, POST .../{id}/cancelar) and the
 * public address the links are shown with (GET /api/app-config).
 */

export const CHAVE_LINKS = ["/api/links-cadastro"] as const;
const CHAVE_METRICAS = ["/api/dashboard/metrics"] as const;
const CHAVE_APP_CONFIG = ["/api/app-config"] as const;

/** Only what this page reads of the public configuration. */
interface ConfigPublica {
  publicUrl?: string | null;
}

export function useLinksCadastro() {
  return useQuery<LinkCadastro[]>({ queryKey: CHAVE_LINKS });
}

/**
 * The origin the borrower opens: the server's PUBLIC_URL when set (the lender may be on a LAN
 * address or behind a proxy), else this page's origin.
 */
export function useOrigemPublica(): string {
  const config = useQuery<ConfigPublica>({ queryKey: CHAVE_APP_CONFIG });
  const publica = config.data?.publicUrl;
  return (publica ? publica : window.location.origin).replace(/\/+$/, "");
}

function invalidarLinks(queryClient: QueryClient): void {
  // SPEC 4: the link list and the dashboard numbers are invalidated after changes.
  void queryClient.invalidateQueries({ queryKey: CHAVE_LINKS });
  void queryClient.invalidateQueries({ queryKey: CHAVE_METRICAS });
}

export function useCriarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: LinkCadastroCorpo) => (await (await apiRequest("POST", "/api/links-cadastro", corpo)).json()) as LinkCadastro,
    onSuccess: () => invalidarLinks(queryClient),
  });
}

export function useCancelarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await (await apiRequest("POST", `/api/links-cadastro/${encodeURIComponent(id)}/cancelar`)).json()) as LinkCadastro,
    // A 409 means the borrower used it meanwhile: the list must show that too.
    onSettled: () => invalidarLinks(queryClient),
  });
}
