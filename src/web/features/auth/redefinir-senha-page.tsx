import { useForm } from "react-hook-form";
import { Link, useLocation, useSearch } from "wouter";
import { KeyRound, LinkIcon } from "lucide-react";
import { mensagemDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { BotaoOcupado, IconeRedondo } from "@/components/estados-basicos.tsx";
import { AuthShell } from "./auth-shell.tsx";
import { CampoSenha } from "./campos-conta.tsx";
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
        <div className="grid gap-5">
          <div className="flex justify-center">
            <IconeRedondo icone={LinkIcon} className="bg-warning/25 text-warning-foreground" />
          </div>
          <p className="text-center text-sm text-muted-foreground">
            Este endereço não traz um link de redefinição. Peça um novo link para escolher outra senha.
          </p>
          <Button asChild size="lg" className="w-full">
            <Link href="/esqueci-senha">Pedir novo link</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Redefinir senha" description="Escolha uma nova senha. Depois da troca, todas as sessões abertas da conta são encerradas.">
      {/* noValidate: the schema's pt-BR messages are shown under the fields, not the browser's. */}
      <form onSubmit={salvar} noValidate className="grid gap-5">
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <CampoSenha nova label="Nova senha" erro={errors.senha?.message} {...form.register("senha")} />
          <CampoSenha nova label="Confirmar nova senha" erro={errors.confirmarSenha?.message} {...form.register("confirmarSenha")} />
        </fieldset>
        <BotaoOcupado type="submit" size="lg" className="w-full" ocupado={isSubmitting} icone={<KeyRound aria-hidden="true" />} emAndamento="Salvando...">
          Salvar nova senha
        </BotaoOcupado>
        <p className="text-center text-sm text-muted-foreground">
          Link vencido?{" "}
          <Link href="/esqueci-senha" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline md:min-h-0">
            Pedir novo link
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
