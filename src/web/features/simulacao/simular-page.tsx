import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Calculator, FileDown, MessageCircle } from "lucide-react";
import { dataEmSaoPaulo, diaDaSemana, formatarData } from "../../../domain/dates.ts";
import { PERIODICIDADES, type Periodicidade } from "../../../domain/loans/cronograma.ts";
import { linkDaProposta, textoDaProposta } from "../../../domain/loans/proposta.ts";
import type { TipoTaxaAtraso } from "../../../domain/loans/types.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import { simulacaoSchema, type SimulacaoDados } from "../../../domain/schemas/simulacao.ts";
import { AvisoLimiteLegal, textoDasTaxas } from "@/components/custo-efetivo.tsx";
import { BotaoOcupado } from "@/components/estados-basicos.tsx";
import { CampoTexto, MolduraDoCampo, useIdsDoCampo } from "@/components/form-field.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { errosDeCampo, mensagemDoErro } from "@/lib/api.ts";
import { TituloDaAba } from "@/lib/titulo.tsx";
import { toast } from "@/lib/use-toast.ts";
import { baixarPdfDaSimulacao, useSimular, type CorpoDaSimulacao, type Simulacao } from "./api.ts";

const ROTULO_PERIODICIDADE: Record<Periodicidade, string> = { diaria: "Diária", semanal: "Semanal", quinzenal: "Quinzenal", mensal: "Mensal" };
const POR_PERIODO: Record<Periodicidade, string> = { diaria: "ao dia", semanal: "à semana", quinzenal: "à quinzena", mensal: "ao mês" };
const NO_PLURAL: Record<Periodicidade, string> = { diaria: "diárias", semanal: "semanais", quinzenal: "quinzenais", mensal: "mensais" };

interface Campos {
  valorOriginal: string;
  quantidadeParcelas: string;
  periodicidade: Periodicidade;
  tipoTaxa: "periodo" | "total";
  taxa: string;
  multaAtraso: string;
  taxaAtraso: string;
  taxaAtrasoTipo: TipoTaxaAtraso;
  dataInicio: string;
}

/** The body as the server reads it: the rate goes as taxaJuros or taxaTotal, never both. */
function corpoDos(c: Campos): CorpoDaSimulacao {
  const { tipoTaxa, taxa, taxaAtraso, ...resto } = c;
  // Late interest left empty is none, as the route reads an absent one.
  return { ...resto, ...(taxaAtraso.trim() === "" ? {} : { taxaAtraso }), ...(tipoTaxa === "total" ? { taxaTotal: taxa } : { taxaJuros: taxa }) };
}

/** The form's field a schema or server message belongs under (both rates are the one 'taxa'). */
function campoDoErro(campo: string): keyof Campos {
  return campo === "taxaJuros" || campo === "taxaTotal" ? "taxa" : (campo as keyof Campos);
}

/**
 * Issue 43, point 6: 'Simular'. The lender types the terms; the server answers the schedule on
 * the lender's own collection days (the same gerarCronograma a loan is written with), the total,
 * the effective rates and the legal warnings. Nothing is created; 'Enviar proposta' sends the
 * plan by WhatsApp.
 */
