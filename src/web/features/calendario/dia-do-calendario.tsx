import { createContext, useContext } from "react";
import type { DayButtonProps } from "react-day-picker";
import { CalendarDayButton } from "@/components/ui/calendar.tsx";
import { cn } from "@/lib/cn.ts";

/** yyyy-MM-dd → how many loans fall due that day, for the month on screen. */
export const QuantidadesPorDia = createContext<ReadonlyMap<string, number>>(new Map());

/** The classes of a day with due dates; the legend shows the same swatch. */
export const CLASSE_DIA_COM_VENCIMENTO = "bg-amber-100 font-semibold text-amber-900 hover:bg-amber-200 hover:text-amber-950";

function rotuloQuantidade(n: number): string {
  return n === 1 ? "1 vencimento" : `${n} vencimentos`;
}

/**
 * A calendar day that marks due dates (the `vencimento` modifier): a highlight, a dot,
 * `data-vencimento="true"` and the number of loans in its accessible name.
 */
export function DiaDoCalendario({ className, children, ...props }: DayButtonProps) {
  const quantidades = useContext(QuantidadesPorDia);
  const quantidade = quantidades.get(props.day.isoDate) ?? 0;
  const temVencimento = Boolean(props.modifiers.vencimento) && quantidade > 0;
  const rotulo = props["aria-label"];
  return (
    <CalendarDayButton
      {...props}
      data-vencimento={temVencimento ? "true" : undefined}
      aria-label={temVencimento && rotulo ? `${rotulo}, ${rotuloQuantidade(quantidade)}` : rotulo}
      className={cn("group", temVencimento && CLASSE_DIA_COM_VENCIMENTO, className)}
    >
      <span>{children}</span>
      {temVencimento ? (
        <span aria-hidden="true" className="absolute bottom-1 size-1.5 rounded-full bg-amber-500 group-data-[selected=true]:bg-primary-foreground" />
      ) : null}
    </CalendarDayButton>
  );
}
