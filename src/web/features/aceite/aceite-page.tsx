import { TituloDaAba } from "@/lib/titulo.tsx";
import { useState, type FormEvent, type ReactNode } from "react";
import { CircleCheck, FileText, Link2Off, LoaderCircle, PenLine } from "lucide-react";
import { MENSAGENS_ACEITE, nomeConfere } from "../../../domain/aceite.ts";
import { formatarDataHora } from "../../../domain/dates.ts";
import { formatarTaxaEfetiva } from "../../../domain/loans/custo-efetivo.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import { AssinaturaDoContrato } from "@/components/assinatura-contrato.tsx";
import { TextoDoContrato } from "@/components/texto-do-contrato.tsx";
import { IconeRedondo, PaginaComLogo } from "@/components/estados-basicos.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { SpinnerDoConteudo } from "@/components/ui/spinner.tsx";
import { errosDeCampo, mensagemDoErro, statusDoErro } from "@/lib/api.ts";
import { aceitarContrato, urlDoContrato, urlDoContratoComoFoiAceito, usePedidoAceite, type AceiteResumo, type PedidoAceitePublico } from "./api.ts";

/**
 * Issue 29, point 4: the borrower opens the lender's 'Pedir aceite' link on a phone, reads the
 * contract (here, and as the PDF under 'Ver contrato'), ticks 'Li e aceito o contrato', types their
 * full name and accepts. No account; never indexed. Afterwards the page says when it was accepted
 * and offers the accepted contract with its certificate.
 */
export function AceitePage({ params }: { params: { token?: string } }) {
  const token = params.token ?? "";
  const pedido = usePedidoAceite(token);
  const [aceiteFeito, setAceiteFeito] = useState<AceiteResumo | null>(null);
  const aceite = aceiteFeito ?? pedido.data?.aceite ?? null;

  let conteudo: ReactNode;
  if (pedido.isPending) {
    conteudo = <SpinnerDoConteudo />;
  } else if (pedido.isError || !pedido.data) {
    conteudo = <Indisponivel />;
  } else if (aceite) {
    conteudo = <Aceito token={token} aceite={aceite} />;
  } else {
    conteudo = <Leitura token={token} pedido={pedido.data} aoAceitar={setAceiteFeito} />;
  }

  return (
    <PaginaComLogo
      className="bg-linear-to-b from-teal-50/60 to-background px-3 py-6 sm:items-center sm:px-4 sm:py-10"
      larguraClassName="max-w-2xl content-start gap-5 sm:gap-6"
    >
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <TituloDaAba pagina="Aceite do contrato" />
      <Card className="py-5 shadow-md sm:py-6">
        <CardContent className="px-4 sm:px-6">{conteudo}</CardContent>
      </Card>
    </PaginaComLogo>
  );
}

