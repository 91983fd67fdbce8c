import type { FieldErrors, Resolver } from "react-hook-form";
import { cadastroPublicoSchemaPara, type CadastroPublicoDados, type CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";

type Campo = keyof CadastroPublicoEntrada;

// Stand-ins for fields that already have a message. zod runs the schema's object-level check
// (the required documents) only when every field passed, so without them a borrower would see
// 'Documentos obrigatórios' only after fixing everything else, one more round on a phone.
const SUBSTITUTOS: Omit<CadastroPublicoEntrada, "documentoIdentidadeUrl" | "comprovanteEnderecoUrl"> = {
  nome: "Nome Exemplo",
  cpf: "52998224725",
  telefone: "11912345678",
  pix: "chave",
  aceitaTermos: true,
};

/** Field → first message, with the shared schema's texts, all at once. */
export function validarCadastro(
  valores: CadastroPublicoEntrada,
  exigirDocumentos: boolean,
): { ok: true; dados: CadastroPublicoDados } | { ok: false; erros: Partial<Record<Campo, string>> } {
  const schema = cadastroPublicoSchemaPara(exigirDocumentos);
  const primeira = schema.safeParse(valores);
  if (primeira.success) return { ok: true, dados: primeira.data };

  const erros: Partial<Record<Campo, string>> = {};
  const anotar = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    for (const issue of issues) {
      const campo = issue.path[0];
      if (typeof campo === "string" && campo in valores && !(campo in erros)) erros[campo as Campo] = issue.message;
    }
  };
  anotar(primeira.error.issues);

  const substituidos: CadastroPublicoEntrada = { ...valores };
  for (const campo of Object.keys(erros)) {
    if (campo in SUBSTITUTOS) Object.assign(substituidos, { [campo]: SUBSTITUTOS[campo as keyof typeof SUBSTITUTOS] });
  }
  const segunda = schema.safeParse(substituidos);
  if (!segunda.success) anotar(segunda.error.issues);
  return { ok: false, erros };
}

/** react-hook-form's resolver over validarCadastro. */
export function resolverCadastro(exigirDocumentos: boolean): Resolver<CadastroPublicoEntrada, unknown, CadastroPublicoDados> {
  return async (valores) => {
    const r = validarCadastro(valores, exigirDocumentos);
    if (r.ok) return { values: r.dados, errors: {} };
    const errors: FieldErrors<CadastroPublicoEntrada> = {};
    for (const [campo, message] of Object.entries(r.erros)) Object.assign(errors, { [campo]: { type: "validate", message } });
    return { values: {}, errors };
  };
}
