import { TituloDaAba } from "@/lib/titulo.tsx";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { CircleCheck, Link2Off, MailCheck } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { SpinnerDoConteudo } from "@/components/ui/spinner.tsx";
import { linkDisponivel, linkJaUtilizado, useLinkCadastro } from "./api.ts";
import { FormularioCadastro } from "./formulario-cadastro.tsx";
import { ResumoOferta } from "./oferta.tsx";
import { ofertaDoLink } from "./termos.ts";
import { IconeRedondo, PaginaComLogo } from "@/components/estados-basicos.tsx";

type Desfecho = "concluido" | "indisponivel" | null;

/** SPEC 2: the borrower's page, reached through a link with a token; no account needed. */
export function CadastroPage({ params }: { params: { token?: string } }) {
  const token = params.token ?? "";
  const link = useLinkCadastro(token);
  const [desfecho, setDesfecho] = useState<Desfecho>(null);
  const disponivel = linkDisponivel(link.data) ? link.data : null;
  const oferta = useMemo(() => (disponivel ? ofertaDoLink(disponivel) : null), [disponivel]);

  useEffect(() => {
    // The outcome replaces a long form: on a phone, show it from the top.
    if (desfecho) window.scrollTo({ top: 0 });
  }, [desfecho]);

  let conteudo: ReactNode;
  if (desfecho === "concluido") {
    conteudo = <CadastroConcluido />;
  } else if (link.isPending) {
    conteudo = <SpinnerDoConteudo />;
  } else if (link.isError && linkJaUtilizado(link.error)) {
    // Issue 11: revisiting a link that was sent (this browser or another) is not an error.
    conteudo = <DadosJaEnviados />;
  } else if (desfecho === "indisponivel" || link.isError || !disponivel || !oferta) {
    // SPEC 8: any failure to load the link reads as unavailable.
    conteudo = <LinkIndisponivel />;
  } else {
    conteudo = (
      <div className="grid gap-6">
        <div className="grid gap-1 text-center">
          {disponivel.nomeCredor ? (
            <p data-testid="nome-credor" className="text-sm font-medium text-primary">
              Solicitação de empréstimo de {disponivel.nomeCredor}
            </p>
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight">Cadastro para empréstimo</h1>
          {/* Issue 27: the lender's display name when set; the neutral wording otherwise. */}
          <p data-testid="quem-enviou" className="text-sm text-muted-foreground">
            {disponivel.nomeCredor
              ? `${disponivel.nomeCredor} enviou este link. Confira a proposta e envie seus dados.`
              : "Confira a proposta e envie seus dados para quem lhe enviou este link."}
          </p>
        </div>
        <ResumoOferta oferta={oferta} dataExpiracao={disponivel.dataExpiracao} />
        <Separator />
        <FormularioCadastro
          token={token}
          exigirDocumentos={disponivel.exigirDocumentos}
          aoConcluir={() => setDesfecho("concluido")}
          aoLinkIndisponivel={() => setDesfecho("indisponivel")}
        />
      </div>
    );
  }

  return (
    <PaginaComLogo
      className="bg-linear-to-b from-teal-50/60 to-background px-3 py-6 sm:items-center sm:px-4 sm:py-10"
      larguraClassName="max-w-lg content-start gap-5 sm:gap-6"
    >
      <TituloDaAba pagina="Cadastro" />
      <Card className="py-5 shadow-md sm:py-6">
        <CardContent className="px-4 sm:px-6">{conteudo}</CardContent>
      </Card>
    </PaginaComLogo>
  );
}

function LinkIndisponivel() {
  return (
    <div data-testid="link-indisponivel" className="grid justify-items-center gap-3 text-center">
      <IconeRedondo icone={Link2Off} className="bg-destructive/10 text-destructive" />
      <h1 className="text-2xl font-semibold tracking-tight">Link indisponível ou já utilizado</h1>
      <p className="text-sm text-muted-foreground">Este link de cadastro não está mais disponível. Peça um novo link a quem o enviou.</p>
    </div>
  );
}

function DadosJaEnviados() {
  return (
    <div data-testid="dados-ja-enviados" className="grid justify-items-center gap-3 text-center" role="status">
      <IconeRedondo icone={MailCheck} className="bg-success/15 text-success" />
      <h1 className="text-2xl font-semibold tracking-tight">Seus dados já foram enviados</h1>
      <p className="text-sm text-muted-foreground">
        Este link já foi usado para enviar um cadastro. Quem lhe enviou o link entrará em contato com você; não é preciso preencher de novo.
      </p>
      <p className="text-xs text-muted-foreground">Se precisar corrigir algo, fale com quem lhe enviou o link.</p>
    </div>
  );
}

function CadastroConcluido() {
  return (
    <div data-testid="cadastro-concluido" className="grid justify-items-center gap-3 text-center" role="status">
      <IconeRedondo icone={CircleCheck} className="bg-success/15 text-success" />
      <h1 className="text-2xl font-semibold tracking-tight">Cadastro concluído!</h1>
      <p className="text-sm text-muted-foreground">
        Recebemos seus dados. Em breve quem lhe enviou o link entrará em contato para combinar a liberação do dinheiro.
      </p>
      <p className="text-xs text-muted-foreground">Você já pode fechar esta página.</p>
    </div>
  );
}
