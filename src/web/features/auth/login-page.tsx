import { TituloDaAba } from "@/lib/titulo.tsx";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { LogIn } from "lucide-react";
import { useAuth } from "@/lib/auth.tsx";
import { mensagemDoErro } from "@/lib/api.ts";
import { limparSessao } from "@/lib/sessao.ts";
import { toast } from "@/lib/use-toast.ts";
import { tomarEmailDoCadastro } from "@/lib/email-do-cadastro.ts";
import { Button } from "@/components/ui/button.tsx";
import { AuthShell, FormularioDaConta } from "./auth-shell.tsx";
import { CampoEmail, CampoSenha, OutraTela } from "./campos-conta.tsx";
import type { DadosLogin } from "./schemas.ts";
import { focarPrimeiroCampoInvalido, resolverPreguicoso } from "@/lib/resolver-preguicoso.ts";

// The schema (zod) arrives with the first validation, not with the page (issue 11, budgets).
const validar = resolverPreguicoso(() => import("./resolvers.ts").then((m) => m.resolverLogin));

export function LoginPage() {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  // Read once per mount (useState's initializer), not at every render.
  const [emailDoCadastro] = useState(tomarEmailDoCadastro);
  const form = useForm<DadosLogin>({ resolver: validar, defaultValues: { email: emailDoCadastro, senha: "" } });
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
  }, focarPrimeiroCampoInvalido);

  return (
    <AuthShell title="Bem-vindo de volta" description="Entre com seu e-mail e senha para acessar sua conta.">
      <TituloDaAba pagina="Entrar" />
      <FormularioDaConta
        aoEnviar={entrar}
        enviando={isSubmitting}
        icone={<LogIn aria-hidden="true" />}
        rotulo="Entrar"
        emAndamento="Entrando..."
        depois={
          <>
            <OutraTela pergunta="Não tem uma conta?" href="/register">
              Cadastre-se
            </OutraTela>
            <LimparCacheButton />
          </>
        }
      >
        <CampoEmail erro={errors.email?.message} {...form.register("email")} />
        <div className="grid gap-1">
          <CampoSenha erro={errors.senha?.message} {...form.register("senha")} />
          <Link
            href="/esqueci-senha"
            className="inline-flex min-h-11 items-center justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline md:min-h-8"
          >
            Esqueci minha senha
          </Link>
        </div>
      </FormularioDaConta>
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
