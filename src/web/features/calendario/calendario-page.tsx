import { TituloDaAba } from "@/lib/titulo.tsx";
import { useMemo, useState } from "react";
import { CalendarCheck, LoaderCircle } from "lucide-react";
import { dataEmSaoPaulo } from "../../../domain/dates.ts";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Calendar } from "@/components/ui/calendar.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { useDiasDoMes } from "./api.ts";
import { AtrasadosCard } from "./atrasados-card.tsx";
import { dataLocal, inicioDoMes, isoDaData, mesDaData } from "./datas.ts";
import { CLASSE_DIA_COM_VENCIMENTO, CLASSE_DIA_EM_ATRASO, DiaDoCalendario, QuantidadesPorDia } from "./dia-do-calendario.tsx";
import { VencimentosDoDiaCard } from "./vencimentos-do-dia-card.tsx";
import { BotaoTentarDeNovo } from "@/components/estados.tsx";

const COMPONENTES = { DayButton: DiaDoCalendario };

export function CalendarioPage() {
  // "Today" is the São Paulo calendar date (DOMAIN.md), whatever the browser's clock says.
  const [hoje] = useState(() => dataEmSaoPaulo(new Date()));
  const [selecionado, setSelecionado] = useState(hoje);
  const [mes, setMes] = useState(() => inicioDoMes(dataLocal(hoje)));
  const diasDoMes = useDiasDoMes(mesDaData(mes));

  const quantidades = useMemo(() => new Map((diasDoMes.data?.dias ?? []).map((d) => [d.data, d] as const)), [diasDoMes.data]);
  const datasComVencimento = useMemo(() => [...quantidades.keys()].map(dataLocal), [quantidades]);
  const noMesDeHoje = mesDaData(mes) === hoje.slice(0, 7);

  const irParaHoje = () => {
    setSelecionado(hoje);
    setMes(inicioDoMes(dataLocal(hoje)));
  };

  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Calendário" />
      <PageHeader
        title="Calendário"
        description="Veja cada parcela no dia em que vence, com o valor, e os empréstimos em atraso."
        actions={
          <Button variant="outline" onClick={irParaHoje} disabled={noMesDeHoje && selecionado === hoje}>
            <CalendarCheck aria-hidden="true" />
            Ir para hoje
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <Card className="gap-4">
            <CardContent className="grid gap-4 px-3 sm:px-6">
              <div data-testid="calendario" data-mes={mesDaData(mes)} aria-busy={diasDoMes.isPending || undefined} className="mx-auto w-full max-w-md">
                <QuantidadesPorDia.Provider value={quantidades}>
                  <Calendar
                    mode="single"
                    required
                    selected={dataLocal(selecionado)}
                    onSelect={(data) => setSelecionado(isoDaData(data))}
                    month={mes}
                    onMonthChange={(novo) => setMes(inicioDoMes(novo))}
                    today={dataLocal(hoje)}
                    modifiers={{ vencimento: datasComVencimento }}
                    components={COMPONENTES}
                  />
                </QuantidadesPorDia.Provider>
              </div>
              <div className="mx-auto flex w-full max-w-md flex-wrap items-center justify-between gap-x-4 gap-y-2 border-t pt-4 text-sm">
                <ul aria-label="Legenda" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-muted-foreground">
                  <li className="flex items-center gap-2">
                    <span aria-hidden="true" className={cn("size-4 rounded", CLASSE_DIA_COM_VENCIMENTO)} />
                    Dias com vencimento
                  </li>
                  <li className="flex items-center gap-2">
                    <span aria-hidden="true" className={cn("size-4 rounded", CLASSE_DIA_EM_ATRASO)} />
                    Parcelas em atraso
                  </li>
                  <li className="flex items-center gap-2">
                    <span aria-hidden="true" className="size-4 rounded ring-1 ring-primary/60" />
                    Hoje
                  </li>
                </ul>
                {diasDoMes.isFetching ? (
                  <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                    <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
                    Carregando...
                  </span>
                ) : null}
                {diasDoMes.isError ? (
                  <span className="flex items-center gap-2 text-xs text-destructive">
                    Não foi possível carregar os vencimentos do mês.
                    <BotaoTentarDeNovo aoTentar={() => void diasDoMes.refetch()} />
                  </span>
                ) : null}
              </div>
            </CardContent>
          </Card>
          <VencimentosDoDiaCard data={selecionado} hoje={hoje} />
        </div>
        <AtrasadosCard className="lg:sticky lg:top-20" />
      </div>
    </div>
  );
}
