import { lazy, Suspense, useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { FileText, LoaderCircle, Send } from "lucide-react";
import { CODIGO_CONTRATO_MUDOU } from "../../../domain/api/codigos-erro.ts";
import { MENSAGENS_ACEITE } from "../../../domain/aceite.ts";
import { AssinaturaDoContrato } from "@/components/assinatura-contrato.tsx";
import { HttpError } from "@/lib/api.ts";
import { chaveDoDevedor, type DevedorDoContrato, type PreviaDoContrato } from "./contrato-do-cadastro.ts";
import { errosDeCampo, mensagemDoErro, statusDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { novoUuid } from "@/lib/uuid.ts";
import { CamposClienteBase } from "@/components/campos.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useEnviarCadastro } from "./api.ts";
import { ESTADO_INICIAL, reduzirCadastro, type CampoCadastro, type ValidarCadastro } from "./estado-do-formulario.ts";
import type { CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";

// Only links that ask for documents need the upload fields: their code loads with them.
// The contract's preview opens in a dialog whose code loads with 'Ver contrato' (the page's budget).
const carregarDialogoDoContrato = () => import("./dialogo-do-contrato.tsx");
const DialogoDoContrato = lazy(() => carregarDialogoDoContrato().then((m) => ({ default: m.DialogoDoContrato })));
const SecaoDocumentos = lazy(() => import("./secao-documentos.tsx").then((m) => ({ default: m.SecaoDocumentos })));

/**
 * The borrower's details (SPEC 2 and 5): the client rules, the terms and, when the link asks for
 * them, the two documents, all from the shared schema the server parses too. The form keeps its
 * own state (estado-do-formulario.ts): react-hook-form stays off this public page (issue 11).
 */
export function FormularioCadastro({
  token,
  exigirDocumentos,
  aoConcluir,
  aoLinkIndisponivel,
}: {
  token: string;
  exigirDocumentos: boolean;
  aoConcluir: () => void;
  aoLinkIndisponivel: () => void;
}) {
  const enviar = useEnviarCadastro(token);
  // One temporary id per page for the uploads, before the client exists.
  const [clienteId] = useState(novoUuid);
  const [enviandoArquivos, setEnviandoArquivos] = useState<Record<string, boolean>>({});
  // Issue 29: the contract last opened with 'Ver contrato', for which data, and its hash.
  const [contratoVisto, setContratoVisto] = useState<{ chave: string; sha256: string } | null>(null);
  const [abrindoContrato, setAbrindoContrato] = useState(false);
  // The preview shown in the dialog, for which data; null when closed.
  const [previa, setPrevia] = useState<{ previa: PreviaDoContrato; devedor: DevedorDoContrato } | null>(null);
  const [erroContrato, setErroContrato] = useState<string | undefined>();
  const [estado, despachar] = useReducer(reduzirCadastro, ESTADO_INICIAL);
  const { valores, erros, enviando } = estado;
  const validador = useValidadorPreguicoso(exigirDocumentos);
  const formulario = useRef<HTMLFormElement>(null);
  const arquivosPendentes = Object.values(enviandoArquivos).some(Boolean);

  // A refused send moves the focus to the first field with a message, once the form is enabled again.
  useEffect(() => {
    if (estado.recusas > 0) formulario.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [estado.recusas]);

  const mudar = <C extends CampoCadastro>(campo: C, valor: CadastroPublicoEntrada[C]) => {
    despachar({ tipo: "mudar", campo, valor, validar: validador.atual() });
  };

  /** 'Ver contrato': the debtor's three fields must be right first; then the contract opens. */
  const verContrato = async () => {
    if (abrindoContrato) return;
    setAbrindoContrato(true);
    try {
      const validar = await validador.carregar();
      const resultado = validar(valores);
      const erradosDoDevedor = resultado.ok ? {} : Object.fromEntries(CAMPOS_DO_DEVEDOR.filter((c) => resultado.erros[c]).map((c) => [c, resultado.erros[c]]));
      if (Object.keys(erradosDoDevedor).length > 0) {
        despachar({ tipo: "verificar", resultado: { ok: false, erros: erradosDoDevedor } });
        setErroContrato("Preencha nome, CPF e telefone para ver o contrato com os seus dados.");
        return;
      }
      const devedor = { nome: valores.nome, cpf: valores.cpf, telefone: valores.telefone };
      // The dialog's code fetched alongside the text: both are needed to show it.
      const [lida] = await Promise.all([import("./pedir-contrato.ts").then((m) => m.lerContratoDoCadastro(token, devedor)), carregarDialogoDoContrato()]);
      setPrevia({ previa: lida, devedor });
      setContratoVisto({ chave: chaveDoDevedor(devedor), sha256: lida.sha256 });
      setErroContrato(undefined);
    } catch (erro) {
      if (statusDoErro(erro) === 404) return aoLinkIndisponivel();
      setErroContrato(mensagemDoErro(erro, "Não foi possível abrir o contrato. Tente novamente."));
    } finally {
      setAbrindoContrato(false);
    }
  };

  const concluir = async (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    if (enviando) return;
    despachar({ tipo: "enviar" });
    let validar: ValidarCadastro;
    try {
      // The schema (zod, about 21 KiB) arrives with the first send, not with the page (issue 11).
      validar = await validador.carregar();
    } catch {
      despachar({ tipo: "interromper" });
      return;
    }
    const resultado = validar(valores);
    despachar({ tipo: "verificar", resultado });
    // The contract accepted must be the one opened, for the data sent.
    const aberto = contratoVisto && contratoVisto.chave === chaveDoDevedor(valores) ? contratoVisto.sha256 : null;
    setErroContrato(
      aberto
        ? undefined
        : contratoVisto
          ? "Seus dados mudaram depois que você abriu o contrato. Abra o contrato de novo e confira."
          : MENSAGENS_ACEITE.contratoNaoAberto,
    );
    if (!resultado.ok) return;
    if (!aberto) {
      despachar({ tipo: "interromper" });
      return;
    }
    try {
      await enviar.mutateAsync({ ...resultado.valor, contratoSha256: aberto });
      despachar({ tipo: "concluido" });
      aoConcluir();
    } catch (erro) {
      const status = statusDoErro(erro);
      // The contract drawn up again is not the one opened (the day turned, the lender's name changed).
      if (erro instanceof HttpError && erro.body.code === CODIGO_CONTRATO_MUDOU) {
        setContratoVisto(null);
        setErroContrato(mensagemDoErro(erro, MENSAGENS_ACEITE.contratoMudou));
        despachar({ tipo: "interromper" });
        return;
      }
      // Used meanwhile (409), or cancelled or expired (404): the page says so instead of a toast.
      if (status === 409 || status === 404) {
        despachar({ tipo: "concluido" });
        aoLinkIndisponivel();
        return;
      }
      despachar({ tipo: "recusado", erros: errosDeCampo(erro) });
      toast({
        variant: "destructive",
        title: "Erro ao enviar cadastro",
        description: mensagemDoErro(erro, "Não foi possível enviar o cadastro. Tente novamente."),
      });
    }
  };

  const marcarEnvio = (campo: string) => (enviando: boolean) => setEnviandoArquivos((atual) => ({ ...atual, [campo]: enviando }));

  return (
    // noValidate: the schema's pt-BR messages are shown, not the browser's.
    <form ref={formulario} onSubmit={(e) => void concluir(e)} noValidate className="grid gap-6" aria-labelledby="form-cadastro-titulo">
      <div className="grid gap-1">
        <h2 id="form-cadastro-titulo" className="text-lg font-semibold tracking-tight">
          Seus dados
        </h2>
        <p className="text-sm text-muted-foreground">Preencha com os seus dados. Todos os campos são obrigatórios.</p>
      </div>

      <fieldset disabled={enviando} className="grid gap-4">
        <CamposClienteBase publico erros={erros} ligar={(campo) => ({ name: campo, value: valores[campo], onChange: (e) => mudar(campo, e.target.value) })} />
      </fieldset>

      {exigirDocumentos ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <SecaoDocumentos
            valores={valores}
            erros={erros}
            aoMudar={mudar}
            token={token}
            clienteId={clienteId}
            aoEnviando={marcarEnvio}
            aoLinkIndisponivel={aoLinkIndisponivel}
          />
        </Suspense>
      ) : null}

      <div className="grid gap-2">
        <p className="text-xs text-muted-foreground">
          Ao enviar, você confirma que os dados são verdadeiros e aceita o contrato. O empréstimo só começa quando o dinheiro for liberado pelo credor.
        </p>
        <AssinaturaDoContrato
          verContrato={
            <Button
              type="button"
              variant="outline"
              className="w-full sm:w-auto"
              onClick={() => void verContrato()}
              disabled={abrindoContrato || enviando}
              data-testid="ver-contrato"
            >
              {abrindoContrato ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <FileText aria-hidden="true" />}
              Ver contrato
            </Button>
          }
          aceito={valores.aceitaTermos}
          aoMudarAceito={(v) => mudar("aceitaTermos", v)}
          nome={valores.nomeAssinatura ?? ""}
          aoMudarNome={(v) => mudar("nomeAssinatura", v)}
          erros={{ aceite: erros.aceitaTermos, nome: erros.nomeAssinatura, contrato: erroContrato }}
          desabilitado={enviando}
        />
      </div>

      {previa ? (
        <Suspense fallback={null}>
          <DialogoDoContrato previa={previa.previa} devedor={previa.devedor} token={token} aoFechar={() => setPrevia(null)} />
        </Suspense>
      ) : null}

      <Button type="submit" size="lg" className="w-full" disabled={enviando || arquivosPendentes}>
        {enviando || arquivosPendentes ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {enviando ? "Enviando..." : arquivosPendentes ? "Aguardando os arquivos..." : "Enviar cadastro"}
      </Button>
    </form>
  );
}

const CAMPOS_DO_DEVEDOR = ["nome", "cpf", "telefone"] as const;

/**
 * The link's schema, fetched the first time the form is sent (zod and the schemas stay off the
 * first load). A failed fetch is tried again on the next send.
 */
function useValidadorPreguicoso(exigirDocumentos: boolean) {
  const [validador] = useState(() => {
    let carregado: ValidarCadastro | null = null;
    let carregando: Promise<ValidarCadastro> | null = null;
    return {
      atual: () => carregado,
      carregar: (): Promise<ValidarCadastro> =>
        (carregando ??= import("./validacao.ts").then(
          (m) => (carregado = (valores) => m.validarCadastro(valores, exigirDocumentos)),
          (erro: unknown) => {
            carregando = null;
            throw erro;
          },
        )),
    };
  });
  return validador;
}
