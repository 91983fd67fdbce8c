import { useId, useState } from "react";
import { Controller, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { CalendarDays, CalendarRange } from "lucide-react";
import { ROTULOS_MODALIDADE, type Modalidade, type TipoTaxaAtraso } from "../../domain/loans/types.ts";
import { PERIODICIDADES, ROTULOS_PERIODICIDADE, type Periodicidade } from "../../domain/loans/cronograma.ts";
import { parseTaxa } from "../../domain/money.ts";
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
  valorOriginal?: unknown;
  dataInicio?: unknown;
  modalidade?: Modalidade | undefined;
  prazoDias?: unknown;
  taxaJuros?: unknown;
  quantidadeMeses?: unknown;
  taxaJurosMes?: unknown;
  periodicidade?: Periodicidade | undefined;
  taxaTotal?: unknown;
  multaAtraso?: unknown;
  taxaAtraso: unknown;
  taxaAtrasoTipo?: TipoTaxaAtraso | undefined;
}

/** Issue 43: the per-period rate's label for each periodicity. */
const UNIDADE_DA_TAXA: Record<Periodicidade, string> = {
  diaria: "ao dia",
  semanal: "por semana",
  quinzenal: "por quinzena",
  mensal: "ao mês",
};

/** The CDC's cap on a consumer-credit penalty (hundredths of a percent): above it the form warns, never blocks. */
const MULTA_CDC = 200;
export const AVISO_MULTA_CDC = "Multa acima de 2%: o Código de Defesa do Consumidor (art. 52, § 1º) limita a multa a 2% no crédito ao consumidor.";

const OPCOES_MODALIDADE: readonly OpcaoCartao<Modalidade>[] = [
  { valor: "mensal", rotulo: ROTULOS_MODALIDADE.mensal, descricao: "Juros a cada período de dias sobre o valor emprestado.", icone: CalendarDays },
  { valor: "parcelado", rotulo: ROTULOS_MODALIDADE.parcelado, descricao: "Parcelas mensais fixas, com juros ao mês.", icone: CalendarRange },
];

/**
 * The terms of a loan, as the manual-loan dialog and the sign-up-link form ask them: value and
 * start date, the modality (mensal or parcelado, issue 27), its term fields (mensal: days and
 * rate; parcelado: months and monthly rate), then the late fee and its type.
 */
export function CamposTermos<T extends FieldValues & CamposDeTermos, S>({
  form,
  semValor = false,
}: {
  form: UseFormReturn<T, unknown, S>;
  /** A renegotiation: the amount is the old loan's debt, computed, not typed. */
  semValor?: boolean;
}) {
  const idTipo = useId();
  const { errors, isSubmitting } = form.formState;
  const nome = (campo: keyof CamposDeTermos) => campo as Path<T>;
  const erro = (campo: keyof CamposDeTermos) => errors[campo]?.message as string | undefined;
  const tipoAtraso = useWatch({ control: form.control, name: nome("taxaAtrasoTipo") }) as TipoTaxaAtraso | undefined;
  const modalidade = useWatch({ control: form.control, name: nome("modalidade") }) as Modalidade | undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {semValor ? null : <CampoDinheiro erro={erro("valorOriginal")} {...form.register(nome("valorOriginal"))} />}
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
        <CamposParcelado form={form} />
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
      <CampoMulta form={form} />
    </>
  );
}

/**
 * Parcelado (issue 43): how often installments fall due, how many, and the rate either per period
 * (taxaJurosMes, whatever the period) or for the whole loan (taxaTotal). Mensal with the rate per
 * period is exactly the form before issue 43. Switching the rate's form empties the other field,
 * so that only one rate is ever sent (the server refuses both).
 */
