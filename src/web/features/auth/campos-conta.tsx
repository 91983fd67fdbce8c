import type { ComponentProps, ReactNode } from "react";
import { Link } from "wouter";
import { TAMANHO_MAXIMO_SENHA, TAMANHO_MINIMO_SENHA } from "../../../domain/limites.ts";
import { CampoSenhaComAlternancia } from "@/components/campo-senha.tsx";
import { CampoTexto } from "@/components/form-field.tsx";

type PropsCampo = Omit<ComponentProps<typeof CampoTexto>, "label">;

/*
 * SPEC 5: the inputs keep their type, required and minLength (the e-mail field is of e-mail
 * type); the forms carry noValidate, so the schema's pt-BR messages show under each field
 * instead of the browser's bubbles.
 */

export function CampoEmail(props: PropsCampo) {
  return <CampoTexto label="E-mail" type="email" autoComplete="email" inputMode="email" placeholder="Ex.: voce@exemplo.com" required {...props} />;
}

/** `nova`: a password being chosen (sign-up, reset), with the server's length limits. */
export function CampoSenha({
  label = "Senha",
  nova = false,
  ...props
}: Omit<ComponentProps<typeof CampoSenhaComAlternancia>, "label"> & { label?: string; nova?: boolean }) {
  return (
    <CampoSenhaComAlternancia
      label={label}
      autoComplete={nova ? "new-password" : "current-password"}
      required
      {...(nova ? { minLength: TAMANHO_MINIMO_SENHA, maxLength: TAMANHO_MAXIMO_SENHA } : {})}
      {...props}
    />
  );
}

/** "Não tem uma conta? Cadastre-se" under the form. */
export function OutraTela({ pergunta, href, children }: { pergunta: string; href: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {pergunta}{" "}
      <Link href={href} className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline md:min-h-0">
        {children}
      </Link>
    </p>
  );
}
