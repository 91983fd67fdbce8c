import { useState } from "react";
import { Download, LoaderCircle } from "lucide-react";
import { TextoDoContrato } from "@/components/texto-do-contrato.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog.tsx";
import { mensagemDoErro } from "@/lib/api.ts";
import type { DevedorDoContrato, PreviaDoContrato } from "./contrato-do-cadastro.ts";
import { baixarPdfDoContrato } from "./pedir-contrato.ts";

/**
 * Issue 42, point 7: the sign-up's contract preview read in the page, full height on a phone, with
 * the words the lender's and the borrower's contract pages show (TextoDoContrato) and the preview
 * PDF one tap away as a download. Loaded with 'Ver contrato' only.
 */
export function DialogoDoContrato({
  previa,
  token,
  devedor,
  aoFechar,
}: {
  previa: PreviaDoContrato;
  token: string;
  devedor: DevedorDoContrato;
  aoFechar: () => void;
}) {
  const [baixando, setBaixando] = useState(false);
  const [erro, setErro] = useState<string | undefined>();
  const baixar = async () => {
    setBaixando(true);
    setErro(undefined);
    try {
      await baixarPdfDoContrato(token, devedor);
    } catch (falha) {
      setErro(mensagemDoErro(falha, "Não foi possível baixar o PDF. Tente novamente."));
    } finally {
      setBaixando(false);
    }
  };
  return (
    <Dialog open onOpenChange={(aberto) => (aberto ? undefined : aoFechar())}>
      <DialogContent
        data-testid="dialogo-contrato"
        className="top-0 left-0 h-svh max-h-svh w-full max-w-none translate-x-0 translate-y-0 content-start gap-4 rounded-none p-4 sm:top-1/2 sm:left-1/2 sm:h-auto sm:max-h-[calc(100svh-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl"
      >
        <div className="grid gap-1 pr-10">
          <DialogTitle className="text-lg">Contrato</DialogTitle>
          <DialogDescription data-testid="previa-sem-aceite">Prévia para leitura — sem aceite</DialogDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void baixar()} disabled={baixando} data-testid="baixar-pdf-previa">
            {baixando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            Baixar PDF
          </Button>
          <DialogClose asChild>
            <Button variant="outline">Voltar ao cadastro</Button>
          </DialogClose>
        </div>
        {erro ? (
          <p role="alert" className="text-sm text-destructive">
            {erro}
          </p>
        ) : null}
        <TextoDoContrato contrato={previa.contrato} />
      </DialogContent>
    </Dialog>
  );
}
