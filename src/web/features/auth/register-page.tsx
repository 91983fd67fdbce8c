import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation } from "wouter";
import { LoaderCircle, UserPlus } from "lucide-react";
import { useAuth } from "@/lib/auth.tsx";
import { mensagemDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { CampoTexto } from "@/components/form-field.tsx";
import { AuthShell } from "./auth-shell.tsx";
import { TAMANHO_MINIMO_SENHA } from "../../../domain/limites.ts";
import { esquemaCadastro, type DadosCadastro } from "./schemas.ts";

export function RegisterPage() {
  const { signUp } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm<DadosCadastro>({
    resolver: zodResolver(esquemaCadastro),
    defaultValues: { email: "", senha: "", confirmarSenha: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const criarConta = form.handleSubmit(async ({ email, senha, confirmarSenha }) => {
    if (senha !== confirmarSenha) {
      // SPEC 5: nothing is sent when the passwords differ.
      toast({ variant: "destructive", title: "Erro", description: "As senhas não coincidem" });
      return;
    }
    try {
      await signUp(email, senha);
    } catch (erro) {
      toast({ variant: "destructive", title: "Erro ao criar conta", description: mensagemDoErro(erro) });
      return;
    }
    toast({ title: "Conta criada com sucesso!", description: "Você já pode fazer login." });
    navigate("/login");
  });

  return (
    <AuthShell title="Criar conta" description="Cadastre-se para começar a organizar seus empréstimos.">
      <form onSubmit={criarConta} className="grid gap-5">
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
          <CampoTexto
            label="Senha"
            type="password"
            autoComplete="new-password"
            required
            minLength={TAMANHO_MINIMO_SENHA}
            erro={errors.senha?.message}
            {...form.register("senha")}
          />
          <CampoTexto
            label="Confirmar Senha"
            type="password"
            autoComplete="new-password"
            required
            minLength={TAMANHO_MINIMO_SENHA}
            erro={errors.confirmarSenha?.message}
            {...form.register("confirmarSenha")}
          />
        </fieldset>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
          {isSubmitting ? "Criando conta..." : "Criar conta"}
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Já tem uma conta?{" "}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Faça login
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
