import { Suspense, type ReactNode } from "react";
import { useLocation } from "wouter";
import { Spinner } from "@/components/ui/spinner.tsx";
import { TooltipProvider } from "@/components/ui/tooltip.tsx";
import { RotaProtegida } from "./guard.tsx";
import { AppLayout } from "./layout.tsx";
import { AvisoCreditosBaixos } from "./aviso-creditos-baixos.tsx";
import { AvisosDoApp } from "./atualizacao-do-app.tsx";
import { LimiteDeErro } from "./limite-de-erro.tsx";
import { ProvedorDeDados } from "./provedor-de-dados.tsx";
import { DadosGuardados } from "./dados-guardados.tsx";

/**
 * The signed-in frame: guard, side menu, top bar, notices and the page. Its own chunk, loaded
 * after the session is known, so the public pages never download the menu, sheet and tooltip
 * code (issue 11). Every protected route renders it at the same place, so React keeps it
 * mounted while only the page inside changes.
 */
export function AreaProtegida({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ProvedorDeDados>
      {/* Issue 27: opened offline, the lender's last-seen data comes from the copy kept here. */}
      <DadosGuardados>
        <RotaProtegida>
          <TooltipProvider>
            <AvisoCreditosBaixos />
            <AppLayout>
              <AvisosDoApp />
              <LimiteDeErro chave={location}>
                <Suspense
                  fallback={
                    <div className="flex justify-center py-16">
                      <Spinner />
                    </div>
                  }
                >
                  {children}
                </Suspense>
              </LimiteDeErro>
            </AppLayout>
          </TooltipProvider>
        </RotaProtegida>
      </DadosGuardados>
    </ProvedorDeDados>
  );
}
