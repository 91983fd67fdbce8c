import { useState } from "react";
import { Controller, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarOff, CalendarPlus, Info, MapPin, Save, X } from "lucide-react";
import { diaDaSemana, formatarData, isDataAceita } from "../../../domain/dates.ts";
import {
  configuracaoDeCobrancaSchema,
  MAXIMO_DATAS_SEM_COBRANCA,
  MENSAGENS_COBRANCA,
  type ConfiguracaoDeCobrancaDados,
  type ConfiguracaoDeCobrancaEntrada,
} from "../../../domain/schemas/cobranca.ts";
import { isSiglaUf, NOMES_DAS_UFS, SIGLAS_UF, type SiglaUf } from "../../../domain/ufs.ts";
import { CartaoCheckbox } from "@/components/campos.tsx";
import { BotaoOcupado, FalhaAoCarregar } from "@/components/estados.tsx";
import { MolduraDoCampo } from "@/components/form-field.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { errosDeCampo } from "@/lib/api.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { toast } from "@/lib/use-toast.ts";
import { useConfiguracaoDeCobranca, useFeriados, useSalvarConfiguracaoDeCobranca, type ConfiguracaoDeCobranca, type Feriado } from "./cobranca-api.ts";

/*
 * 'Dias de cobrança' (issue 43, point 2): which days installments fall on. Saved on its own
 * (PUT /api/configuracoes/cobranca), apart from the PIX form above, whose call the spec fixes.
 */

// Radix's Select gives no item an empty value: "no state" has a name of its own.
const SEM_UF = "nenhuma";

export function DiasDeCobranca() {
  const cobranca = useConfiguracaoDeCobranca();
  let conteudo;
  if (cobranca.isPending) {
    conteudo = (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  } else if (cobranca.isError) {
    conteudo = <FalhaAoCarregar mensagem="Não foi possível carregar os dias de cobrança." aoTentar={() => void cobranca.refetch()} />;
  } else {
    conteudo = <FormularioDiasDeCobranca atuais={cobranca.data} />;
  }
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Dias de cobrança</CardTitle>
        <CardDescription>Os dias em que as parcelas vencem. Um vencimento que cai num dia sem cobrança passa para o próximo dia de cobrança.</CardDescription>
      </CardHeader>
      <CardContent>{conteudo}</CardContent>
    </Card>
  );
}

function valoresDoFormulario(c: ConfiguracaoDeCobranca): ConfiguracaoDeCobrancaEntrada {
  return { ...c, datasSemCobranca: [...c.datasSemCobranca] };
}

function FormularioDiasDeCobranca({ atuais }: { atuais: ConfiguracaoDeCobranca }) {
  const salvar = useSalvarConfiguracaoDeCobranca();
  const form = useForm<ConfiguracaoDeCobrancaEntrada, unknown, ConfiguracaoDeCobrancaDados>({
    resolver: zodResolver(configuracaoDeCobrancaSchema),
    defaultValues: valoresDoFormulario(atuais),
  });
  const { isSubmitting } = form.formState;
  const mostrarErrosDoServidor = useErrosDoServidor(form);

  const enviar = form.handleSubmit(async (dados) => {
    try {
      const salva = await salvar.mutateAsync(dados);
      form.reset(valoresDoFormulario(salva));
      toast({ title: "Dias de cobrança salvos!", description: "Valem para os próximos empréstimos." });
    } catch (erro) {
      mostrarErrosDoServidor(erro);
      // A refused date comes as "datasSemCobranca.3": shown under the list it belongs to.
      const daLista = Object.entries(errosDeCampo(erro)).find(([campo]) => campo.startsWith("datasSemCobranca."));
      if (daLista) form.setError("datasSemCobranca", { type: "server", message: daLista[1] });
      toast({ variant: "destructive", title: "Erro ao salvar", description: "Não foi possível salvar os dias de cobrança." });
    }
  });

  return (
    <form onSubmit={enviar} noValidate className="grid gap-6" aria-label="Dias de cobrança" data-testid="dias-de-cobranca">
      <fieldset disabled={isSubmitting} className="grid gap-5">
        <legend className="sr-only">Dias de cobrança</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <CartaoCheckbox role="switch" rotulo="Cobrar aos sábados" {...form.register("cobrarSabados")} />
          <CartaoCheckbox role="switch" rotulo="Cobrar aos domingos" {...form.register("cobrarDomingos")} />
          <CartaoCheckbox
            role="switch"
            rotulo="Cobrar em feriados"
            descricao="Feriados nacionais e, com a UF, os do seu estado."
            {...form.register("cobrarFeriados")}
          />
          <CartaoCheckbox
            role="switch"
            rotulo="Carnaval e Corpus Christi são dias de cobrança"
            descricao="Não são feriados nacionais (ponto facultativo); desmarque se você não cobra neles."
            {...form.register("carnavalECorpusChristiSaoDiasDeCobranca")}
          />
        </div>
        <CampoUf form={form} />
        <DatasSemCobranca form={form} />
        <FeriadosDoAno form={form} />
        <p className="flex items-start gap-2 rounded-md bg-muted/60 p-3 text-sm text-muted-foreground">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Mudar estes dias vale para os empréstimos criados daqui em diante: as datas dos empréstimos que já existem não mudam.
        </p>
      </fieldset>
      <div className="flex justify-end">
        <BotaoOcupado type="submit" className="w-full sm:w-auto" ocupado={isSubmitting} icone={<Save aria-hidden="true" />} emAndamento="Salvando...">
          Salvar dias de cobrança
        </BotaoOcupado>
      </div>
    </form>
  );
}

