import { useId } from "react";
import { Link } from "wouter";
import { ArrowLeft, CircleCheck, Copy, ExternalLink, Plus } from "lucide-react";
import { copiarLink } from "@/lib/copiar.ts";
import { formatarDataHora } from "@/lib/format.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { descricaoTermos, termosDoLink, type LinkCadastro } from "./link-termos.ts";
import { ChipIcone } from "@/components/estados.tsx";
import { BotaoCompartilhar } from "./botao-compartilhar.tsx";

/** SPEC 2: after success, the link with a copy button and a back button; issue 11 adds 'Compartilhar'. */
export function LinkGerado({ link, url, aoGerarOutro }: { link: LinkCadastro; url: string; aoGerarOutro: () => void }) {
  const idUrl = useId();
  const validade = formatarDataHora(link.dataExpiracao);
  return (
    <Card data-testid="link-gerado" className="max-w-3xl">
      <CardHeader className="flex-row items-start gap-3">
        <ChipIcone icone={CircleCheck} className="rounded-full bg-success/15 text-success" />
        <div className="grid gap-1">
          <CardTitle className="text-lg">Link gerado!</CardTitle>
          {link.nomeDestinatario ? (
            <p data-testid="link-destinatario" className="text-sm font-medium">
              Para {link.nomeDestinatario}
            </p>
          ) : null}
          <CardDescription>
            {descricaoTermos(termosDoLink(link))}
            {validade ? `. Válido até ${validade}.` : ""}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={idUrl}>Link de cadastro</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id={idUrl} data-testid="link-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
            <Button onClick={() => void copiarLink(url)} className="sm:w-auto">
              <Copy aria-hidden="true" />
              Copiar link
            </Button>
            <BotaoCompartilhar url={url} nomeDestinatario={link.nomeDestinatario} variant="outline" className="sm:w-auto" />
          </div>
          <p className="text-xs text-muted-foreground">
            Envie este link ao cliente. Ele preenche os próprios dados{link.exigirDocumentos ? " e envia os documentos" : ""}, e o empréstimo aparece como
            Aguardando Envio.
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link href="/emprestimos">
              <ArrowLeft aria-hidden="true" />
              Voltar
            </Link>
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button asChild variant="ghost">
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden="true" />
                Abrir link
              </a>
            </Button>
            <Button variant="secondary" onClick={aoGerarOutro}>
              <Plus aria-hidden="true" />
              Gerar outro link
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
