import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatarReais } from "../../../domain/money.ts";
import { reaisCompactos, rotuloCurtoDoMes } from "@/features/dashboard/api.ts";

export type PontoDoRelatorio = { mes: string; emprestado: number; juros: number; principal: number; atraso: number };

/*
 * Issue 31, point 4: lent and received per month, in its own chunk (recharts is large). One named
 * image for screen readers: the page's table has the same figures.
 */
export default function GraficoRelatorio({ pontos }: { pontos: PontoDoRelatorio[] }) {
  const dados = pontos.map((p) => ({ ...p, rotulo: rotuloCurtoDoMes(p.mes) }));
  return (
    <div role="img" aria-label="Gráfico de barras: emprestado e recebido por mês (os valores estão na tabela)" className="h-72 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={dados} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false} tabIndex={-1}>
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
          <Legend />
          <Bar dataKey="emprestado" name="Emprestado" fill="var(--muted-foreground)" isAnimationActive={false} radius={[4, 4, 0, 0]} />
          <Bar dataKey="juros" name="Juros" stackId="recebido" fill="var(--primary)" isAnimationActive={false} />
          <Bar dataKey="atraso" name="Juros de atraso" stackId="recebido" fill="#d97706" isAnimationActive={false} />
          <Bar dataKey="principal" name="Principal" stackId="recebido" fill="#1d4ed8" isAnimationActive={false} radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
