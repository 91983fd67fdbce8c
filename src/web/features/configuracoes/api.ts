import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ConfiguracoesDados } from "../../../domain/schemas/settings.ts";
import { apiRequest } from "@/lib/api.ts";

/** GET and POST /api/configuracoes: the lender's PIX key and WhatsApp number (null when unset). */
export interface Configuracoes {
  chavePix: string;
  telefoneWhatsapp: string | null;
}

// The dashboard's WhatsApp reminders read the PIX key from this same query.
export const CHAVE_CONFIGURACOES = ["/api/configuracoes"] as const;

export function useConfiguracoes() {
  return useQuery<Configuracoes>({ queryKey: CHAVE_CONFIGURACOES });
}

export function useSalvarConfiguracoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (corpo: ConfiguracoesDados) => (await (await apiRequest("POST", "/api/configuracoes", corpo)).json()) as Configuracoes,
    onSuccess: (salvas) => {
      // The next reminder must carry the new key at once, even before the refetch answers.
      queryClient.setQueryData(CHAVE_CONFIGURACOES, salvas);
      void queryClient.invalidateQueries({ queryKey: CHAVE_CONFIGURACOES });
    },
  });
}
