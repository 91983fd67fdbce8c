import { TituloDaAba } from "@/lib/titulo.tsx";
import { useEffect, useState, type ReactNode } from "react";
import { ArrowLeft, FileText, Link2Off } from "lucide-react";
import { IconeRedondo, PaginaComLogo } from "@/components/estados-basicos.tsx";
import { LeituraDoContrato, type ContratoTexto } from "@/components/texto-do-contrato.tsx";
import { buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { SpinnerDoConteudo } from "@/components/ui/spinner.tsx";
import { consulta, urlDaApi } from "@/lib/api-tipada.ts";

interface Leitura {
  chave: string;
  data?: ContratoTexto;
  error?: unknown;
}

/** The accepted contract's text, read once per address: a plain effect, as the other public pages. */
function useTextoDoContrato(token: string, id: string) {
  const chave = `${token}/${id}`;
  const [leitura, setLeitura] = useState<Leitura>({ chave });
  useEffect(() => {
    const controle = new AbortController();
    consulta("/api/c/{token}/emprestimos/{id}/contrato/texto", { path: { token, id } })
      .queryFn({ signal: controle.signal })
      .then(
        (data) => setLeitura({ chave, data }),
        (error: unknown) => {
          if (!controle.signal.aborted) setLeitura({ chave, error });
        },
      );
    return () => controle.abort();
  }, [chave, token, id]);
  const atual = leitura.chave === chave ? leitura : { chave };
  const isError = "error" in atual;
  return { data: atual.data, isError, isPending: !isError && atual.data === undefined };
}

function LinkDoPdf({ href, children, destaque = false, testId }: { href: string; children: ReactNode; destaque?: boolean; testId: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" data-testid={testId} className={buttonVariants({ variant: destaque ? "default" : "outline" })}>
      <FileText aria-hidden="true" />
      {children}
    </a>
  );
}

/**
 * Issue 42, point 7: the borrower's accepted contract as a page, /c/{token}/emprestimos/{id}/contrato,
 * read on the phone (the same words as the PDF, the CPF masked as on every public page), with
 * 'Baixar PDF' (the contract with its certificate) and 'Contrato como foi aceito' one tap away: real
 * links, which WhatsApp's browser opens, instead of a blob: tab it may block.
 */
export function ContratoDoClientePage({ params }: { params: { token?: string; id?: string } }) {
  const token = params.token ?? "";
  const id = params.id ?? "";
  const texto = useTextoDoContrato(token, id);
  const caminho = { path: { token, id } };
  let conteudo: ReactNode;
  if (texto.isPending) {
    conteudo = <SpinnerDoConteudo />;
  } else if (texto.isError || !texto.data) {
    conteudo = (
      <div data-testid="contrato-indisponivel" className="grid justify-items-center gap-3 text-center">
        <IconeRedondo icone={Link2Off} className="bg-destructive/10 text-destructive" />
        <h1 className="text-2xl font-semibold tracking-tight">Contrato indisponível</h1>
        <p className="text-sm text-muted-foreground">Este link não abre um contrato aceito. Peça um novo link a quem lhe emprestou.</p>
      </div>
    );
  } else {
    conteudo = (
      <div className="grid gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Seu contrato</h1>
        <LeituraDoContrato
          texto={texto.data}
          acoes={
            <>
              <LinkDoPdf destaque testId="baixar-pdf" href={urlDaApi("/api/c/{token}/emprestimos/{id}/contrato", caminho)}>
                Baixar PDF
              </LinkDoPdf>
              <LinkDoPdf testId="baixar-como-foi-aceito" href={urlDaApi("/api/c/{token}/emprestimos/{id}/contrato/como-foi-aceito", caminho)}>
                Contrato como foi aceito (PDF)
              </LinkDoPdf>
            </>
          }
        />
      </div>
    );
  }
  return (
    <PaginaComLogo
      className="bg-linear-to-b from-teal-50/60 to-background px-3 py-6 sm:items-center sm:px-4 sm:py-10"
      larguraClassName="max-w-2xl content-start gap-5 sm:gap-6"
    >
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <TituloDaAba pagina="Seu contrato" />
      <a href={`/c/${encodeURIComponent(token)}`} className={buttonVariants({ variant: "ghost", size: "sm", className: "justify-self-start" })}>
        <ArrowLeft aria-hidden="true" />
        Voltar
      </a>
      <Card className="py-5 shadow-md sm:py-6">
        <CardContent className="px-4 sm:px-6">{conteudo}</CardContent>
      </Card>
    </PaginaComLogo>
  );
}
