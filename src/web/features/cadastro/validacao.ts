import { cadastroPublicoSchemaPara, type CadastroPublicoDados, type CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";
import { resolverCom, validarCom, type Validacao } from "../../lib/validacao.ts";

/** Field → first message, with the shared schema's texts, all at once. */
export function validarCadastro(valores: CadastroPublicoEntrada, exigirDocumentos: boolean): Validacao<CadastroPublicoEntrada, CadastroPublicoDados> {
  return validarCom(cadastroPublicoSchemaPara(exigirDocumentos), valores);
}

/** react-hook-form's resolver over the same schema. */
export function resolverCadastro(exigirDocumentos: boolean) {
  return resolverCom<CadastroPublicoEntrada, CadastroPublicoDados>(cadastroPublicoSchemaPara(exigirDocumentos));
}
