import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FileCheck2, Link2 } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { toast } from "@/lib/use-toast.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { CampoInteiro, CartaoCheckbox } from "@/components/campos.tsx";
import { CamposTermos } from "@/components/campos-termos.tsx";
import { useCriarLink } from "./api.ts";
import { corpoDoLink, resolverLink, resumoDoFormulario, valoresIniciais, type LinkValidado, type ValoresLink } from "./link-formulario.ts";
import { LinkResumo } from "./link-resumo.tsx";
import type { LinkCadastro } from "./link-termos.ts";
import { BotaoOcupado } from "@/components/estados.tsx";
import { CampoTexto } from "@/components/form-field.tsx";
import { useNomeAntesDeEnviar } from "@/components/pedir-nome.tsx";

/** SPEC 2 (New loan): the terms of a public sign-up link; on success the page shows the link. */
export function NovoEmprestimoForm({ aoGerar }: { aoGerar: (link: LinkCadastro) => void }) {
  const criar = useCriarLink();
  const form = useForm<ValoresLink, unknown, LinkValidado>({
    resolver: resolverLink,
    defaultValues: valoresIniciais(dataEmSaoPaulo(new Date())),
  });
  const { errors, isSubmitting } = form.formState;
  const valores = useWatch({ control: form.control }) as ValoresLink;
  const resumo = useMemo(() => resumoDoFormulario(valores), [valores]);
  const mostrarErrosDoServidor = useErrosDoServidor(form);
  // Issue 42: without a display name the lender is asked for it before the link is made.
  const { garantirNome, pedido } = useNomeAntesDeEnviar();

  const gerar = form.handleSubmit(async (validado) => {
    if (!(await garantirNome())) return;
    try {
      const link = await criar.mutateAsync(corpoDoLink(validado, dataEmSaoPaulo(new Date())));
      aoGerar(link);
    } catch (erro) {
      mostrarErrosDoServidor(erro);
      toast({ variant: "destructive", title: "Erro ao criar link", description: "Tente novamente." });
    }
  });

  return (
    <>
      {pedido}
      {/* noValidate: the schema's pt-BR messages are shown, not the browser's. */}
      <form onSubmit={gerar} noValidate className="grid gap-6">
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <fieldset disabled={isSubmitting} className="grid min-w-0 gap-6">
            <CampoTexto
              label="Para quem é o link (opcional)"
              placeholder="Nome do cliente"
              autoComplete="off"
              dica="Aparece na lista de links e na mensagem ao compartilhar."
              erro={errors.nomeDestinatario?.message}
              {...form.register("nomeDestinatario")}
            />
            <CamposTermos form={form} />

            <div className="grid gap-4 sm:grid-cols-2">
              <CampoInteiro label="Validade do link (dias)" placeholder="Ex.: 7" erro={errors.validadeDias?.message} {...form.register("validadeDias")} />
              <CartaoCheckbox
                className="self-end"
                rotulo="Exigir documentos"
                descricao="Documento de identidade e comprovante de endereço."
                icone={FileCheck2}
                {...form.register("exigirDocumentos")}
              />
            </div>
          </fieldset>

          <LinkResumo resumo={resumo} className="lg:sticky lg:top-20" />
        </div>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <BotaoOcupado
            type="submit"
            size="lg"
            className="w-full sm:w-auto"
            ocupado={isSubmitting}
            icone={<Link2 aria-hidden="true" />}
            emAndamento="Gerando..."
          >
            Gerar Link
          </BotaoOcupado>
        </div>
      </form>
    </>
  );
}
