import { useId, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { ativaAoMudar, avisoAtivacao } from "../../../domain/loans/status.ts";
import type { EmprestimoEstado } from "../../../domain/loans/types.ts";
import { formatarDecimalBR } from "../../../domain/money.ts";
import { ROTULOS_STATUS, STATUS_EMPRESTIMO, rotuloStatus, type StatusEmprestimo } from "../../../domain/loans/types.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { cn } from "@/lib/cn.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group.tsx";
import { useAtualizarStatus } from "./api.ts";
import { estadoDoEmprestimo } from "./previa.ts";
import { BotaoOcupado } from "@/components/estados.tsx";
import { api, dados } from "@/lib/api-tipada.ts";

// A loan becomes renegociado only through 'Renegociar' (issue 43); the server refuses it here.
const STATUS_ESCOLHIVEIS = STATUS_EMPRESTIMO.filter((s) => s !== "renegociado");

/**
 * A parcelado loan's first due date if activated today, as the server would write it: the
 * simulator's schedule of the same terms from today, on the lender's collection days (issue 43:
 * the written date, moved off Sundays and holidays, never the unmoved one). Null while unknown.
 */
function usePrimeiroVencimentoNaAtivacao(e: EmprestimoEstado | null, hoje: string, ativando: boolean): string | null {
  const parcelado = e !== null && e.modalidade === "parcelado" && e.quantidadeParcelas !== null;
  const { data } = useQuery({
    queryKey: ["/api/simulacao", "ativacao", e, hoje],
    enabled: ativando && parcelado,
    staleTime: Infinity,
    queryFn: () => {
      const termos = e as EmprestimoEstado;
      const taxa = termos.taxaTotal ? { taxaTotal: formatarDecimalBR(termos.taxaTotal) } : { taxaJuros: formatarDecimalBR(termos.taxaJuros) };
      return dados(
        api.POST("/api/simulacao", {
          body: {
            valorOriginal: formatarDecimalBR(termos.valorOriginal),
            quantidadeParcelas: termos.quantidadeParcelas ?? 1,
            periodicidade: termos.periodicidade ?? "mensal",
            ...taxa,
            taxaAtrasoTipo: termos.taxaAtrasoTipo,
            dataInicio: hoje,
          },
        }),
      );
    },
  });
  return parcelado ? (data?.parcelas[0]?.vencimento ?? null) : null;
}

/**
 * SPEC 4: any of the five statuses; saving without a change just closes. `statusInicial` opens it
 * with another status already chosen: 'Marcar como enviado' opens it on ativo, so the activation
 * notice (the dates restart today) is read before saving.
 */
export function StatusDialog({
  emprestimo,
  aberto,
  aoMudarAberto,
  statusInicial,
}: {
  emprestimo: Emprestimo;
  aberto: boolean;
  aoMudarAberto: (aberto: boolean) => void;
  statusInicial?: StatusEmprestimo;
}) {
  return (
    <Dialog open={aberto} onOpenChange={aoMudarAberto}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Editar Empréstimo</DialogTitle>
          <DialogDescription>Altere o status do empréstimo de {emprestimo.cliente.nome}.</DialogDescription>
        </DialogHeader>
        <FormularioStatus emprestimo={emprestimo} statusInicial={statusInicial ?? emprestimo.status} aoConcluir={() => aoMudarAberto(false)} />
      </DialogContent>
    </Dialog>
  );
}

function FormularioStatus({ emprestimo, statusInicial, aoConcluir }: { emprestimo: Emprestimo; statusInicial: StatusEmprestimo; aoConcluir: () => void }) {
  const [status, setStatus] = useState(statusInicial);
  const atualizar = useAtualizarStatus();
  const estado = useMemo(() => estadoDoEmprestimo(emprestimo), [emprestimo]);
  const idGrupo = useId();
  // Any move out of aguardando_envio restarts the dates (the same rule the server applies).
  const ativando = ativaAoMudar(emprestimo.status, status);
  const hoje = dataEmSaoPaulo(new Date());
  const primeiroVencimento = usePrimeiroVencimentoNaAtivacao(estado, hoje, ativando);

  const salvar = async () => {
    if (status === emprestimo.status) {
      aoConcluir();
      return;
    }
    try {
      await atualizar.mutateAsync({ id: emprestimo.id, status });
    } catch {
      toast({ variant: "destructive", title: "Erro", description: "Não foi possível atualizar o empréstimo." });
      return;
    }
    toast({ title: "Sucesso!", description: `Status alterado para ${rotuloStatus(status)}.` });
    aoConcluir();
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!atualizar.isPending) void salvar();
      }}
      className="grid gap-5"
    >
      <div className="grid gap-2">
        <p id={idGrupo} className="text-sm font-medium">
          Status
        </p>
        <RadioGroup value={status} onValueChange={(valor) => setStatus(valor as StatusEmprestimo)} aria-labelledby={idGrupo} disabled={atualizar.isPending}>
          {STATUS_ESCOLHIVEIS.map((s) => (
            <label
              key={s}
              className={cn(
                "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 transition-colors hover:bg-muted/50",
                s === status && "border-primary bg-accent/60 hover:bg-accent/60",
              )}
            >
              <RadioGroupItem value={s} aria-label={ROTULOS_STATUS[s]} />
              <span className="flex-1 text-sm font-medium">{ROTULOS_STATUS[s]}</span>
            </label>
          ))}
        </RadioGroup>
      </div>
      {ativando && estado ? (
        <p data-testid="aviso-ativacao" className="flex items-start gap-2 rounded-lg border border-primary/30 bg-accent/60 p-3 text-sm text-accent-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {avisoAtivacao(estado, hoje, primeiroVencimento)}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={aoConcluir} disabled={atualizar.isPending}>
          Cancelar
        </Button>
        <BotaoOcupado type="submit" ocupado={atualizar.isPending} emAndamento="Salvando...">
          Salvar
        </BotaoOcupado>
      </DialogFooter>
    </form>
  );
}
