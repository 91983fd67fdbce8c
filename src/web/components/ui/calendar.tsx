import { useEffect, useRef, type ComponentProps } from "react";
import { DayPicker, getDefaultClassNames, type ChevronProps, type DayButtonProps } from "react-day-picker";
// DayPicker's pt-BR locale is date-fns' ptBR plus translated labels ('Ir para o próximo mês').
import { ptBR } from "react-day-picker/locale/pt-BR";
import { ChevronDown, ChevronLeft, ChevronRight, ChevronUp } from "lucide-react";
import { buttonVariants } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

// date-fns' shortest pt-BR weekday names drop the accent of 'sáb'; these are the usual ones.
const DIAS_DA_SEMANA = ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"];

function Chevron({ className, orientation = "left" }: ChevronProps) {
  const Icone = { left: ChevronLeft, right: ChevronRight, up: ChevronUp, down: ChevronDown }[orientation];
  return <Icone className={cn("size-4", className)} aria-hidden="true" />;
}

/**
 * One day of the calendar, styled as the app's ghost button. States come from DayPicker's
 * modifiers as data attributes (data-selected, data-today, data-day = yyyy-MM-dd), so a
 * screen can add its own marks by wrapping this component.
 */
export function CalendarDayButton({ className, day, modifiers, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // Keyboard navigation moves the focus from day to day (what DayPicker's own button does).
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      data-slot="calendar-day"
      data-day={day.isoDate}
      data-selected={modifiers.selected || undefined}
      data-today={modifiers.today || undefined}
      data-outside={modifiers.outside || undefined}
      className={cn(
        "relative flex aspect-square size-auto w-full min-w-9 flex-col items-center justify-center gap-0.5 rounded-md text-sm font-normal tabular-nums outline-none transition-[color,background-color,box-shadow]",
        "hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50",
        // Today keeps its ring when selected; its teal text only when not selected (teal on teal).
        "data-[today=true]:font-semibold data-[today=true]:ring-1 data-[today=true]:ring-primary/60 [&[data-today=true]:not([data-selected=true])]:text-primary",
        "data-[selected=true]:bg-primary data-[selected=true]:text-primary-foreground data-[selected=true]:hover:bg-primary-hover data-[selected=true]:hover:text-primary-foreground",
        "data-[outside=true]:text-muted-foreground",
        className,
      )}
      {...props}
    />
  );
}

export type CalendarProps = ComponentProps<typeof DayPicker>;

/** A month view in pt-BR with the app's look (DayPicker with Tailwind classes). */
export function Calendar({ className, classNames, components, formatters, showOutsideDays = false, ...props }: CalendarProps) {
  const padrao = getDefaultClassNames();
  return (
    <DayPicker
      locale={ptBR}
      showOutsideDays={showOutsideDays}
      className={cn("w-full", className)}
      formatters={{
        formatWeekdayName: (dia) => DIAS_DA_SEMANA[dia.getDay()] ?? "",
        ...formatters,
      }}
      classNames={{
        root: cn("w-full", padrao.root),
        months: cn("relative flex w-full flex-col gap-4", padrao.months),
        month: cn("flex w-full flex-col gap-4", padrao.month),
        nav: cn("absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1", padrao.nav),
        button_previous: cn(buttonVariants({ variant: "outline", size: "icon" }), "z-10 aria-disabled:opacity-50", padrao.button_previous),
        button_next: cn(buttonVariants({ variant: "outline", size: "icon" }), "z-10 aria-disabled:opacity-50", padrao.button_next),
        month_caption: cn("flex h-9 w-full items-center justify-center px-10", padrao.month_caption),
        caption_label: cn("select-none text-base font-semibold capitalize", padrao.caption_label),
        month_grid: cn("w-full border-collapse", padrao.month_grid),
        // No gap on a phone: seven 44 px day targets fit a 375 px screen only edge to edge.
        weekdays: cn("flex gap-0 sm:gap-1", padrao.weekdays),
        weekday: cn("flex-1 select-none pb-1 text-xs font-medium uppercase text-muted-foreground", padrao.weekday),
        week: cn("mt-1 flex w-full gap-0 sm:gap-1", padrao.week),
        day: cn("relative flex-1 p-0 text-center", padrao.day),
        today: padrao.today,
        selected: padrao.selected,
        outside: cn("text-muted-foreground", padrao.outside),
        disabled: cn("text-muted-foreground opacity-50", padrao.disabled),
        hidden: cn("invisible", padrao.hidden),
        ...classNames,
      }}
      components={{ Chevron, DayButton: CalendarDayButton, ...components }}
      {...props}
    />
  );
}
