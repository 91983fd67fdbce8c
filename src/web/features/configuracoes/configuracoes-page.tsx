import { TituloDaAba } from "@/lib/titulo.tsx";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound, KeyRound, MapPin, MessageCircle, Receipt, Save, IdCard, House } from "lucide-react";
import {
  configuracoesSchema,
  MAXIMO_ENDERECO_CREDOR,
  MAXIMO_NOME_CREDOR,
  type ConfiguracoesDados,
  type ConfiguracoesEntrada,
} from "../../../domain/schemas/settings.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { toast } from "@/lib/use-toast.ts";
import { PageHeader } from "@/components/page-header.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { CampoTexto } from "@/components/form-field.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useConfiguracoes, useSalvarConfiguracoes, type Configuracoes as ConfiguracoesApi } from "./api.ts";
import { BotaoOcupado, FalhaAoCarregar } from "@/components/estados.tsx";
import { formatarCpfOuCnpj } from "../../../domain/cpf.ts";
import { DiasDeCobranca } from "./dias-de-cobranca.tsx";

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
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar as configurações." aoTentar={() => void configuracoes.refetch()} />;
  } else {
    conteudo = <FormularioConfiguracoes atuais={configuracoes.data} />;
  }

  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Configurações" />
      <PageHeader
        title="Configurações"
        description="Seu nome, sua chave PIX, o número de WhatsApp usado pelo agente de IA e nas cobranças, e os dias em que você cobra."
      />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Recebimentos e cobranças</CardTitle>
          <CardDescription>
            A chave PIX vai nos lembretes de pagamento enviados pelo WhatsApp. Com o nome do recebedor e a cidade, cada empréstimo ganha o PIX copia e cola e o
            QR Code com o valor devido.
          </CardDescription>
        </CardHeader>
        <CardContent>{conteudo}</CardContent>
      </Card>
      <DiasDeCobranca />
    </div>
  );
}

// Nulls (unset) become empty fields; saving an empty field clears it again.
function valoresDoFormulario(c: ConfiguracoesApi): ConfiguracoesEntrada {
  return {
    chavePix: c.chavePix,
    telefoneWhatsapp: c.telefoneWhatsapp ?? "",
    nomeRecibo: c.nomeRecibo ?? "",
    documentoCredor: c.documentoCredor ? formatarCpfOuCnpj(c.documentoCredor) : "",
    enderecoCredor: c.enderecoCredor ?? "",
    nomeRecebedor: c.nomeRecebedor ?? "",
    cidadeRecebedor: c.cidadeRecebedor ?? "",
  };
}

