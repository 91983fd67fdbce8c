import { useMutation } from "@tanstack/react-query";
import { api, dados, type CorpoDe, type Esquemas } from "@/lib/api-tipada.ts";

/** POST /api/simulacao's answer: the schedule on the lender's collection days, rates and warnings. */
export type Simulacao = Esquemas["Simulacao"];
export type CorpoDaSimulacao = CorpoDe<"/api/simulacao", "post">;

/** A mutation only in name: the server creates nothing, but the terms go as a body. */
export function useSimular() {
  return useMutation({ mutationFn: (corpo: CorpoDaSimulacao) => dados(api.POST("/api/simulacao", { body: corpo })) });
}
