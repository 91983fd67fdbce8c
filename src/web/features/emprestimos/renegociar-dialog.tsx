import { useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { formatarReais } from "../../../domain/money.ts";
import { renegociacaoSchema, type RenegociacaoDados, type RenegociacaoEntrada } from "../../../domain/schemas/renegociacao.ts";
import type { RenegociacaoApi } from "../../../domain/api/renegociacao.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { reaisDoDecimal } from "@/lib/format.ts";
import { api, dados } from "@/lib/api-tipada.ts";
import { invalidarDadosDoCredor, type Emprestimo } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { AceiteDoContrato } from "@/components/aceite-do-contrato.tsx";
import { CamposTermos } from "@/components/campos-termos.tsx";
import { CampoDinheiro } from "@/components/campos.tsx";
import { BotaoOcupado } from "@/components/estados.tsx";
import { CampoTexto } from "@/components/form-field.tsx";
import { ResumoDosTermos } from "@/components/resumo-termos.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useAppConfig } from "@/features/creditos/api.ts";
import { contaDaRenegociacao, corpoDaRenegociacao, dividaEmCentavos, resumoDaRenegociacao, valoresIniciaisDaRenegociacao } from "./renegociacao.ts";

/*
 * Issue 43, point 5: 'Renegociar' on an open loan. The sheet shows what is owed today (the
 * server's figures, part by part), takes an optional forgiveness with its reason and the new
 * loan's terms with their summary, and on 'Renegociar' the server closes the old loan and makes
 * the new one in one transaction. Then it offers the new contract's 'Pedir aceite'.
 */
export function RenegociarDialog({
  emprestimo: e,
  aberto,
  aoMudarAberto,
}: {
  emprestimo: Emprestimo;
  aberto: boolean;
  aoMudarAberto: (aberto: boolean) => void;
}) {
  const [feito, setFeito] = useState<RenegociacaoApi | null>(null);
  const mudar = (a: boolean) => {
    if (!a) setFeito(null);
    aoMudarAberto(a);
  };
  return (
    <Dialog open={aberto} onOpenChange={mudar}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Renegociar empréstimo</DialogTitle>
          <DialogDescription>
            O que {e.cliente.nome} deve hoje vira o valor de um novo empréstimo, com novos termos. O empréstimo atual fica como Renegociado.
          </DialogDescription>
        </DialogHeader>
        {feito ? (
          <Concluido renegociacao={feito} aoFechar={() => mudar(false)} />
        ) : aberto ? (
          <Formulario emprestimo={e} aoConcluir={setFeito} aoCancelar={() => mudar(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({ emprestimo: e, aoConcluir, aoCancelar }: { emprestimo: Emprestimo; aoConcluir: (r: RenegociacaoApi) => void; aoCancelar: () => void }) {
  const queryClient = useQueryClient();
  // What is owed is read when the sheet opens: late interest grows by the day.
  const divida = useQuery({
    queryKey: ["renegociacao", e.id],
    queryFn: () => dados(api.GET("/api/emprestimos/{id}/renegociacao", { params: { path: { id: e.id } } })),
    staleTime: 0,
    gcTime: 0,
  });
  const form = useForm<RenegociacaoEntrada, unknown, RenegociacaoDados>({
    resolver: zodResolver(renegociacaoSchema),
    defaultValues: valoresIniciaisDaRenegociacao(dataEmSaoPaulo(new Date())),
  });
  const valores = useWatch({ control: form.control }) as RenegociacaoEntrada;
  const conta = useMemo(() => (divida.data ? contaDaRenegociacao(dividaEmCentavos(divida.data), valores.perdao) : null), [divida.data, valores.perdao]);
  const novoPrincipal = conta && "conta" in conta ? conta.conta.novoPrincipal : null;
  const resumo = useMemo(() => resumoDaRenegociacao(valores, novoPrincipal), [valores, novoPrincipal]);
  const limiteJurosAnual = useAppConfig().data?.limiteJurosAnual ?? null;
  const mostrarErrosDoServidor = useErrosDoServidor(form);
  const renegociar = useMutation({
    mutationFn: (corpo: ReturnType<typeof corpoDaRenegociacao>) =>
      dados(api.POST("/api/emprestimos/{id}/renegociacao", { params: { path: { id: e.id } }, body: corpo })),
    onSuccess: () => void invalidarDadosDoCredor(queryClient),
  });
  const { isSubmitting, errors } = form.formState;

  const salvar = form.handleSubmit(async (d) => {
    try {
      const r = await renegociar.mutateAsync(corpoDaRenegociacao(d));
      toast({ title: "Empréstimo renegociado!", description: `Novo empréstimo de ${formatarReais(novoPrincipal ?? 0)} para ${e.cliente.nome}.` });
      aoConcluir(r);
    } catch (erro) {
      mostrarErrosDoServidor(erro);
      toast({ variant: "destructive", title: "Erro ao renegociar", description: mensagemDoErro(erro, "Ocorreu um erro ao renegociar o empréstimo.") });
    }
  });

  if (divida.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner /> Calculando o que é devido hoje...
      </p>
    );
  }
  if (divida.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {mensagemDoErro(divida.error, "Não foi possível calcular o que é devido hoje.")}
      </p>
    );
  }
  const d = divida.data;
  const perdoando = novoPrincipal !== null && conta && "conta" in conta && conta.conta.perdao > 0;
  return (
    <form onSubmit={salvar} noValidate className="grid gap-5">
      <section aria-labelledby="devido-hoje" data-testid="renegociacao-devido" className="grid gap-1 rounded-xl border bg-muted/60 p-4 text-sm">
        <h3 id="devido-hoje" className="font-semibold">
          Devido hoje
        </h3>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums">
          <Linha rotulo="Principal" valor={d.principal} />
          <Linha rotulo="Juros vencidos" valor={d.juros} />
          <Linha rotulo="Juros de atraso" valor={d.jurosAtraso} />
          <Linha rotulo="Multa" valor={d.multa} />
          <Linha rotulo="Total devido" valor={d.total} forte />
        </dl>
      </section>
      <fieldset disabled={isSubmitting} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <CampoDinheiro label="Valor perdoado (R$, opcional)" placeholder="Ex.: 50,00" erro={errors.perdao?.message} {...form.register("perdao")} />
          {perdoando ? (
            <CampoTexto label="Motivo do perdão" placeholder="Ex.: acordo para quitar" erro={errors.motivoPerdao?.message} {...form.register("motivoPerdao")} />
          ) : null}
        </div>
        <p data-testid="renegociacao-novo-principal" aria-live="polite" className="text-sm">
          {conta && "erro" in conta ? (
            <span className="text-destructive">{conta.erro}</span>
          ) : novoPrincipal !== null ? (
            <>
              Valor do novo empréstimo: <strong className="tabular-nums">{formatarReais(novoPrincipal)}</strong>
              {conta && "conta" in conta && conta.conta.jurosRenegociados > 0 ? (
                <span className="text-muted-foreground"> (inclui {formatarReais(conta.conta.jurosRenegociados)} de juros renegociados)</span>
              ) : null}
            </>
          ) : null}
        </p>
        <CamposTermos form={form} semValor />
      </fieldset>
      <ResumoDosTermos resumo={resumo} titulo="Simulação do novo empréstimo" testId="resumo-renegociacao" limiteJurosAnual={limiteJurosAnual} />
      <DialogFooter>
        <Button variant="outline" onClick={aoCancelar} disabled={isSubmitting}>
          Cancelar
        </Button>
        <BotaoOcupado type="submit" ocupado={isSubmitting} emAndamento="Renegociando...">
          Renegociar
        </BotaoOcupado>
      </DialogFooter>
    </form>
  );
}

function Linha({ rotulo, valor, forte = false }: { rotulo: string; valor: string; forte?: boolean }) {
  return (
    <>
      <dt className={forte ? "font-semibold" : "text-muted-foreground"}>{rotulo}</dt>
      <dd className={forte ? "text-right font-semibold" : "text-right"}>{reaisDoDecimal(valor)}</dd>
    </>
  );
}

/** After the renegotiation: the new loan asks for its own acceptance of the contract (DOMAIN.md). */
function Concluido({ renegociacao: r, aoFechar }: { renegociacao: RenegociacaoApi; aoFechar: () => void }) {
  return (
    <div data-testid="renegociacao-concluida" className="grid gap-4 text-sm">
      <p role="status">
        Pronto: o novo empréstimo de <strong>{reaisDoDecimal(r.novo.valorOriginal)}</strong> foi criado e o anterior ficou como Renegociado. Peça ao cliente o
        aceite do novo contrato.
      </p>
      <AceiteDoContrato emprestimo={r.novo} />
      <DialogFooter>
        <Button onClick={aoFechar}>Fechar</Button>
      </DialogFooter>
    </div>
  );
}
