import { useEffect } from "react";
import { creditosAcabando } from "../../domain/credits.ts";
import { useAuth } from "@/lib/auth.tsx";
import { useCreditos } from "@/lib/creditos-status.tsx";
import { avisoCreditosJaExibido, marcarAvisoCreditosExibido } from "@/lib/aviso-creditos.ts";
import { toast } from "@/lib/use-toast.ts";

/** SPEC 8: warns once per session, for 8 s, when only 1 or 2 days are left. */
export function AvisoCreditosBaixos() {
  const { user } = useAuth();
  const { diasRestantes, lido } = useCreditos();

  useEffect(() => {
    if (!user || !lido || !creditosAcabando(diasRestantes) || avisoCreditosJaExibido()) return;
    marcarAvisoCreditosExibido();
    toast({
      variant: "destructive",
      title: "Atenção! Seus créditos estão acabando",
      description: `Você tem apenas ${diasRestantes} dia(s) de uso restante. Renove em breve para não perder o acesso.`,
      duration: 8000,
    });
  }, [user, lido, diasRestantes]);

  return null;
}