function Leitura({ token, pedido, aoAceitar }: { token: string; pedido: PedidoAceitePublico; aoAceitar: (a: AceiteResumo) => void }) {
  const [aceito, setAceito] = useState(false);
  const [nome, setNome] = useState("");
  const [erros, setErros] = useState<{ aceite?: string; nome?: string; geral?: string }>({});
  const [enviando, setEnviando] = useState(false);

  const enviar = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    if (enviando) return;
    const novos: { aceite?: string; nome?: string } = {};
    if (!aceito) novos.aceite = MENSAGENS_ACEITE.aceiteObrigatorio;
    if (!nome.trim()) novos.nome = MENSAGENS_ACEITE.nomeObrigatorio;
    else if (!nomeConfere(nome, pedido.nomeDevedor)) novos.nome = MENSAGENS_ACEITE.nomeDiferente;
    setErros(novos);
    if (novos.aceite || novos.nome) return;
    setEnviando(true);
    try {
      aoAceitar(await aceitarContrato(token, nome));
    } catch (erro) {
      const campos = errosDeCampo(erro);
      setErros({
        ...(campos.nomeAssinatura ? { nome: campos.nomeAssinatura } : {}),
        geral:
          statusDoErro(erro) === 404
            ? "Este link de aceite não está mais disponível. Peça um novo a quem o enviou."
            : mensagemDoErro(erro, "Não foi possível registrar o aceite. Tente novamente."),
      });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <form onSubmit={(e) => void enviar(e)} noValidate className="grid gap-6">
      <div className="grid gap-1 text-center">
        {pedido.nomeCredor ? (
          <p data-testid="nome-credor" className="text-sm font-medium text-primary">
            {pedido.nomeCredor} pede o seu aceite
          </p>
        ) : null}
        <h1 className="text-2xl font-semibold tracking-tight">Contrato do seu empréstimo</h1>
        <p className="text-sm text-muted-foreground">Leia com atenção. Se estiver de acordo, aceite no fim da página.</p>
      </div>

      <dl className="grid grid-cols-2 gap-2" data-testid="resumo-contrato">
        <Destaque rotulo="Valor emprestado">{formatarReais(decimalParaCentavos(pedido.valorOriginal))}</Destaque>
        <Destaque rotulo="Total a pagar">{formatarReais(decimalParaCentavos(pedido.totalAPagar))}</Destaque>
        <Destaque rotulo="Custo efetivo mensal">{formatarTaxaEfetiva(Number(pedido.taxaEfetivaMensal), "a.m.")}</Destaque>
        <Destaque rotulo="Custo efetivo anual">{formatarTaxaEfetiva(Number(pedido.taxaEfetivaAnual), "a.a.")}</Destaque>
      </dl>

      <TextoDoContrato contrato={pedido.contrato} />

      <Separator />

      <AssinaturaDoContrato
        verContrato={
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href={urlDoContrato(token)} target="_blank" rel="noreferrer" data-testid="ver-contrato">
              <FileText aria-hidden="true" />
              Ver contrato (PDF)
            </a>
          </Button>
        }
        aceito={aceito}
        aoMudarAceito={setAceito}
        nome={nome}
        aoMudarNome={setNome}
        erros={erros}
        nomeNoContrato={pedido.nomeDevedor}
        desabilitado={enviando}
      />
      {erros.geral ? (
        <p role="alert" className="text-sm text-destructive">
          {erros.geral}
        </p>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={enviando}>
        {enviando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <PenLine aria-hidden="true" />}
        {enviando ? "Registrando aceite..." : "Aceitar contrato"}
      </Button>
      <p className="text-center text-xs text-muted-foreground">Link válido até {formatarDataHora(pedido.expiraEm)}.</p>
    </form>
  );
}

/** "dd/MM/yyyy às HH:mm" on the São Paulo clock. */
export function dataHoraDoAceite(momento: string): string {
  return formatarDataHora(momento).replace(" ", " às ");
}

function Aceito({ token, aceite }: { token: string; aceite: AceiteResumo }) {
  return (
    <div data-testid="contrato-aceito" className="grid justify-items-center gap-3 text-center" role="status">
      <IconeRedondo icone={CircleCheck} className="bg-success/15 text-success" />
      <h1 className="text-2xl font-semibold tracking-tight">Contrato aceito</h1>
      <p className="text-sm text-muted-foreground">Contrato aceito em {dataHoraDoAceite(aceite.aceitoEm)}.</p>
      <p className="text-sm">
        Código de verificação: <span className="font-mono font-medium">{aceite.codigo}</span>
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <a href={urlDoContrato(token)} target="_blank" rel="noreferrer" data-testid="baixar-contrato-aceito">
            <FileText aria-hidden="true" />
            Contrato aceito (PDF)
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={urlDoContratoComoFoiAceito(token)} target="_blank" rel="noreferrer" data-testid="baixar-como-foi-aceito">
            <FileText aria-hidden="true" />
            Contrato como foi aceito (PDF)
          </a>
        </Button>
        <Button asChild variant="ghost">
          <a href={`/verificar/${aceite.codigo}`}>Verificar o código</a>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Guarde o PDF: a última página é o certificado do seu aceite. O SHA-256 que ele imprime é o do &lsquo;Contrato como foi aceito&rsquo;, que qualquer
        pessoa pode conferir em /verificar.
      </p>
    </div>
  );
}

function Indisponivel() {
  return (
    <div data-testid="aceite-indisponivel" className="grid justify-items-center gap-3 text-center">
      <IconeRedondo icone={Link2Off} className="bg-destructive/10 text-destructive" />
      <h1 className="text-2xl font-semibold tracking-tight">Link indisponível ou já utilizado</h1>
      <p className="text-sm text-muted-foreground">Este link de aceite não está mais disponível. Peça um novo link a quem o enviou.</p>
    </div>
  );
}

function Destaque({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 rounded-lg bg-accent/70 px-3 py-2.5 text-accent-foreground">
      <dt className="text-xs font-medium">{rotulo}</dt>
      <dd className="text-lg font-bold tracking-tight tabular-nums">{children}</dd>
    </div>
  );
}
