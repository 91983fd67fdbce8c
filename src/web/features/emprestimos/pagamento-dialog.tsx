import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type ComponentProps, type FormEvent } from "react";
import { CircleAlert, CircleCheck, LoaderCircle, WifiOff } from "lucide-react";
import { dataEmSaoPaulo, formatarData } from "../../../domain/dates.ts";
import { MENSAGENS_ERRO_EMPRESTIMO } from "../../../domain/loans/errors.ts";
import { tiposPagamentoPermitidos } from "../../../domain/loans/payment.ts";
import {
  FORMAS_PAGAMENTO,
  ROTULOS_FORMA_PAGAMENTO,
  rotuloTipoPagamento,
  type EmprestimoEstado,
  type FormaPagamento,
  type TipoPagamento,
} from "../../../domain/loans/types.ts";
import { centavosParaDecimal, decimalParaCentavos, formatarDecimalBR, formatarReais, type Centavos } from "../../../domain/money.ts";
import { MENSAGENS_PAGAMENTO, pagamentoSchema } from "../../../domain/schemas/payment.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { reaisDoDecimal } from "@/lib/format.ts";
import type { Emprestimo, RespostaPagamento } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { cn } from "@/lib/cn.ts";
import { BotaoRecibo } from "@/components/botoes-arquivo.tsx";
import { RecusaNoDialogo } from "@/components/recusa-no-dialogo.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { DescricaoSucesso } from "./descricao-do-pagamento.tsx";
import { desfechoDoErro, semConexaoAgora, useEnviarPagamento, type EnvioPagamento, type PagamentoEnvioCorpo } from "./envio-pagamento.ts";
import { aoConcluirEnvioDaFila, filaDePagamentos } from "./fila-de-pagamentos.tsx";
import { chaveDaIntencao, esquecerIntencao, versaoDoEmprestimo, type IntencaoPagamento } from "./intencao-pagamento.ts";
import { calcularPrevia, estadoDoEmprestimo, parcelasPagaveis, principalDoRecebido } from "./previa.ts";

/** Issue 8: shown instead of a spinner when the payment cannot leave the browser. */
export const MENSAGEM_SEM_CONEXAO = "Sem conexão. O pagamento será enviado quando a conexão voltar.";
/** Issue 8: the server's question when the same payment was recorded moments ago under another key. */
export const PERGUNTA_REPETICAO = "Já existe um pagamento igual registrado agora há pouco. Registrar outro?";

const DESCRICAO_TIPO: Record<TipoPagamento, string> = {
  juros_apenas: "Paga os juros e renova o ciclo",
  parcial: "Juros mais parte do principal",
  total: "Quita o empréstimo",
  parcela: "Paga a parcela do mês",
};

/*
 * Issue 27: on a phone (below 640 px) the dialog is a sheet at the bottom of the screen, in thumb
 * reach: the fields scroll under the title while the footer (what is paid, 'Confirmar Pagamento',
 * 'Cancelar') stays put, at any height from 568 px. From 640 px up it stays the centred dialog.
 */
const FOLHA_NO_CELULAR =
  "flex flex-col gap-4 overflow-hidden outline-none max-sm:top-auto max-sm:bottom-0 max-sm:left-0 max-sm:max-h-[calc(100dvh-0.5rem)] max-sm:w-full max-sm:max-w-none max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-b-none max-sm:pb-[max(1.25rem,env(safe-area-inset-bottom))]";

/**
 * Issue 30, point 3: the borrower's 'Já paguei' this payment confirms. The form opens with the
 * payment its amount suggests and registers it on the day the borrower informed.
 */
export type InformadoParaConfirmar = {
  id: string;
  valor: string;
  dataPagamento: string;
  tipoPagamento: TipoPagamento | null;
  valorPrincipal: string | null;
};

