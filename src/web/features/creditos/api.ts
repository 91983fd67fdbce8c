import { useQuery } from "@tanstack/react-query";

export interface EntradaHistoricoCredito {
  id: string;
  dias_adicionados: number;
  tipo: string;
  descricao: string | null;
  /** ISO timestamp. */
  data_criacao: string;
}

export interface AppConfig {
  /** The fixed WhatsApp number, digits with country code, that sells credits. */
  whatsappCreditos: string;
}

export function useHistoricoCreditos() {
  return useQuery<EntradaHistoricoCredito[]>({ queryKey: ["/api/creditos/historico"] });
}

export function useAppConfig() {
  return useQuery<AppConfig>({ queryKey: ["/api/app-config"] });
}
