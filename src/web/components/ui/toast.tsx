import type { ComponentProps } from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/** SPEC 9: 5000 ms by default, swipe 50 px to dismiss, F8 jumps to the notifications. */
export function ToastProvider({ duration = 5000, swipeThreshold = 50, ...props }: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={duration} swipeThreshold={swipeThreshold} label="Notificação" {...props} />;
}

/**
 * 'base': bottom of the screen (phones: above the home indicator's safe area; from 640 px:
 * bottom right). 'topo': below the sticky 64 px top bar, never over it.
 */
export function ToastViewport({ className, posicao = "base", ...props }: ComponentProps<typeof ToastPrimitive.Viewport> & { posicao?: "base" | "topo" }) {
  return (
    <ToastPrimitive.Viewport
      hotkey={["F8"]}
      label="Notificações ({hotkey})"
      data-slot="toast-viewport"
      data-posicao={posicao}
      className={cn(
        "fixed right-0 z-[100] flex max-h-[calc(100svh-4rem)] w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]",
        posicao === "base" ? "bottom-0 pb-[max(1rem,env(safe-area-inset-bottom))]" : "top-16",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-12 shadow-lg animate-toast-in sm:pr-9 data-[state=closed]:animate-fade-out data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export function Toast({ className, variant, ...props }: ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>) {
  return <ToastPrimitive.Root data-slot="toast" data-variant={variant ?? "default"} className={cn(toastVariants({ variant }), className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Fechar"
      className={cn(
        "absolute top-1 right-1 flex size-11 items-center justify-center rounded-md text-foreground/60 sm:top-2 sm:right-2 sm:size-7 opacity-70 transition-opacity outline-none hover:text-foreground hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring group-[.destructive]:text-destructive-foreground/80 group-[.destructive]:hover:text-destructive-foreground",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}
