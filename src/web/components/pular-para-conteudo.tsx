import { focar } from "@/lib/foco-na-navegacao.ts";

export const ID_CONTEUDO = "conteudo";

/**
 * WCAG 2.4.1: the first stop of the Tab key jumps over the menu and the top bar to the page.
 * Hidden until focused. The click is handled here: a plain '#conteudo' would not move the
 * keyboard focus in every browser, and the router must not see a new address.
 */
export function PularParaConteudo() {
  return (
    <a
      href={`#${ID_CONTEUDO}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-primary focus:px-4 focus:text-sm focus:font-medium focus:text-primary-foreground focus:shadow-lg focus:outline-none focus:ring-[3px] focus:ring-ring/50"
      onClick={(evento) => {
        const alvo = document.getElementById(ID_CONTEUDO);
        if (!alvo) return;
        evento.preventDefault();
        focar(alvo.querySelector<HTMLElement>("h1") ?? alvo);
      }}
    >
      Pular para o conteúdo
    </a>
  );
}
