import { TituloDaAba } from "@/lib/titulo.tsx";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { ArrowLeft, MailCheck, Send } from "lucide-react";
import { mensagemDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { AuthShell, FormularioDaConta, MensagemDaConta } from "./auth-shell.tsx";
import { CampoEmail, OutraTela } from "./campos-conta.tsx";
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
        <TituloDaAba pagina="Esqueci minha senha" />
        <MensagemDaConta icone={MailCheck} corDoIcone="bg-primary/10 text-primary">
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
        </MensagemDaConta>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Esqueci minha senha" description="Informe o e-mail da sua conta para receber um link de redefinição.">
      <TituloDaAba pagina="Esqueci minha senha" />
      <FormularioDaConta
        aoEnviar={pedir}
        enviando={isSubmitting}
        icone={<Send aria-hidden="true" />}
        rotulo="Enviar link"
        emAndamento="Enviando..."
        depois={
          <OutraTela pergunta="Lembrou a senha?" href="/login">
            Voltar ao login
          </OutraTela>
        }
      >
        <CampoEmail erro={errors.email?.message} {...form.register("email")} />
      </FormularioDaConta>
    </AuthShell>
  );
}
