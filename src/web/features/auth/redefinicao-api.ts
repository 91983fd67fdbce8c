import { authClient, exigirSucesso } from "@/lib/auth-client.ts";

/*
 * Password reset through better-auth (decision 0025). The server answers the request the same
 * way whether or not the e-mail has an account; the reset ends every session of the account.
 */

export async function pedirLinkDeRedefinicao(email: string): Promise<void> {
  exigirSucesso(await authClient.requestPasswordReset({ email }));
}

export async function redefinirSenha(token: string, novaSenha: string): Promise<void> {
  exigirSucesso(await authClient.resetPassword({ token, newPassword: novaSenha }));
}
