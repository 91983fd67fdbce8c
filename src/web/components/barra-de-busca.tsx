import type { ReactNode } from "react";
import { LoaderCircle } from "lucide-react";
import { CampoBusca } from "@/components/estados.tsx";

/** A list's search box: its name for screen readers, its hint, and what is said while the server answers. */
export interface TextosDaBusca {
  rotulo: string;
  placeholder: string;
  mensagemOcupado: string;
}

/**
 * The search row of a list page (/clientes, /emprestimos): the search box, with a spinner while
 * the server answers it, the page's sort and filters beside it (`children`) and under the row
 * (`abaixo`), and the busy state said to screen readers.
 */
export function BarraDeBusca({
  textos,
  larguraClassName,
  busca,
  aoBuscar,
  ocupado,
  abaixo,
  children,
}: {
  textos: TextosDaBusca;
  /** How wide the search box may grow (a Tailwind class). */
  larguraClassName: string;
  busca: string;
  aoBuscar: (busca: string) => void;
  /** The rows on screen belong to the previous search while the new one is typed or loads. */
  ocupado: boolean;
  abaixo?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="flex flex-wrap items-end gap-3">
        <div className={`relative w-full ${larguraClassName} flex-1 basis-64`}>
          <CampoBusca rotulo={textos.rotulo} placeholder={textos.placeholder} valor={busca} aoMudar={aoBuscar} className="w-full" />
          {ocupado ? (
            <LoaderCircle
              data-testid="busca-ocupada"
              className="pointer-events-none absolute top-1/2 right-9 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
              aria-hidden="true"
            />
          ) : null}
        </div>
        {children}
      </div>
      {abaixo}
      {/* The rows on screen are the previous search's until the new one answers: said, not shown as a jump. */}
      <p role="status" className="sr-only">
        {ocupado ? textos.mensagemOcupado : ""}
      </p>
    </>
  );
}
