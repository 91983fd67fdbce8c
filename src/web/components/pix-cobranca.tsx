import { useRef, useState, type Ref } from "react";
import { Link } from "wouter";
import { Copy, QrCode } from "lucide-react";
import { MAXIMO_CIDADE_RECEBEDOR, normalizarTextoBrCode } from "../../domain/brcode.ts";
import { nomeDoRecebedorPix, type RecebedorPix } from "../../domain/cobranca-pix.ts";
import { dataEmSaoPaulo } from "../../domain/dates.ts";
import { formatarReais, type Centavos } from "../../domain/money.ts";
import { cobrancaPixDoEmprestimo } from "@/lib/cobranca-pix.ts";
import { copiarTexto } from "@/lib/copiar.ts";
import type { Emprestimo } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { ImagemQrCode } from "@/components/imagem-qr-code.tsx";

/*
 * Issue 11, point 5: on a loan's card and in the client's loans, 'Copiar PIX' puts the static
 * PIX code of the amount due today (late interest included) on the clipboard, and 'QR Code'
 * shows it to be scanned from the lender's screen. Without the key, receiver name and city in
 * the settings, a short hint points there instead. The caller reads the settings (`recebedor`,
 * undefined while they load or when they failed).
 */
export function PixCobranca({ emprestimo, recebedor }: { emprestimo: Emprestimo; recebedor: RecebedorPix | undefined }) {
  const [qrAberto, setQrAberto] = useState(false);
  const copiarNoDialogo = useRef<HTMLButtonElement>(null);
  // Settings still loading or failed: nothing rather than a hint that may be wrong.
  if (!recebedor) return null;
  const cobranca = cobrancaPixDoEmprestimo(emprestimo, recebedor, dataEmSaoPaulo(new Date()));
  if (cobranca.tipo === "nenhuma") return null;
  if (cobranca.tipo === "sem-recebedor") {
    return (
      <p data-testid="pix-sem-recebedor" className="text-xs text-muted-foreground">
        Para cobrar com PIX copia e cola, preencha a chave PIX, a cidade e o nome do recebedor (ou seu nome) em{" "}
        {/* A 44 px touch target on a phone (it was 77×14 px at 375 px); plain text size from sm: up. */}
        <Link href="/configuracoes" className="inline-flex min-h-11 items-center align-middle font-medium text-primary underline underline-offset-4 sm:min-h-0">
          Configurações
        </Link>
        .
      </p>
    );
  }
  const nome = nomeDoRecebedorPix(recebedor);
  const cidade = normalizarTextoBrCode(recebedor.cidadeRecebedor ?? "", MAXIMO_CIDADE_RECEBEDOR);
  const cliente = emprestimo.cliente.nome;
  return (
    <div data-testid="pix-cobranca" className="flex flex-wrap items-center gap-2 rounded-md border border-dashed px-3 py-2">
      <p className="mr-auto text-sm">
        <span className="text-muted-foreground">PIX do vencimento: </span>
        <span data-testid="pix-valor" className="font-semibold tabular-nums">
          {formatarReais(cobranca.valor)}
        </span>
      </p>
      <div className="flex w-full gap-2 sm:w-auto">
        <BotaoCopiarPix codigo={cobranca.codigo} valor={cobranca.valor} cliente={cliente} className="flex-1 sm:flex-none" />
        <Button
          size="sm"
          variant="outline"
          className="h-11 flex-1 sm:h-8 sm:flex-none"
          aria-label={`QR Code do PIX de ${cliente}`}
          onClick={() => setQrAberto(true)}
        >
          <QrCode aria-hidden="true" />
          QR Code
        </Button>
      </div>
      <Dialog open={qrAberto} onOpenChange={setQrAberto}>
        <DialogContent
          data-testid="pix-qr-dialog"
          className="sm:max-w-sm"
          // The action, not the code's text box (which selects its text on focus), gets the focus.
          onOpenAutoFocus={(evento) => {
            evento.preventDefault();
            copiarNoDialogo.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>PIX de {cliente}</DialogTitle>
            <DialogDescription>Mostre o QR Code para o cliente ler no aplicativo do banco, ou copie o código.</DialogDescription>
          </DialogHeader>
          {qrAberto ? <ImagemQrCode codigo={cobranca.codigo} valor={cobranca.valor} /> : null}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Valor</dt>
            <dd data-testid="pix-qr-valor" className="font-semibold tabular-nums">
              {formatarReais(cobranca.valor)}
            </dd>
            <dt className="text-muted-foreground">Recebedor</dt>
            <dd data-testid="pix-qr-recebedor">
              {nome} · {cidade}
            </dd>
          </dl>
          <div className="grid gap-1">
            <label htmlFor={`pix-codigo-${emprestimo.id}`} className="text-xs text-muted-foreground">
              PIX copia e cola
            </label>
            <textarea
              id={`pix-codigo-${emprestimo.id}`}
              data-testid="pix-codigo"
              readOnly
              rows={4}
              value={cobranca.codigo}
              onFocus={(evento) => evento.currentTarget.select()}
              className="w-full resize-none rounded-md border bg-muted/40 p-2 font-mono text-xs break-all outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            />
          </div>
          <DialogFooter>
            <BotaoCopiarPix ref={copiarNoDialogo} codigo={cobranca.codigo} valor={cobranca.valor} cliente={cliente} />
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

interface PropsCopiarPix {
  codigo: string;
  valor: Centavos;
  cliente: string;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

function BotaoCopiarPix({ codigo, valor, cliente, className, ref }: PropsCopiarPix) {
  return (
    <Button
      ref={ref}
      size="sm"
      className={`h-11 sm:h-8 ${className ?? ""}`}
      aria-label={`Copiar PIX de ${formatarReais(valor)} de ${cliente}`}
      onClick={async () => {
        if (await copiarTexto(codigo)) {
          toast({ title: "PIX copiado!", description: `Código de ${formatarReais(valor)} pronto para colar no WhatsApp.` });
        } else {
          toast({ variant: "destructive", title: "Não foi possível copiar", description: "Abra o QR Code e copie o código manualmente." });
        }
      }}
    >
      <Copy aria-hidden="true" />
      Copiar PIX
    </Button>
  );
}
