import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatarReais } from "../../domain/money.ts";
import { reaisCompactos } from "@/lib/reais-compactos.ts";

/** One series: its key in each point (centavos), its legend, its colour; bars of one `pilha` stack. */
export type BarraDoGrafico = { chave: string; nome: string; cor: string; pilha?: string; topo?: boolean };

type Props = {
  /** One point per month: `rotulo` on the axis and each series' centavos. */
  pontos: { rotulo: string }[];
  barras: BarraDoGrafico[];
  /** What the image shows, for screen readers (the page's table has the figures). */
  descricao: string;
  altura: "h-64" | "h-72";
};

/*
 * Bars per month in reais, the dashboard's and the report's, in its own chunk (recharts is large):
 * each page paints its figures and table first and this arrives after. One named image for screen
 * readers, without recharts' keyboard layer: the table next to it says the same.
 */
export default function GraficoBarrasPorMes({ pontos, barras, descricao, altura }: Props) {
  return (
    <div role="img" aria-label={descricao} className={`${altura} w-full min-w-0`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={pontos} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false} tabIndex={-1}>
          <CartesianGrid vertical={false} stroke="var(--border)" />
          <XAxis dataKey="rotulo" tickLine={false} axisLine={false} tick={{ fill: "var(--muted-foreground)", fontSize: 12 }} />
          <YAxis
            tickFormatter={reaisCompactos}
            tickLine={false}
            axisLine={false}
            width={72}
            tick={{ fill: "var(--muted-foreground)", fontSize: 12 }}
            allowDecimals={false}
          />
          <Tooltip
            formatter={(valor) => formatarReais(Number(valor))}
            cursor={{ fill: "var(--muted)" }}
            contentStyle={{ borderRadius: 8, borderColor: "var(--border)" }}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {barras.map((b) => (
            <Bar
              key={b.chave}
              dataKey={b.chave}
              name={b.nome}
              fill={b.cor}
              stackId={b.pilha}
              radius={b.topo === false ? undefined : [4, 4, 0, 0]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
