import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConfiguracaoDeCobrancaDados } from "../../../domain/schemas/cobranca.ts";
import type { SiglaUf } from "../../../domain/ufs.ts";
import { api, consulta, dados, type Esquemas } from "@/lib/api-tipada.ts";

/** GET and PUT /api/configuracoes/cobranca: the days the lender collects on (issue 43, point 2). */
export type ConfiguracaoDeCobranca = Esquemas["ConfiguracaoDeCobranca"];
export type Feriado = Esquemas["Feriado"];

export const consultaConfiguracaoDeCobranca = () => consulta("/api/configuracoes/cobranca");

export function useConfiguracaoDeCobranca() {
  return useQuery(consultaConfiguracaoDeCobranca());
}

export function useSalvarConfiguracaoDeCobranca() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: ConfiguracaoDeCobrancaDados) => dados(api.PUT("/api/configuracoes/cobranca", { body: corpo })),
    onSuccess: (salva) => {
      const { queryKey } = consultaConfiguracaoDeCobranca();
      queryClient.setQueryData(queryKey, salva);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

/**
 * The coming 12 months' holidays of the UF chosen in the form (not yet saved). The previous UF's
 * list stays on screen while the next one loads, so the section does not jump.
 */
export function useFeriados(uf: SiglaUf | null) {
  return useQuery({ ...consulta("/api/configuracoes/cobranca/feriados", { query: uf ? { uf } : {} }), placeholderData: keepPreviousData });
}
