import { useId, type ComponentProps, type ComponentType } from "react";
// Types only: the borrower's public form uses CamposClienteBase without react-hook-form (issue 11).
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { somenteDigitos } from "../../domain/cpf.ts";
import { cn } from "@/lib/cn.ts";
import { CampoTexto } from "@/components/form-field.tsx";

/*
 * The fields the client, manual-loan, sign-up-link and public sign-up forms share: each one's
 * label, keyboard, placeholder and input rule written once. Every form keeps its own schema
 * (src/domain/schemas); these only render what the schema reads.
 */

type PropsCampo = Omit<ComponentProps<typeof CampoTexto>, "label"> & { label?: string };

/** Money typed the Brazilian way ("1.000,00"). */
export function CampoDinheiro({ label = "Valor emprestado (R$)", ...props }: PropsCampo) {
  return <CampoTexto label={label} inputMode="decimal" autoComplete="off" placeholder="Ex.: 1.000,00" {...props} />;
}

/** A percentage ("10" or "2,5"). */
export function CampoTaxa({ label = "Taxa de juros (%)", ...props }: PropsCampo) {
  return <CampoTexto label={label} inputMode="decimal" autoComplete="off" placeholder="Ex.: 10" {...props} />;
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
  return <CampoTexto label={label} type="tel" inputMode="tel" autoComplete="off" maxLength={20} placeholder="Ex.: (11) 91234-5678" {...props} />;
}

// ── Client fields ───────────────────────────────────────────────────────────────────────────

interface CamposDeCliente {
  nome: string;
  cpf: string;
  telefone: string;
  pix: string;
}

/** What one client field takes from its form: react-hook-form's register, or a value and onChange. */
type LigacaoDoCampo = Pick<ComponentProps<"input">, "name" | "value" | "checked" | "onChange" | "onBlur" | "ref" | "disabled">;

/**
 * Nome, CPF, Telefone and Chave PIX with their messages. `publico`: the borrower's own form on
 * a phone (their own name and phone autofilled, the keyboard's next/done keys); the lender's
 * forms turn autofill off, since the browser would offer the lender's own details.
 */
export function CamposCliente<T extends FieldValues & CamposDeCliente, S>({
  form,
  ...props
}: {
  form: UseFormReturn<T, unknown, S>;
  idPrefixo?: string;
  publico?: boolean;
}) {
  const { errors } = form.formState;
  const mensagem = (campo: keyof CamposDeCliente) => errors[campo]?.message as string | undefined;
  return (
    <CamposClienteBase
      ligar={(campo) => form.register(campo as Path<T>)}
      erros={{ nome: mensagem("nome"), cpf: mensagem("cpf"), telefone: mensagem("telefone"), pix: mensagem("pix") }}
      {...props}
    />
  );
}

/**
 * CamposCliente without a form library: `ligar` gives each field's value and onChange (or
 * register), `erros` each field's message. The labels, keyboards and rules are the same ones.
 */
export function CamposClienteBase({
  ligar,
  erros,
  idPrefixo,
  publico = false,
}: {
  ligar: (campo: keyof CamposDeCliente) => LigacaoDoCampo;
  erros: Partial<Record<keyof CamposDeCliente, string | undefined>>;
  idPrefixo?: string | undefined;
  publico?: boolean | undefined;
}) {
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
        erro={erros.nome}
        {...ligar("nome")}
        containerClassName={publico ? undefined : "sm:col-span-2"}
      />
      <CampoCpf id={id("cpf")} {...proximo} erro={erros.cpf} {...ligar("cpf")} />
      <CampoTelefone id={id("telefone")} {...(publico ? { autoComplete: "tel" } : {})} {...proximo} erro={erros.telefone} {...ligar("telefone")} />
      <CampoTexto
        id={id("pix")}
        label="Chave PIX"
        autoComplete="off"
        {...(publico ? { autoCapitalize: "none", autoCorrect: "off", spellCheck: false, enterKeyHint: "done" } : {})}
        placeholder="CPF, e-mail, telefone ou chave aleatória"
        erro={erros.pix}
        {...ligar("pix")}
        containerClassName={publico ? undefined : "sm:col-span-2"}
      />
    </div>
  );
}

/** One choice of CartoesDeOpcao (campos-termos.tsx) or a CartaoCheckbox. */
export interface OpcaoCartao<V extends string> {
  valor: V;
  rotulo: string;
  descricao: string;
  icone: ComponentType<{ className?: string; "aria-hidden"?: boolean | "true" }>;
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
