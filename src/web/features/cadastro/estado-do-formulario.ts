import type { CadastroPublicoDados, CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";
import type { Validacao } from "@/lib/validacao.ts";

/*
 * The borrower's form state, kept by the page itself rather than by react-hook-form, so that
 * neither that library nor its resolvers load with the public page (issue 11, 100 KiB of JS).
 * It behaves as the lender's forms do with react-hook-form's defaults: nothing is checked while
 * the borrower types until the first 'Enviar cadastro'; from then on, each change checks that
 * field again (and only that one) with the same shared schema.
 */

export type CampoCadastro = keyof CadastroPublicoEntrada;
export type ErrosCadastro = Partial<Record<CampoCadastro, string>>;
export type ValidarCadastro = (valores: CadastroPublicoEntrada) => Validacao<CadastroPublicoEntrada, CadastroPublicoDados>;

export const VALORES_INICIAIS: CadastroPublicoEntrada = {
  nome: "",
  cpf: "",
  telefone: "",
  pix: "",
  aceitaTermos: false,
  documentoIdentidadeUrl: null,
  comprovanteEnderecoUrl: null,
  // Issue 29: the page always signs the contract: an empty name is 'Digite seu nome completo'.
  nomeAssinatura: "",
};

export interface EstadoCadastro {
  valores: CadastroPublicoEntrada;
  erros: ErrosCadastro;
  /** A send was tried and checked (react-hook-form's isSubmitted): changes are checked from now on. */
  verificado: boolean;
  /** From 'Enviar cadastro' until the answer (the schema's loading included). */
  enviando: boolean;
  /** Counts the sends refused by the schema: each one moves the focus to the first message. */
  recusas: number;
}

export const ESTADO_INICIAL: EstadoCadastro = { valores: VALORES_INICIAIS, erros: {}, verificado: false, enviando: false, recusas: 0 };

export type AcaoCadastro =
  | { tipo: "mudar"; campo: CampoCadastro; valor: CadastroPublicoEntrada[CampoCadastro]; validar: ValidarCadastro | null }
  | { tipo: "enviar" }
  /** The schema could not be fetched: the form is usable again, nothing else changes. */
  | { tipo: "interromper" }
  | { tipo: "verificar"; resultado: Validacao<CadastroPublicoEntrada, CadastroPublicoDados> }
  /** The server refused: its field messages (those of this form) and the form usable again. */
  | { tipo: "recusado"; erros: Record<string, string> }
  | { tipo: "concluido" };

function comErroDoCampo(erros: ErrosCadastro, campo: CampoCadastro, erro: string | undefined): ErrosCadastro {
  if (erros[campo] === erro) return erros;
  const novos = { ...erros };
  if (erro === undefined) delete novos[campo];
  else novos[campo] = erro;
  return novos;
}

/** `validar` is null only before the first send: the schema is fetched by it, and checked sends follow it. */
function revalidado(estado: EstadoCadastro, campo: CampoCadastro, validar: ValidarCadastro | null): EstadoCadastro {
  if (!estado.verificado || !validar) return estado;
  const r = validar(estado.valores);
  return { ...estado, erros: comErroDoCampo(estado.erros, campo, r.ok ? undefined : r.erros[campo]) };
}

export function reduzirCadastro(estado: EstadoCadastro, acao: AcaoCadastro): EstadoCadastro {
  switch (acao.tipo) {
    case "mudar":
      return revalidado({ ...estado, valores: { ...estado.valores, [acao.campo]: acao.valor } }, acao.campo, acao.validar);
    case "enviar":
      return { ...estado, enviando: true };
    case "interromper":
      return { ...estado, enviando: false };
    case "verificar":
      return acao.resultado.ok
        ? { ...estado, erros: {}, verificado: true }
        : { ...estado, erros: acao.resultado.erros, verificado: true, enviando: false, recusas: estado.recusas + 1 };
    case "recusado": {
      let erros = estado.erros;
      for (const [campo, mensagem] of Object.entries(acao.erros)) {
        if (campo in estado.valores) erros = comErroDoCampo(erros, campo as CampoCadastro, mensagem);
      }
      return { ...estado, erros, enviando: false };
    }
    case "concluido":
      return { ...estado, enviando: false };
  }
}