type Formulario = UseFormReturn<ConfiguracaoDeCobrancaEntrada, unknown, ConfiguracaoDeCobrancaDados>;

function CampoUf({ form }: { form: Formulario }) {
  const id = "configuracoes-cobranca-uf";
  return (
    <Controller
      control={form.control}
      name="uf"
      render={({ field, fieldState }) => (
        <MolduraDoCampo
          idCampo={id}
          label="Estado (UF) dos feriados"
          icone={<MapPin className="size-4 text-muted-foreground" aria-hidden="true" />}
          erro={fieldState.error?.message}
          dica="Os feriados do seu estado contam além dos nacionais. Os da sua cidade, adicione abaixo."
        >
          <Select value={field.value && isSiglaUf(field.value) ? field.value : SEM_UF} onValueChange={(v) => field.onChange(v === SEM_UF ? null : v)}>
            <SelectTrigger id={id} aria-invalid={fieldState.error ? true : undefined} aria-describedby={`${id}-dica`} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={SEM_UF}>Nenhum (só feriados nacionais)</SelectItem>
              {SIGLAS_UF.map((uf) => (
                <SelectItem key={uf} value={uf}>
                  {uf} — {NOMES_DAS_UFS[uf]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </MolduraDoCampo>
      )}
    />
  );
}

/** The lender's own non-collection dates (the city's holidays): add one at a time, remove any. */
function DatasSemCobranca({ form }: { form: Formulario }) {
  const datas = useWatch({ control: form.control, name: "datasSemCobranca" });
  const [nova, setNova] = useState("");
  const [erroLocal, setErroLocal] = useState<string | null>(null);
  const errosDaLista = form.formState.errors.datasSemCobranca;
  // The list's own message (too many) or the first date's (from the server: "datasSemCobranca.3").
  const erroDaLista = errosDaLista?.message ?? (Array.isArray(errosDaLista) ? errosDaLista.find((e) => e?.message)?.message : undefined);
  const erro = erroLocal ?? erroDaLista;
  const id = "configuracoes-cobranca-nova-data";

  const mudar = (lista: string[]) => form.setValue("datasSemCobranca", lista, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  const adicionar = () => {
    const data = nova.trim();
    if (data === "") return setErroLocal("Escolha a data a adicionar.");
    if (!isDataAceita(data)) return setErroLocal(MENSAGENS_COBRANCA.data);
    if (datas.includes(data)) return setErroLocal(`${formatarData(data)} já está na lista.`);
    if (datas.length >= MAXIMO_DATAS_SEM_COBRANCA) return setErroLocal(MENSAGENS_COBRANCA.maximoDatas);
    setErroLocal(null);
    mudar([...datas, data].sort());
    setNova("");
  };

  return (
    <div className="grid gap-3">
      <MolduraDoCampo
        idCampo={id}
        label="Datas sem cobrança"
        icone={<CalendarOff className="size-4 text-muted-foreground" aria-hidden="true" />}
        erro={erro}
        dica="Os feriados da sua cidade ou os dias em que você não cobra."
      >
        <div className="flex gap-2">
          <Input
            id={id}
            type="date"
            value={nova}
            onChange={(e) => {
              setNova(e.target.value);
              setErroLocal(null);
            }}
            onKeyDown={(e) => {
              // Enter adds the date instead of saving the whole form.
              if (e.key === "Enter") {
                e.preventDefault();
                adicionar();
              }
            }}
            aria-invalid={erro ? true : undefined}
            aria-describedby={[erro ? `${id}-erro` : null, `${id}-dica`].filter(Boolean).join(" ")}
            className="min-w-0 flex-1"
          />
          <Button type="button" variant="outline" onClick={adicionar}>
            <CalendarPlus aria-hidden="true" />
            Adicionar
          </Button>
        </div>
      </MolduraDoCampo>
      {datas.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nenhuma data adicionada.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Datas sem cobrança adicionadas">
          {datas.map((data) => (
            <li key={data} className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm">
              <span>
                {formatarData(data)} <span className="text-muted-foreground">({diaDaSemana(data)})</span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remover ${formatarData(data)}`}
                onClick={() => mudar(datas.filter((d) => d !== data))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Whether a holiday stops collection under the settings being edited. */
function feriadoSemCobranca(f: Feriado, cobrarFeriados: boolean, carnavalECorpusChristi: boolean): boolean {
  if (cobrarFeriados) return false;
  return !f.facultativo || !carnavalECorpusChristi;
}

/** The coming year's holidays of the chosen UF, each marked as the settings being edited treat it. */
function FeriadosDoAno({ form }: { form: Formulario }) {
  const [uf, cobrarFeriados, carnaval] = useWatch({ control: form.control, name: ["uf", "cobrarFeriados", "carnavalECorpusChristiSaoDiasDeCobranca"] });
  const sigla: SiglaUf | null = uf && isSiglaUf(uf) ? uf : null;
  const feriados = useFeriados(sigla);
  const tituloId = "configuracoes-cobranca-feriados";

  let corpo;
  if (feriados.isPending) corpo = <Skeleton className="h-24 w-full" />;
  else if (feriados.isError) corpo = <FalhaAoCarregar mensagem="Não foi possível carregar os feriados." aoTentar={() => void feriados.refetch()} />;
  else {
    const { de, ate, feriados: lista } = feriados.data;
    const semCobranca = lista.filter((f) => feriadoSemCobranca(f, cobrarFeriados, carnaval)).length;
    corpo = (
      <>
        <p className="text-sm text-muted-foreground">
          De {formatarData(de)} a {formatarData(ate)}
          {sigla ? `, nacionais e de ${NOMES_DAS_UFS[sigla]}` : ", só os nacionais"}:{" "}
          {semCobranca === 0 ? "nenhum é pulado" : semCobranca === 1 ? "1 dia sem cobrança" : `${semCobranca} dias sem cobrança`}.
        </p>
        <ul className="grid gap-1.5" aria-labelledby={tituloId}>
          {lista.map((f) => {
            const pulado = feriadoSemCobranca(f, cobrarFeriados, carnaval);
            return (
              <li key={f.data} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                <span>
                  <span className="tabular-nums">{formatarData(f.data)}</span> <span>{f.nome}</span>
                  {f.abrangencia === "estadual" ? <span className="text-muted-foreground"> (estadual)</span> : null}
                  {f.facultativo ? <span className="text-muted-foreground"> (ponto facultativo)</span> : null}
                </span>
                <Badge variant={pulado ? "secondary" : "outline"}>{pulado ? "Sem cobrança" : "Dia de cobrança"}</Badge>
              </li>
            );
          })}
        </ul>
      </>
    );
  }
  return (
    <section className="grid gap-2 rounded-md border p-3" aria-labelledby={tituloId}>
      <h3 id={tituloId} className="text-sm font-medium">
        Feriados dos próximos 12 meses
      </h3>
      {corpo}
    </section>
  );
}
