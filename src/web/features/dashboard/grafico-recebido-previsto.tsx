import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatarReais } from "../../../domain/money.ts";
import { reaisCompactos, type PontoDoGrafico } from "./recebido-previsto.ts";

/*
 * The chart itself, in its own chunk (recharts is large): the dashboard paints its figures and
 * lists first and this arrives after. One named image for screen readers: the card's table has
 * the figures.
 */
export default function GraficoRecebidoPrevisto({ pontos }: { pontos: PontoDoGrafico[] }) {
  return (
    <div role="img" aria-label="Gráfico de barras: recebido e previsto por mês, últimos 6 meses (os valores estão na tabela)" className="h-64 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        {/* No keyboard layer: the chart is hidden from assistive technology and the table says the same. */}
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
          <Bar dataKey="previsto" name="Previsto" fill="var(--muted-foreground)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
          <Bar dataKey="recebido" name="Recebido" fill="var(--primary)" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