function FormularioConfiguracoes({ atuais }: { atuais: ConfiguracoesApi }) {
  const salvar = useSalvarConfiguracoes();
  const form = useForm<ConfiguracoesEntrada, unknown, ConfiguracoesDados>({
    resolver: zodResolver(configuracoesSchema),
    defaultValues: valoresDoFormulario(atuais),
  });
  const { errors, isSubmitting } = form.formState;
  const mostrarErrosDoServidor = useErrosDoServidor(form);

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const salvas = await salvar.mutateAsync(dados);
      // What the server kept (trimmed, empty number as null) becomes the form's new baseline.
      form.reset(valoresDoFormulario(salvas));
      toast({ title: "Configurações salvas!", description: "Os próximos lembretes já usam estes dados." });
    } catch (erro) {
      mostrarErrosDoServidor(erro);
      toast({ variant: "destructive", title: "Erro ao salvar", description: "Não foi possível salvar as configurações." });
    }
  });

  return (
    // noValidate: the schema's pt-BR messages are shown, not the browser's.
    <form onSubmit={enviar} noValidate className="grid gap-6">
      <fieldset disabled={isSubmitting} className="grid gap-5">
        {/* Issue 27: the one name the borrowers see (sign-up page, receipts, statements, PIX). */}
        <CampoTexto
          id="configuracoes-nome-recibo"
          label="Seu nome (como os clientes verão)"
          icone={<Receipt className="size-4 text-muted-foreground" aria-hidden="true" />}
          dica="Aparece na página de cadastro do cliente, nos recibos e extratos. Opcional; se vazio, os documentos dizem 'o credor' (seu e-mail nunca aparece)."
          erro={errors.nomeRecibo?.message}
          autoComplete="name"
          maxLength={MAXIMO_NOME_CREDOR}
          placeholder="Ex.: Maria Souza"
          {...form.register("nomeRecibo")}
        />
        {/* Issue 29: who lends, on the loan's contract. */}
        <div className="grid gap-5 sm:grid-cols-[2fr_3fr]">
          <CampoTexto
            id="configuracoes-documento-credor"
            label="CPF ou CNPJ do credor"
            icone={<IdCard className="size-4 text-muted-foreground" aria-hidden="true" />}
            dica="Aparece no contrato do empréstimo. Opcional."
            erro={errors.documentoCredor?.message}
            inputMode="numeric"
            autoComplete="off"
            maxLength={18}
            placeholder="Ex.: 123.456.789-09"
            {...form.register("documentoCredor")}
          />
          <CampoTexto
            id="configuracoes-endereco-credor"
            label="Endereço"
            icone={<House className="size-4 text-muted-foreground" aria-hidden="true" />}
            dica="Seu endereço no contrato do empréstimo. Opcional."
            erro={errors.enderecoCredor?.message}
            autoComplete="street-address"
            maxLength={MAXIMO_ENDERECO_CREDOR}
            placeholder="Rua, número, bairro, cidade - UF"
            {...form.register("enderecoCredor")}
          />
        </div>
        <CampoTexto
          id="configuracoes-chave-pix"
          label="Chave PIX"
          icone={<KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />}
          dica="CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória."
          erro={errors.chavePix?.message}
          autoComplete="off"
          placeholder="Sua chave PIX"
          {...form.register("chavePix")}
        />
        {/* The receiver of the PIX copy-and-paste code (EMV fields 59 and 60). */}
        <div className="grid gap-5 sm:grid-cols-[3fr_2fr]">
          <CampoTexto
            id="configuracoes-nome-recebedor"
            label="Nome do recebedor"
            icone={<UserRound className="size-4 text-muted-foreground" aria-hidden="true" />}
            dica="Aparece para quem paga o PIX copia e cola. Até 25 caracteres; se vazio, usamos seu nome."
            erro={errors.nomeRecebedor?.message}
            autoComplete="name"
            placeholder="Ex.: Maria Souza"
            {...form.register("nomeRecebedor")}
          />
          <CampoTexto
            id="configuracoes-cidade-recebedor"
            label="Cidade"
            icone={<MapPin className="size-4 text-muted-foreground" aria-hidden="true" />}
            dica="A cidade do recebedor. Até 15 caracteres."
            erro={errors.cidadeRecebedor?.message}
            autoComplete="address-level2"
            placeholder="Ex.: Recife"
            {...form.register("cidadeRecebedor")}
          />
        </div>
        <CampoTexto
          id="configuracoes-whatsapp"
          label="WhatsApp"
          icone={<MessageCircle className="size-4 text-muted-foreground" aria-hidden="true" />}
          dica="Número usado pelo agente de IA e nas mensagens de cobrança, no formato internacional (ex.: +55 11 91234-5678). Opcional."
          erro={errors.telefoneWhatsapp?.message}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder="Ex.: +55 11 91234-5678"
          {...form.register("telefoneWhatsapp")}
        />
      </fieldset>
      <div className="flex justify-end">
        <BotaoOcupado type="submit" className="w-full sm:w-auto" ocupado={isSubmitting} icone={<Save aria-hidden="true" />} emAndamento="Salvando...">
          Salvar
        </BotaoOcupado>
      </div>
    </form>
  );
}
