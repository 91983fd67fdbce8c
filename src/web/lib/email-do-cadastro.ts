// After sign-up the spec shows 'Conta criada com sucesso!' and goes to /login (issue 42, point 7):
// the e-mail just typed goes along in this tab's sessionStorage and is read once, so /login comes
// filled in and a later visit starts empty. Never the password.
const CHAVE = "credito:email-do-cadastro";

export function guardarEmailDoCadastro(email: string): void {
  try {
    sessionStorage.setItem(CHAVE, email);
  } catch {
    // Storage refused (private mode, quota): the login field just starts empty.
  }
}

/** The e-mail of the sign-up that just happened in this tab, erased as it is read. */
export function tomarEmailDoCadastro(): string {
  try {
    const email = sessionStorage.getItem(CHAVE) ?? "";
    sessionStorage.removeItem(CHAVE);
    return email;
  } catch {
    return "";
  }
}
