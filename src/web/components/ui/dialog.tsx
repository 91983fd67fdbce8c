import { useRef, type ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { cn } from "@/lib/cn.ts";

/* A centred modal on the Dialog primitive (focus trap, Esc, overlay); on a phone it fills the width minus a margin and scrolls. */

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({ className, children, onOpenAutoFocus, onCloseAutoFocus, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  // Radix returns focus only to a <DialogTrigger>; most dialogs here are opened by a button
  // that sets state (a card's actions), so the element focused at opening is kept and focused
  // again on closing, while it is still on the page.
  const origem = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40 animate-fade-in data-[state=closed]:animate-fade-out" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-xl border bg-card p-5 text-card-foreground shadow-xl animate-fade-in data-[state=closed]:animate-fade-out sm:p-6",
          className,
        )}
        onOpenAutoFocus={(evento) => {
          const ativo = document.activeElement;
          origem.current = ativo instanceof HTMLElement && ativo !== document.body ? ativo : null;
          onOpenAutoFocus?.(evento);
        }}
        onCloseAutoFocus={(evento) => {
          onCloseAutoFocus?.(evento);
          const alvo = origem.current;
          origem.current = null;
          if (evento.defaultPrevented || !alvo?.isConnected) return;
          evento.preventDefault();
          alvo.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-1.5 right-1.5 flex size-11 items-center justify-center rounded-md text-muted-foreground opacity-80 sm:top-3 sm:right-3 sm:size-7 transition-opacity outline-none hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Fechar</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-header" className={cn("grid gap-1.5 pr-10 sm:pr-6", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold leading-tight tracking-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}
