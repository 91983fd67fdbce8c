import { cadastroPublicoSchemaPara, type CadastroPublicoDados, type CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";
import { validarCom, type Validacao } from "../../lib/validacao.ts";

/** Field → first message, with the shared schema's texts, all at once. */
export function validarCadastro(valores: CadastroPublicoEntrada, exigirDocumentos: boolean): Validacao<CadastroPublicoEntrada, CadastroPublicoDados> {
  return validarCom(cadastroPublicoSchemaPara(exigirDocumentos), valores);
}
