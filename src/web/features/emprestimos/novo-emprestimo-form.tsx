import { useId, useMemo } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { CalendarDays, CalendarRange, FileCheck2, Link2, LoaderCircle } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { ROTULOS_MODALIDADE, type Modalidade } from "../../../domain/loans/types.ts";
import { errosDeCampo } from "@/lib/erros-de-campo.ts";
import { toast } from "@/lib/use-toast.ts";
import { cn } from "@/lib/cn.ts";
import { CampoTexto } from "@/components/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { SeletorTipoAtraso } from "@/components/seletor-tipo-atraso.tsx";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group.tsx";
import { useCriarLink } from "./link-api.ts";
import { corpoDoLink, resolverLink, resumoDoFormulario, valoresIniciais, type CampoLink, type LinkValidado, type ValoresLink } from "./link-formulario.ts";
import { LinkResumo } from "./link-resumo.tsx";
import type { LinkCadastro } from "./link-termos.ts";

const CAMPOS: readonly CampoLink[] = [
  "valorOriginal",
  "dataInicio",
  "modalidade",
  "prazoDias",
  "taxaJuros",
  "quantidadeMeses",
  "taxaJurosMes",
  "taxaAtraso",
  "taxaAtrasoTipo",
  "exigirDocumentos",
  "validadeDias",
];

const DESCRICAO_MODALIDADE: Record<Modalidade, string> = {
  mensal: "Juros a cada período de dias sobre o valor emprestado.",
  parcelado: "Parcelas mensais fixas, com juros ao mês.",
};

const ICONE_MODALIDADE = { mensal: CalendarDays, parcelado: CalendarRange } as const;

