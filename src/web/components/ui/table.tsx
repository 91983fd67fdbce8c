import { useEffect, useRef, useState, type ComponentProps, type RefObject } from "react";
import { cn } from "@/lib/cn.ts";

/**
 * A table that scrolls sideways inside its own box instead of widening the page. While it does
 * scroll, the box is a tab stop (WCAG 2.1.1: a keyboard user scrolls it with the arrow keys).
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  const caixa = useRef<HTMLDivElement>(null);
  const rola = useRolaDeLado(caixa);
  return (
    <div
      ref={caixa}
      data-slot="table-container"
      tabIndex={rola ? 0 : undefined}
      className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("[&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr data-slot="table-row" className={cn("border-b transition-colors hover:bg-muted/50", className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return (
    <th
      data-slot="table-head"
      className={cn("h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-medium tracking-wide text-muted-foreground uppercase", className)}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td data-slot="table-cell" className={cn("whitespace-nowrap px-3 py-3 align-middle", className)} {...props} />;
}

/** Whether the element's content is wider than the element (it scrolls sideways). */
function useRolaDeLado(ref: RefObject<HTMLElement | null>): boolean {
  const [rola, setRola] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const medir = () => setRola(el.scrollWidth > el.clientWidth + 1);
    medir();
    const observador = new ResizeObserver(medir);
    observador.observe(el);
    if (el.firstElementChild) observador.observe(el.firstElementChild);
    return () => observador.disconnect();
  }, [ref]);
  return rola;
}
