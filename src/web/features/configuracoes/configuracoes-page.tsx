import { useId, type ComponentProps, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, LoaderCircle, MessageCircle, Save } from "lucide-react";
import { configuracoesSchema, type ConfiguracoesDados, type ConfiguracoesEntrada } from "../../../domain/schemas/settings.ts";
import { errosDeCampo } from "@/lib/erros-de-campo.ts";
import { toast } from "@/lib/use-toast.ts";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useConfiguracoes, useSalvarConfiguracoes, type Configuracoes } from "./api.ts";

export function ConfiguracoesPage() {
  const configuracoes = useConfiguracoes();

  let conteudo;
  if (configuracoes.isPending) {
    conteudo = (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="ml-auto h-10 w-28" />
      </div>
    );
  } else if (configuracoes.isError) {
    conteudo = (
      <div className="grid justify-items-center gap-3 py-6 text-center">
        <p className="text-sm text-destructive">Não foi possível carregar as configurações.</p>
        <Button variant="outline" onClick={() => void configuracoes.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  } else {
    conteudo = <FormularioConfiguracoes atuais={configuracoes.data} />;
  }

  return (
    <div className="grid gap-6">
      <PageHeader title="Configurações" description="Sua chave PIX e o número de WhatsApp usado pelo agente de IA e nas cobranças." />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Recebimentos e cobranças</CardTitle>
          <CardDescription>A chave PIX vai nos lembretes de pagamento enviados pelo WhatsApp.</CardDescription>
        </CardHeader>
        <CardContent>{conteudo}</CardContent>
      </Card>
    </div>
  );
}

const CAMPOS = ["chavePix", "telefoneWhatsapp"] as const;

function FormularioConfiguracoes({ atuais }: { atuais: Configuracoes }) {
  const salvar = useSalvarConfiguracoes();
  const form = useForm<ConfiguracoesEntrada, unknown, ConfiguracoesDados>({
    resolver: zodResolver(configuracoesSchema),
    defaultValues: { chavePix: atuais.chavePix, telefoneWhatsapp: atuais.telefoneWhatsapp ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const salvas = await salvar.mutateAsync(dados);
      // What the server kept (trimmed, empty number as null) becomes the form's new baseline.
      form.reset({ chavePix: salvas.chavePix, telefoneWhatsapp: salvas.telefoneWhatsapp ?? "" });
      toast({ title: "Configurações salvas!", description: "Os próximos lembretes já usam estes dados." });
    } catch (erro) {
      const campos = errosDeCampo(erro);
      for (const campo of CAMPOS) {
        const mensagem = campos[campo];
        if (mensagem) form.setError(campo, { type: "server", message: mensagem });
      }
      toast({ variant: "destructive", title: "Erro ao salvar", description: "Não foi possível salvar as configurações." });
    }
  });

  return (
    // noValidate: the schema's pt-BR messages are shown, not the browser's.
    <form onSubmit={enviar} noValidate className="grid gap-6">
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <Campo
          id="configuracoes-chave-pix"
          label="Chave PIX"
          icone={<KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />}
          dica="CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória."
          erro={errors.chavePix?.message}
          autoComplete="off"
          placeholder="Sua chave PIX"
          {...form.register("chavePix")}
        />
        <Campo
          id="configuracoes-whatsapp"
          label="WhatsApp"
          icone={<MessageCircle className="size-4 text-muted-foreground" aria-hidden="true" />}
          dica="Número usado pelo agente de IA e nas mensagens de cobrança, no formato internacional (ex.: +55 11 91234-5678). Opcional."
          erro={errors.telefoneWhatsapp?.message}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder="+55 11 91234-5678"
          {...form.register("telefoneWhatsapp")}
        />
      </fieldset>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {isSubmitting ? "Salvando..." : "Salvar"}
        </Button>
      </div>
    </form>
  );
}

type CampoProps = ComponentProps<typeof Input> & {
  id: string;
  label: string;
  icone: ReactNode;
  dica: string;
  erro?: string | undefined;
};

/** A labelled input with a hint and its validation message, both announced with the field. */
function Campo({ id, label, icone, dica, erro, ...props }: CampoProps) {
  const idDica = useId();
  const idErro = `${id}-erro`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {icone}
        {label}
      </Label>
      <Input id={id} aria-invalid={erro ? true : undefined} aria-describedby={erro ? `${idErro} ${idDica}` : idDica} {...props} />
      {erro ? (
        <p id={idErro} className="text-sm text-destructive">
          {erro}
        </p>
      ) : null}
      <p id={idDica} className="text-xs text-muted-foreground">
        {dica}
      </p>
    </div>
  );
}
