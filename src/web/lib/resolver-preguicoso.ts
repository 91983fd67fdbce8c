import type { BaseSyntheticEvent } from "react";
import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A react-hook-form resolver whose validation code (zod and the schemas, about 21 KiB compressed)
 * is fetched the first time the form validates, not with the page: a public page on 4G draws
 * its form without it (issue 11, budgets). A failed fetch is retried on the next validation.
 */
export function resolverPreguicoso<T extends FieldValues, C = unknown, S = T>(carregar: () => Promise<Resolver<T, C, S>>): Resolver<T, C, S> {
  let carregando: Promise<Resolver<T, C, S>> | null = null;
  return async (valores, contexto, opcoes) => {
    carregando ??= carregar().catch((erro: unknown) => {
      carregando = null;
      throw erro;
    });
    const resolver = await carregando;
    return resolver(valores, contexto, opcoes);
  };
}

/**
 * handleSubmit's onInvalid for forms with a lazy resolver. react-hook-form focuses the first
 * invalid field itself, but while the validation code was being fetched the form re-rendered as
 * submitting (its fieldset disabled), and a disabled field refuses the focus. Once the form is
 * enabled again (a frame or two later), focus the first field marked invalid.
 */
export function focarPrimeiroCampoInvalido(_erros: unknown, evento?: BaseSyntheticEvent): void {
  const formulario = evento?.target instanceof HTMLFormElement ? evento.target : null;
  let tentativas = 10;
  const focar = () => {
    const campo = (formulario ?? document).querySelector<HTMLElement>('[aria-invalid="true"]');
    if (campo && !campo.matches(":disabled")) {
      if (document.activeElement !== campo) campo.focus();
      return;
    }
    if (--tentativas > 0) requestAnimationFrame(focar);
  };
  requestAnimationFrame(focar);
}
