import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon: Icone, title, children, className }: { icon: LucideIcon; title: string; children?: ReactNode; className?: string }) {
  return (
    <div className={cn("flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 py-10 text-center", className)}>
      <span className="flex size-10 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icone className="size-5" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium text-muted-foreground">{title}</p>
      {children}
    </div>
  );
}
