import { useId, useMemo, useRef, useState, type FormEvent } from "react";
import { CircleAlert, LoaderCircle } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { MENSAGENS_ERRO_EMPRESTIMO } from "../../../domain/loans/errors.ts";
import { tiposPagamentoPermitidos } from "../../../domain/loans/payment.ts";
import { rotuloTipoPagamento, type EmprestimoEstado, type TipoPagamento } from "../../../domain/loans/types.ts";
import { centavosParaDecimal, decimalParaCentavos, formatarDecimalBR, formatarReais, type Centavos } from "../../../domain/money.ts";
import { MENSAGENS_PAGAMENTO, pagamentoSchema } from "../../../domain/schemas/payment.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { dataDoDia, reaisDoDecimal } from "@/lib/format.ts";
import type { Emprestimo, RespostaPagamento } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { novoUuid } from "@/lib/uuid.ts";
import { cn } from "@/lib/cn.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useRegistrarPagamento, type PagamentoCorpo } from "./api.ts";
import { calcularPrevia, estadoDoEmprestimo } from "./previa.ts";

const DESCRICAO_TIPO: Record<TipoPagamento, string> = {
  juros_apenas: "Paga os juros e renova o ciclo",
  parcial: "Juros mais parte do principal",
  total: "Quita o empréstimo",
  parcela: "Paga a parcela do mês",
};

