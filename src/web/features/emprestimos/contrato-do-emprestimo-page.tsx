import { TituloDaAba } from "@/lib/titulo.tsx";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { ArrowLeft } from "lucide-react";
import { BotoesPdfDoContrato } from "@/components/botoes-arquivo.tsx";
import { LeituraDoContrato } from "@/components/texto-do-contrato.tsx";
import { Button } from "@/components/ui/button.tsx";
import { SpinnerDoConteudo } from "@/components/ui/spinner.tsx";
import { mensagemDoErro } from "@/lib/api.ts";
import { consulta } from "@/lib/api-tipada.ts";

/**
 * Issue 42, point 7: the loan's contract as a page, /emprestimos/{id}/contrato. On a phone the text
 * reads here (the same words as the PDF: GET …/contrato/texto); 'Baixar PDF' fetches the file with
 * the session and offers 'Enviar' where the phone can share it. Once accepted: the accepted text,
 * the PDF with its certificate, and 'Contrato como foi aceito', whose SHA-256 the certificate prints.
 */
export function ContratoDoEmprestimoPage() {
  const { id = "" } = useParams<{ id: string }>();
  const texto = useQuery(consulta("/api/emprestimos/{id}/contrato/texto", { path: { id } }));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <TituloDaAba pagina="Contrato do empréstimo" />
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="sm">
          <Link href="/emprestimos">
            <ArrowLeft aria-hidden="true" />
            Empréstimos
          </Link>
        </Button>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight">Contrato do empréstimo</h1>
      {texto.isPending ? (
        <SpinnerDoConteudo />
      ) : texto.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {mensagemDoErro(texto.error, "Não foi possível abrir o contrato.")}
        </p>
      ) : (
        <LeituraDoContrato texto={texto.data} acoes={<BotoesPdfDoContrato emprestimoId={id} aceito={texto.data.aceite !== null} />} />
      )}
    </div>
  );
}
