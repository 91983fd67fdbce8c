import { TituloDaAba } from "@/lib/titulo.tsx";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { KeyRound, LinkIcon } from "lucide-react";
import { mensagemDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { AuthShell, FormularioDaConta, MensagemDaConta } from "./auth-shell.tsx";
import { CampoSenha, OutraTela } from "./campos-conta.tsx";
import { redefinirSenha } from "./redefinicao-api.ts";
import type { DadosNovaSenha } from "./schemas.ts";
import { focarPrimeiroCampoInvalido, resolverPreguicoso } from "@/lib/resolver-preguicoso.ts";

// The schema (zod) arrives with the first validation, not with the page (issue 11, budgets).
const validar = resolverPreguicoso(() => import("./resolvers.ts").then((m) => m.resolverNovaSenha));

/** Public: the page a reset link opens (/redefinir-senha?token=…). */
export function RedefinirSenhaPage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [, navigate] = useLocation();
  const form = useForm<DadosNovaSenha>({ resolver: validar, defaultValues: { senha: "", confirmarSenha: "" } });
  const { errors, isSubmitting } = form.formState;

  const salvar = form.handleSubmit(async ({ senha }) => {
    try {
      await redefinirSenha(token, senha);
    } catch (erro) {
      toast({ variant: "destructive", title: "Erro ao redefinir a senha", description: mensagemDoErro(erro) });
      return;
    }
    toast({ title: "Senha redefinida com sucesso!", description: "Entre com a nova senha." });
    navigate("/login", { replace: true });
  }, focarPrimeiroCampoInvalido);

  if (!token) {
    return (
      <AuthShell title="Link inválido">
        <TituloDaAba pagina="Redefinir senha" />
        <MensagemDaConta icone={LinkIcon} corDoIcone="bg-warning/25 text-warning-foreground">
          <p className="text-center text-sm text-muted-foreground">
            Este endereço não traz um link de redefinição. Peça um novo link para escolher outra senha.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link href="/esqueci-senha">Pedir novo link</Link>
          </Button>
        </MensagemDaConta>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Redefinir senha" description="Escolha uma nova senha. Depois da troca, todas as sessões abertas da conta são encerradas.">
      <TituloDaAba pagina="Redefinir senha" />
      <FormularioDaConta
        aoEnviar={salvar}
        enviando={isSubmitting}
        icone={<KeyRound aria-hidden="true" />}
        rotulo="Salvar nova senha"
        emAndamento="Salvando..."
        depois={
          <OutraTela pergunta="Link vencido?" href="/esqueci-senha">
            Pedir novo link
          </OutraTela>
        }
      >
        <CampoSenha nova label="Nova senha" erro={errors.senha?.message} {...form.register("senha")} />
        <CampoSenha nova label="Confirmar nova senha" erro={errors.confirmarSenha?.message} {...form.register("confirmarSenha")} />
      </FormularioDaConta>
    </AuthShell>
  );
}
