import { Component, type ErrorInfo, type ReactNode } from "react";
import { AlertTriangle, RefreshCw } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";

/**
 * A screen that failed to load its code (offline, or a deploy removed the old files) or threw
 * while rendering. Without this boundary React unmounts the whole tree: a white page until the
 * lender thinks of reloading (issue 11).
 */
export function ehFalhaAoCarregarCodigo(erro: unknown): boolean {
  if (!(erro instanceof Error)) return false;
  // Chromium: "Failed to fetch dynamically imported module"; Firefox: "error loading dynamically
  // imported module"; Safari: "Importing a module script failed"; Vite: "Unable to preload CSS".
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(erro.message);
}

interface Props {
  children: ReactNode;
  /** Changes of this value (the path) clear the error: the lender moved on to another screen. */
  chave: string;
}

interface Estado {
  erro: unknown;
  chave: string;
}

export class LimiteDeErro extends Component<Props, Estado> {
  override state: Estado = { erro: null, chave: this.props.chave };

  static getDerivedStateFromError(erro: unknown): Partial<Estado> {
    return { erro };
  }

  static getDerivedStateFromProps(props: Props, estado: Estado): Partial<Estado> | null {
    return props.chave === estado.chave ? null : { erro: null, chave: props.chave };
  }

  override componentDidCatch(erro: unknown, info: ErrorInfo) {
    console.error("Erro ao exibir a tela:", erro, info.componentStack);
  }

  private tentarNovamente = () => {
    // A failed dynamic import stays failed in the browser's module map: only a fresh page load
    // fetches it again (from the service worker's copy when offline). A render error may pass
    // on a second try (the data changed), so that one is retried in place.
    if (ehFalhaAoCarregarCodigo(this.state.erro)) window.location.reload();
    else this.setState({ erro: null });
  };

  override render() {
    if (this.state.erro === null) return this.props.children;
    const codigo = ehFalhaAoCarregarCodigo(this.state.erro);
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <AlertTriangle aria-hidden="true" className="size-10 text-destructive" />
        <h1 tabIndex={-1} className="text-xl font-semibold">
          {codigo ? "Não foi possível carregar esta tela" : "Algo deu errado nesta tela"}
        </h1>
        <p className="text-muted-foreground">
          {codigo
            ? "Verifique sua conexão com a internet e tente novamente."
            : "Seus dados estão seguros. Tente novamente; se o erro continuar, recarregue a página."}
        </p>
        <Button onClick={this.tentarNovamente}>
          <RefreshCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    );
  }
}
