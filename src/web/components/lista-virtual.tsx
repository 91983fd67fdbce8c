import { useCallback, useEffect, useLayoutEffect, useRef, useState, type Key } from "react";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { Button } from "@/components/ui/button.tsx";

/*
 * Issue 12: a long list (10,000 clients, 50,000 loans) keeps in the DOM only the rows near the
 * screen, and reads the next page from the server as its end comes near. The page itself (the
 * window) scrolls, as on every other screen: only the rows are virtual. The rows stay in normal
 * flow between two spacers (padding above and below), so a table stays a table and a list a list.
 */

interface OpcoesListaVirtual {
  /** Rows read so far. */
  quantidade: number;
  /** A first guess of a row's height in px; each row is measured once drawn. */
  alturaEstimada: number;
  /** Whether the server has more pages. `carregarMais` may be called while a page is on its way (it must ignore that). */
  temMais: boolean;
  buscandoMais: boolean;
  /**
   * Any read of the list on its way, a new read of the first page too (the refresh button, the
   * window's focus). TanStack Query does not start the next page meanwhile: it is asked for once
   * that read ends, or reaching the end during it would leave the list stuck there.
   */
  lendo: boolean;
  /** The last page failed: no automatic retry (the button at the end asks again). */
  falhou: boolean;
  carregarMais: () => void;
  /** Rows drawn beyond the screen's edges. */
  alem?: number;
  /**
   * Rows drawn beyond the edges once the page has been scrolled. A flick is scrolled by the
   * browser's compositor, ahead of the main thread: with few rows beyond the edges, a slow CPU
   * leaves stretches of the screen empty (measure:clientes, issue 12). The first paint, before any
   * scrolling, draws only `alem`.
   */
  alemDepoisDeRolar?: number;
  /**
   * Up to this many rows, and when the server has no more, all are drawn (no virtualization): a
   * lender with a page or so of rows keeps the whole list in the page (find in page, tab through,
   * nothing remounts). A longer list is virtual from its first page: a slow phone draws the
   * screenful it shows, not the 50 rows it read.
   */
  desenharTodasAte: number;
}

/**
 * The screen the server draws a first paint for (primeira-pintura.tsx), which cannot measure one:
 * a tall one, so the rows drawn reach past the bottom of most real screens.
 */
const TELA_NO_SERVIDOR = { width: 1280, height: 1200 };

/** How many rows before the end of what was read the next page is asked for. */
const ANTECEDENCIA = 15;

export function useListaVirtual<T extends HTMLElement>({
  quantidade,
  alturaEstimada,
  temMais,
  buscandoMais,
  lendo,
  falhou,
  carregarMais,
  alem = 6,
  alemDepoisDeRolar = alem,
  desenharTodasAte,
}: OpcoesListaVirtual) {
  const lista = useRef<T>(null);
  // Where the list starts on the page: the virtualizer counts the window's scroll from there.
  const [margem, setMargem] = useState(0);
  const virtual = quantidade > desenharTodasAte || temMais;
  // Again when the list starts being virtual: a screen may draw it in another element then.
  useLayoutEffect(() => {
    const el = lista.current;
    if (!el) return;
    const medirTopo = () => setMargem(Math.round(el.getBoundingClientRect().top + window.scrollY));
    medirTopo();
    // What sits above the list (a wrapped header, a message) may change its height later.
    const observador = new ResizeObserver(medirTopo);
    observador.observe(document.body);
    return () => observador.disconnect();
  }, [virtual]);
  // Set once, at the first scroll the virtualizer reports: the margin does not shrink back, so rows
  // are not dropped and drawn again between the steps of a flick.
  const [rolou, setRolou] = useState(false);
  const virtualizador = useWindowVirtualizer<HTMLElement>({
    count: quantidade,
    estimateSize: () => alturaEstimada,
    overscan: rolou ? alemDepoisDeRolar : alem,
    onChange: (instancia) => {
      if (instancia.isScrolling) setRolou(true);
    },
    scrollMargin: margem,
    enabled: virtual,
    // The window's size from the first render: otherwise the virtualizer draws for a 0 px screen,
    // measures the window after mounting and renders the list a second time.
    initialRect: typeof window === "undefined" ? TELA_NO_SERVIDOR : { width: window.innerWidth, height: window.innerHeight },
    // React batches the scroll's re-render with the frame instead of rendering inside each scroll event.
    useFlushSync: false,
  });
  const itens: { index: number; key: Key; start: number; end: number }[] = virtual
    ? virtualizador.getVirtualItems()
    : Array.from({ length: quantidade }, (_, index) => ({ index, key: index, start: margem, end: margem }));
  const ultimo = itens.at(-1)?.index ?? -1;
  // A list with more pages is always virtual: the next page comes as the drawn rows near the end.
  useEffect(() => {
    if (temMais && !buscandoMais && !lendo && !falhou && ultimo >= quantidade - 1 - ANTECEDENCIA) carregarMais();
  }, [ultimo, quantidade, temMais, buscandoMais, lendo, falhou, carregarMais]);

  const primeiro = itens[0];
  const fim = itens.at(-1);
  const espacoAcima = virtual && primeiro ? primeiro.start - margem : 0;
  const espacoAbaixo = virtual && fim ? Math.max(0, virtualizador.getTotalSize() - (fim.end - margem)) : 0;
  // Rows are measured only where the virtualizer places them: measuring a row forces the browser
  // to lay out the page inside React's commit, and a list drawn whole needs no positions.
  return { lista, itens, virtual, espacoAcima, espacoAbaixo, medir: virtual ? virtualizador.measureElement : null };
}

/** What useListaVirtual and FimDaLista take of a list's paged query. */
export interface PaginasDaLista {
  temMais: boolean;
  buscandoMais: boolean;
  lendo: boolean;
  falhou: boolean;
  carregarMais: () => void;
}

/** A paged query (useInfiniteQuery's result) as a long list reads it. */
export function usePaginasDaLista(consulta: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetching: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: (opcoes: { cancelRefetch: boolean }) => Promise<unknown>;
}): PaginasDaLista {
  const { fetchNextPage } = consulta;
  // A page already on its way is not asked for again (the end may be reached by several scroll events).
  const carregarMais = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  return {
    temMais: consulta.hasNextPage,
    buscandoMais: consulta.isFetchingNextPage,
    lendo: consulta.isFetching,
    falhou: consulta.isFetchNextPageError,
    carregarMais,
  };
}

/**
 * The end of a long list: a spinner while the next page loads (announced to screen readers), and
 * a button for whoever reaches the end without scrolling (keyboard, or a very tall screen).
 */
export function FimDaLista({
  temMais,
  buscandoMais,
  falhou,
  carregarMais,
  rotulo,
  className,
}: {
  temMais: boolean;
  buscandoMais: boolean;
  falhou: boolean;
  carregarMais: () => void;
  /** What is being loaded, e.g. "clientes". */
  rotulo: string;
  className?: string;
}) {
  return (
    <div className={cn("grid justify-items-center gap-2", className)}>
      <p role="status" className={cn("flex items-center gap-2 text-sm text-muted-foreground", !buscandoMais && "sr-only")}>
        {buscandoMais ? (
          <>
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Carregando mais {rotulo}...
          </>
        ) : null}
      </p>
      {falhou ? (
        <p role="alert" className="text-sm text-destructive">
          Não foi possível carregar mais {rotulo}.
        </p>
      ) : null}
      {temMais && !buscandoMais ? (
        <Button variant="outline" size="sm" onClick={carregarMais}>
          Carregar mais
        </Button>
      ) : null}
    </div>
  );
}
