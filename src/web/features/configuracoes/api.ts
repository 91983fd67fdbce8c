import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConfiguracoesDados } from "../../../domain/schemas/settings.ts";
import { api, consulta, dados, type Esquemas } from "@/lib/api-tipada.ts";

/** GET and POST /api/configuracoes: the lender's PIX key, WhatsApp number and receipt names. */
export type Configuracoes = Esquemas["Configuracoes"];

// The dashboard's WhatsApp reminders read the PIX key from this same query.
export const consultaConfiguracoes = () => consulta("/api/configuracoes");

export function useConfiguracoes() {
  return useQuery(consultaConfiguracoes());
}

export function useSalvarConfiguracoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: ConfiguracoesDados) => dados(api.POST("/api/configuracoes", { body: corpo })),
    onSuccess: (salvas) => {
      const { queryKey } = consultaConfiguracoes();
      // The next reminder must carry the new key at once, even before the refetch answers.
      queryClient.setQueryData(queryKey, salvas);
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
