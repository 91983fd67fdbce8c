import { useToast } from "@/lib/use-toast.ts";
import { usePosicaoDosAvisos } from "./posicao-dos-avisos.ts";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast.tsx";

/** Renders the toasts of the global store; mount once, near the root. */
export function Toaster() {
  const { toasts } = useToast();
  const posicao = usePosicaoDosAvisos();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, duration, open, onOpenChange }) => (
        <Toast key={id} variant={variant} duration={duration} open={open} onOpenChange={onOpenChange}>
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport posicao={posicao} />
    </ToastProvider>
  );
}
