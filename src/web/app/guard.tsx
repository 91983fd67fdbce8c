import { useEffect, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Redirect, useLocation } from "wouter";
import { useAuth } from "@/lib/auth.tsx";
import { useCreditos } from "@/lib/creditos-status.tsx";
import { FullPageSpinner } from "@/components/ui/spinner.tsx";
import { SemConexao } from "./sem-conexao.tsx";
import { anteciparDadosDaTela } from "./dados-da-tela.ts";

/**
 * SPEC 2: protected pages wait for the session and the credits status, send a
 * visitor to /login and a lender with 0 days to /creditos-esgotados.
 * Only a status actually read locks the lender out: a failed read (logged by the
 * credits provider) does not, and the server still refuses work with 402.
 */
export function RotaProtegida({ children }: { children: ReactNode }) {
  const { user, loading, semConexao, falhaDoServidor, lerDeNovo } = useAuth();
  const creditos = useCreditos();
  const queryClient = useQueryClient();
  const [location] = useLocation();
  const conhecido = user !== null;
  // The screen's first data goes with the credits status, not after it and the screen's code.
  useEffect(() => {
    if (conhecido) anteciparDadosDaTela(queryClient, location);
  }, [conhecido, location, queryClient]);

  if (loading || creditos.loading) return <FullPageSpinner />;
  if (!user && semConexao) return <SemConexao doServidor={falhaDoServidor} aoTentarDeNovo={lerDeNovo} />;
  if (!user) return <Redirect to="/login" replace />;
  if (creditos.lido && creditos.diasRestantes === 0) return <Redirect to="/creditos-esgotados" replace />;
  return <>{children}</>;
}
