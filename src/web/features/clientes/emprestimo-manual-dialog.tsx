import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { HandCoins } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { formatarReais } from "../../../domain/money.ts";
import { emprestimoManualSchema, type EmprestimoManualDados, type EmprestimoManualEntrada } from "../../../domain/schemas/manual-loan.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { dataDoDia } from "@/lib/format.ts";
import type { Cliente } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { CamposTermos } from "@/components/campos-termos.tsx";
import { ResumoDosTermos } from "@/components/resumo-termos.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog.tsx";
import { useAppConfig } from "@/features/creditos/api.ts";
import { useCriarEmprestimoManual } from "./api.ts";
import { corpoDoEmprestimoManual, resumoDoEmprestimoManual, valoresIniciais } from "./emprestimo-manual.ts";
import { BotaoOcupado } from "@/components/estados.tsx";
import { LinkSimular } from "@/components/link-simular.tsx";

/** SPEC 2: a loan whose money was already handed over; it starts ativo (DOMAIN.md), mensal or parcelado (issue 27). */
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
        {/* Last, so the dialog still opens with the focus on the form's first field. */}
        <LinkSimular className="justify-self-start" />
      </DialogContent>
    </Dialog>
  );
}

function FormularioEmprestimo({ cliente, aoConcluir }: { cliente: Cliente; aoConcluir: (criado: boolean) => void }) {
  const criar = useCriarEmprestimoManual();
  const form = useForm<EmprestimoManualEntrada, unknown, EmprestimoManualDados>({
    resolver: zodResolver(emprestimoManualSchema),
    defaultValues: valoresIniciais(cliente.id, dataEmSaoPaulo(new Date())),
  });
  const valores = useWatch({ control: form.control }) as EmprestimoManualEntrada;
  const resumo = useMemo(() => resumoDoEmprestimoManual(valores), [valores]);
  const limiteJurosAnual = useAppConfig().data?.limiteJurosAnual ?? null;
  const { isSubmitting } = form.formState;
  const mostrarErrosDoServidor = useErrosDoServidor(form);

  const salvar = form.handleSubmit(async (dados) => {
    try {
      // The schema's output is in centavos and hundredths; the wire takes decimal strings.
      const emprestimo = await criar.mutateAsync(corpoDoEmprestimoManual(dados));
      const vencimento = dataDoDia(emprestimo.dataProximoCiclo);
      toast({
        title: "Empréstimo criado!",
        description: `${formatarReais(dados.valorOriginal)} para ${cliente.nome}.${vencimento ? ` Primeiro vencimento: ${vencimento}.` : ""}`,
      });
      aoConcluir(true);
    } catch (erro) {
      mostrarErrosDoServidor(erro);
      toast({ variant: "destructive", title: "Erro ao criar empréstimo", description: mensagemDoErro(erro, "Ocorreu um erro ao criar o empréstimo.") });
    }
  });

  return (
    <form onSubmit={salvar} noValidate className="grid gap-5">
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <CamposTermos form={form} />
      </fieldset>
      <ResumoDosTermos resumo={resumo} titulo="Resumo do empréstimo" testId="resumo-emprestimo-manual" limiteJurosAnual={limiteJurosAnual} />
      <DialogFooter>
        <Button variant="outline" onClick={() => aoConcluir(false)} disabled={isSubmitting}>
          Cancelar
        </Button>
        <BotaoOcupado type="submit" ocupado={isSubmitting} emAndamento="Criando...">
          Criar Empréstimo
        </BotaoOcupado>
      </DialogFooter>
    </form>
  );
}
