import { useId } from "react";
import { Controller, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { CalendarDays, CalendarRange } from "lucide-react";
import { ROTULOS_MODALIDADE, type Modalidade, type TipoTaxaAtraso } from "../../domain/loans/types.ts";
import { cn } from "@/lib/cn.ts";
import { SeletorTipoAtraso } from "@/components/seletor-tipo-atraso.tsx";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group.tsx";
import { CampoTexto } from "@/components/form-field.tsx";
import { CampoDinheiro, CampoInteiro, CampoTaxa, type OpcaoCartao } from "./campos.tsx";

/*
 * The lender's loan-terms fields (manual loan, sign-up link). Apart from campos.tsx so that the
 * borrower's public form, which uses only the client fields, does not load the select and radio
 * components these need (issue 11, budgets).
 */

// ── Loan terms ──────────────────────────────────────────────────────────────────────────────

interface CamposDeTermos {
  valorOriginal: unknown;
  dataInicio?: unknown;
  modalidade?: Modalidade | undefined;
  prazoDias?: unknown;
  taxaJuros?: unknown;
  quantidadeMeses?: unknown;
  taxaJurosMes?: unknown;
  taxaAtraso: unknown;
  taxaAtrasoTipo?: TipoTaxaAtraso | undefined;
}

const OPCOES_MODALIDADE: readonly OpcaoCartao<Modalidade>[] = [
  { valor: "mensal", rotulo: ROTULOS_MODALIDADE.mensal, descricao: "Juros a cada período de dias sobre o valor emprestado.", icone: CalendarDays },
  { valor: "parcelado", rotulo: ROTULOS_MODALIDADE.parcelado, descricao: "Parcelas mensais fixas, com juros ao mês.", icone: CalendarRange },
];

/**
 * The terms of a loan, as the manual-loan dialog and the sign-up-link form ask them: value and
 * start date, the modality (mensal or parcelado, issue 27), its term fields (mensal: days and
 * rate; parcelado: months and monthly rate), then the late fee and its type.
 */
export function CamposTermos<T extends FieldValues & CamposDeTermos, S>({ form }: { form: UseFormReturn<T, unknown, S> }) {
  const idTipo = useId();
  const { errors, isSubmitting } = form.formState;
  const nome = (campo: keyof CamposDeTermos) => campo as Path<T>;
  const erro = (campo: keyof CamposDeTermos) => errors[campo]?.message as string | undefined;
  const tipoAtraso = useWatch({ control: form.control, name: nome("taxaAtrasoTipo") }) as TipoTaxaAtraso | undefined;
  const modalidade = useWatch({ control: form.control, name: nome("modalidade") }) as Modalidade | undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoDinheiro erro={erro("valorOriginal")} {...form.register(nome("valorOriginal"))} />
        <CampoTexto label="Data de início" type="date" erro={erro("dataInicio")} {...form.register(nome("dataInicio"))} />
      </div>
      <Controller
        control={form.control}
        name={nome("modalidade")}
        render={({ field }) => (
          <CartoesDeOpcao
            rotulo="Modalidade"
            opcoes={OPCOES_MODALIDADE}
            valor={(field.value as Modalidade | undefined) ?? "mensal"}
            aoMudar={(valor) => field.onChange(valor as PathValue<T, Path<T>>)}
            desabilitado={isSubmitting}
          />
        )}
      />
      {modalidade === "parcelado" ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoInteiro
            key="quantidadeMeses"
            label="Quantidade de meses"
            placeholder="Ex.: 3"
            erro={erro("quantidadeMeses")}
            {...form.register(nome("quantidadeMeses"))}
          />
          <CampoTaxa key="taxaJurosMes" label="Taxa de juros ao mês (%)" erro={erro("taxaJurosMes")} {...form.register(nome("taxaJurosMes"))} />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoInteiro key="prazoDias" label="Prazo (dias)" placeholder="Ex.: 30" erro={erro("prazoDias")} {...form.register(nome("prazoDias"))} />
          <CampoTaxa key="taxaJuros" erro={erro("taxaJuros")} {...form.register(nome("taxaJuros"))} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoTaxa
          label={tipoAtraso === "fixo" ? "Taxa de atraso (R$ por dia)" : "Taxa de atraso (% ao dia)"}
          placeholder={tipoAtraso === "fixo" ? "Ex.: 5,00" : "Ex.: 1"}
          erro={erro("taxaAtraso")}
          {...form.register(nome("taxaAtraso"))}
        />
        <Controller
          control={form.control}
          name={nome("taxaAtrasoTipo")}
          render={({ field }) => (
            <SeletorTipoAtraso
              id={idTipo}
              valor={(field.value as TipoTaxaAtraso | undefined) ?? "percentual"}
              aoMudar={(tipo) => field.onChange(tipo as PathValue<T, Path<T>>)}
              desabilitado={isSubmitting}
              erro={erro("taxaAtrasoTipo")}
            />
          )}
        />
      </div>
    </>
  );
}

// ── Cards ───────────────────────────────────────────────────────────────────────────────────

/** A radio group drawn as cards with an icon, a label and a line of description. */
export function CartoesDeOpcao<V extends string>({
  rotulo,
  opcoes,
  valor,
  aoMudar,
  desabilitado,
}: {
  rotulo: string;
  opcoes: readonly OpcaoCartao<V>[];
  valor: V;
  aoMudar: (valor: V) => void;
  desabilitado?: boolean;
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <p id={id} className="text-sm font-medium">
        {rotulo}
      </p>
      <RadioGroup value={valor} onValueChange={(v) => aoMudar(v as V)} aria-labelledby={id} disabled={desabilitado} className="grid gap-2 sm:grid-cols-2">
        {opcoes.map((opcao) => (
          <CartaoDeOpcao key={opcao.valor} opcao={opcao} selecionada={opcao.valor === valor} />
        ))}
      </RadioGroup>
    </div>
  );
}

function CartaoDeOpcao<V extends string>({ opcao, selecionada }: { opcao: OpcaoCartao<V>; selecionada: boolean }) {
  const id = useId();
  const Icone = opcao.icone;
  return (
    <label
      htmlFor={`${id}-item`}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50",
        selecionada && "border-primary bg-accent/60 hover:bg-accent/60",
      )}
    >
      <RadioGroupItem id={`${id}-item`} value={opcao.valor} aria-labelledby={`${id}-rotulo`} aria-describedby={`${id}-descricao`} className="mt-0.5" />
      <span className="grid gap-0.5">
        <span id={`${id}-rotulo`} className="flex items-center gap-1.5 text-sm font-medium">
          <Icone className="size-4 text-muted-foreground" aria-hidden="true" />
          {opcao.rotulo}
        </span>
        <span id={`${id}-descricao`} className="text-xs text-muted-foreground">
          {opcao.descricao}
        </span>
      </span>
    </label>
  );
}
