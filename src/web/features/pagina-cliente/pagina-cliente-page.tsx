import { TituloDaAba } from "@/lib/titulo.tsx";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Copy, FileText, HandCoins, Link2Off, QrCode } from "lucide-react";
import { formatarData } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarDecimalBR, formatarReais } from "../../../domain/money.ts";
import { ROTULOS_MODALIDADE, rotuloStatus, rotuloTipoPagamento } from "../../../domain/loans/types.ts";
import { IconeRedondo, PaginaComLogo } from "@/components/estados-basicos.tsx";
import { ImagemQrCode } from "@/components/imagem-qr-code.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { SpinnerDoConteudo } from "@/components/ui/spinner.tsx";
import { arquivoParaEnviar, carregarReducao, grandeDemaisParaEnviar, grandeDemaisParaEscolher } from "@/lib/arquivo-para-enviar.ts";
import { copiarTexto } from "@/lib/copiar.ts";
import { toast } from "@/lib/use-toast.ts";
import { informarPagamento, usePaginaCliente, type PaginaCliente } from "./api.ts";

type EmprestimoNaPagina = PaginaCliente["emprestimos"][number];

const COMPROVANTE_GRANDE = "O comprovante passa de 5 MB. Escolha uma foto ou um PDF menor.";

/** The page's own address (/c/{token}) from its documents' (/api/c/{token}/…). */
const enderecoDaPagina = (documento: (caminho: string) => string) =>
  documento("")
    .replace(/^\/api/, "")
    .replace(/\/$/, "");

/**
 * Issue 30, point 1: the borrower's own page, /c/{token}, on a phone first. What is owed today on
 * each open loan, the PIX code and QR of that amount, the installments and the payments. No
 * account; never indexed; the lender's other settings and other clients never appear.
 */
export function PaginaClientePage({ params }: { params: { token?: string } }) {
  const token = params.token ?? "";
  const pagina = usePaginaCliente(token);
  let conteudo: ReactNode;
  if (pagina.isPending) {
    conteudo = <SpinnerDoConteudo />;
  } else if (pagina.isError || !pagina.data) {
    conteudo = (
      <div data-testid="link-cliente-indisponivel" className="grid justify-items-center gap-3 text-center">
        <IconeRedondo icone={Link2Off} className="bg-destructive/10 text-destructive" />
        <h1 className="text-2xl font-semibold tracking-tight">Link indisponível</h1>
        <p className="text-sm text-muted-foreground">Este link não está mais disponível. Peça um novo a quem o enviou.</p>
      </div>
    );
  } else {
    conteudo = (
      <Conteudo
        pagina={pagina.data}
        documento={(caminho) => `/api/c/${encodeURIComponent(token)}/${caminho}`}
        informar={(campos, comprovante) => informarPagamento(token, campos, comprovante)}
        aoInformar={pagina.recarregar}
      />
    );
  }
  return (
    <PaginaComLogo
      className="bg-linear-to-b from-teal-50/60 to-background px-3 py-6 sm:items-center sm:px-4 sm:py-10"
      larguraClassName="max-w-lg content-start gap-5"
    >
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <TituloDaAba pagina="Meus empréstimos" />
      <Card className="py-5 shadow-md sm:py-6">
        <CardContent className="grid gap-6 px-4 sm:px-6">{conteudo}</CardContent>
      </Card>
    </PaginaComLogo>
  );
}

/** The address of one of the borrower's PDFs (receipt, statement, accepted contract) under this page's token. */
type Documento = (caminho: string) => string;

/** A PDF of the borrower's, opened in the phone's viewer (the server sends it inline). */
function LinkDoPdf({ href, children, rotulo }: { href: string; children: ReactNode; rotulo?: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" aria-label={rotulo} className={buttonVariants({ variant: "outline", size: "sm" })}>
      <FileText aria-hidden="true" />
      {children}
    </a>
  );
}

/** A payment's day (and hour, when known) as the server sent it: no time zone code on this page. */
const quando = (p: { dia: string; hora: string | null }) => `${formatarData(p.dia)}${p.hora ? ` ${p.hora}` : ""}`;

type Informar = (campos: { emprestimoId: string; valor: string; dataPagamento: string }, comprovante: File | null) => Promise<string | null>;

