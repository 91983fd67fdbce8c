import { RefreshCw, ServerCrash, WifiOff } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

/**
 * The session cannot be checked, so nothing can be shown yet: the app opened without a network,
 * or (`doServidor`) the server answered with an error, which no change of network will fix.
 * Either way the app tries again by itself, and says so.
 */
export function SemConexao({ doServidor, aoTentarDeNovo }: { doServidor: boolean; aoTentarDeNovo: () => Promise<void> }) {
  const Icone = doServidor ? ServerCrash : WifiOff;
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 px-6 text-center">
      <Icone aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 tabIndex={-1} className="text-xl font-semibold">
        {doServidor ? "O Crédito Fácil não respondeu" : "Sem conexão com a internet"}
      </h1>
      <p className="max-w-sm text-muted-foreground">
        {doServidor
          ? "Sua internet está funcionando, mas o servidor teve um problema. Seus dados estão guardados nele; o Crédito Fácil tenta de novo sozinho em instantes."
          : "Seus dados ficam no servidor. Assim que a conexão voltar, o Crédito Fácil abre sozinho."}
      </p>
      <Button onClick={() => void aoTentarDeNovo()}>
        <RefreshCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </main>
  );
}
