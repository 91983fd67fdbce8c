import { lazy, Suspense, useEffect, useId, useReducer, useRef, useState, type FormEvent } from "react";
import { LoaderCircle, Send } from "lucide-react";
import { errosDeCampo, mensagemDoErro, statusDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { novoUuid } from "@/lib/uuid.ts";
import { CamposClienteBase, CartaoCheckbox } from "@/components/campos.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useEnviarCadastro } from "./api.ts";
import { ESTADO_INICIAL, reduzirCadastro, type CampoCadastro, type ValidarCadastro } from "./estado-do-formulario.ts";
import type { CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";

// Only links that ask for documents need the upload fields: their code loads with them.
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
  const idTermos = useId();
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
    if (!resultado.ok) return;
    try {
      await enviar.mutateAsync(resultado.valor);
      despachar({ tipo: "concluido" });
      aoConcluir();
    } catch (erro) {
      const status = statusDoErro(erro);
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
        <p id={`${idTermos}-texto`} className="text-xs text-muted-foreground">
          Ao enviar, você confirma que os dados são verdadeiros e aceita as condições da proposta acima. O empréstimo só começa quando o dinheiro for liberado
          pelo credor.
        </p>
        <CartaoCheckbox
          id={idTermos}
          rotulo="Li e aceito os termos"
          descritoPor={`${idTermos}-texto`}
          name="aceitaTermos"
          checked={valores.aceitaTermos}
          onChange={(e) => mudar("aceitaTermos", e.target.checked)}
          erro={erros.aceitaTermos}
          disabled={enviando}
        />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={enviando || arquivosPendentes}>
        {enviando || arquivosPendentes ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {enviando ? "Enviando..." : arquivosPendentes ? "Aguardando os arquivos..." : "Enviar cadastro"}
      </Button>
    </form>
  );
}

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
