import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { ArrowLeft, MailCheck, Send } from "lucide-react";
import { mensagemDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { BotaoOcupado, IconeRedondo } from "@/components/estados-basicos.tsx";
import { AuthShell } from "./auth-shell.tsx";
import { CampoEmail } from "./campos-conta.tsx";
import { pedirLinkDeRedefinicao } from "./redefinicao-api.ts";
import type { DadosPedidoRedefinicao } from "./schemas.ts";
import { focarPrimeiroCampoInvalido, resolverPreguicoso } from "@/lib/resolver-preguicoso.ts";

// The schema (zod) arrives with the first validation, not with the page (issue 11, budgets).
const validar = resolverPreguicoso(() => import("./resolvers.ts").then((m) => m.resolverPedidoRedefinicao));

/** Public: the lender asks for a reset link. The answer never says whether the e-mail has an account. */
export function EsqueciSenhaPage() {
  const [enviado, setEnviado] = useState(false);
  const form = useForm<DadosPedidoRedefinicao>({ resolver: validar, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const pedir = form.handleSubmit(async ({ email }) => {
    try {
      await pedirLinkDeRedefinicao(email);
    } catch (erro) {
      toast({ variant: "destructive", title: "Erro ao pedir o link", description: mensagemDoErro(erro) });
      return;
    }
    setEnviado(true);
  }, focarPrimeiroCampoInvalido);

  if (enviado) {
    return (
      <AuthShell title="Confira seu e-mail">
        <div className="grid gap-5">
          <div className="flex justify-center">
            <IconeRedondo icone={MailCheck} className="bg-primary/10 text-primary" />
          </div>
          <div role="status" className="grid gap-2 text-center text-sm text-muted-foreground">
            <p className="font-medium text-foreground">Se existir uma conta com este e-mail, enviaremos um link para redefinir a senha.</p>
            <p>
              O link vale por 1 hora e só pode ser usado uma vez. Se a mensagem não chegar em alguns minutos, confira a caixa de spam ou peça o link ao suporte.
            </p>
          </div>
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link href="/login">
              <ArrowLeft aria-hidden="true" />
              Voltar ao login
            </Link>
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Esqueci minha senha" description="Informe o e-mail da sua conta para receber um link de redefinição.">
      {/* noValidate: the schema's pt-BR messages are shown under the field, not the browser's. */}
      <form onSubmit={pedir} noValidate className="grid gap-5">
        <fieldset disabled={isSubmitting} className="grid gap-4">
          <CampoEmail erro={errors.email?.message} {...form.register("email")} />
        </fieldset>
        <BotaoOcupado type="submit" size="lg" className="w-full" ocupado={isSubmitting} icone={<Send aria-hidden="true" />} emAndamento="Enviando...">
          Enviar link
        </BotaoOcupado>
        <p className="text-center text-sm text-muted-foreground">
          Lembrou a senha?{" "}
          <Link href="/login" className="inline-flex min-h-11 items-center font-medium text-primary underline-offset-4 hover:underline md:min-h-0">
            Voltar ao login
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
