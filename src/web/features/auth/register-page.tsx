import { TituloDaAba } from "@/lib/titulo.tsx";
import { useForm, useWatch } from "react-hook-form";
import { useLocation } from "wouter";
import { UserPlus } from "lucide-react";
import { useAuth } from "@/lib/auth.tsx";
import { mensagemDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { guardarEmailDoCadastro } from "@/lib/email-do-cadastro.ts";
import { AuthShell, FormularioDaConta } from "./auth-shell.tsx";
import { CampoEmail, CampoSenha, OutraTela } from "./campos-conta.tsx";
import { useForcaDaSenha } from "./forca-da-senha.ts";
import type { DadosCadastro } from "./schemas.ts";
import { focarPrimeiroCampoInvalido, resolverPreguicoso } from "@/lib/resolver-preguicoso.ts";

// The schema (zod) arrives with the first validation, not with the page (issue 11, budgets).
const validar = resolverPreguicoso(() => import("./resolvers.ts").then((m) => m.resolverCadastro));

export function RegisterPage() {
  const { signUp } = useAuth();
  const [, navigate] = useLocation();
  const form = useForm<DadosCadastro>({
    resolver: validar,
    defaultValues: { email: "", senha: "", confirmarSenha: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const forca = useForcaDaSenha(useWatch({ control: form.control, name: "senha" }), useWatch({ control: form.control, name: "email" }));

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
    guardarEmailDoCadastro(email);
    toast({ title: "Conta criada com sucesso!", description: "Você já pode fazer login." });
    navigate("/login");
  }, focarPrimeiroCampoInvalido);

  return (
    <AuthShell title="Criar conta" description="Cadastre-se para começar a organizar seus empréstimos.">
      <TituloDaAba pagina="Criar conta" />
      <FormularioDaConta
        aoEnviar={criarConta}
        enviando={isSubmitting}
        icone={<UserPlus aria-hidden="true" />}
        rotulo="Criar conta"
        emAndamento="Criando conta..."
        depois={
          <OutraTela pergunta="Já tem uma conta?" href="/login">
            Faça login
          </OutraTela>
        }
      >
        <CampoEmail erro={errors.email?.message} {...form.register("email")} />
        <CampoSenha nova erro={errors.senha?.message} dica={forca} {...form.register("senha")} />
        <CampoSenha nova label="Confirmar Senha" erro={errors.confirmarSenha?.message} {...form.register("confirmarSenha")} />
      </FormularioDaConta>
    </AuthShell>
  );
}
