import { MessageCircle } from "lucide-react";
import { useAuth } from "@/lib/auth.tsx";
import { mensagemDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button, type ButtonProps } from "@/components/ui/button.tsx";
import { useAppConfig } from "./api.ts";
import { linkCompraCreditos } from "./whatsapp.ts";

/** Opens the WhatsApp chat that sells credits; buying inside the app does not exist (SPEC 2). */
export function ComprarCreditosButton({ className, variant, size = "lg" }: Pick<ButtonProps, "className" | "variant" | "size">) {
  const { user } = useAuth();
  const config = useAppConfig();

  const comprar = () => {
    if (!user?.email) {
      toast({ variant: "destructive", title: "Email não encontrado" });
      return;
    }
    const numero = config.data?.whatsappCreditos;
    if (!numero) {
      toast({
        variant: "destructive",
        title: "Não foi possível abrir o WhatsApp",
        description: mensagemDoErro(config.error, "Tente novamente em instantes."),
      });
      return;
    }
    window.open(linkCompraCreditos(numero, user.email), "_blank", "noopener,noreferrer");
  };

  return (
    <Button data-testid="comprar-creditos" className={className} variant={variant} size={size} disabled={config.isPending} onClick={comprar}>
      <MessageCircle aria-hidden="true" />
      Comprar Créditos
    </Button>
  );
}
