import { Calculator } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button.tsx";
import { cn } from "@/lib/cn.ts";

/**
 * Issue 43, point 6: 'Simular' beside the loan forms, opening the simulator (/simular). One
 * component, so the forms each take a single line.
 */
export function LinkSimular({ className }: { className?: string }) {
  return (
    <Link href="/simular" className={cn(buttonVariants({ variant: "outline" }), "min-h-11 sm:min-h-9", className)}>
      <Calculator aria-hidden="true" />
      Simular
    </Link>
  );
}
