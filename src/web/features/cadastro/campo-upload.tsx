import { useEffect, useId, useRef, useState } from "react";
import { CircleCheck, FileUp, LoaderCircle, X } from "lucide-react";
import { extensaoAceita } from "../../../domain/file-type.ts";
import { arquivoParaEnviar, carregarReducao, grandeDemaisParaEnviar, grandeDemaisParaEscolher, pareceFoto } from "@/lib/arquivo-para-enviar.ts";
import { mensagemDoErro, statusDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { cn } from "@/lib/cn.ts";
import { Button } from "@/components/ui/button.tsx";
import { EnvioCancelado, enviarArquivo } from "./api.ts";
import type { TipoDocumento } from "../../../domain/loans/types.ts";

const ACEITOS = ".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf";
/** The back of the identity document: a photo, joined to the front's. */
const FOTOS = ".jpg,.jpeg,.png,image/jpeg,image/png";
const FALHA_UPLOAD = "Não foi possível enviar o arquivo. Tente novamente.";
const FALHA_JUNCAO = "Não foi possível juntar a frente e o verso. Tente outra foto, ou envie um PDF com os dois lados.";

/** The code that joins front and back into one image, fetched only when a back is chosen (the page's JS budget). */
const carregarJuncao = () => import("@/lib/juntar-frente-verso.ts");

/** What goes for the identity document: the front alone, or the front and the back joined. */
type Lados = { frente: File; verso: File | null };

/** `progresso` is the percentage sent, null while a photo is being made smaller (not sending yet). */
type Estado = { fase: "vazio" } | { fase: "enviando"; nome: string; progresso: number | null } | { fase: "enviado"; nome: string; tamanho: number };

const avisarGrandeDemais = () => toast({ variant: "destructive", title: "Arquivo muito grande", description: "O tamanho máximo é 5MB." });

function tamanhoLegivel(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(".", ",")} MB`;
}

/**
 * One document of the sign-up (SPEC 5, Upload): checked here by name and size, sent as soon as it
 * is chosen, and checked again by content on the server. `valor` is the reference the server
 * returned; the form keeps it. With `comVerso` (the identity document, issue 42 point 7), a photo
 * of the front can have a photo of the back: both go as one image, front above back.
 */
export function CampoUpload({
  titulo,
  descricao,
  tipo,
  token,
  clienteId,
  valor,
  erro,
  aoMudar,
  aoEnviando,
  aoLinkIndisponivel,
  comVerso = false,
}: {
  titulo: string;
  descricao: string;
  tipo: TipoDocumento;
  token: string;
  clienteId: string;
  valor: string | null | undefined;
  erro: string | undefined;
  aoMudar: (url: string) => void;
  aoEnviando: (enviando: boolean) => void;
  aoLinkIndisponivel: () => void;
  comVerso?: boolean;
}) {
  const id = useId();
  const idVerso = `${id}-verso`;
  const [estado, setEstado] = useState<Estado>({ fase: "vazio" });
  // The sides last sent (the originals, to join again when one changes) and the front sent alone,
  // so that removing the back goes back to it without sending it again.
  const [lados, setLados] = useState<Lados | null>(null);
  const soFrente = useRef<{ frente: File; url: string; tamanho: number } | null>(null);
  // The upload under way, which 'Cancelar' (or leaving the page) aborts.
  const controle = useRef<AbortController | null>(null);
  useEffect(() => () => controle.current?.abort(), []);
  const enviando = estado.fase === "enviando";
  const enviado = estado.fase === "enviado" && Boolean(valor);
  // A back only for a front that is a photo: a PDF carries both sides.
  const mostrarVerso = comVerso && Boolean(valor) && lados !== null && pareceFoto(lados.frente);

  const nomeDe = ({ frente, verso }: Lados) => (verso ? `${frente.name} + ${verso.name}` : frente.name);

  /** Sends `novos` (the front, with its back joined when there is one); on failure the field stays as it was. */
  const enviar = async (novos: Lados) => {
    const nome = nomeDe(novos);
    const anterior = estado;
    const envio = new AbortController();
    controle.current = envio;
    setEstado({ fase: "enviando", nome, progresso: null });
    aoEnviando(true);
    try {
      let pronto: File;
      if (novos.verso) {
        try {
          const { juntarFrenteEVerso } = await carregarJuncao();
          pronto = await juntarFrenteEVerso(novos.frente, novos.verso);
        } catch {
          if (envio.signal.aborted) throw new EnvioCancelado();
          setEstado(anterior);
          toast({ variant: "destructive", title: "Erro no upload", description: FALHA_JUNCAO });
          return;
        }
      } else {
        pronto = await arquivoParaEnviar(novos.frente);
      }
      if (envio.signal.aborted) throw new EnvioCancelado();
      if (grandeDemaisParaEnviar(pronto)) {
        setEstado(anterior);
        avisarGrandeDemais();
        return;
      }
      setEstado({ fase: "enviando", nome, progresso: 0 });
      const url = await enviarArquivo({
        token,
        tipo,
        clienteId,
        arquivo: pronto,
        sinal: envio.signal,
        aoProgresso: (fracao) => setEstado({ fase: "enviando", nome, progresso: Math.min(100, Math.floor(fracao * 100)) }),
      });
      if (!novos.verso) soFrente.current = { frente: novos.frente, url, tamanho: pronto.size };
      setLados(novos);
      setEstado({ fase: "enviado", nome, tamanho: pronto.size });
      aoMudar(url);
      toast({ title: "Upload concluído!", description: `${titulo}: ${nome}` });
    } catch (falha) {
      // A failed or cancelled replacement keeps the file already sent.
      setEstado(anterior);
      // Cancelled by the borrower: the field is ready for another try, nothing to report.
      if (falha instanceof EnvioCancelado) return;
      const status = statusDoErro(falha);
      if (status === 404) {
        aoLinkIndisponivel();
        return;
      }
      // The server's own words for the cases the borrower can fix: size, type, too many tries.
      const descricao = status === 413 || status === 415 || status === 429 ? mensagemDoErro(falha, FALHA_UPLOAD) : FALHA_UPLOAD;
      toast({ variant: "destructive", title: "Erro no upload", description: descricao });
    } finally {
      if (controle.current === envio) controle.current = null;
      aoEnviando(false);
    }
  };

  /** Checked by name and size before anything is done. */
  const aceitavel = (arquivo: File): boolean => {
    if (!extensaoAceita(arquivo.name)) {
      toast({ variant: "destructive", title: "Tipo de arquivo inválido", description: "Apenas arquivos JPG, PNG e PDF são permitidos." });
      return false;
    }
    // A photo over 5 MB is made smaller first (issue 42): only what goes is held to the limit.
    if (grandeDemaisParaEscolher(arquivo)) {
      avisarGrandeDemais();
      return false;
    }
    return true;
  };

  const escolher = async (arquivo: File | undefined) => {
    if (!arquivo || !aceitavel(arquivo)) return;
    // A new front photo keeps the back already chosen; a PDF replaces both sides.
    const verso = comVerso && lados?.verso && pareceFoto(arquivo) ? lados.verso : null;
    await enviar({ frente: arquivo, verso });
  };

  const escolherVerso = async (arquivo: File | undefined) => {
    if (!arquivo || !lados || !aceitavel(arquivo)) return;
    if (!pareceFoto(arquivo)) {
      toast({
        variant: "destructive",
        title: "Tipo de arquivo inválido",
        description: "O verso deve ser uma foto (JPG ou PNG). Para um PDF, envie um só arquivo com frente e verso.",
      });
      return;
    }
    await enviar({ frente: lados.frente, verso: arquivo });
  };

  const removerVerso = async () => {
    if (!lados) return;
    const salvo = soFrente.current;
    if (salvo && salvo.frente === lados.frente) {
      setLados({ frente: lados.frente, verso: null });
      setEstado({ fase: "enviado", nome: lados.frente.name, tamanho: salvo.tamanho });
      aoMudar(salvo.url);
      return;
    }
    await enviar({ frente: lados.frente, verso: null });
  };
  const progresso = estado.fase === "enviando" ? estado.progresso : null;

  return (
    <div className="grid gap-2" data-testid={`upload-${tipo}`} data-estado={enviado ? "enviado" : estado.fase}>
      <label
        htmlFor={id}
        className={cn(
          "flex cursor-pointer items-center gap-3 rounded-lg border border-dashed p-3 transition-colors focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40 hover:bg-muted/50",
          enviado && "border-solid border-success/50 bg-success/5",
          erro && !enviado && "border-destructive",
          enviando && "cursor-wait",
        )}
      >
        <span
          className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground", enviado && "bg-success/15 text-success")}
        >
          {enviando ? (
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
          ) : enviado ? (
            <CircleCheck className="size-5" aria-hidden="true" />
          ) : (
            <FileUp className="size-5" aria-hidden="true" />
          )}
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span id={`${id}-titulo`} className="text-sm font-medium">
              {titulo}
            </span>
            {comVerso ? <span className="text-xs font-medium text-muted-foreground">Frente</span> : null}
          </span>
          <span id={`${id}-estado`} className="line-clamp-2 text-xs break-words text-muted-foreground" aria-live="polite">
            {estado.fase === "enviando"
              ? progresso === null
                ? `Preparando ${estado.nome}...`
                : `Enviando ${estado.nome}...`
              : estado.fase === "enviado" && valor
                ? `Enviado: ${estado.nome} (${tamanhoLegivel(estado.tamanho)})`
                : descricao}
          </span>
        </span>
        <span className="shrink-0 text-xs font-medium text-primary">{enviando ? "" : enviado ? "Trocar" : "Escolher"}</span>
        <input
          id={id}
          type="file"
          accept={ACEITOS}
          className="sr-only"
          disabled={enviando}
          aria-labelledby={`${id}-titulo`}
          aria-describedby={erro ? `${id}-estado ${id}-erro` : `${id}-estado`}
          aria-invalid={erro && !enviado ? true : undefined}
          onClick={() => void carregarReducao().catch(() => undefined)}
          onChange={(e) => {
            const arquivo = e.target.files?.[0];
            // Cleared so that choosing the same file again (after an error) fires a change.
            e.target.value = "";
            void escolher(arquivo);
          }}
        />
      </label>
      {mostrarVerso && lados ? (
        <div className="flex items-center gap-2" data-testid={`verso-${tipo}`} data-estado={lados.verso ? "escolhido" : "vazio"}>
          <label
            htmlFor={idVerso}
            className={cn(
              "flex min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-lg border border-dashed p-3 transition-colors focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40 hover:bg-muted/50",
              lados.verso && "border-solid border-success/50 bg-success/5",
              enviando && "cursor-wait",
            )}
          >
            <span
              className={cn(
                "flex size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground",
                lados.verso && "bg-success/15 text-success",
              )}
            >
              {lados.verso ? <CircleCheck className="size-5" aria-hidden="true" /> : <FileUp className="size-5" aria-hidden="true" />}
            </span>
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span id={`${idVerso}-titulo`} className="text-sm font-medium">
                Verso do documento (opcional)
              </span>
              <span id={`${idVerso}-estado`} className="line-clamp-2 text-xs break-words text-muted-foreground">
                {lados.verso ? `Junto com a frente, num só arquivo: ${lados.verso.name}` : "Foto do verso: vai junto com a frente, num só arquivo"}
              </span>
            </span>
            <span className="shrink-0 text-xs font-medium text-primary">{enviando ? "" : lados.verso ? "Trocar" : "Escolher"}</span>
            <input
              id={idVerso}
              type="file"
              accept={FOTOS}
              className="sr-only"
              disabled={enviando}
              aria-labelledby={`${idVerso}-titulo`}
              aria-describedby={`${idVerso}-estado`}
              onClick={() => void carregarJuncao().catch(() => undefined)}
              onChange={(e) => {
                const arquivo = e.target.files?.[0];
                e.target.value = "";
                void escolherVerso(arquivo);
              }}
            />
          </label>
          {lados.verso ? (
            <Button variant="outline" size="sm" disabled={enviando} onClick={() => void removerVerso()} aria-label="Remover o verso do documento">
              <X aria-hidden="true" />
              Remover
            </Button>
          ) : null}
        </div>
      ) : null}
      {enviando ? (
        <div className="flex items-center gap-3">
          {/* Indeterminate (no aria-valuenow) while the photo is prepared; then the percentage sent. */}
          <div
            className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={`Enviando ${titulo}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progresso ?? undefined}
          >
            <div
              className={cn("h-full rounded-full bg-primary transition-[width]", progresso === null && "w-full animate-pulse bg-primary/70")}
              style={progresso === null ? undefined : { width: `${progresso}%` }}
            />
          </div>
          {/* Read out by the progress bar itself; shown for the eyes. */}
          <span className="w-10 shrink-0 text-right text-xs font-medium tabular-nums" aria-hidden="true" data-testid={`progresso-${tipo}`}>
            {progresso === null ? "" : `${progresso}%`}
          </span>
          <Button variant="outline" size="sm" onClick={() => controle.current?.abort()} aria-label={`Cancelar envio: ${titulo}`}>
            Cancelar
          </Button>
        </div>
      ) : null}
      {erro && !enviado ? (
        <p id={`${id}-erro`} className="text-sm text-destructive">
          {erro}
        </p>
      ) : null}
    </div>
  );
}
