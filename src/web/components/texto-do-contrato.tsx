import type { ReactNode } from "react";
import { formatarDataHora } from "../../domain/dates.ts";
import type { Esquemas } from "@/lib/api-tipada.ts";

export type ContratoRedigido = Esquemas["ContratoRedigido"];
export type ContratoTexto = Esquemas["ContratoTexto"];

/**
 * The contract's words as the page shows them: the same text as its PDF (src/domain/contrato.ts
 * writes both), headings, paragraphs and the installments as a list. Read on a phone, where a PDF
 * opens in another app or, in WhatsApp's browser, not at all (issue 42, point 7).
 */
export function TextoDoContrato({ contrato }: { contrato: ContratoRedigido }) {
  return (
    <article aria-labelledby="contrato-titulo" data-testid="texto-contrato" className="grid gap-3 rounded-lg border bg-muted/30 p-3 text-sm sm:p-4">
      <h2 id="contrato-titulo" className="text-base font-semibold">
        {contrato.titulo}
      </h2>
      <p>{contrato.preambulo}</p>
      {contrato.secoes.map((s) => (
        <section key={s.titulo} className="grid gap-1.5">
          <h3 className="font-semibold">{s.titulo}</h3>
          {s.paragrafos.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.itens?.length ? (
            <ul className="grid gap-1 pl-4">
              {s.itens.map((item) => (
                <li key={item} className="list-disc tabular-nums">
                  {item}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p>{contrato.localEData}</p>
      {contrato.assinaturas.map((a) => (
        <p key={a.papel} className="text-muted-foreground">
          {a.papel}: {a.nome}
          {a.documento ? `, ${a.documento}` : ""}
        </p>
      ))}
    </article>
  );
}

/**
 * The contract's page (the lender's and the borrower's): the PDF one tap away at the top
 * (`acoes`), then, once accepted, when and with which code, and the text. An acceptance made on the
 * sign-up form before the text was kept has only its PDF, and the page says so.
 */
export function LeituraDoContrato({ texto, acoes }: { texto: ContratoTexto; acoes: ReactNode }) {
  const { aceite, contrato } = texto;
  return (
    <div className="grid gap-4" data-testid="leitura-do-contrato">
      <div className="flex flex-wrap gap-2">{acoes}</div>
      {aceite ? (
        <div className="grid gap-1 text-sm" data-testid="aceite-do-contrato-lido">
          <p>
            Contrato aceito em {formatarDataHora(aceite.aceitoEm).replace(" ", " às ")}. Código de verificação:{" "}
            <span className="font-mono font-medium">{aceite.codigo}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            O PDF tem na última página o certificado do aceite. O SHA-256 que ele imprime é o do arquivo &lsquo;Contrato como foi aceito&rsquo;:{" "}
            <a className="underline underline-offset-2" href={`/verificar/${aceite.codigo}`}>
              veja como conferir
            </a>
            .
          </p>
        </div>
      ) : null}
      {contrato ? (
        <TextoDoContrato contrato={contrato} />
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="texto-so-no-pdf">
          O texto deste contrato está no PDF: o aceite foi feito antes de o texto ser guardado à parte.
        </p>
      )}
    </div>
  );
}
