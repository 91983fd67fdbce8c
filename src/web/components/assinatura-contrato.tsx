import { useId, type ReactNode } from "react";
import { CartaoCheckbox } from "@/components/campos.tsx";
import { CampoTexto } from "@/components/form-field.tsx";

/**
 * Issue 29, point 4: the borrower signs the contract, on the sign-up link's form and on the
 * acceptance page alike: 'Ver contrato' (the caller's button or link), 'Li e aceito o contrato'
 * and the full name typed as the signature. Neither page lets the borrower go on without both.
 */
export function AssinaturaDoContrato({
  verContrato,
  aceito,
  aoMudarAceito,
  nome,
  aoMudarNome,
  erros,
  nomeNoContrato,
  desabilitado,
}: {
  verContrato: ReactNode;
  aceito: boolean;
  aoMudarAceito: (aceito: boolean) => void;
  nome: string;
  aoMudarNome: (nome: string) => void;
  erros: { aceite?: string | undefined; nome?: string | undefined; contrato?: string | undefined };
  /** The debtor's name as the contract writes it, when the page knows it. */
  nomeNoContrato?: string | undefined;
  desabilitado?: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-titulo`} className="grid gap-3" data-testid="assinatura-contrato">
      <div className="grid gap-1">
        <h2 id={`${id}-titulo`} className="text-lg font-semibold tracking-tight">
          Contrato
        </h2>
        <p id={`${id}-texto`} className="text-sm text-muted-foreground">
          Leia o contrato do empréstimo (confissão de dívida). Para aceitar, marque a caixa e digite o seu nome completo: isso vale como a sua assinatura
          eletrônica.
        </p>
      </div>
      <div className="grid gap-1">
        {verContrato}
        {erros.contrato ? (
          <p role="alert" className="text-sm text-destructive">
            {erros.contrato}
          </p>
        ) : null}
      </div>
      <CartaoCheckbox
        rotulo="Li e aceito o contrato"
        descritoPor={`${id}-texto`}
        name="aceiteContrato"
        checked={aceito}
        onChange={(e) => aoMudarAceito(e.target.checked)}
        erro={erros.aceite}
        disabled={desabilitado}
      />
      <CampoTexto
        label="Seu nome completo (assinatura)"
        name="nomeAssinatura"
        autoComplete="name"
        autoCapitalize="words"
        enterKeyHint="done"
        value={nome}
        onChange={(e) => aoMudarNome(e.target.value)}
        erro={erros.nome}
        dica={nomeNoContrato ? `Como está no contrato: ${nomeNoContrato}` : "Como está no contrato."}
        disabled={desabilitado}
      />
    </section>
  );
}
