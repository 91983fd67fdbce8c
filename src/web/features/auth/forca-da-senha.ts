import { useEffect, useMemo, useState } from "react";
import type { AvaliacaoDaSenha, NivelDaSenha } from "../../../domain/forca-da-senha.ts";

/*
 * The sign-up page's strength hint (issue 28, point 3): the server's own estimator
 * (domain/forca-da-senha.ts, decision 0043), so "fraca" is exactly what the server refuses. Its
 * dictionaries are large: the module arrives with the first character typed, never with the page
 * (web budget, issue 11).
 */

const ROTULO: Record<NivelDaSenha, string> = { fraca: "fraca", razoavel: "razoável", boa: "boa", forte: "forte" };

export function textoDaForca(a: AvaliacaoDaSenha, igualAoEmail: boolean): string {
  const base = `Força da senha: ${ROTULO[a.nivel]}.`;
  if (igualAoEmail) return `${base} A senha não pode ser o seu e-mail.`;
  if (a.fraca) return `${base} ${a.aviso ?? "Fácil de adivinhar."} Escolha outra.`;
  return base;
}

type Estimador = typeof import("../../../domain/forca-da-senha.ts");

/** The hint for `senha`, once the estimator has loaded; undefined while the field is empty. */
export function useForcaDaSenha(senha: string, email: string): string | undefined {
  const [estimador, setEstimador] = useState<Estimador | null>(null);
  const vazia = senha === "";
  useEffect(() => {
    if (vazia || estimador) return;
    let atual = true;
    void import("../../../domain/forca-da-senha.ts").then((m) => {
      if (atual) setEstimador(m);
    });
    return () => {
      atual = false;
    };
  }, [vazia, estimador]);
  return useMemo(
    () => (vazia || !estimador ? undefined : textoDaForca(estimador.avaliarSenha(senha, email), estimador.senhaIgualAoEmail(senha, email))),
    [vazia, estimador, senha, email],
  );
}