/** SPEC 2 (New loan): the terms of a public sign-up link; on success the page shows the link. */
export function NovoEmprestimoForm({ aoGerar }: { aoGerar: (link: LinkCadastro) => void }) {
  const criar = useCriarLink();
  const idModalidade = useId();
  const idTipo = useId();
  const idDocumentos = useId();
  const form = useForm<ValoresLink, unknown, LinkValidado>({
    resolver: resolverLink,
    defaultValues: valoresIniciais(dataEmSaoPaulo(new Date())),
  });
  const { errors, isSubmitting } = form.formState;
  const valores = useWatch({ control: form.control }) as ValoresLink;
  const resumo = useMemo(() => resumoDoFormulario(valores), [valores]);
  const modalidade = valores.modalidade;
  const tipoAtraso = valores.taxaAtrasoTipo;

  const gerar = form.handleSubmit(async (validado) => {
    try {
      const link = await criar.mutateAsync(corpoDoLink(validado, dataEmSaoPaulo(new Date())));
      aoGerar(link);
    } catch (erro) {
      const campos = errosDeCampo(erro);
      for (const campo of CAMPOS) {
        const mensagem = campos[campo];
        if (mensagem) form.setError(campo, { type: "server", message: mensagem });
      }
      toast({ variant: "destructive", title: "Erro ao criar link", description: "Tente novamente." });
    }
  });

  return (
    // noValidate: the schema's pt-BR messages are shown, not the browser's.
    <form onSubmit={gerar} noValidate className="grid gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <fieldset disabled={isSubmitting} className="grid min-w-0 gap-6">
          <div className="grid gap-4 sm:grid-cols-2">
            <CampoTexto
              label="Valor emprestado (R$)"
              inputMode="decimal"
              autoComplete="off"
              placeholder="1.000,00"
              erro={errors.valorOriginal?.message}
              {...form.register("valorOriginal")}
            />
            <CampoTexto label="Data de início" type="date" erro={errors.dataInicio?.message} {...form.register("dataInicio")} />
          </div>

          <div className="grid gap-2">
            <p id={idModalidade} className="text-sm font-medium">
              Modalidade
            </p>
            <Controller
              control={form.control}
              name="modalidade"
              render={({ field }) => (
                <RadioGroup
                  value={field.value}
                  onValueChange={(v) => field.onChange(v as Modalidade)}
                  aria-labelledby={idModalidade}
                  disabled={isSubmitting}
                  className="grid gap-2 sm:grid-cols-2"
                >
                  {(["mensal", "parcelado"] as const).map((m) => (
                    <OpcaoModalidade key={m} modalidade={m} selecionada={m === field.value} />
                  ))}
                </RadioGroup>
              )}
            />
          </div>

          {modalidade === "parcelado" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <CampoTexto
                key="quantidadeMeses"
                label="Quantidade de meses"
                inputMode="numeric"
                autoComplete="off"
                placeholder="3"
                erro={errors.quantidadeMeses?.message}
                {...form.register("quantidadeMeses")}
              />
              <CampoTexto
                key="taxaJurosMes"
                label="Taxa de juros ao mês (%)"
                inputMode="decimal"
                autoComplete="off"
                placeholder="10"
                erro={errors.taxaJurosMes?.message}
                {...form.register("taxaJurosMes")}
              />
            </div>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <CampoTexto
                key="prazoDias"
                label="Prazo (dias)"
                inputMode="numeric"
                autoComplete="off"
                placeholder="30"
                erro={errors.prazoDias?.message}
                {...form.register("prazoDias")}
              />
              <CampoTexto
                key="taxaJuros"
                label="Taxa de juros (%)"
                inputMode="decimal"
                autoComplete="off"
                placeholder="10"
                erro={errors.taxaJuros?.message}
                {...form.register("taxaJuros")}
              />
            </div>
          )}

          <div className="grid gap-4 sm:grid-cols-2">
            <CampoTexto
              label={tipoAtraso === "fixo" ? "Taxa de atraso (R$ por dia)" : "Taxa de atraso (% ao dia)"}
              inputMode="decimal"
              autoComplete="off"
              placeholder={tipoAtraso === "fixo" ? "5,00" : "1"}
              erro={errors.taxaAtraso?.message}
              {...form.register("taxaAtraso")}
            />
            <Controller
              control={form.control}
              name="taxaAtrasoTipo"
              render={({ field }) => (
                <SeletorTipoAtraso id={idTipo} valor={field.value} aoMudar={field.onChange} desabilitado={isSubmitting} erro={errors.taxaAtrasoTipo?.message} />
              )}
            />
          </div>

          <div className="grid gap-4 sm:grid-cols-2">
            <CampoTexto
              label="Validade do link (dias)"
              inputMode="numeric"
              autoComplete="off"
              placeholder="7"
              erro={errors.validadeDias?.message}
              {...form.register("validadeDias")}
            />
            <label
              htmlFor={idDocumentos}
              className="flex cursor-pointer items-start gap-3 self-end rounded-lg border p-3 transition-colors hover:bg-muted/50 has-checked:border-primary has-checked:bg-accent/60"
            >
              <input
                id={idDocumentos}
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-primary"
                aria-describedby={`${idDocumentos}-descricao`}
                {...form.register("exigirDocumentos")}
              />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-1.5 text-sm font-medium">
                  <FileCheck2 className="size-4 text-muted-foreground" aria-hidden="true" />
                  Exigir documentos
                </span>
                <span id={`${idDocumentos}-descricao`} className="text-xs text-muted-foreground">
                  Documento de identidade e comprovante de endereço.
                </span>
              </span>
            </label>
          </div>
        </fieldset>

        <LinkResumo resumo={resumo} className="lg:sticky lg:top-20" />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Link2 aria-hidden="true" />}
          {isSubmitting ? "Gerando..." : "Gerar Link"}
        </Button>
      </div>
    </form>
  );
}

function OpcaoModalidade({ modalidade, selecionada }: { modalidade: Modalidade; selecionada: boolean }) {
  const id = useId();
  const Icone = ICONE_MODALIDADE[modalidade];
  return (
    <label
      htmlFor={`${id}-item`}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50",
        selecionada && "border-primary bg-accent/60 hover:bg-accent/60",
      )}
    >
      <RadioGroupItem id={`${id}-item`} value={modalidade} aria-labelledby={`${id}-rotulo`} aria-describedby={`${id}-descricao`} className="mt-0.5" />
      <span className="grid gap-0.5">
        <span id={`${id}-rotulo`} className="flex items-center gap-1.5 text-sm font-medium">
          <Icone className="size-4 text-muted-foreground" aria-hidden="true" />
          {ROTULOS_MODALIDADE[modalidade]}
        </span>
        <span id={`${id}-descricao`} className="text-xs text-muted-foreground">
          {DESCRICAO_MODALIDADE[modalidade]}
        </span>
      </span>
    </label>
  );
}
