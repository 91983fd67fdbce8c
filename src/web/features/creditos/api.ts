import { useQuery } from "@tanstack/react-query";
import { consulta, type Esquemas } from "@/lib/api-tipada.ts";

export type EntradaHistoricoCredito = Esquemas["EntradaHistoricoCredito"];

export const consultasCreditos = {
  historico: () => consulta("/api/creditos/historico"),
};

export function useHistoricoCreditos() {
  return useQuery(consultasCreditos.historico());
}

/** GET /api/app-config: public, read by the credits button and the sign-up links. */
export const consultaAppConfig = () => consulta("/api/app-config");

export function useAppConfig() {
  return useQuery(consultaAppConfig());
}
