import { lazy, Suspense, useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { LoaderCircle, Send } from "lucide-react";
import type { CadastroPublicoDados, CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";
import { mensagemDoErro, statusDoErro } from "@/lib/api.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { toast } from "@/lib/use-toast.ts";
import { novoUuid } from "@/lib/uuid.ts";
import { CamposCliente, CartaoCheckbox } from "@/components/campos.tsx";
import { Button } from "@/components/ui/button.tsx";
import { useEnviarCadastro } from "./api.ts";
import { Skeleton } from "@/components/ui/skeleton.tsx";

// Only links that ask for documents need the upload fields: their code loads with them.
const SecaoDocumentos = lazy(() => import("./secao-documentos.tsx").then((m) => ({ default: m.SecaoDocumentos })));
import { focarPrimeiroCampoInvalido, resolverPreguicoso } from "@/lib/resolver-preguicoso.ts";

const VAZIO: CadastroPublicoEntrada = {
  nome: "",
  cpf: "",
  telefone: "",
  pix: "",
  aceitaTermos: false,
  documentoIdentidadeUrl: null,
  comprovanteEnderecoUrl: null,
};

/**
 * The borrower's details (SPEC 2 and 5): the client rules, the terms and, when the link asks for
 * them, the two documents, all from the shared schema the server parses too.
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
  // The schema (zod, about 21 KiB) arrives with the first validation, not with the page (issue 11).
  const resolver = useMemo(() => resolverPreguicoso(() => import("./validacao.ts").then((m) => m.resolverCadastro(exigirDocumentos))), [exigirDocumentos]);
  const form = useForm<CadastroPublicoEntrada, unknown, CadastroPublicoDados>({ resolver, defaultValues: VAZIO });
  const { errors, isSubmitting } = form.formState;
  const mostrarErrosDoServidor = useErrosDoServidor(form);
  const arquivosPendentes = Object.values(enviandoArquivos).some(Boolean);

  const concluir = form.handleSubmit(async (dados) => {
    try {
      await enviar.mutateAsync(dados);
      aoConcluir();
    } catch (erro) {
      const status = statusDoErro(erro);
      // Used meanwhile (409), or cancelled or expired (404): the page says so instead of a toast.
      if (status === 409 || status === 404) {
        aoLinkIndisponivel();
        return;
      }
      mostrarErrosDoServidor(erro);
      toast({
        variant: "destructive",
        title: "Erro ao enviar cadastro",
        description: mensagemDoErro(erro, "Não foi possível enviar o cadastro. Tente novamente."),
      });
    }
  }, focarPrimeiroCampoInvalido);

  const marcarEnvio = (campo: string) => (enviando: boolean) => setEnviandoArquivos((atual) => ({ ...atual, [campo]: enviando }));

  return (
    // noValidate: the schema's pt-BR messages are shown, not the browser's.
    <form onSubmit={concluir} noValidate className="grid gap-6" aria-labelledby="form-cadastro-titulo">
      <div className="grid gap-1">
        <h2 id="form-cadastro-titulo" className="text-lg font-semibold tracking-tight">
          Seus dados
        </h2>
        <p className="text-sm text-muted-foreground">Preencha com os seus dados. Todos os campos são obrigatórios.</p>
      </div>

      <fieldset disabled={isSubmitting} className="grid gap-4">
        <CamposCliente form={form} publico />
      </fieldset>

      {exigirDocumentos ? (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <SecaoDocumentos form={form} token={token} clienteId={clienteId} aoEnviando={marcarEnvio} aoLinkIndisponivel={aoLinkIndisponivel} />
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
          erro={errors.aceitaTermos?.message}
          disabled={isSubmitting}
          {...form.register("aceitaTermos")}
        />
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting || arquivosPendentes}>
        {isSubmitting || arquivosPendentes ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
        {isSubmitting ? "Enviando..." : arquivosPendentes ? "Aguardando os arquivos..." : "Enviar cadastro"}
      </Button>
    </form>
  );
}
