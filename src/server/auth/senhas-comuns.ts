import fs from "node:fs";
import { fileURLToPath } from "node:url";

// The 1,000 most common passwords (see the header of senhas-comuns.txt for where they come
// from). Read once; compared case-insensitively, since "Password" is guessed as early as "password".
const ARQUIVO = fileURLToPath(new URL("./senhas-comuns.txt", import.meta.url));

let lista: Set<string> | null = null;

function carregar(): Set<string> {
  lista ??= new Set(
    fs
      .readFileSync(ARQUIVO, "utf8")
      .split("\n")
      .filter((linha) => linha !== "" && !linha.startsWith("#"))
      .map((linha) => linha.toLowerCase()),
  );
  return lista;
}

export const MENSAGEM_SENHA_COMUM = "Esta senha é muito comum. Escolha outra.";
export const CODIGO_SENHA_COMUM = "SENHA_MUITO_COMUM";

export function senhaComum(senha: string): boolean {
  return carregar().has(senha.toLowerCase());
}

export function quantidadeDeSenhasComuns(): number {
  return carregar().size;
}
