import { useState, type ReactNode } from "react";
import { Link } from "wouter";
import { Download, FileSignature, FileSpreadsheet, FileText, Grid3x3, LoaderCircle, Receipt, Send } from "lucide-react";
import { mensagemDoErro } from "@/lib/api.ts";
import { arquivoDaApi, type ArquivoDaApi } from "@/lib/api-tipada.ts";
import { toast } from "@/lib/use-toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { foiCancelado, nomeDoArquivo, podeCompartilhar } from "@/lib/arquivo.ts";

/*
 * Files the lender takes out of the app: a payment's receipt, a loan's statement and contract (PDF), and
 * the CSV exports. The file is fetched with the session (lib/api.ts: 401 and 402 reach the
 * app's handlers as for any call). On a phone that can share files, the PDF is then offered to
 * 'Enviar': the share sheet sends it to WhatsApp as a document. Sharing needs a fresh tap (the
 * browser refuses navigator.share long after the click that started the download), hence the
 * second button instead of opening the sheet when the fetch ends. Elsewhere, and when sharing
 * fails, the file is saved as a download.
 */

type Estado = { fase: "ocioso" } | { fase: "buscando" } | { fase: "pronto"; arquivo: File };

function salvar(arquivo: File) {
  const url = URL.createObjectURL(arquivo);
  const link = document.createElement("a");
  link.href = url;
  link.download = arquivo.name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function buscar(arquivo: ArquivoDaApi, nomePadrao: string, tipo: string): Promise<File> {
  const { blob, disposicao } = await arquivo.baixar();
  return new File([blob], nomeDoArquivo(disposicao, nomePadrao), { type: tipo });
}

function BotaoArquivo({
  arquivo: doServidor,
  nomePadrao,
  tipo,
  titulo,
  rotulo,
  texto = rotulo,
  icone,
  erro,
  compartilhavel,
  variant = "outline",
  size = "sm",
  testId,
}: {
  /** The contract's GET that answers the file. */
  arquivo: ArquivoDaApi;
  nomePadrao: string;
  tipo: string;
  /** The share sheet's title. */
  titulo: string;
  rotulo: string;
  /** The idle button's text when it says more than the file's name ('Enviar recibo'). */
  texto?: string;
  icone: ReactNode;
  /** The toast's title when the file cannot be fetched. */
  erro: string;
  compartilhavel: boolean;
  variant?: "outline" | "default" | "secondary" | "ghost";
  size?: "sm" | "default";
  testId?: string;
}) {
  const [estado, setEstado] = useState<Estado>({ fase: "ocioso" });

  const obter = async () => {
    setEstado({ fase: "buscando" });
    try {
      const arquivo = await buscar(doServidor, nomePadrao, tipo);
      if (compartilhavel && podeCompartilhar(arquivo)) {
        setEstado({ fase: "pronto", arquivo });
        return;
      }
      salvar(arquivo);
    } catch (e) {
      toast({ variant: "destructive", title: erro, description: mensagemDoErro(e, "Tente novamente em instantes.") });
    }
    setEstado({ fase: "ocioso" });
  };

  const enviar = async (arquivo: File) => {
    try {
      await navigator.share({ files: [arquivo], title: titulo });
    } catch (e) {
      // Closing the sheet is a choice, not a failure; anything else still gets the file out.
      if (!foiCancelado(e)) salvar(arquivo);
    }
    setEstado({ fase: "ocioso" });
  };

  if (estado.fase === "pronto") {
    return (
      <span className="inline-flex gap-1">
        <Button variant="default" size={size} data-testid={testId && `${testId}-enviar`} onClick={() => void enviar(estado.arquivo)}>
          <Send aria-hidden="true" /> Enviar
        </Button>
        <Button
          variant="ghost"
          size={size}
          aria-label={`Baixar ${rotulo.toLowerCase()}`}
          title="Baixar"
          onClick={() => {
            salvar(estado.arquivo);
            setEstado({ fase: "ocioso" });
          }}
        >
          <Download aria-hidden="true" />
        </Button>
      </span>
    );
  }

  // A real link to the file (open in a new tab, copy the address, works before the script
  // loads); the click is taken over to fetch it, so the share sheet and the error toast work.
  const buscando = estado.fase === "buscando";
  return (
    <Button asChild variant={variant} size={size}>
      <a
        href={doServidor.url}
        download={nomePadrao}
        aria-disabled={buscando}
        aria-busy={buscando}
        data-testid={testId}
        className={buscando ? "pointer-events-none opacity-60" : undefined}
        onClick={(evento) => {
          evento.preventDefault();
          if (!buscando) void obter();
        }}
      >
        {buscando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : icone}
        {texto}
      </a>
    </Button>
  );
}

/** A payment's receipt, a loan's statement and its contract (issue 29): PDFs the lender may send the borrower on WhatsApp. */
const DOCUMENTOS = {
  recibo: {
    arquivo: (id: string) => arquivoDaApi("/api/pagamentos/{id}/recibo", { path: { id } }),
    titulo: "Recibo de pagamento",
    rotulo: "Recibo",
    icone: Receipt,
  },
  extrato: {
    arquivo: (id: string) => arquivoDaApi("/api/emprestimos/{id}/extrato", { path: { id } }),
    titulo: "Extrato do empréstimo",
    rotulo: "Extrato",
    icone: FileText,
  },
  contrato: {
    arquivo: (id: string) => arquivoDaApi("/api/emprestimos/{id}/contrato", { path: { id } }),
    titulo: "Contrato do empréstimo",
    rotulo: "Contrato",
    icone: FileSignature,
  },
  // Issue 43: a parcelado loan's installments, as the paper card the borrower keeps.
  cartela: {
    arquivo: (id: string) => arquivoDaApi("/api/emprestimos/{id}/cartela.pdf", { path: { id } }),
    titulo: "Cartela de parcelas",
    rotulo: "Cartela",
    icone: Grid3x3,
  },
  // Issue 42: the accepted document alone, the file whose SHA-256 the certificate prints.
  comoFoiAceito: {
    arquivo: (id: string) => arquivoDaApi("/api/emprestimos/{id}/contrato/como-foi-aceito", { path: { id } }),
    titulo: "Contrato como foi aceito",
    rotulo: "Contrato como foi aceito",
    icone: FileText,
  },
} as const;

const NOMES: Record<keyof typeof DOCUMENTOS, { arquivo: string; erro: string }> = {
  recibo: { arquivo: "recibo.pdf", erro: "Não foi possível gerar o recibo" },
  extrato: { arquivo: "extrato.pdf", erro: "Não foi possível gerar o extrato" },
  contrato: { arquivo: "contrato.pdf", erro: "Não foi possível gerar o contrato" },
  cartela: { arquivo: "cartela.pdf", erro: "Não foi possível gerar a cartela" },
  comoFoiAceito: { arquivo: "contrato-como-foi-aceito.pdf", erro: "Não foi possível baixar o contrato como foi aceito" },
};

function BotaoDocumento({
  documento,
  id,
  texto,
  destaque = false,
}: {
  documento: keyof typeof DOCUMENTOS;
  id: string;
  texto?: string;
  /** The main action of where it sits (a full-size, filled button), not one of a row of small ones. */
  destaque?: boolean;
}) {
  const { arquivo, titulo, rotulo, icone: Icone } = DOCUMENTOS[documento];
  return (
    <BotaoArquivo
      arquivo={arquivo(id)}
      nomePadrao={NOMES[documento].arquivo}
      tipo="application/pdf"
      titulo={titulo}
      rotulo={rotulo}
      texto={texto}
      icone={<Icone aria-hidden="true" />}
      erro={NOMES[documento].erro}
      compartilhavel
      variant={destaque ? "default" : "outline"}
      size={destaque ? "default" : "sm"}
      testId={`botao-${documento}`}
    />
  );
}

/** A payment's receipt; `texto` and `destaque` for the payment sheet's 'Enviar recibo' (issue 27). */
export function BotaoRecibo({ pagamentoId, texto, destaque }: { pagamentoId: string; texto?: string; destaque?: boolean }) {
  return <BotaoDocumento documento="recibo" id={pagamentoId} texto={texto} destaque={destaque} />;
}

export function BotaoExtrato({ emprestimoId }: { emprestimoId: string }) {
  return <BotaoDocumento documento="extrato" id={emprestimoId} />;
}

/** 'Compartilhar cartela' (issue 43): the cartela's PDF to the share sheet where the phone can, else downloaded. */
export function BotaoCartela({ emprestimoId }: { emprestimoId: string }) {
  return <BotaoDocumento documento="cartela" id={emprestimoId} texto="Compartilhar cartela" />;
}

/**
 * The loan's contract, 'Instrumento particular de confissão de dívida' (issue 29): its page, the
 * text readable on a phone with the PDF one tap away (issue 42, point 7), not a file to open.
 */
export function BotaoContrato({ emprestimoId }: { emprestimoId: string }) {
  return (
    <Button asChild variant="outline" size="sm">
      <Link href={`/emprestimos/${encodeURIComponent(emprestimoId)}/contrato`} data-testid="botao-contrato">
        <FileSignature aria-hidden="true" />
        Contrato
      </Link>
    </Button>
  );
}

/** On the contract's page: its PDF ('Baixar PDF') and, once accepted, the document as accepted. */
export function BotoesPdfDoContrato({ emprestimoId, aceito }: { emprestimoId: string; aceito: boolean }) {
  return (
    <>
      <BotaoDocumento documento="contrato" id={emprestimoId} texto="Baixar PDF" destaque />
      {aceito ? <BotaoDocumento documento="comoFoiAceito" id={emprestimoId} texto="Contrato como foi aceito (PDF)" /> : null}
    </>
  );
}

const EXPORTACOES = {
  clientes: { rotulo: "Exportar CSV", erro: "Não foi possível exportar os clientes" },
  emprestimos: { rotulo: "Exportar CSV", erro: "Não foi possível exportar os empréstimos" },
  pagamentos: { rotulo: "Exportar pagamentos", erro: "Não foi possível exportar os pagamentos" },
} as const;

/** Downloads every client, loan or payment of the lender as a CSV file for Excel. */
export function BotaoExportar({ tipo }: { tipo: keyof typeof EXPORTACOES }) {
  const { rotulo, erro } = EXPORTACOES[tipo];
  return (
    <BotaoArquivo
      arquivo={arquivoDaApi(`/api/exportar/${tipo}.csv`)}
      nomePadrao={`${tipo}.csv`}
      tipo="text/csv"
      titulo={rotulo}
      rotulo={rotulo}
      icone={<FileSpreadsheet aria-hidden="true" />}
      erro={erro}
      compartilhavel={false}
      size="default"
      testId={`exportar-${tipo}`}
    />
  );
}