export function SimularPage() {
  const [campos, setCampos] = useState<Campos>(() => ({
    valorOriginal: "",
    quantidadeParcelas: "",
    periodicidade: "diaria",
    tipoTaxa: "total",
    taxa: "",
    multaAtraso: "",
    taxaAtraso: "",
    taxaAtrasoTipo: "percentual",
    dataInicio: dataEmSaoPaulo(new Date()),
  }));
  const [erros, setErros] = useState<Partial<Record<keyof Campos, string>>>({});
  const [resultado, setResultado] = useState<{ simulacao: Simulacao; termos: SimulacaoDados; corpo: CorpoDaSimulacao } | null>(null);
  const [falha, setFalha] = useState<string | null>(null);
  const simular = useSimular();
  const mudar = <K extends keyof Campos>(campo: K, valor: Campos[K]) => setCampos((c) => ({ ...c, [campo]: valor }));

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    setFalha(null);
    const corpo = corpoDos(campos);
    // The route's own schema, first here: the messages show without a round trip.
    const lido = simulacaoSchema.safeParse(corpo);
    if (!lido.success) {
      const novos: Partial<Record<keyof Campos, string>> = {};
      for (const i of lido.error.issues) {
        const campo = campoDoErro(String(i.path[0] ?? "valorOriginal"));
        novos[campo] ??= i.message;
      }
      setErros(novos);
      return;
    }
    setErros({});
    try {
      setResultado({ simulacao: await simular.mutateAsync(corpo), termos: lido.data, corpo });
    } catch (erro) {
      const doServidor = Object.fromEntries(Object.entries(errosDeCampo(erro)).map(([campo, msg]) => [campoDoErro(campo), msg]));
      setErros(doServidor);
      setFalha(mensagemDoErro(erro, "Não foi possível simular."));
    }
  };

  const ids = { periodicidade: useId(), tipoAtraso: useId() };
  const periodicidade = useIdsDoCampo(ids.periodicidade, { erro: erros.periodicidade });

  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Simular" />
      <PageHeader title="Simular" description="Monte a proposta antes de emprestar: as parcelas caem nos seus dias de cobrança. Nada é criado." />
      <Card>
        <CardContent className="pt-6">
          <form onSubmit={(e) => void enviar(e)} noValidate className="grid gap-5" aria-label="Termos da simulação">
            <div className="grid gap-5 sm:grid-cols-3">
              <CampoTexto
                id="simular-valor"
                label="Valor emprestado (R$)"
                inputMode="decimal"
                placeholder="Ex.: 1.000,00"
                value={campos.valorOriginal}
                onChange={(e) => mudar("valorOriginal", e.target.value)}
                erro={erros.valorOriginal}
              />
              <CampoTexto
                id="simular-parcelas"
                label="Quantidade de parcelas"
                inputMode="numeric"
                placeholder="Ex.: 20"
                value={campos.quantidadeParcelas}
                onChange={(e) => mudar("quantidadeParcelas", e.target.value)}
                erro={erros.quantidadeParcelas}
              />
              <MolduraDoCampo idCampo={periodicidade.idCampo} label="Periodicidade" erro={erros.periodicidade}>
                <select
                  id={periodicidade.idCampo}
                  aria-describedby={periodicidade.descritoPor}
                  value={campos.periodicidade}
                  onChange={(e) => mudar("periodicidade", e.target.value as Periodicidade)}
                  className={CLASSE_SELECT}
                >
                  {PERIODICIDADES.map((p) => (
                    <option key={p} value={p}>
                      {ROTULO_PERIODICIDADE[p]}
                    </option>
                  ))}
                </select>
              </MolduraDoCampo>
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-2 text-sm font-medium">Juros</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                <Opcao nome="tipoTaxa" marcada={campos.tipoTaxa === "total"} aoMarcar={() => mudar("tipoTaxa", "total")}>
                  No total do empréstimo
                </Opcao>
                <Opcao nome="tipoTaxa" marcada={campos.tipoTaxa === "periodo"} aoMarcar={() => mudar("tipoTaxa", "periodo")}>
                  Por período ({POR_PERIODO[campos.periodicidade]})
                </Opcao>
              </div>
              <CampoTexto
                id="simular-taxa"
                label={campos.tipoTaxa === "total" ? "Taxa total (%)" : `Taxa ${POR_PERIODO[campos.periodicidade]} (%)`}
                inputMode="decimal"
                placeholder="Ex.: 20"
                value={campos.taxa}
                onChange={(e) => mudar("taxa", e.target.value)}
                erro={erros.taxa}
                containerClassName="sm:max-w-xs"
              />
            </fieldset>
            <div className="grid gap-5 sm:grid-cols-3">
              <CampoTexto
                id="simular-multa"
                label="Multa por atraso (%)"
                inputMode="decimal"
                placeholder="Ex.: 2"
                dica="De 0 a 20 %, cobrada uma vez por parcela atrasada."
                value={campos.multaAtraso}
                onChange={(e) => mudar("multaAtraso", e.target.value)}
                erro={erros.multaAtraso}
              />
              <div className="grid content-start gap-2">
                <CampoTexto
                  id="simular-atraso"
                  label={campos.taxaAtrasoTipo === "percentual" ? "Juros de atraso (% ao dia)" : "Juros de atraso (R$ ao dia)"}
                  inputMode="decimal"
                  placeholder="Ex.: 0,5"
                  value={campos.taxaAtraso}
                  onChange={(e) => mudar("taxaAtraso", e.target.value)}
                  erro={erros.taxaAtraso ?? erros.taxaAtrasoTipo}
                />
                <label htmlFor={ids.tipoAtraso} className="sr-only">
                  Tipo dos juros de atraso
                </label>
                <select
                  id={ids.tipoAtraso}
                  value={campos.taxaAtrasoTipo}
                  onChange={(e) => mudar("taxaAtrasoTipo", e.target.value as TipoTaxaAtraso)}
                  className={CLASSE_SELECT}
                >
                  <option value="percentual">Percentual ao dia</option>
                  <option value="fixo">Valor fixo ao dia</option>
                </select>
              </div>
              <CampoTexto
                id="simular-inicio"
                label="Data do empréstimo"
                type="date"
                value={campos.dataInicio}
                onChange={(e) => mudar("dataInicio", e.target.value)}
                erro={erros.dataInicio}
              />
            </div>
            {falha && Object.keys(erros).length === 0 ? (
              <p role="alert" className="text-sm text-destructive">
                {falha}
              </p>
            ) : null}
            <div className="flex justify-end">
              <BotaoOcupado
                type="submit"
                className="w-full sm:w-auto"
                ocupado={simular.isPending}
                icone={<Calculator aria-hidden="true" />}
                emAndamento="Simulando..."
              >
                Simular
              </BotaoOcupado>
            </div>
          </form>
        </CardContent>
      </Card>
      {resultado ? <Resultado simulacao={resultado.simulacao} termos={resultado.termos} corpo={resultado.corpo} /> : null}
    </div>
  );
}

