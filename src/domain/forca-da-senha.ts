// How guessable a new password is (issue 28, point 3; decision 0043): one estimator for the
// server's refusal and the sign-up page's hint, so the hint says "fraca" exactly when the server
// would refuse. zxcvbn-ts with its common-password list (49,233 leaked passwords, Brazilian ones
// such as senha123, saopaulo and 123mudar among them) and its pt-BR dictionaries (first names,
// surnames, common words, Wikipedia titles: brasil, flamengo, corinthians, mudar...), with the
// person's e-mail as a word of its own. The dictionaries are large: the web loads this module
// lazily, never with the page.
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as comum from "@zxcvbn-ts/language-common";
import * as ptBr from "@zxcvbn-ts/language-pt-br";

/**
 * Fewer estimated guesses than this is refused: zxcvbn's bound for "protection from throttled
 * online attacks", which is what sign-in faces here (per-address and per-account limits). A
 * random 6-character password reaches it, so the spec's minimum of 6 still holds.
 */
export const PALPITES_MINIMOS = 1_000_000;

export type NivelDaSenha = "fraca" | "razoavel" | "boa" | "forte";

export type AvaliacaoDaSenha = {
  palpites: number;
  fraca: boolean;
  nivel: NivelDaSenha;
  /** zxcvbn's pt-BR warning ("Esta é uma senha comumente usada."), when it has one. */
  aviso: string | null;
};

let estimador: ZxcvbnFactory | null = null;

function obterEstimador(): ZxcvbnFactory {
  estimador ??= new ZxcvbnFactory({
    dictionary: { ...comum.dictionary, ...ptBr.dictionary },
    graphs: comum.adjacencyGraphs,
    translations: ptBr.translations,
  });
  return estimador;
}

/** The e-mail and its local part, whole and in the pieces people reuse ("ana.souza" → "ana", "souza"). */
export function palavrasDoEmail(email: string | undefined): string[] {
  if (!email) return [];
  const normalizado = email.trim().toLowerCase();
  const local = normalizado.split("@")[0] ?? "";
  const partes = local.split(/[._+-]+/).filter((p) => p.length >= 3);
  return [...new Set([normalizado, local, ...partes].filter((p) => p !== ""))];
}

/** The password is the e-mail or its local part, in any letter case. */
export function senhaIgualAoEmail(senha: string, email: string | undefined): boolean {
  if (!email) return false;
  const s = senha.trim().toLowerCase();
  const normalizado = email.trim().toLowerCase();
  return s === normalizado || s === (normalizado.split("@")[0] ?? "");
}

function nivelDe(palpites: number): NivelDaSenha {
  if (palpites < PALPITES_MINIMOS) return "fraca";
  if (palpites < 1e8) return "razoavel";
  if (palpites < 1e10) return "boa";
  return "forte";
}

export function avaliarSenha(senha: string, email?: string): AvaliacaoDaSenha {
  const resultado = obterEstimador().check(senha, palavrasDoEmail(email));
  const igual = senhaIgualAoEmail(senha, email);
  const palpites = igual ? 1 : resultado.guesses;
  return {
    palpites,
    fraca: palpites < PALPITES_MINIMOS,
    nivel: nivelDe(palpites),
    aviso: resultado.feedback.warning ?? null,
  };
}