function CamposParcelado<T extends FieldValues & CamposDeTermos, S>({ form }: { form: UseFormReturn<T, unknown, S> }) {
  const idPeriodicidade = useId();
  const { errors } = form.formState;
  const nome = (campo: keyof CamposDeTermos) => campo as Path<T>;
  const erro = (campo: keyof CamposDeTermos) => errors[campo]?.message as string | undefined;
  const periodicidade = (useWatch({ control: form.control, name: nome("periodicidade") }) as Periodicidade | undefined) ?? "mensal";
  const [noTotal, setNoTotal] = useState(() => String(form.getValues(nome("taxaTotal")) ?? "").trim() !== "");
  const escolherForma = (total: boolean) => {
    if (total === noTotal) return;
    form.setValue(nome(total ? "taxaJurosMes" : "taxaTotal"), "" as PathValue<T, Path<T>>);
    form.clearErrors([nome("taxaJurosMes"), nome("taxaTotal")]);
    setNoTotal(total);
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <label htmlFor={idPeriodicidade} className="text-sm font-medium">
            Periodicidade
          </label>
          <select
            id={idPeriodicidade}
            className="h-11 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-9"
            {...form.register(nome("periodicidade"))}
          >
            {PERIODICIDADES.map((p) => (
              <option key={p} value={p}>
                {ROTULOS_PERIODICIDADE[p]}
              </option>
            ))}
          </select>
          {erro("periodicidade") ? <p className="text-sm text-destructive">{erro("periodicidade")}</p> : null}
        </div>
        <CampoInteiro
          key="quantidadeMeses"
          label={periodicidade === "mensal" ? "Quantidade de meses" : "Quantidade de parcelas"}
          placeholder="Ex.: 3"
          erro={erro("quantidadeMeses")}
          {...form.register(nome("quantidadeMeses"))}
        />
      </div>
      <div className="grid gap-2">
        <div role="radiogroup" aria-label="Forma da taxa" className="flex gap-2 text-sm">
          {([false, true] as const).map((total) => (
            <button
              key={String(total)}
              type="button"
              role="radio"
              aria-checked={noTotal === total}
              onClick={() => escolherForma(total)}
              className={cn("rounded-md border px-3 py-1.5", noTotal === total ? "border-primary bg-accent/60 font-medium" : "hover:bg-muted/50")}
            >
              {total ? "Taxa no total" : "Taxa por período"}
            </button>
          ))}
        </div>
        {noTotal ? (
          <CampoTaxa key="taxaTotal" label="Taxa total do empréstimo (%)" erro={erro("taxaTotal")} {...form.register(nome("taxaTotal"))} />
        ) : (
          <CampoTaxa
            key="taxaJurosMes"
            // Monthly keeps the form's own label from before periods existed.
            label={periodicidade === "mensal" ? "Taxa de juros ao mês (%)" : `Taxa de juros (% ${UNIDADE_DA_TAXA[periodicidade]})`}
            erro={erro("taxaJurosMes")}
            {...form.register(nome("taxaJurosMes"))}
          />
        )}
      </div>
    </div>
  );
}

/** Issue 43: the penalty, optional, 0 to 20 % (the server's range); above the CDC's 2 % a warning only. */
function CampoMulta<T extends FieldValues & CamposDeTermos, S>({ form }: { form: UseFormReturn<T, unknown, S> }) {
  const nome = (campo: keyof CamposDeTermos) => campo as Path<T>;
  const erro = form.formState.errors.multaAtraso?.message as string | undefined;
  const texto = useWatch({ control: form.control, name: nome("multaAtraso") }) as unknown;
  const multa = typeof texto === "string" && texto.trim() !== "" ? parseTaxa(texto) : null;
  return (
    <div className="grid gap-2">
      <CampoTaxa label="Multa por atraso (%)" placeholder="Opcional" erro={erro} {...form.register(nome("multaAtraso"))} />
      {multa !== null && multa > MULTA_CDC && !erro ? (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
          {AVISO_MULTA_CDC}
        </p>
      ) : null}
    </div>
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
