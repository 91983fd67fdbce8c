import { useQuery } from "@tanstack/react-query";
import type { AppConfigApi, EntradaHistoricoCreditoApi } from "../../../domain/api/conta.ts";
import { consulta } from "@/lib/api.ts";

export type EntradaHistoricoCredito = EntradaHistoricoCreditoApi;

export const consultasCreditos = {
  historico: () => consulta<EntradaHistoricoCreditoApi[]>("/api/creditos/historico"),
};

export function useHistoricoCreditos() {
  return useQuery(consultasCreditos.historico());
}

/** GET /api/app-config: public, read by the credits button and the sign-up links. */
export const consultaAppConfig = () => consulta<AppConfigApi>("/api/app-config");

export function useAppConfig() {
  return useQuery(consultaAppConfig());
}
