import { RefreshCw, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

/** The app opened without a network: the session cannot be checked, so nothing can be shown yet. */
export function SemConexao({ aoTentarDeNovo }: { aoTentarDeNovo: () => Promise<void> }) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-6 text-center">
      <WifiOff aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 tabIndex={-1} className="text-xl font-semibold">
        Sem conexão com a internet
      </h1>
      <p className="max-w-sm text-muted-foreground">Seus dados ficam no servidor. Assim que a conexão voltar, o Crédito Fácil abre sozinho.</p>
      <Button onClick={() => void aoTentarDeNovo()}>
        <RefreshCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </main>
  );
}
