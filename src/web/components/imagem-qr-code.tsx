import { useEffect, useState } from "react";
import { formatarReais, type Centavos } from "../../domain/money.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";

/*
 * The QR image of a PIX code, apart from pix-cobranca.tsx (the lender's 'Copiar PIX' and its
 * dialog, with radix's Dialog and the loans' queries) so that the borrower's page, /c/{token},
 * loads only this and the encoder (issue 30, the page's JS budget).
 */

type EstadoQr = { codigo: string; svg: string } | { codigo: string; erro: true };

/** The QR image, with the encoder loaded at the first QR drawn (a dialog of the lender's, or the borrower's page), not in the app's first load. */
export function ImagemQrCode({ codigo, valor }: { codigo: string; valor: Centavos }) {
  const [estado, setEstado] = useState<EstadoQr | null>(null);
  useEffect(() => {
    let ativo = true;
    void (async () => {
      try {
        const modulo = await import("qrcode");
        // The package is CommonJS: depending on the bundler its functions sit on default or not.
        const qr = modulo.default ?? modulo;
        const svg = await qr.toString(codigo, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
        if (ativo) setEstado(svg.startsWith("<svg") ? { codigo, svg } : { codigo, erro: true });
      } catch {
        if (ativo) setEstado({ codigo, erro: true });
      }
    })();
    return () => {
      ativo = false;
    };
  }, [codigo]);

  // A code that changed meanwhile waits for its own image.
  if (!estado || estado.codigo !== codigo) {
    return (
      <div role="status" className="mx-auto">
        <Skeleton className="size-60" />
        <span className="sr-only">Gerando QR Code...</span>
      </div>
    );
  }
  if ("erro" in estado) {
    return <p className="text-center text-sm text-destructive">Não foi possível gerar o QR Code. Use o botão "Copiar código PIX".</p>;
  }
  return (
    <img
      data-testid="pix-qr-imagem"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(estado.svg)}`}
      alt={`QR Code do PIX de ${formatarReais(valor)}`}
      width={240}
      height={240}
      className="mx-auto size-60 rounded-md bg-white"
    />
  );
}
