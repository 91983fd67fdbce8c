import { useId, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { Controller, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { somenteDigitos } from "../../domain/cpf.ts";
import type { TipoTaxaAtraso } from "../../domain/loans/types.ts";
import { cn } from "@/lib/cn.ts";
import { CampoTexto } from "@/components/form-field.tsx";
import { SeletorTipoAtraso } from "@/components/seletor-tipo-atraso.tsx";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group.tsx";

/*
 * The fields the client, manual-loan, sign-up-link and public sign-up forms share: each one's
 * label, keyboard, placeholder and input rule written once. Every form keeps its own schema
 * (src/domain/schemas); these only render what the schema reads.
 */

type PropsCampo = Omit<ComponentProps<typeof CampoTexto>, "label"> & { label?: string };

/** Money typed the Brazilian way ("1.000,00"). */
export function CampoDinheiro({ label = "Valor emprestado (R$)", ...props }: PropsCampo) {
  return <CampoTexto label={label} inputMode="decimal" autoComplete="off" placeholder="1.000,00" {...props} />;
}

/** A percentage ("10" or "2,5"). */
export function CampoTaxa({ label = "Taxa de juros (%)", ...props }: PropsCampo) {
  return <CampoTexto label={label} inputMode="decimal" autoComplete="off" placeholder="10" {...props} />;
}

/** A whole number of days, months… */
export function CampoInteiro({ label, ...props }: PropsCampo & { label: string }) {
  return <CampoTexto label={label} inputMode="numeric" autoComplete="off" {...props} />;
}

/**
 * SPEC 2: numbers only, at most 11. No maxLength attribute: the browser would cut a pasted
 * "123.456.789-09" to 11 characters before the digits are kept.
 */
export function CampoCpf({ label = "CPF", onChange, ...props }: PropsCampo) {
  return (
    <CampoTexto
      label={label}
      inputMode="numeric"
      autoComplete="off"
      placeholder="Somente números"
      {...props}
      onChange={(e) => {
        e.target.value = somenteDigitos(e.target.value).slice(0, 11);
        return onChange?.(e);
      }}
    />
  );
}

export function CampoTelefone({ label = "Telefone", ...props }: PropsCampo) {
  return <CampoTexto label={label} type="tel" inputMode="tel" autoComplete="off" maxLength={20} placeholder="(11) 91234-5678" {...props} />;
}

// ── Client fields ───────────────────────────────────────────────────────────────────────────

interface CamposDeCliente {
  nome: string;
  cpf: string;
  telefone: string;
  pix: string;
}

/**
 * Nome, CPF, Telefone and Chave PIX with their messages. `publico`: the borrower's own form on
 * a phone (their own name and phone autofilled, the keyboard's next/done keys); the lender's
 * forms turn autofill off, since the browser would offer the lender's own details.
 */
export function CamposCliente<T extends FieldValues & CamposDeCliente, S>({
  form,
  idPrefixo,
  publico = false,
}: {
  form: UseFormReturn<T, unknown, S>;
  idPrefixo?: string;
  publico?: boolean;
}) {
  const { errors } = form.formState;
  const registrar = (campo: keyof CamposDeCliente) => form.register(campo as Path<T>);
  const id = (campo: string) => (idPrefixo ? `${idPrefixo}-${campo}` : undefined);
  const proximo = publico ? ({ enterKeyHint: "next" } as const) : {};
  return (
    <div className={cn("grid gap-4", !publico && "sm:grid-cols-2")}>
      <CampoTexto
        id={id("nome")}
        label="Nome"
        autoComplete={publico ? "name" : "off"}
        {...(publico ? { autoCapitalize: "words" } : {})}
        {...proximo}
        placeholder="Nome completo"
        erro={errors.nome?.message as string | undefined}
        {...registrar("nome")}
        containerClassName={publico ? undefined : "sm:col-span-2"}
      />
      <CampoCpf id={id("cpf")} {...proximo} erro={errors.cpf?.message as string | undefined} {...registrar("cpf")} />
      <CampoTelefone
        id={id("telefone")}
        {...(publico ? { autoComplete: "tel" } : {})}
        {...proximo}
        erro={errors.telefone?.message as string | undefined}
        {...registrar("telefone")}
      />
      <CampoTexto
        id={id("pix")}
        label="Chave PIX"
        autoComplete="off"
        {...(publico ? { autoCapitalize: "none", autoCorrect: "off", spellCheck: false, enterKeyHint: "done" } : {})}
        placeholder="CPF, e-mail, telefone ou chave aleatória"
        erro={errors.pix?.message as string | undefined}
        {...registrar("pix")}
        containerClassName={publico ? undefined : "sm:col-span-2"}
      />
    </div>
  );
}

// ── Loan terms ──────────────────────────────────────────────────────────────────────────────

interface CamposDeTermos {
  valorOriginal: unknown;
  dataInicio?: unknown;
  prazoDias?: unknown;
  taxaJuros?: unknown;
  taxaAtraso: unknown;
  taxaAtrasoTipo?: TipoTaxaAtraso | undefined;
}

/**
 * The terms of a loan, as the manual-loan dialog and the sign-up-link form ask them: value and
 * start date, the term fields (mensal: days and rate; `prazo` replaces them, e.g. a modality
 * choice and the installment fields), then the late fee and its type.
 */
export function CamposTermos<T extends FieldValues & CamposDeTermos, S>({
  form,
  antesDoPrazo,
  prazo,
}: {
  form: UseFormReturn<T, unknown, S>;
  antesDoPrazo?: ReactNode;
  prazo?: ReactNode;
}) {
  const idTipo = useId();
  const { errors, isSubmitting } = form.formState;
  const nome = (campo: keyof CamposDeTermos) => campo as Path<T>;
  const erro = (campo: keyof CamposDeTermos) => errors[campo]?.message as string | undefined;
  const tipoAtraso = useWatch({ control: form.control, name: nome("taxaAtrasoTipo") }) as TipoTaxaAtraso | undefined;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoDinheiro erro={erro("valorOriginal")} {...form.register(nome("valorOriginal"))} />
        <CampoTexto label="Data de início" type="date" erro={erro("dataInicio")} {...form.register(nome("dataInicio"))} />
      </div>
      {antesDoPrazo}
      {prazo ?? (
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoInteiro key="prazoDias" label="Prazo (dias)" placeholder="30" erro={erro("prazoDias")} {...form.register(nome("prazoDias"))} />
          <CampoTaxa key="taxaJuros" erro={erro("taxaJuros")} {...form.register(nome("taxaJuros"))} />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <CampoTaxa
          label={tipoAtraso === "fixo" ? "Taxa de atraso (R$ por dia)" : "Taxa de atraso (% ao dia)"}
          placeholder={tipoAtraso === "fixo" ? "5,00" : "1"}
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

export interface OpcaoCartao<V extends string> {
  valor: V;
  rotulo: string;
  descricao: string;
  icone: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
}

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

/** A checkbox drawn as a card; `descricao` is read with it, `erro` below it. */
export function CartaoCheckbox({
  rotulo,
  descricao,
  icone: Icone,
  erro,
  descritoPor,
  className,
  ...input
}: Omit<ComponentProps<"input">, "type"> & {
  rotulo: string;
  descricao?: string;
  icone?: OpcaoCartao<string>["icone"];
  erro?: string | undefined;
  /** The id of a text outside the card that explains it. */
  descritoPor?: string;
}) {
  const idGerado = useId();
  const id = input.id ?? idGerado;
  const descritores = [descritoPor, descricao ? `${id}-descricao` : null, erro ? `${id}-erro` : null].filter(Boolean).join(" ");
  return (
    <div className={cn("grid gap-2", className)}>
      <label
        htmlFor={id}
        className={cn(
          "flex cursor-pointer gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50 has-checked:border-primary has-checked:bg-accent/60",
          descricao ? "items-start" : "items-center",
        )}
      >
        <input
          {...input}
          id={id}
          type="checkbox"
          className={cn("shrink-0 cursor-pointer accent-primary", descricao ? "mt-0.5 size-4" : "size-5")}
          aria-invalid={erro ? true : undefined}
          aria-describedby={descritores || undefined}
        />
        {descricao ? (
          <span className="grid gap-0.5">
            <span className="flex items-center gap-1.5 text-sm font-medium">
              {Icone ? <Icone className="size-4 text-muted-foreground" aria-hidden="true" /> : null}
              {rotulo}
            </span>
            <span id={`${id}-descricao`} className="text-xs text-muted-foreground">
              {descricao}
            </span>
          </span>
        ) : (
          <span className="text-sm font-medium">{rotulo}</span>
        )}
      </label>
      {erro ? (
        <p id={`${id}-erro`} className="text-sm text-destructive">
          {erro}
        </p>
      ) : null}
    </div>
  );
}