export function PagamentoDialog({ emprestimo, aberto, aoMudarAberto }: { emprestimo: Emprestimo; aberto: boolean; aoMudarAberto: (aberto: boolean) => void }) {
  return (
    <Dialog open={aberto} onOpenChange={aoMudarAberto}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Registrar Pagamento</DialogTitle>
          <DialogDescription>
            {emprestimo.cliente.nome} · Saldo restante {reaisDoDecimal(emprestimo.valorRestante)}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening starts a new submission (and a new Idempotency-Key). */}
        <FormularioPagamento emprestimo={emprestimo} aoConcluir={() => aoMudarAberto(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FormularioPagamento({ emprestimo, aoConcluir }: { emprestimo: Emprestimo; aoConcluir: () => void }) {
  const estado = useMemo(() => estadoDoEmprestimo(emprestimo), [emprestimo]);
  if (!estado) {
    return (
      <div className="grid gap-4">
        <p className="text-sm text-destructive">Não é possível registrar pagamentos para um empréstimo com status “{emprestimo.status}”.</p>
        <DialogFooter>
          <Button variant="outline" onClick={aoConcluir}>
            Fechar
          </Button>
        </DialogFooter>
      </div>
    );
  }
  return <FormularioComEstado emprestimo={emprestimo} estado={estado} aoConcluir={aoConcluir} />;
}

function FormularioComEstado({ emprestimo, estado, aoConcluir }: { emprestimo: Emprestimo; estado: EmprestimoEstado; aoConcluir: () => void }) {
  const tipos = tiposPagamentoPermitidos(estado.modalidade);
  const [tipo, setTipo] = useState<TipoPagamento>(tipos[0] ?? "total");
  const [principal, setPrincipal] = useState("");
  const [observacao, setObservacao] = useState("");
  const registrar = useRegistrarPagamento();
  // The key of the last submission and the body it carried: resending the same body (after a
  // lost answer) reuses the key, so the server charges once; a changed body is a new payment.
  const tentativa = useRef<{ corpo: string; chave: string } | null>(null);
  const enviando = useRef(false);
  const idTipo = useId();
  const idPrincipal = useId();
  const idMaximo = useId();
  const idObservacao = useId();

  const hoje = dataEmSaoPaulo(new Date());
  const previa = calcularPrevia(estado, tipo, principal, hoje);
  const maximo = formatarReais(estado.valorRestante);

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (enviando.current) return;

    // The shared schema decides what a valid partial value is (a number above 0, SPEC 5).
    const validacao = pagamentoSchema.safeParse({
      emprestimoId: emprestimo.id,
      tipoPagamento: tipo,
      valorPrincipal: tipo === "parcial" ? principal : undefined,
      observacao,
    });
    const problemas = validacao.success ? [] : validacao.error.issues;
    if (problemas.some((p) => p.path[0] === "valorPrincipal")) {
      toast({ variant: "destructive", title: "Valor inválido", description: MENSAGENS_PAGAMENTO.valorParcial });
      return;
    }
    const problemaObservacao = problemas.find((p) => p.path[0] === "observacao");
    if (problemaObservacao) {
      toast({ variant: "destructive", title: "Erro ao processar pagamento", description: problemaObservacao.message });
      return;
    }
    let valorPrincipal: Centavos | undefined;
    if (tipo === "parcial") {
      valorPrincipal = validacao.success ? validacao.data.valorPrincipal : undefined;
      if (valorPrincipal === undefined || valorPrincipal > estado.valorRestante) {
        toast({ variant: "destructive", title: "Valor inválido", description: MENSAGENS_ERRO_EMPRESTIMO.valor_principal_invalido });
        return;
      }
    }
    if (!previa.ok) {
      toast({ variant: "destructive", title: "Erro ao processar pagamento", description: previa.erro });
      return;
    }

    const textoObservacao = observacao.trim();
    const corpo: PagamentoCorpo = {
      emprestimoId: emprestimo.id,
      tipoPagamento: tipo,
      ...(valorPrincipal !== undefined ? { valorPrincipal: centavosParaDecimal(valorPrincipal) } : {}),
      ...(textoObservacao ? { observacao: textoObservacao } : {}),
    };
    const corpoJson = JSON.stringify(corpo);
    const chave = tentativa.current?.corpo === corpoJson ? tentativa.current.chave : novoUuid();
    tentativa.current = { corpo: corpoJson, chave };

    enviando.current = true;
    try {
      const resposta = await registrar.mutateAsync({ corpo, chave });
      tentativa.current = null;
      toast({ title: "Pagamento registrado!", description: <DescricaoSucesso resposta={resposta} /> });
      aoConcluir();
    } catch (erro) {
      toast({
        variant: "destructive",
        title: "Erro ao processar pagamento",
        description: mensagemDoErro(erro, "Não foi possível registrar o pagamento."),
      });
    } finally {
      enviando.current = false;
    }
  };

  const pendente = registrar.isPending;
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="grid gap-5">
      <fieldset disabled={pendente} className="grid gap-5">
        <div className="grid gap-2">
          <p id={idTipo} className="text-sm font-medium">
            Tipo de pagamento
          </p>
          <RadioGroup
            value={tipo}
            onValueChange={(v) => setTipo(v as TipoPagamento)}
            aria-labelledby={idTipo}
            className={cn("grid gap-2", tipos.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}
          >
            {tipos.map((t) => (
              <OpcaoTipo key={t} tipo={t} selecionado={t === tipo} />
            ))}
          </RadioGroup>
        </div>

        {tipo === "parcial" ? (
          <div className="grid gap-2">
            <Label htmlFor={idPrincipal}>Valor do principal</Label>
            <div className="relative">
              <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">R$</span>
              <Input
                id={idPrincipal}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0,00"
                className="pl-10"
                value={principal}
                onChange={(e) => setPrincipal(e.target.value)}
                aria-describedby={idMaximo}
                aria-invalid={previa.ok && previa.linhas.aviso ? true : undefined}
              />
            </div>
            <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
              <span id={idMaximo} data-testid="maximo-principal">
                Máximo: {maximo}
              </span>
              <button type="button" className="font-medium text-primary underline-offset-4 hover:underline" onClick={() => setPrincipal(formatarDecimalBR(estado.valorRestante))}>
                Usar o máximo
              </button>
            </p>
          </div>
        ) : null}

        <Previa resultado={previa} modalidade={estado.modalidade} />

        <div className="grid gap-2">
          <Label htmlFor={idObservacao}>Observação (opcional)</Label>
          <Textarea id={idObservacao} maxLength={500} rows={2} placeholder="Ex.: pago em dinheiro" value={observacao} onChange={(e) => setObservacao(e.target.value)} />
        </div>
      </fieldset>

      <DialogFooter>
        <Button variant="outline" onClick={aoConcluir} disabled={pendente}>
          Cancelar
        </Button>
        <Button type="submit" disabled={pendente || !previa.ok}>
          {pendente ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {pendente ? "Registrando..." : "Confirmar Pagamento"}
        </Button>
      </DialogFooter>
    </form>
  );
}

function OpcaoTipo({ tipo, selecionado }: { tipo: TipoPagamento; selecionado: boolean }) {
  const id = useId();
  return (
    <label
      htmlFor={`${id}-item`}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-muted/50",
        selecionado && "border-primary bg-accent/60 hover:bg-accent/60",
      )}
    >
      <RadioGroupItem id={`${id}-item`} value={tipo} aria-labelledby={`${id}-rotulo`} aria-describedby={`${id}-descricao`} className="mt-0.5" />
      <span className="grid gap-0.5">
        <span id={`${id}-rotulo`} className="text-sm font-medium">
          {rotuloTipoPagamento(tipo)}
        </span>
        <span id={`${id}-descricao`} className="text-xs text-muted-foreground">
          {DESCRICAO_TIPO[tipo]}
        </span>
      </span>
    </label>
  );
}

function Previa({ resultado, modalidade }: { resultado: ReturnType<typeof calcularPrevia>; modalidade: string }) {
  if (!resultado.ok) {
    return (
      <p role="alert" className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {resultado.erro}
      </p>
    );
  }
  const { jurosCiclo, jurosAtraso, principal, total, aviso } = resultado.linhas;
  return (
    <div className="grid gap-2">
      <dl data-testid="previa-pagamento" className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
        <LinhaPrevia rotulo={modalidade === "parcelado" ? "Juros" : "Juros do ciclo"} valor={formatarReais(jurosCiclo)} testId="previa-juros" />
        {jurosAtraso > 0 ? <LinhaPrevia rotulo="Juros de atraso" valor={formatarReais(jurosAtraso)} testId="previa-juros-atraso" destrutivo /> : null}
        <LinhaPrevia rotulo="Principal" valor={principal === null ? "—" : formatarReais(principal)} testId="previa-principal" />
        <Separator className="my-1" />
        <LinhaPrevia rotulo="Total a pagar" valor={total === null ? "—" : formatarReais(total)} testId="previa-total" forte />
      </dl>
      {aviso ? <p className="text-sm text-destructive">{aviso}</p> : null}
    </div>
  );
}

function LinhaPrevia({ rotulo, valor, testId, forte = false, destrutivo = false }: { rotulo: string; valor: string; testId: string; forte?: boolean; destrutivo?: boolean }) {
  return (
    <div className={cn("flex items-center justify-between gap-4", forte && "text-base font-semibold", destrutivo && "text-destructive")}>
      <dt>{rotulo}</dt>
      <dd data-testid={testId} className="tabular-nums">
        {valor}
      </dd>
    </div>
  );
}

function DescricaoSucesso({ resposta }: { resposta: RespostaPagamento }) {
  const { valorTotalPago, status, novaDataProximoCiclo } = resposta.pagamento;
  let valor: string;
  try {
    valor = formatarReais(decimalParaCentavos(valorTotalPago));
  } catch {
    valor = valorTotalPago;
  }
  const vencimento = dataDoDia(novaDataProximoCiclo);
  return (
    <>
      <span className="block">Valor: {valor}</span>
      {status === "finalizado" ? (
        <span className="block">Empréstimo quitado!</span>
      ) : vencimento ? (
        <span className="block">Próximo vencimento: {vencimento}</span>
      ) : null}
    </>
  );
}