export function PagamentoDialog({
  emprestimo,
  aberto,
  aoMudarAberto,
  informado,
}: {
  emprestimo: Emprestimo;
  aberto: boolean;
  aoMudarAberto: (aberto: boolean) => void;
  informado?: InformadoParaConfirmar;
}) {
  // Issue 27: once recorded, the sheet shows the payment and its receipt to send until it is
  // closed. Issue 42: from then on the balance it names is the one after the payment (the
  // answer's), not the loan's as it was when the sheet opened.
  const [registrado, setRegistrado] = useState<RespostaPagamento | null>(null);
  if (!aberto && registrado) setRegistrado(null);
  const saldo = registrado ? registrado.pagamento.saldoRestante : emprestimo.valorRestante;
  return (
    <Dialog open={aberto} onOpenChange={aoMudarAberto}>
      <DialogContent
        className={FOLHA_NO_CELULAR}
        onOpenAutoFocus={(evento) => {
          // Radix would focus the first tab stop, and the radios are none until one is focused:
          // that was 'Observação', which raised the phone's keyboard over the sheet. The chosen
          // payment type takes the focus instead (arrows change it), or the dialog itself.
          evento.preventDefault();
          const dialogo = evento.currentTarget;
          if (!(dialogo instanceof HTMLElement)) return;
          (dialogo.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ?? dialogo).focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Registrar Pagamento</DialogTitle>
          <DialogDescription>
            {emprestimo.cliente.nome} · Saldo restante {reaisDoDecimal(saldo)}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open; the Idempotency-Key and a payment waiting for the connection
            live outside it (intencao-pagamento.ts, envio-pagamento.ts), so reopening resumes them. */}
        <FormularioPagamento
          emprestimo={emprestimo}
          informado={informado}
          registrado={registrado}
          aoRegistrar={setRegistrado}
          aoConcluir={() => aoMudarAberto(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function FormularioPagamento({
  emprestimo,
  informado,
  registrado,
  aoRegistrar,
  aoConcluir,
}: {
  emprestimo: Emprestimo;
  informado?: InformadoParaConfirmar | undefined;
  registrado: RespostaPagamento | null;
  aoRegistrar: (resposta: RespostaPagamento) => void;
  aoConcluir: () => void;
}) {
  const estado = useMemo(() => estadoDoEmprestimo(emprestimo), [emprestimo]);
  // Whatever the loan refreshed meanwhile now says, the recorded payment stays on screen.
  if (registrado) return <PagamentoRegistrado resposta={registrado} aoConcluir={aoConcluir} />;
  if (!estado) {
    return <RecusaNoDialogo aoFechar={aoConcluir}>Não é possível registrar pagamentos para um empréstimo com status “{emprestimo.status}”.</RecusaNoDialogo>;
  }
  return <FormularioComEstado emprestimo={emprestimo} estado={estado} informado={informado} aoConcluir={aoConcluir} aoRegistrar={aoRegistrar} />;
}

// Waiting for the connection is not a state of the form: it is the loan's entry in the queue.
type Situacao = "editando" | "enviando" | "repetido";

function FormularioComEstado({
  emprestimo,
  estado,
  informado,
  aoConcluir,
  aoRegistrar,
}: {
  emprestimo: Emprestimo;
  estado: EmprestimoEstado;
  informado?: InformadoParaConfirmar;
  aoConcluir: () => void;
  aoRegistrar: (resposta: RespostaPagamento) => void;
}) {
  const tipos = tiposPagamentoPermitidos(estado.modalidade);
  // The payment of this loan waiting for the connection, if any (this dialog's, an earlier one's,
  // or one left by a closed app); cancelled from the header's list, it disappears here too.
  const naFila = useSyncExternalStore(
    filaDePagamentos.assinar,
    () => filaDePagamentos.emEspera(emprestimo.id),
    () => undefined,
  );
  // The queue is sending this loan's waiting payment right now: nothing can be sent, changed or
  // given up until it answers (its request has left).
  const enviandoDaFila = useSyncExternalStore(
    filaDePagamentos.assinar,
    () => filaDePagamentos.enviando(emprestimo.id),
    () => false,
  );
  // Reopened while a payment of this loan waits: show that payment and the wait.
  const [espera] = useState(() => filaDePagamentos.emEspera(emprestimo.id)?.dados);
  const [tipo, setTipo] = useState<TipoPagamento>(() => {
    const salvo = espera?.formulario.tipo ?? informado?.tipoPagamento;
    return tipos.find((t) => t === salvo) ?? tipos[0] ?? "total";
  });
  const [principal, setPrincipal] = useState(
    () => espera?.formulario.principal ?? (informado?.valorPrincipal ? formatarDecimalBR(decimalParaCentavos(informado.valorPrincipal)) : ""),
  );
  // Issue 42, point 7: 'Parcial' typed as the cash received, the principal derived from it.
  const [pelaQuantiaRecebida, setPelaQuantiaRecebida] = useState(false);
  const [recebido, setRecebido] = useState("");
  const [observacao, setObservacao] = useState(espera?.formulario.observacao ?? "");
  const hoje = dataEmSaoPaulo(new Date());
  // Issue 31: the day the borrower paid (a confirmed notice's day), how, and a waived late interest.
  const [dia, setDia] = useState(espera?.formulario.dia ?? informado?.dataPagamento ?? hoje);
  const [forma, setForma] = useState<FormaPagamento>(() => FORMAS_PAGAMENTO.find((f) => f === espera?.formulario.forma) ?? "pix");
  const [dispensar, setDispensar] = useState(espera?.formulario.dispensar ?? false);
  const [motivoDispensa, setMotivoDispensa] = useState(espera?.formulario.motivoDispensa ?? "");
  // Issue 43: a parcela payment of the k oldest open installments (kept by the offline queue).
  const [quantidade, setQuantidade] = useState(espera?.formulario.quantidadeParcelas ?? 1);
  const idQuantidade = useId();
  const [situacao, setSituacao] = useState<Situacao>("editando");
  const [repeticao, setRepeticao] = useState<EnvioPagamento | null>(null);
  const registrar = useEnviarPagamento();
  const enviando = useRef(false);
  const idTipo = useId();
  const idPrincipal = useId();
  const idMaximo = useId();
  const idRecebido = useId();
  const idDerivado = useId();
  const idObservacao = useId();
  const idDia = useId();
  const idForma = useId();
  const idDispensar = useId();
  const idMotivoDispensa = useId();

  // Applied as of the day the borrower paid (DOMAIN.md): a day outside the allowed range previews
  // as today, and the server says why it refuses it.
  const diaValido = dia !== "" && dia <= hoje && dia >= emprestimo.dataEmprestimo;
  const diaDaPrevia = diaValido ? dia : hoje;
  // What is late on that day decides whether there is anything to waive.
  // The interest lines do not depend on the principal.
  const pagaveis = tipo === "parcela" ? parcelasPagaveis(estado, diaDaPrevia) : null;
  const quantidadeEfetiva = pagaveis ? Math.min(Math.max(1, quantidade), pagaveis.abertas) : 1;
  const opcoesDaQuantidade = quantidadeEfetiva > 1 ? { quantidadeParcelas: quantidadeEfetiva } : {};
  const semDispensa = calcularPrevia(estado, tipo, "", diaDaPrevia, opcoesDaQuantidade);
  // The waiver waives the late interest and the penalty together (DOMAIN.md "Late charges").
  const encargosDeAtraso = semDispensa.ok ? semDispensa.linhas.jurosAtraso + semDispensa.linhas.multa : 0;
  const haAtraso = encargosDeAtraso > 0;
  const opcoesDaPrevia = haAtraso && dispensar ? { ...opcoesDaQuantidade, dispensarJurosAtraso: true } : opcoesDaQuantidade;
  const derivado = pelaQuantiaRecebida && tipo === "parcial" ? principalDoRecebido(estado, recebido, diaDaPrevia, opcoesDaPrevia) : null;
  // What the rest of the dialog reads as the principal: typed, or derived from the cash received.
  const principalEfetivo = derivado === null ? principal : derivado.ok ? formatarDecimalBR(derivado.principal) : "";
  const previa = calcularPrevia(estado, tipo, principalEfetivo, diaDaPrevia, opcoesDaPrevia);
  const maximo = formatarReais(estado.valorRestante);

  const aguardarConexao = (envio: EnvioPagamento) => {
    setSituacao("editando");
    filaDePagamentos.agendar(emprestimo.id, envio);
  };

  const enviarAgora = async (envio: EnvioPagamento) => {
    if (enviando.current) return;
    // This send supersedes whatever waited for this loan: one intention, one request. The one
    // waiting may have just left (the connection came back): then that one is the payment.
    if (!filaDePagamentos.cancelar(emprestimo.id)) return;
    if (semConexaoAgora()) {
      aguardarConexao(envio);
      return;
    }
    enviando.current = true;
    setSituacao("enviando");
    try {
      const resposta = await registrar.mutateAsync({ corpo: envio.corpo, chave: envio.chave });
      esquecerIntencao(envio.intencao);
      // The toast also tells a payment sent after its dialog was closed (it waited for the connection).
      toast({ title: "Pagamento registrado!", description: <DescricaoSucesso resposta={resposta} /> });
      aoRegistrar(resposta);
    } catch (erro) {
      const desfecho = desfechoDoErro(erro);
      if (desfecho === "sem_conexao") {
        aguardarConexao(envio);
      } else if (desfecho === "repetido") {
        setRepeticao(envio);
        setSituacao("repetido");
      } else {
        setSituacao("editando");
        toast({
          variant: "destructive",
          title: "Erro ao processar pagamento",
          description: mensagemDoErro(erro, "Não foi possível registrar o pagamento."),
        });
      }
    } finally {
      enviando.current = false;
    }
  };

  // The queue sent this loan's payment while the dialog is open: show what became of it here.
  // The toast of a recorded payment and of an error is the queue's; the repeated-payment question
  // is asked here instead.
  useEffect(
    () =>
      aoConcluirEnvioDaFila((entrada, desfecho) => {
        if (entrada.emprestimoId !== emprestimo.id) return false;
        if (desfecho.tipo === "registrado") aoRegistrar(desfecho.resposta);
        if (desfecho.tipo !== "repetido") return false;
        setRepeticao(entrada.dados);
        setSituacao("repetido");
        return true;
      }),
    [emprestimo.id, aoRegistrar],
  );

  // Editing what is paid while it waits withdraws the wait: the lender confirms again.
  const aoEditar = () => {
    if (naFila) filaDePagamentos.cancelar(emprestimo.id);
  };

  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (enviando.current) return;

    // The shared schema decides what a valid partial value is (a number above 0, SPEC 5).
    const dispensando = haAtraso && dispensar;
    const validacao = pagamentoSchema.safeParse({
      emprestimoId: emprestimo.id,
      tipoPagamento: tipo,
      valorPrincipal: tipo === "parcial" ? principalEfetivo : undefined,
      observacao,
      dataPagamento: dia,
      formaPagamento: forma,
      dispensarJurosAtraso: dispensando,
      motivoDispensa,
    });
    const problemas = validacao.success ? [] : validacao.error.issues;
    if (problemas.some((p) => p.path[0] === "valorPrincipal")) {
      toast({ variant: "destructive", title: "Valor inválido", description: MENSAGENS_PAGAMENTO.valorParcial });
      return;
    }
    if (!diaValido) {
      const mensagem =
        dia > hoje ? MENSAGENS_PAGAMENTO.dataNoFuturo : dia === "" ? MENSAGENS_PAGAMENTO.dataInvalida : MENSAGENS_PAGAMENTO.dataAntesDoEmprestimo;
      toast({ variant: "destructive", title: "Data inválida", description: mensagem });
      return;
    }
    const problemaDispensa = problemas.find((p) => p.path[0] === "motivoDispensa");
    if (problemaDispensa) {
      toast({ variant: "destructive", title: "Motivo obrigatório", description: problemaDispensa.message });
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

    const principalDecimal = valorPrincipal !== undefined ? centavosParaDecimal(valorPrincipal) : undefined;
    const textoObservacao = observacao.trim();
    const corpo: PagamentoEnvioCorpo = {
      emprestimoId: emprestimo.id,
      tipoPagamento: tipo,
      ...(principalDecimal !== undefined ? { valorPrincipal: principalDecimal } : {}),
      ...(textoObservacao ? { observacao: textoObservacao } : {}),
      // The server's defaults (PIX, today) go unsaid: the body of a plain payment stays as it was.
      ...(forma !== "pix" ? { formaPagamento: forma } : {}),
      ...(dia !== hoje ? { dataPagamento: dia } : {}),
      ...(dispensando ? { dispensarJurosAtraso: true, motivoDispensa: motivoDispensa.trim() } : {}),
      ...(informado ? { pagamentoInformadoId: informado.id } : {}),
      ...opcoesDaQuantidade,
      // The installment on screen: paying the next one a minute later is then no "repeat".
      ...(tipo === "parcela" ? { parcelaInicial: emprestimo.cicloAtual } : {}),
    };
    const intencao: IntencaoPagamento = {
      emprestimoId: emprestimo.id,
      tipoPagamento: tipo,
      ...(principalDecimal !== undefined ? { valorPrincipal: principalDecimal } : {}),
      ...opcoesDaQuantidade,
      versaoEmprestimo: versaoDoEmprestimo(emprestimo),
    };
    // The same intended payment keeps its key across attempts, reopenings and reloads.
    await enviarAgora({
      intencao,
      corpo,
      chave: chaveDaIntencao(intencao),
      formulario: { tipo, principal: principalEfetivo, observacao, dia, forma, dispensar, motivoDispensa, quantidadeParcelas: quantidadeEfetiva },
      resumo: { cliente: emprestimo.cliente.nome, total: previa.linhas.total !== null ? formatarReais(previa.linhas.total) : "—" },
    });
  };

  if (situacao === "repetido" && repeticao) {
    return (
      <PerguntaRepeticao
        aoConfirmar={() => void enviarAgora({ ...repeticao, corpo: { ...repeticao.corpo, confirmarRepeticao: true } })}
        aoCancelar={() => {
          // The lender keeps the payment already recorded; a later one of this kind is a new intention.
          esquecerIntencao(repeticao.intencao);
          aoConcluir();
        }}
      />
    );
  }

  const pendente = situacao === "enviando" || enviandoDaFila;
  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="flex min-h-0 flex-1 flex-col gap-4">
      {/* The fields scroll; a div does it, as a scrolling <fieldset> is unreliable in browsers. */}
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto overscroll-contain px-1 pb-1">
        <fieldset disabled={pendente} className="grid min-w-0 gap-5">
          {informado ? (
            <p className="rounded-lg bg-accent/70 px-3 py-2 text-sm text-accent-foreground" data-testid="pagamento-informado-no-dialogo">
              O cliente informou {formatarReais(decimalParaCentavos(informado.valor))} pagos em {formatarData(informado.dataPagamento)}. O pagamento será
              registrado nessa data.
            </p>
          ) : null}
          <div className="grid gap-2">
            <p id={idTipo} className="text-sm font-medium">
              Tipo de pagamento
            </p>
            <RadioGroup
              value={tipo}
              onValueChange={(v) => {
                aoEditar();
                setTipo(v as TipoPagamento);
              }}
              aria-labelledby={idTipo}
              className={cn("grid gap-2", tipos.length === 3 ? "sm:grid-cols-3" : "sm:grid-cols-2")}
            >
              {tipos.map((t) => (
                <OpcaoTipo key={t} tipo={t} selecionado={t === tipo} />
              ))}
            </RadioGroup>
          </div>

          {pagaveis ? (
            <div className="grid gap-2">
              <Label htmlFor={idQuantidade}>Quantas parcelas</Label>
              <select
                id={idQuantidade}
                data-testid="quantidade-parcelas"
                value={quantidadeEfetiva}
                onChange={(e) => {
                  aoEditar();
                  setQuantidade(Number(e.target.value));
                }}
                className="h-11 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-9"
              >
                {Array.from({ length: pagaveis.abertas }, (_, i) => i + 1).map((k) => (
                  <option key={k} value={k}>
                    {rotuloDaQuantidade(k, calcularPrevia(estado, tipo, "", diaDaPrevia, { ...opcoesDaPrevia, quantidadeParcelas: k }))}
                  </option>
                ))}
              </select>
              <p className="text-xs text-muted-foreground">{pagaveis.devidas} parcelas vencidas ou vencendo hoje; as mais antigas são pagas primeiro.</p>
            </div>
          ) : null}

          {tipo === "parcial" ? (
            <button
              type="button"
              data-testid="alternar-recebido"
              className="-my-2 min-h-11 justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline sm:my-0 sm:min-h-0"
              onClick={() => {
                aoEditar();
                setPelaQuantiaRecebida((v) => !v);
              }}
            >
              {pelaQuantiaRecebida ? "Informar o valor do principal" : "Informar o valor recebido"}
            </button>
          ) : null}

          {tipo === "parcial" && pelaQuantiaRecebida ? (
            <div className="grid gap-2">
              <Label htmlFor={idRecebido}>Valor recebido</Label>
              <EntradaEmReais
                id={idRecebido}
                placeholder="Ex.: 300,00"
                value={recebido}
                onChange={(e) => {
                  aoEditar();
                  setRecebido(e.target.value);
                }}
                aria-describedby={idDerivado}
                aria-invalid={derivado !== null && !derivado.ok && derivado.erro !== null ? true : undefined}
              />
              <p id={idDerivado} data-testid="principal-derivado" className="text-xs text-muted-foreground" aria-live="polite">
                {derivado === null || (!derivado.ok && derivado.erro === null) ? (
                  "O principal é o valor recebido menos os juros devidos."
                ) : derivado.ok ? (
                  `Principal abatido: ${formatarReais(derivado.principal)}`
                ) : (
                  <span className="text-destructive">{derivado.erro}</span>
                )}
              </p>
            </div>
          ) : tipo === "parcial" ? (
            <div className="grid gap-2">
              <Label htmlFor={idPrincipal}>Valor do principal</Label>
              <EntradaEmReais
                id={idPrincipal}
                placeholder="Ex.: 100,00"
                value={principal}
                onChange={(e) => {
                  aoEditar();
                  setPrincipal(e.target.value);
                }}
                aria-describedby={idMaximo}
                aria-invalid={previa.ok && previa.linhas.aviso ? true : undefined}
              />
              <p className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
                <span id={idMaximo} data-testid="maximo-principal">
                  Máximo: {maximo}
                </span>
                <button
                  type="button"
                  className="-my-2 min-h-11 font-medium text-primary underline-offset-4 hover:underline sm:my-0 sm:min-h-0"
                  onClick={() => {
                    aoEditar();
                    setPrincipal(formatarDecimalBR(estado.valorRestante));
                  }}
                >
                  Usar o máximo
                </button>
              </p>
            </div>
          ) : null}

          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={idDia}>Data do pagamento</Label>
              <Input
                id={idDia}
                type="date"
                min={emprestimo.dataEmprestimo}
                max={hoje}
                value={dia}
                data-testid="pagamento-data"
                onChange={(e) => {
                  aoEditar();
                  setDia(e.target.value);
                }}
                aria-invalid={diaValido ? undefined : true}
              />
            </div>
            <div className="grid gap-2">
              <p id={idForma} className="text-sm font-medium">
                Forma de pagamento
              </p>
              <RadioGroup
                value={forma}
                onValueChange={(v) => {
                  aoEditar();
                  setForma(v as FormaPagamento);
                }}
                aria-labelledby={idForma}
                className="grid grid-cols-2 gap-2"
              >
                {FORMAS_PAGAMENTO.map((f) => (
                  <OpcaoForma key={f} forma={f} selecionada={f === forma} />
                ))}
              </RadioGroup>
            </div>
          </div>

          <Previa resultado={previa} modalidade={estado.modalidade} />

          {haAtraso ? (
            <div className="grid gap-2 rounded-lg border p-3">
              <label htmlFor={idDispensar} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
                <input
                  id={idDispensar}
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={dispensar}
                  onChange={(e) => {
                    aoEditar();
                    setDispensar(e.target.checked);
                  }}
                />
                {semDispensa.ok && semDispensa.linhas.multa > 0 ? "Dispensar juros de atraso e multa" : "Dispensar juros de atraso"} (
                {formatarReais(encargosDeAtraso)})
              </label>
              {dispensar ? (
                <div className="grid gap-2">
                  <Label htmlFor={idMotivoDispensa}>Motivo da dispensa</Label>
                  <Textarea
                    id={idMotivoDispensa}
                    maxLength={500}
                    rows={2}
                    placeholder="Ex.: bom pagador, atrasou por motivo de saúde"
                    value={motivoDispensa}
                    onChange={(e) => {
                      aoEditar();
                      setMotivoDispensa(e.target.value);
                    }}
                  />
                </div>
              ) : null}
            </div>
          ) : null}

          <div className="grid gap-2">
            <Label htmlFor={idObservacao}>Observação (opcional)</Label>
            <Textarea
              id={idObservacao}
              maxLength={500}
              rows={2}
              placeholder="Ex.: pago em dinheiro"
              value={observacao}
              onChange={(e) => {
                aoEditar();
                setObservacao(e.target.value);
              }}
            />
          </div>
        </fieldset>
      </div>

      <div data-testid="pagamento-rodape" className="grid shrink-0 gap-3 border-t pt-4">
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <div role="status" aria-live="polite" className="empty:hidden">
          {naFila && !pendente ? (
            <p data-testid="pagamento-sem-conexao" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {MENSAGEM_SEM_CONEXAO}
            </p>
          ) : null}
        </div>

        {/* What is paid, next to the button that pays it. */}
        <dl className="flex items-baseline justify-between gap-4 text-base font-semibold">
          <dt>Total a pagar</dt>
          <dd data-testid="previa-total" className="tabular-nums">
            {previa.ok && previa.linhas.total !== null ? formatarReais(previa.linhas.total) : "—"}
          </dd>
        </dl>

        <DialogFooter className="max-sm:flex-row">
          <Button
            variant="outline"
            onClick={() => {
              // 'Cancelar' gives the payment up; closing the dialog (Esc, ×) leaves it waiting.
              filaDePagamentos.cancelar(emprestimo.id);
              aoConcluir();
            }}
            disabled={pendente}
          >
            Cancelar
          </Button>
          <Button type="submit" disabled={pendente || !previa.ok} className="max-sm:flex-1">
            {pendente ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {pendente ? "Registrando..." : "Confirmar Pagamento"}
          </Button>
        </DialogFooter>
      </div>
    </form>
  );
}

/** An amount in reais typed the Brazilian way, with 'R$' drawn inside the field. */
function EntradaEmReais(props: Omit<ComponentProps<typeof Input>, "inputMode" | "autoComplete" | "className">) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">R$</span>
      <Input inputMode="decimal" autoComplete="off" className="pl-10" {...props} />
    </div>
  );
}

/** The server's question when the same payment was just recorded: a deliberate second one, or not. */
function PerguntaRepeticao({ aoConfirmar, aoCancelar }: { aoConfirmar: () => void; aoCancelar: () => void }) {
  const idPergunta = useId();
  const painel = useRef<HTMLDivElement>(null);
  const [confirmando, setConfirmando] = useState(false);
  // The form (and its focused button) is gone: focus moves to the question, which is read out.
  useEffect(() => painel.current?.focus(), []);
  return (
    <div ref={painel} tabIndex={-1} role="group" aria-labelledby={idPergunta} data-testid="pergunta-repeticao" className="grid gap-5 outline-none">
      <p id={idPergunta} className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {PERGUNTA_REPETICAO}
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={aoCancelar} disabled={confirmando}>
          Não registrar
        </Button>
        <Button
          onClick={() => {
            setConfirmando(true);
            aoConfirmar();
          }}
          disabled={confirmando}
        >
          {confirmando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {confirmando ? "Registrando..." : "Registrar outro"}
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Issue 31, point 2: how the money came, as a large choice (a thumb on a phone). */
function OpcaoForma({ forma, selecionada }: { forma: FormaPagamento; selecionada: boolean }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cn(
        "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm transition-colors hover:bg-muted/50",
        selecionada && "border-primary bg-accent/60 hover:bg-accent/60",
      )}
    >
      <RadioGroupItem id={id} value={forma} />
      {ROTULOS_FORMA_PAGAMENTO[forma]}
    </label>
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
  const { jurosCiclo, jurosAtraso, jurosAtrasoDispensado, multa, multaDispensada, principal, aviso } = resultado.linhas;
  return (
    <div className="grid gap-2">
      <dl data-testid="previa-pagamento" className="grid gap-2 rounded-lg bg-muted p-4 text-sm">
        <LinhaPrevia rotulo={modalidade === "parcelado" ? "Juros" : "Juros do ciclo"} valor={formatarReais(jurosCiclo)} testId="previa-juros" />
        {jurosAtraso > 0 ? <LinhaPrevia rotulo="Juros de atraso" valor={formatarReais(jurosAtraso)} testId="previa-juros-atraso" destrutivo /> : null}
        {jurosAtrasoDispensado > 0 ? (
          <LinhaPrevia rotulo="Juros de atraso dispensados" valor={formatarReais(jurosAtrasoDispensado)} testId="previa-juros-dispensados" />
        ) : null}
        {multa > 0 ? <LinhaPrevia rotulo="Multa" valor={formatarReais(multa)} testId="previa-multa" destrutivo /> : null}
        {multaDispensada > 0 ? <LinhaPrevia rotulo="Multa dispensada" valor={formatarReais(multaDispensada)} testId="previa-multa-dispensada" /> : null}
        <LinhaPrevia rotulo="Principal" valor={principal === null ? "—" : formatarReais(principal)} testId="previa-principal" />
        {/* 'Total a pagar' is in the sheet's footer, always in view beside 'Confirmar Pagamento'. */}
      </dl>
      {aviso ? <p className="text-sm text-destructive">{aviso}</p> : null}
    </div>
  );
}

/** 'Pagar N parcelas — R$ X': the total as the domain charges those k installments that day. */
function rotuloDaQuantidade(k: number, previa: ReturnType<typeof calcularPrevia>): string {
  const total = previa.ok && previa.linhas.total !== null ? ` — ${formatarReais(previa.linhas.total)}` : "";
  return `Pagar ${k} ${k === 1 ? "parcela" : "parcelas"}${total}`;
}

function LinhaPrevia({ rotulo, valor, testId, destrutivo = false }: { rotulo: string; valor: string; testId: string; destrutivo?: boolean }) {
  return (
    <div className={cn("flex items-center justify-between gap-4", destrutivo && "text-destructive")}>
      <dt>{rotulo}</dt>
      <dd data-testid={testId} className="tabular-nums">
        {valor}
      </dd>
    </div>
  );
}

/** Issue 27: the sheet after the payment: what was paid, where the loan stands, and its receipt to send. */
function PagamentoRegistrado({ resposta, aoConcluir }: { resposta: RespostaPagamento; aoConcluir: () => void }) {
  const idTitulo = useId();
  const painel = useRef<HTMLDivElement>(null);
  // The form (and its focused button) is gone: focus moves to the result, which is read out.
  useEffect(() => painel.current?.focus(), []);
  return (
    <div ref={painel} tabIndex={-1} role="group" aria-labelledby={idTitulo} data-testid="pagamento-registrado" className="grid gap-5 outline-none">
      <div className="grid gap-1 rounded-lg bg-muted p-4 text-sm">
        <p id={idTitulo} className="flex items-center gap-2 text-base font-semibold">
          <CircleCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          Pagamento registrado!
        </p>
        <DescricaoSucesso resposta={resposta} />
      </div>
      <DialogFooter className="max-sm:flex-row">
        <Button variant="outline" onClick={aoConcluir}>
          Concluir
        </Button>
        <span className="grid max-sm:flex-1 [&>*]:w-full">
          <BotaoRecibo pagamentoId={resposta.pagamento.id} texto="Enviar recibo" destaque />
        </span>
      </DialogFooter>
    </div>
  );
}
