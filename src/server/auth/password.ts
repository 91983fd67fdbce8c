import { hash, verify } from "@node-rs/argon2";

// argon2id with OWASP's minimum recommended cost: m = 19456 KiB, t = 2, p = 1.
// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const ARGON2ID = 2;
const OPCOES = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashSenha(senha: string): Promise<string> {
  return hash(senha, OPCOES);
}

export async function verificarSenha({ hash: hashed, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a 500.
    return false;
  }
}
