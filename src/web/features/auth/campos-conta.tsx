import type { ComponentProps, ReactNode } from "react";
import { Link } from "wouter";
import { TAMANHO_MINIMO_SENHA } from "../../../domain/limites.ts";
import { CampoTexto } from "@/components/form-field.tsx";

type PropsCampo = Omit<ComponentProps<typeof CampoTexto>, "label">;

/** SPEC 5: the inputs carry type, required and minLength, so the browser stops an empty form first. */
export function CampoEmail(props: PropsCampo) {
  return <CampoTexto label="E-mail" type="email" autoComplete="email" inputMode="email" placeholder="voce@exemplo.com" required {...props} />;
}

/** `nova`: a password being chosen (sign-up), with the server's minimum length. */
export function CampoSenha({ label = "Senha", nova = false, ...props }: PropsCampo & { label?: string; nova?: boolean }) {
  return (
    <CampoTexto
      label={label}
      type="password"
      autoComplete={nova ? "new-password" : "current-password"}
      required
      {...(nova ? { minLength: TAMANHO_MINIMO_SENHA } : {})}
      {...props}
    />
  );
}

/** "Não tem uma conta? Cadastre-se" under the form. */
export function OutraTela({ pergunta, href, children }: { pergunta: string; href: string; children: ReactNode }) {
  return (
    <p className="text-center text-sm text-muted-foreground">
      {pergunta}{" "}
      <Link href={href} className="font-medium text-primary underline-offset-4 hover:underline">
        {children}
      </Link>
    </p>
  );
}