function Conteudo({ pagina, documento, informar, aoInformar }: { pagina: PaginaCliente; documento: Documento; informar: Informar; aoInformar: () => void }) {
  return (
    <>
      <div className="grid gap-1 text-center">
        {pagina.nomeCredor ? <p className="text-sm font-medium text-primary">Empréstimos com {pagina.nomeCredor}</p> : null}
        <h1 className="text-2xl font-semibold tracking-tight">Olá, {pagina.cliente.nome.split(/\s+/)[0]}</h1>
        <p className="text-xs text-muted-foreground">CPF {pagina.cliente.cpfMascarado}</p>
      </div>
      {pagina.emprestimos.length === 0 ? (
        <p className="text-center text-sm text-muted-foreground">Nenhum empréstimo em aberto.</p>
      ) : (
        pagina.emprestimos.map((e) => <Emprestimo key={e.id} e={e} hoje={pagina.hoje} documento={documento} informar={informar} aoInformar={aoInformar} />)
      )}
      {pagina.pagamentos.length > 0 ? (
        <section aria-labelledby="pagamentos-titulo" className="grid gap-2">
          <h2 id="pagamentos-titulo" className="text-lg font-semibold tracking-tight">
            Pagamentos
          </h2>
          <ul className="grid gap-1 text-sm">
            {pagina.pagamentos.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-dashed pb-2 last:border-0">
                <span className="text-muted-foreground">
                  {quando(p)} · {rotuloTipoPagamento(p.tipoPagamento)}
                  {p.estornado ? " (estornado)" : ""}
                </span>
                <span className="flex items-center gap-2">
                  <span className="font-medium tabular-nums">{formatarReais(decimalParaCentavos(p.valor))}</span>
                  <LinkDoPdf
                    href={documento(`pagamentos/${encodeURIComponent(p.id)}/recibo`)}
                    rotulo={`Recibo do pagamento de ${formatarReais(decimalParaCentavos(p.valor))} em ${quando(p)}`}
                  >
                    Recibo
                  </LinkDoPdf>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

// The cell colours of the lender's cartela (features/emprestimos/cartela-de-parcelas.tsx).
const COR_DA_PARCELA = {
  paga: "border-success/40 bg-success/10 text-muted-foreground",
  vence_hoje: "border-primary bg-accent/60 font-medium",
  em_atraso: "border-destructive/50 bg-destructive/10 text-destructive",
  a_vencer: "",
  renegociada: "border-dashed border-border text-muted-foreground",
};

/**
 * Issue 43, point 3: the loan's cartela as the server says each installment stands, in its words.
 * Its own small grid, not the lender's component: a chunk shared with the lender's screens (even
 * the situation rule's) costs this page more (its file, its import lines, its preload entries)
 * than its 100 KiB JS budget has left: measured 100,4 KiB with the shared grid, 100,0 with the
 * shared rule.
 */
function Cartela({ parcelas }: { parcelas: NonNullable<EmprestimoNaPagina["parcelas"]> }) {
  return (
    <section aria-label="Cartela de parcelas" className="grid gap-1.5 text-sm">
      <h2 className="flex justify-between font-medium">
        Cartela
        <span className="text-xs font-normal text-muted-foreground">
          {parcelas.filter((p) => p.situacao === "paga").length} de {parcelas.length} pagas
        </span>
      </h2>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(4.75rem,1fr))] gap-1.5">
        {parcelas.map((p) => (
          <li
            key={p.numero}
            data-testid="cartela-parcela"
            data-situacao={p.situacao}
            className={`grid rounded border px-1.5 py-1 text-center text-xs leading-tight tabular-nums ${COR_DA_PARCELA[p.situacao]}`}
          >
            <b>{p.numero}</b>
            {p.vencimento ? <span>{formatarData(p.vencimento).slice(0, 5)}</span> : null}
            <span>{formatarDecimalBR(decimalParaCentavos(p.valor))}</span>
            <span className="text-[0.65rem]">{p.texto}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Emprestimo({
  e,
  hoje,
  documento,
  informar,
  aoInformar,
}: {
  e: EmprestimoNaPagina;
  hoje: string;
  documento: Documento;
  informar: Informar;
  aoInformar: () => void;
}) {
  const devido = decimalParaCentavos(e.valorDevidoHoje);
  return (
    <section
      aria-label={`Empréstimo de ${formatarReais(decimalParaCentavos(e.valorOriginal))}`}
      className="grid gap-3 rounded-lg border p-3"
      data-testid="emprestimo-do-cliente"
    >
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-medium">
          {ROTULOS_MODALIDADE[e.modalidade]} de {formatarReais(decimalParaCentavos(e.valorOriginal))}
        </span>
        <span className="text-xs text-muted-foreground">{rotuloStatus(e.status)}</span>
      </div>
      {e.status === "aguardando_envio" ? (
        <p className="text-sm text-muted-foreground">O empréstimo começa quando o dinheiro for liberado.</p>
      ) : (
        <div className="grid gap-0.5 rounded-lg bg-accent/70 px-3 py-2.5 text-accent-foreground">
          <span className="text-xs font-medium">{e.diasAtraso > 0 ? `Valor para hoje (${e.diasAtraso} dias de atraso)` : "Valor do próximo vencimento"}</span>
          <span className="text-2xl font-bold tracking-tight tabular-nums" data-testid="valor-devido-hoje">
            {formatarReais(devido)}
          </span>
          <PartesDoValor e={e} />
          {e.proximoVencimento ? <span className="text-xs">Vencimento: {formatarData(e.proximoVencimento)}</span> : null}
        </div>
      )}
      {e.pixCopiaECola ? <Pix codigo={e.pixCopiaECola} valor={devido} /> : null}
      {e.status === "ativo" || e.status === "atrasado" ? <JaPaguei e={e} hoje={hoje} devido={devido} informar={informar} aoInformar={aoInformar} /> : null}
      {e.parcelas?.length ? <Cartela parcelas={e.parcelas} /> : null}
      <div className="flex flex-wrap gap-2">
        <LinkDoPdf href={documento(`emprestimos/${encodeURIComponent(e.id)}/extrato`)}>Extrato (PDF)</LinkDoPdf>
        {/* Issue 42: the contract opens as a page (its PDF one tap away there). */}
        {e.contratoAceito ? (
          <a
            href={`${enderecoDaPagina(documento)}/emprestimos/${encodeURIComponent(e.id)}/contrato`}
            data-testid="abrir-contrato"
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            <FileText aria-hidden="true" />
            Contrato aceito
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** What the amount due is made of (issue 42, point 7): the cycle's interest or the installment, and the late interest when late. */
function PartesDoValor({ e }: { e: EmprestimoNaPagina }) {
  const atraso = decimalParaCentavos(e.valorJurosAtraso);
  return (
    <dl className="grid gap-0.5 text-xs" data-testid="partes-do-valor">
      <div className="flex justify-between gap-3">
        <dt>{e.modalidade === "parcelado" ? "Parcela" : "Juros do mês"}</dt>
        <dd className="tabular-nums">{formatarReais(decimalParaCentavos(e.valorDoCiclo))}</dd>
      </div>
      {atraso > 0 ? (
        <div className="flex justify-between gap-3">
          <dt>Juros de atraso</dt>
          <dd className="tabular-nums">{formatarReais(atraso)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * 'Copiar código PIX' first, right under the amount: the phone that opens this page is the one
 * that pays, so the QR (for another phone to scan) waits behind 'Mostrar QR Code' (issue 42,
 * point 7); its encoder is loaded only then.
 */
function Pix({ codigo, valor }: { codigo: string; valor: number }) {
  const [qrAberto, setQrAberto] = useState(false);
  const idQr = useId();
  const copiar = async () => {
    if (await copiarTexto(codigo)) toast({ title: "Código PIX copiado!", description: "Cole no app do seu banco para pagar." });
    else toast({ variant: "destructive", title: "Erro", description: "Não foi possível copiar. Selecione o código e copie manualmente." });
  };
  return (
    <div className="grid gap-2">
      <Button size="lg" onClick={() => void copiar()} data-testid="copiar-pix">
        <Copy aria-hidden="true" />
        Copiar código PIX
      </Button>
      <Button variant="ghost" size="sm" aria-expanded={qrAberto} aria-controls={idQr} onClick={() => setQrAberto((a) => !a)}>
        <QrCode aria-hidden="true" />
        {qrAberto ? "Ocultar QR Code" : "Mostrar QR Code"}
      </Button>
      <div id={idQr} hidden={!qrAberto}>
        {qrAberto ? <ImagemQrCode codigo={codigo} valor={valor} /> : null}
      </div>
    </div>
  );
}

/**
 * Issue 30, point 2: 'Já paguei'. The last notice's state (waiting, refused with the lender's
 * reason, confirmed) and, unless one waits, 'Informar pagamento': the amount (today's due amount
 * to start with), the day and an optional proof.
 */
function JaPaguei({
  e,
  hoje,
  devido,
  informar,
  aoInformar,
}: {
  e: EmprestimoNaPagina;
  hoje: string;
  devido: number;
  informar: Informar;
  aoInformar: () => void;
}) {
  const [aberto, setAberto] = useState(false);
  const [valor, setValor] = useState(() => formatarDecimalBR(devido));
  const [dia, setDia] = useState(hoje);
  const [comprovante, setComprovante] = useState<File | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const ids = { valor: useId(), dia: useId(), comprovante: useId(), erro: useId() };
  const ultimo = e.pagamentoInformado;

  if (ultimo?.situacao === "pendente") {
    return (
      <p role="status" className="rounded-lg border border-dashed px-3 py-2 text-sm" data-testid="aguardando-confirmacao">
        <strong>Aguardando confirmação do credor</strong>: {formatarReais(decimalParaCentavos(ultimo.valor))} pagos em {formatarData(ultimo.dataPagamento)}.
      </p>
    );
  }
  const enviar = async (evento: FormEvent) => {
    evento.preventDefault();
    if (enviando) return;
    setEnviando(true);
    setErro(null);
    // A phone photo made smaller first, as the sign-up's (issue 42): a 7 MB photo goes as a few hundred KB.
    const pronto = comprovante ? await arquivoParaEnviar(comprovante) : null;
    const mensagem = pronto && grandeDemaisParaEnviar(pronto) ? COMPROVANTE_GRANDE : await informar({ emprestimoId: e.id, valor, dataPagamento: dia }, pronto);
    setEnviando(false);
    if (mensagem) {
      setErro(mensagem);
      return;
    }
    toast({ title: "Pagamento informado!", description: "O credor vai conferir e confirmar." });
    setAberto(false);
    aoInformar();
  };
  return (
    <div className="grid gap-2">
      {ultimo?.situacao === "recusado" ? (
        <p className="rounded-lg bg-destructive/10 px-3 py-2 text-sm" data-testid="pagamento-recusado">
          O pagamento informado de {formatarReais(decimalParaCentavos(ultimo.valor))} em {formatarData(ultimo.dataPagamento)} foi recusado:{" "}
          {ultimo.motivoRecusa}
        </p>
      ) : ultimo?.situacao === "confirmado" ? (
        <p className="rounded-lg bg-accent/70 px-3 py-2 text-sm text-accent-foreground" data-testid="pagamento-confirmado">
          O pagamento de {formatarReais(decimalParaCentavos(ultimo.valor))} em {formatarData(ultimo.dataPagamento)} foi confirmado.
        </p>
      ) : null}
      {aberto ? (
        <form className="grid gap-3 rounded-lg border p-3" noValidate onSubmit={(ev) => void enviar(ev)} aria-label="Informar pagamento">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.valor}>Valor pago (R$)</Label>
            <Input id={ids.valor} inputMode="decimal" autoComplete="off" value={valor} onChange={(ev) => setValor(ev.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.dia}>Data do pagamento</Label>
            <Input id={ids.dia} type="date" max={hoje} value={dia} onChange={(ev) => setDia(ev.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.comprovante}>Comprovante (opcional: foto JPG ou PNG, ou PDF até 5 MB)</Label>
            <Input
              id={ids.comprovante}
              type="file"
              accept="image/jpeg,image/png,application/pdf"
              // The reducing code starts loading while the borrower picks the file.
              onClick={() => void carregarReducao().catch(() => undefined)}
              onChange={(ev) => {
                const arquivo = ev.target.files?.[0] ?? null;
                if (arquivo && grandeDemaisParaEscolher(arquivo)) {
                  ev.target.value = "";
                  setComprovante(null);
                  setErro(COMPROVANTE_GRANDE);
                  return;
                }
                setErro(null);
                setComprovante(arquivo);
              }}
            />
          </div>
          {erro ? (
            <p id={ids.erro} role="alert" className="text-sm text-destructive">
              {erro}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={enviando}>
              {enviando ? "Enviando..." : "Enviar"}
            </Button>
            <Button type="button" variant="outline" onClick={() => setAberto(false)}>
              Cancelar
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setAberto(true)}>
          <HandCoins aria-hidden="true" />
          Já paguei: informar pagamento
        </Button>
      )}
    </div>
  );
}
