import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api, consulta, dados } from "@/lib/api-tipada.ts";
import { consultaAppConfig } from "@/features/creditos/api.ts";
import { consultasDashboard } from "@/features/dashboard/api.ts";
import type { LinkCadastroCorpo } from "./link-termos.ts";

/*
 * The lender's sign-up links (POST/GET /api/links-cadastro, POST .../{id}/cancelar) and the
 * public address the links are shown with (GET /api/app-config).
 */

export const consultaLinks = () => consulta("/api/links-cadastro");

export function useLinksCadastro() {
  return useQuery(consultaLinks());
}

/**
 * The origin the borrower opens: the server's PUBLIC_URL when set (the lender may be on a LAN
 * address or behind a proxy), else this page's origin.
 */
export function useOrigemPublica(): string {
  const config = useQuery(consultaAppConfig());
  const publica = config.data?.publicUrl;
  return (publica ? publica : window.location.origin).replace(/\/+$/, "");
}

function invalidarLinks(queryClient: QueryClient): void {
  // SPEC 4: the link list and the dashboard numbers are invalidated after changes.
  void queryClient.invalidateQueries({ queryKey: consultaLinks().queryKey });
  void queryClient.invalidateQueries({ queryKey: consultasDashboard.metricas().queryKey });
}

export function useCriarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: LinkCadastroCorpo) => dados(api.POST("/api/links-cadastro", { body: corpo })),
    onSuccess: () => invalidarLinks(queryClient),
  });
}

export function useCancelarLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dados(api.POST("/api/links-cadastro/{id}/cancelar", { params: { path: { id } } })),
    // A 409 means the borrower used it meanwhile: the list must show that too.
    onSettled: () => invalidarLinks(queryClient),
  });
}
