import { TituloDaAba } from "@/lib/titulo.tsx";
import { lazy, Suspense, useId, useMemo, useState } from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { FileDown, FileSpreadsheet } from "lucide-react";
import { adicionarMeses, dataEmSaoPaulo } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import { rotuloCurtoDoMes, rotuloDoMes } from "@/features/dashboard/api.ts";
import { consulta, type Esquemas } from "@/lib/api-tipada.ts";
import { FalhaAoCarregar } from "@/components/estados.tsx";
import { O_QUE_CADA_SALDO_SOMA } from "@/lib/nomes-dos-saldos.ts";
import { PageHeader } from "@/components/page-header.tsx";
import { buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";

const Grafico = lazy(() => import("@/components/grafico-barras-por-mes.tsx"));

// Lent beside what came in, the received stacked: interest, late interest, principal.
const BARRAS = [
  { chave: "emprestado", nome: "Emprestado", cor: "var(--muted-foreground)" },
  { chave: "juros", nome: "Juros", cor: "var(--primary)", pilha: "recebido", topo: false },
  { chave: "atraso", nome: "Juros de atraso", cor: "#d97706", pilha: "recebido", topo: false },
  { chave: "principal", nome: "Principal", cor: "#1d4ed8", pilha: "recebido" },
];

type Relatorio = Esquemas["Relatorio"];
type Mes = Relatorio["meses"][number];

const reais = (decimal: string) => formatarReais(decimalParaCentavos(decimal));

/**
 * Issue 31, point 4: what the money did month by month (lent; received as interest, principal and
 * late interest; late interest waived; interest earned), the portfolio today and what the
 * schedules expect, for a period chosen with two month pickers; a chart with the same figures
 * in a table, and the report as CSV and PDF.
 */
export function RelatoriosPage() {
  const mesAtual = dataEmSaoPaulo(new Date()).slice(0, 7);
  const [de, setDe] = useState(() => adicionarMeses(`${mesAtual}-01`, -5).slice(0, 7));
  const [ate, setAte] = useState(mesAtual);
  const periodoValido = /^\d{4}-\d{2}$/.test(de) && /^\d{4}-\d{2}$/.test(ate) && de <= ate;
  const relatorio = useQuery({ ...consulta("/api/relatorios", { query: { de, ate } }), enabled: periodoValido, placeholderData: keepPreviousData });
  const ids = { de: useId(), ate: useId() };
  const consultaArquivo = `de=${encodeURIComponent(de)}&ate=${encodeURIComponent(ate)}`;

  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Relatórios" />
      <PageHeader title="Relatórios" description="O que o dinheiro rendeu, o que está na rua e o que está por vir." />
      <Card>
        <CardContent className="flex flex-wrap items-end gap-4 pt-6">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.de}>De</Label>
            <Input id={ids.de} type="month" value={de} max={ate} onChange={(e) => setDe(e.target.value)} className="w-44" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.ate}>Até</Label>
            <Input id={ids.ate} type="month" value={ate} min={de} onChange={(e) => setAte(e.target.value)} className="w-44" />
          </div>
          <div className="flex flex-wrap gap-2">
            <a
              className={buttonVariants({ variant: "outline" })}
              href={`/api/relatorios.csv?${consultaArquivo}`}
              download
              aria-disabled={!periodoValido || undefined}
            >
              <FileSpreadsheet aria-hidden="true" />
              Exportar CSV
            </a>
            <a
              className={buttonVariants({ variant: "outline" })}
              href={`/api/relatorios.pdf?${consultaArquivo}`}
              download
              aria-disabled={!periodoValido || undefined}
            >
              <FileDown aria-hidden="true" />
              Exportar PDF
            </a>
          </div>
          {!periodoValido ? (
            <p role="alert" className="w-full text-sm text-destructive">
              Escolha um mês inicial antes do mês final.
            </p>
          ) : relatorio.isError ? (
            <p role="alert" className="w-full text-sm text-destructive">
              {relatorio.error instanceof Error ? relatorio.error.message : "Não foi possível carregar o relatório."}
            </p>
          ) : null}
        </CardContent>
      </Card>
      {relatorio.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : relatorio.data ? (
        <Conteudo r={relatorio.data} />
      ) : relatorio.isError ? (
        <FalhaAoCarregar mensagem="Não foi possível carregar o relatório." aoTentar={() => void relatorio.refetch()} />
      ) : null}
    </div>
  );
}

