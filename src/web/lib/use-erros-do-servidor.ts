import { useCallback } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { errosDeCampo, mensagemDoErro, statusDoErro } from "./api.ts";

/**
 * The one mapping of a server 400's `errors` (field → message) onto a react-hook-form form:
 * each message goes under the field of that name, when the form has one. `em409` names the
 * field a conflict is about (a CPF already registered), so its message shows there too.
 * The returned function tells whether any field got a message.
 */
export function useErrosDoServidor<T extends FieldValues, S>(form: UseFormReturn<T, unknown, S>, opcoes: { em409?: Path<T> } = {}): (erro: unknown) => boolean {
  const { setError, getValues } = form;
  const { em409 } = opcoes;
  return useCallback(
    (erro: unknown) => {
      const campos = errosDeCampo(erro);
      const doFormulario = new Set(Object.keys(getValues()));
      let algum = false;
      for (const [campo, message] of Object.entries(campos)) {
        if (!doFormulario.has(campo)) continue;
        setError(campo as Path<T>, { type: "server", message });
        algum = true;
      }
      if (em409 && statusDoErro(erro) === 409 && !campos[em409]) {
        setError(em409, { type: "server", message: mensagemDoErro(erro) });
        algum = true;
      }
      return algum;
    },
    [setError, getValues, em409],
  );
}
