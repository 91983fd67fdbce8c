import { useMutation } from "@tanstack/react-query";
import { api, dados, type CorpoDe, type Esquemas } from "@/lib/api-tipada.ts";

/** POST /api/simulacao's answer: the schedule on the lender's collection days, rates and warnings. */
export type Simulacao = Esquemas["Simulacao"];
export type CorpoDaSimulacao = CorpoDe<"/api/simulacao", "post">;

/** A mutation only in name: the server creates nothing, but the terms go as a body. */
export function useSimular() {
  return useMutation({ mutationFn: (corpo: CorpoDaSimulacao) => dados(api.POST("/api/simulacao", { body: corpo })) });
}

/** 'Baixar PDF': the same simulation as the proposal's document, saved through a download link. */
export async function baixarPdfDaSimulacao(corpo: CorpoDaSimulacao): Promise<void> {
  const { data } = await api.POST("/api/simulacao/pdf", { body: corpo, parseAs: "blob" });
  const url = URL.createObjectURL(new Blob([data as unknown as Blob], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = "simulacao.pdf";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a while later: the download reads the address after this returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
