import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation } from "wouter";
import { LoaderCircle, LogIn } from "lucide-react";
import { useAuth } from "@/lib/auth.tsx";
import { mensagemDoErro } from "@/lib/api.ts";
import { limparSessao } from "@/lib/sessao.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { CampoTexto } from "@/components/form-field.tsx";
import { AuthShell } from "./auth-shell.tsx";
import { esquemaLogin, type DadosLogin } from "./schemas.ts";

export function LoginPage() {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm<DadosLogin>({ resolver: zodResolver(esquemaLogin), defaultValues: { email: "", senha: "" } });
  const { errors, isSubmitting } = form.formState;

  const entrar = form.handleSubmit(async ({ email, senha }) => {
    try {
      await signIn(email, senha);
    } catch (erro) {
      toast({ variant: "destructive", title: "Erro ao fazer login", description: mensagemDoErro(erro) });
      return;
    }
    toast({ title: "Login realizado com sucesso!", description: "Redirecionando..." });
    // replace: the guard on /login would redirect too, and history needs only one entry.
    navigate("/", { replace: true });
  });

  return (
    <AuthShell title="Bem-vindo de volta" description="Entre com seu e-mail e senha para acessar sua conta.">
      <form onSubmit={entrar} className="grid gap-5">
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <CampoTexto
            label="E-mail"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="voce@exemplo.com"
            required
            erro={errors.email?.message}
            {...form.register("email")}
          />
          <CampoTexto label="Senha" type="password" autoComplete="current-password" required erro={errors.senha?.message} {...form.register("senha")} />
        </fieldset>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <LogIn aria-hidden="true" />}
          {isSubmitting ? "Entrando..." : "Entrar"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Não tem uma conta?{" "}
          <Link href="/register" className="font-medium text-primary underline-offset-4 hover:underline">
            Cadastre-se
          </Link>
        </p>
        <LimparCacheButton />
      </form>
    </AuthShell>
  );
}

/** SPEC 2: a way out when a stale session or cache keeps the login from working. */
function LimparCacheButton() {
  const [limpando, setLimpando] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      className="h-auto w-full whitespace-normal py-2 text-xs text-muted-foreground"
      disabled={limpando}
      onClick={() => {
        setLimpando(true);
        void limparSessao();
      }}
    >
      Problemas ao entrar? Limpar cache e tentar novamente
    </Button>
  );
}
