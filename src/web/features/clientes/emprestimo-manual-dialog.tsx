import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { HandCoins, LoaderCircle } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { centavosParaDecimal, formatarReais, taxaParaDecimal } from "../../../domain/money.ts";
import { emprestimoManualSchema, type EmprestimoManualDados, type EmprestimoManualEntrada } from "../../../domain/schemas/manual-loan.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { errosDeCampo } from "@/lib/erros-de-campo.ts";
import { dataDoDia } from "@/lib/format.ts";
import type { Cliente } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { CampoTexto } from "@/components/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog.tsx";
import { SeletorTipoAtraso } from "@/components/seletor-tipo-atraso.tsx";
import { useCriarEmprestimoManual } from "./api.ts";

/** SPEC 2: a loan whose money was already handed over; it starts ativo (DOMAIN.md). */
export function EmprestimoManualDialog({ cliente, aoCriar }: { cliente: Cliente; aoCriar?: () => void }) {
  const [aberto, setAberto] = useState(false);
  return (
    <Dialog open={aberto} onOpenChange={setAberto}>
      <DialogTrigger asChild>
        <Button>
          <HandCoins aria-hidden="true" />
          Novo Empréstimo Manual
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Novo Empréstimo Manual</DialogTitle>
          <DialogDescription>Registre um empréstimo já entregue a {cliente.nome}. Ele começa ativo.</DialogDescription>
        </DialogHeader>
        <FormularioEmprestimo
          cliente={cliente}
          aoConcluir={(criado) => {
            setAberto(false);
            if (criado) aoCriar?.();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

const CAMPOS = ["valorOriginal", "prazoDias", "taxaJuros", "taxaAtraso", "taxaAtrasoTipo", "dataInicio"] as const;

function FormularioEmprestimo({ cliente, aoConcluir }: { cliente: Cliente; aoConcluir: (criado: boolean) => void }) {
  const criar = useCriarEmprestimoManual();
  const idTipo = useId();
  const form = useForm<EmprestimoManualEntrada, unknown, EmprestimoManualDados>({
    resolver: zodResolver(emprestimoManualSchema),
    defaultValues: {
      clienteId: cliente.id,
      valorOriginal: "",
      prazoDias: "",
      taxaJuros: "",
      taxaAtraso: "",
      taxaAtrasoTipo: "percentual",
      dataInicio: dataEmSaoPaulo(new Date()),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const tipoAtraso = useWatch({ control: form.control, name: "taxaAtrasoTipo" });

  const salvar = form.handleSubmit(async (dados) => {
    try {
      // The schema's output is in centavos and hundredths; the wire takes decimal strings.
      const emprestimo = await criar.mutateAsync({
        clienteId: cliente.id,
        valorOriginal: centavosParaDecimal(dados.valorOriginal),
        prazoDias: dados.prazoDias,
        taxaJuros: taxaParaDecimal(dados.taxaJuros),
        taxaAtraso: centavosParaDecimal(dados.taxaAtraso),
        taxaAtrasoTipo: dados.taxaAtrasoTipo,
        ...(dados.dataInicio ? { dataInicio: dados.dataInicio } : {}),
      });
      const vencimento = dataDoDia(emprestimo.dataProximoCiclo);
      toast({
        title: "Empréstimo criado!",
        description: `${formatarReais(dados.valorOriginal)} para ${cliente.nome}.${vencimento ? ` Primeiro vencimento: ${vencimento}.` : ""}`,
      });
      aoConcluir(true);
    } catch (erro) {
      const campos = errosDeCampo(erro);
      for (const campo of CAMPOS) {
        const mensagem = campos[campo];
        if (mensagem) form.setError(campo, { type: "server", message: mensagem });
      }
      toast({ variant: "destructive", title: "Erro ao criar empréstimo", description: mensagemDoErro(erro, "Ocorreu um erro ao criar o empréstimo.") });
    }
  });

  return (
    <form onSubmit={salvar} noValidate className="grid gap-5">
      <fieldset disabled={isSubmitting} className="grid gap-4 sm:grid-cols-2">
        <CampoTexto
          label="Valor emprestado (R$)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="1.000,00"
          erro={errors.valorOriginal?.message}
          {...form.register("valorOriginal")}
        />
        <CampoTexto
          label="Prazo (dias)"
          inputMode="numeric"
          autoComplete="off"
          placeholder="30"
          erro={errors.prazoDias?.message}
          {...form.register("prazoDias")}
        />
        <CampoTexto
          label="Taxa de juros (%)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="10"
          erro={errors.taxaJuros?.message}
          {...form.register("taxaJuros")}
        />
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
            <SeletorTipoAtraso
              id={idTipo}
              valor={field.value ?? "percentual"}
              aoMudar={field.onChange}
              desabilitado={isSubmitting}
              erro={errors.taxaAtrasoTipo?.message}
            />
          )}
        />
        <CampoTexto label="Data de início" type="date" erro={errors.dataInicio?.message} {...form.register("dataInicio")} />
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={() => aoConcluir(false)} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {isSubmitting ? "Criando..." : "Criar Empréstimo"}
        </Button>
      </DialogFooter>
    </form>
  );
}
