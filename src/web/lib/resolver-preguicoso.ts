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
