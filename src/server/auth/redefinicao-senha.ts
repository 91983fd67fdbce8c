import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { AppConfig } from "../config.ts";
import type { Mensagem } from "../mail/carteiro.ts";
import type { Auth } from "./auth.ts";

/*
 * Password reset (decision 0025). better-auth keeps the token (SHA-256 of it in the database,
 * single use, one hour) and checks it in /reset-password; what is ours: the link points to the
 * web page /redefinir-senha, built from PUBLIC_URL (never from the Host header a client picks),
 * the pt-BR mail, and the operator's way to make a link without any mail server.
 */

export const VALIDADE_DO_LINK_SEGUNDOS = 60 * 60;

/** better-auth's name for a reset token in its verification table (api/routes/password). */
const PREFIXO_DO_TOKEN = "reset-password:";

/** What every request for a reset link answers, whether or not the e-mail has an account. */
export const MENSAGEM_PEDIDO_NEUTRO = "Se existir uma conta com este e-mail, enviaremos um link para redefinir a senha.";

export function enderecoPublico(config: Pick<AppConfig, "publicUrl" | "port">): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, "");
}

export function linkDeRedefinicao(config: Pick<AppConfig, "publicUrl" | "port">, token: string): string {
  return `${enderecoPublico(config)}/redefinir-senha?token=${encodeURIComponent(token)}`;
}

export function mensagemDeRedefinicao(para: string, link: string): Mensagem {
  return {
    para,
    assunto: "Redefinição de senha — Crédito Fácil",
    texto: [
      "Olá,",
      "",
      "Recebemos um pedido para redefinir a senha da sua conta no Crédito Fácil.",
      "Para escolher uma nova senha, abra o link abaixo (ele vale por 1 hora e só pode ser usado uma vez):",
      "",
      link,
      "",
      "Depois da troca, todas as sessões abertas da conta são encerradas.",
      "Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.",
    ].join("\n"),
  };
}

/**
 * A fresh reset link for the account of `email`, made by the operator (npm run admin -- senha
 * link): the same kind of token better-auth makes in /request-password-reset, through its own
 * adapter (so stored hashed like those), without sending anything. Null when there is no account.
 */
export async function criarLinkDeRedefinicao(auth: Auth, config: Pick<AppConfig, "publicUrl" | "port">, email: string): Promise<string | null> {
  const contexto = await auth.$context;
  const encontrado = await contexto.internalAdapter.findUserByEmail(email.trim().toLowerCase());
  if (!encontrado) return null;
  // 24 characters of base64url, like better-auth's own reset tokens (144 bits).
  const token = randomBytes(18).toString("base64url");
  await contexto.internalAdapter.createVerificationValue({
    value: encontrado.user.id,
    identifier: `${PREFIXO_DO_TOKEN}${token}`,
    expiresAt: new Date(Date.now() + VALIDADE_DO_LINK_SEGUNDOS * 1000),
  });
  return linkDeRedefinicao(config, token);
}

/** The operator's request: one e-mail. */
export const pedidoDeLinkSchema = z.object({ email: z.string().trim().toLowerCase().email("E-mail inválido.") });

export const mensagemSemConta = (email: string) => `Nenhuma conta encontrada com o e-mail ${email}.`;
