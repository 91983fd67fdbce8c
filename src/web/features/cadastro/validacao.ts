import { MENSAGENS_ACEITE, nomeConfere } from "../../../domain/aceite.ts";
import { cadastroPublicoSchemaPara, type CadastroPublicoDados, type CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";
import { validarCom, type Validacao } from "../../lib/validacao.ts";

/**
 * Field → first message, with the shared schema's texts, all at once. The name typed as the
 * contract's signature must be the name typed above it (issue 29: the server checks it again
 * against the contract it draws up).
 */
export function validarCadastro(valores: CadastroPublicoEntrada, exigirDocumentos: boolean): Validacao<CadastroPublicoEntrada, CadastroPublicoDados> {
  const r = validarCom(cadastroPublicoSchemaPara(exigirDocumentos), valores);
  const assinatura = valores.nomeAssinatura?.trim();
  const nomeDiferente = assinatura && valores.nome.trim() && !nomeConfere(assinatura, valores.nome);
  if (!nomeDiferente) return r;
  return {
    ok: false,
    erros: { ...(r.ok ? {} : r.erros), nomeAssinatura: r.ok || !r.erros.nomeAssinatura ? MENSAGENS_ACEITE.nomeDiferente : r.erros.nomeAssinatura },
  };
}
