import { createContext, useContext } from "react";
import type { DayButtonProps } from "react-day-picker";
import { CalendarDayButton } from "@/components/ui/calendar.tsx";
import type { DiaDoMesApi } from "../../../domain/api/painel.ts";
import { cn } from "@/lib/cn.ts";
import { reaisDoDecimal } from "@/lib/format.ts";

/** yyyy-MM-dd → that day's open installments (and mensal cycles), for the month on screen. */
export const QuantidadesPorDia = createContext<ReadonlyMap<string, DiaDoMesApi>>(new Map());

/** The classes of a day with due dates; the legend shows the same swatch. */
export const CLASSE_DIA_COM_VENCIMENTO = "bg-amber-100 font-semibold text-amber-900 hover:bg-amber-200 hover:text-amber-950";

/** A day with installments still unpaid after their due date, red as the late loans' badge. */
export const CLASSE_DIA_EM_ATRASO = "bg-red-100 font-semibold text-red-900 hover:bg-red-200 hover:text-red-950";

function rotuloDoDia(dia: DiaDoMesApi): string {
  const quantos = dia.quantidade === 1 ? "1 vencimento" : `${dia.quantidade} vencimentos`;
  const atraso = dia.atrasadas === 0 ? "" : dia.atrasadas === 1 ? ", 1 em atraso" : `, ${dia.atrasadas} em atraso`;
  return `${quantos}, ${reaisDoDecimal(dia.valor)}${atraso}`;
}

/**
 * A calendar day that marks due dates (the `vencimento` modifier): a highlight (red when some of
 * them are overdue), a dot, `data-vencimento="true"` (`data-atraso="true"`), and how many, their
 * amount and how many overdue in its accessible name.
 */
export function DiaDoCalendario({ className, children, ...props }: DayButtonProps) {
  const dias = useContext(QuantidadesPorDia);
  const dia = dias.get(props.day.isoDate);
  const temVencimento = Boolean(props.modifiers.vencimento) && dia !== undefined && dia.quantidade > 0;
  const emAtraso = temVencimento && dia.atrasadas > 0;
  const rotulo = props["aria-label"];
  return (
    <CalendarDayButton
      {...props}
      data-vencimento={temVencimento ? "true" : undefined}
      data-atraso={emAtraso ? "true" : undefined}
      aria-label={temVencimento && rotulo ? `${rotulo}, ${rotuloDoDia(dia)}` : rotulo}
      title={temVencimento ? rotuloDoDia(dia) : undefined}
      className={cn("group", temVencimento && (emAtraso ? CLASSE_DIA_EM_ATRASO : CLASSE_DIA_COM_VENCIMENTO), className)}
    >
      <span>{children}</span>
      {temVencimento ? (
        <span
          aria-hidden="true"
          className={cn("absolute bottom-1 size-1.5 rounded-full group-data-[selected=true]:bg-primary-foreground", emAtraso ? "bg-red-500" : "bg-amber-500")}
        />
      ) : null}
    </CalendarDayButton>
  );
}
