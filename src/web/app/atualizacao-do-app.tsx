import { useEffect, useState, useSyncExternalStore } from "react";
import { RefreshCw, WifiOff } from "lucide-react";
import { diaEHora } from "@/lib/format.ts";
import { Button } from "@/components/ui/button.tsx";
import { useMomentoDaCopia } from "./dados-guardados.tsx";
import { registrarServiceWorker } from "./service-worker.ts";

/**
 * Two notices at the top of the protected frame, in the page flow (they never cover the header
 * or a field): a new version was deployed and is ready ('Atualizar'), and the phone is offline
 * (what is on screen may be old: the service worker keeps the app's files, never the API's data).
 */
export function AvisosDoApp() {
  const [atualizar, setAtualizar] = useState<(() => Promise<void>) | null>(null);
  const online = useOnline();
  // Issue 27: the app opened offline shows the lender's kept copy, and says from when it is.
  const momentoDaCopia = useMomentoDaCopia();

  useEffect(() => {
    registrarServiceWorker({ aoHaverNovaVersao: (aplicar) => setAtualizar(() => aplicar) });
  }, []);

  return (
    <>
      {!online || momentoDaCopia !== null ? (
        <div role="status" className="mb-4 flex items-center gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          {momentoDaCopia !== null ? (
            <p>
              <span data-testid="dados-de" className="font-semibold">
                Dados de {diaEHora(momentoDaCopia)}
              </span>
              . Sem conexão: estes são os últimos dados vistos neste aparelho; os pagamentos esperam a conexão voltar.
            </p>
          ) : (
            <p>Sem conexão. Os dados na tela podem estar desatualizados; nada é enviado até a conexão voltar.</p>
          )}
        </div>
      ) : null}
      {atualizar ? (
        <div role="status" className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-primary/40 bg-primary/5 px-4 py-3 text-sm">
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <p className="flex-1">Uma nova versão do Crédito Fácil está disponível.</p>
          <Button size="sm" onClick={() => void atualizar()}>
            Atualizar agora
          </Button>
        </div>
      ) : null}
    </>
  );
}

function assinarConexao(aoMudar: () => void) {
  window.addEventListener("online", aoMudar);
  window.addEventListener("offline", aoMudar);
  return () => {
    window.removeEventListener("online", aoMudar);
    window.removeEventListener("offline", aoMudar);
  };
}

function useOnline(): boolean {
  return useSyncExternalStore(
    assinarConexao,
    () => navigator.onLine,
    () => true,
  );
}
