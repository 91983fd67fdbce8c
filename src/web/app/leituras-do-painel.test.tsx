import { describe, expect, it } from "vitest";
import { consultaConfiguracoes } from "@/features/configuracoes/api.ts";
import { consultasDashboard } from "@/features/dashboard/api.ts";
import { LEITURAS_DO_PAINEL } from "./leituras-do-painel.ts";

describe("leituras do dashboard na carga da página", () => {
  it("são as mesmas URLs que as consultas da primeira tela do dashboard pedem", () => {
    expect(LEITURAS_DO_PAINEL).toEqual([
      consultasDashboard.atrasados().queryKey[0],
      consultasDashboard.vencimentos("hoje").queryKey[0],
      consultaConfiguracoes().queryKey[0],
      consultasDashboard.metricas().queryKey[0],
    ]);
  });
});