function Conteudo({ r }: { r: Relatorio }) {
  const pontos = useMemo(
    () =>
      r.meses.map((m) => ({
        rotulo: rotuloCurtoDoMes(m.mes),
        emprestado: decimalParaCentavos(m.emprestado),
        juros: decimalParaCentavos(m.recebidoJuros),
        principal: decimalParaCentavos(m.recebidoPrincipal),
        atraso: decimalParaCentavos(m.recebidoJurosAtraso),
      })),
    [r.meses],
  );
  return (
    <>
      <section aria-labelledby="carteira-titulo" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <h2 id="carteira-titulo" className="sr-only">
          Carteira hoje
        </h2>
        <Indicador rotulo="Juros ganhos no período" valor={reais(r.totais.jurosGanhos)} />
        <Indicador rotulo="Principal em aberto" valor={reais(r.carteira.principalEmAberto)} detalhe={O_QUE_CADA_SALDO_SOMA.principalEmAberto} />
        <Indicador rotulo="Valor em atraso" valor={reais(r.carteira.valorEmAtraso)} />
        <Indicador
          rotulo="Em risco (PAR 30)"
          valor={`${r.carteira.par30.replace(".", ",")}%`}
          detalhe={`${reais(r.carteira.principalEmRisco)} com mais de 30 dias de atraso`}
        />
        <Indicador rotulo="Clientes ativos" valor={String(r.carteira.clientesAtivos)} detalhe={`${r.carteira.clientesEmAtraso} em atraso`} />
        <Indicador
          rotulo="Previsão dos próximos 3 meses"
          valor={formatarReais(r.previsao.reduce((t, p) => t + decimalParaCentavos(p.valor), 0))}
          detalhe={r.previsao.map((p) => `${rotuloDoMes(p.mes)}: ${reais(p.valor)}`).join(" · ")}
        />
      </section>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle className="text-lg">Mês a mês</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Suspense fallback={<Skeleton className="h-72 w-full" />}>
            <Grafico pontos={pontos} barras={BARRAS} altura="h-72" descricao="Gráfico de barras: emprestado e recebido por mês (os valores estão na tabela)" />
          </Suspense>
          {/* Wider than a 375 px screen: it scrolls here, a region the keyboard can reach (Tab, then the
              arrows) and a screen reader names — axe's scrollable-region-focusable. */}
          <div
            role="region"
            aria-label="Tabela mês a mês"
            tabIndex={0}
            className="overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <table data-testid="tabela-relatorio" className="w-full min-w-[640px] text-sm">
              <caption className="sr-only">Emprestado, recebido e dispensado por mês</caption>
              <thead>
                <tr className="border-b text-left text-muted-foreground">
                  {["Mês", "Emprestado", "Juros", "Principal", "Juros de atraso", "Dispensados", "Juros renegociados", "Recebido"].map((t, i) => (
                    <th key={t} scope="col" className={i === 0 ? "py-2 font-medium" : "py-2 text-right font-medium"}>
                      {t}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {r.meses.map((m) => (
                  <Linha key={m.mes} rotulo={rotuloDoMes(m.mes)} m={m} />
                ))}
                <Linha rotulo="Total" m={r.totais} negrito />
              </tbody>
            </table>
          </div>
        </CardContent>
      </Card>
    </>
  );
}

function Linha({ rotulo, m, negrito = false }: { rotulo: string; m: Omit<Mes, "mes">; negrito?: boolean }) {
  const celula = negrito ? "py-2 text-right font-semibold tabular-nums" : "py-2 text-right tabular-nums";
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className={negrito ? "py-2 text-left font-semibold" : "py-2 text-left font-normal"}>
        {rotulo}
      </th>
      <td className={celula}>{reais(m.emprestado)}</td>
      <td className={celula}>{reais(m.recebidoJuros)}</td>
      <td className={celula}>{reais(m.recebidoPrincipal)}</td>
      <td className={celula}>{reais(m.recebidoJurosAtraso)}</td>
      <td className={celula}>{reais(m.jurosAtrasoDispensados)}</td>
      <td className={celula}>{reais(m.jurosRenegociados)}</td>
      <td className={celula}>{reais(m.recebidoTotal)}</td>
    </tr>
  );
}

function Indicador({ rotulo, valor, detalhe }: { rotulo: string; valor: string; detalhe?: string }) {
  return (
    <Card className="gap-1 py-4">
      <CardContent className="grid gap-1 px-4">
        <span className="text-sm text-muted-foreground">{rotulo}</span>
        <span className="text-2xl font-bold tracking-tight tabular-nums">{valor}</span>
        {detalhe ? <span className="text-xs text-muted-foreground">{detalhe}</span> : null}
      </CardContent>
    </Card>
  );
}
