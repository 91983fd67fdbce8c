import { describe, expect, it } from "vitest";
import { isUf, UFS } from "./calendario-de-cobranca.ts";
import { isSiglaUf, NOMES_DAS_UFS, SIGLAS_UF } from "./ufs.ts";

describe("UFs do formulário", () => {
  it("são as mesmas 27 do calendário de cobrança, na mesma ordem", () => {
    expect(SIGLAS_UF).toEqual([...UFS]);
    expect(SIGLAS_UF).toHaveLength(27);
  });

  it("isSiglaUf aceita o que isUf aceita, e nada herdado de Object", () => {
    for (const valor of [...UFS, "sp", "XX", "", "toString", "constructor", "__proto__", "S P"]) expect(isSiglaUf(valor), valor).toBe(isUf(valor));
    expect(NOMES_DAS_UFS.SP).toBe("São Paulo");
  });
});