const CLASSE_SELECT =
  "h-11 w-full rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:h-10 md:text-sm";

function Opcao({ nome, marcada, aoMarcar, children }: { nome: string; marcada: boolean; aoMarcar: () => void; children: ReactNode }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
      <input type="radio" name={nome} checked={marcada} onChange={aoMarcar} className="size-4 accent-primary" />
      {children}
    </label>
  );
}

const reais = (decimal: string) => formatarReais(decimalParaCentavos(decimal));

function Resultado({ simulacao: s, termos, corpo }: { simulacao: Simulacao; termos: SimulacaoDados; corpo: CorpoDaSimulacao }) {
  const idTitulo = useId();
  const [baixando, setBaixando] = useState(false);
  const baixar = async () => {
    setBaixando(true);
    try {
      await baixarPdfDaSimulacao(corpo);
    } catch (erro) {
      toast({ variant: "destructive", title: "Erro ao gerar o PDF", description: mensagemDoErro(erro) });
    } finally {
      setBaixando(false);
    }
  };
  const primeira = s.parcelas[0];
  const ultima = s.parcelas.at(-1);
  const texto = textoDaProposta({
    valorOriginal: decimalParaCentavos(s.valorOriginal),
    periodicidade: s.periodicidade,
    parcelas: s.parcelas.map((p) => ({ vencimento: p.vencimento, valor: decimalParaCentavos(p.valor) })),
    total: decimalParaCentavos(s.total),
    multaAtraso: termos.multaAtraso,
    taxaAtraso: termos.taxaAtraso,
    taxaAtrasoTipo: termos.taxaAtrasoTipo,
  });
  const taxas = textoDasTaxas({ taxaMensal: Number(s.taxaEfetivaMensal), taxaAnual: Number(s.taxaEfetivaAnual) });
  return (
    <Card aria-labelledby={idTitulo} data-testid="resultado-simulacao">
      <CardHeader>
        <CardTitle id={idTitulo}>
          {s.quantidadeParcelas === 1 ? "1 parcela" : `${s.quantidadeParcelas} parcelas ${NO_PLURAL[s.periodicidade]}`} de{" "}
          {primeira ? reais(primeira.valor) : ""}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Dado termo="Emprestado">{reais(s.valorOriginal)}</Dado>
          <Dado termo="Total a pagar">{reais(s.total)}</Dado>
          <Dado termo="Juros">{reais(s.totalJuros)}</Dado>
          <Dado termo="Custo efetivo">{taxas}</Dado>
          {primeira && ultima ? (
            <Dado termo="Parcelas">
              de {formatarData(primeira.vencimento)} a {formatarData(ultima.vencimento)}
            </Dado>
          ) : null}
        </dl>
        <AvisoLimiteLegal avisos={s.avisos} />
        <div className="flex flex-col gap-2 sm:flex-row">
          <a
            href={linkDaProposta(texto)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="enviar-proposta"
            className={buttonVariants({ className: "w-full sm:w-auto" })}
          >
            <MessageCircle aria-hidden="true" />
            Enviar proposta
          </a>
          <BotaoOcupado
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            ocupado={baixando}
            icone={<FileDown aria-hidden="true" />}
            emAndamento="Gerando PDF..."
            onClick={() => void baixar()}
          >
            Baixar PDF
          </BotaoOcupado>
        </div>
        <Table data-testid="tabela-simulacao">
          <caption className="sr-only">Parcelas da simulação</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Nº</TableHead>
              <TableHead scope="col">Vencimento</TableHead>
              <TableHead scope="col" className="text-right">
                Parcela
              </TableHead>
              <TableHead scope="col" className="text-right">
                Juros
              </TableHead>
              <TableHead scope="col" className="text-right">
                Principal
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {s.parcelas.map((p) => (
              <TableRow key={p.numero}>
                <TableCell>{p.numero}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatarData(p.vencimento)} <span className="text-muted-foreground">{diaDaSemana(p.vencimento).slice(0, 3)}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{reais(p.valor)}</TableCell>
                <TableCell className="text-right tabular-nums">{reais(p.juros)}</TableCell>
                <TableCell className="text-right tabular-nums">{reais(p.principal)}</TableCell>
              </TableRow>
            ))}
            <TableRow className="font-semibold">
              <TableCell colSpan={2}>Total</TableCell>
              <TableCell className="text-right tabular-nums">{reais(s.total)}</TableCell>
              <TableCell className="text-right tabular-nums">{reais(s.totalJuros)}</TableCell>
              <TableCell className="text-right tabular-nums">{reais(s.valorOriginal)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

function Dado({ termo, children }: { termo: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{termo}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
