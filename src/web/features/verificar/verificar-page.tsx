import { TituloDaAba } from "@/lib/titulo.tsx";
import { useState, type FormEvent, type ReactNode } from "react";
import { BadgeCheck, FileX2, TriangleAlert } from "lucide-react";
import { useLocation } from "wouter";
import { formatarDataHora } from "../../../domain/dates.ts";
import { decimalParaCentavos, formatarReais } from "../../../domain/money.ts";
import { MENSAGEM_CODIGO_INVALIDO, normalizarCodigo, ROTULOS_DOCUMENTO_VERIFICAVEL } from "../../../domain/verificacao.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { IconeRedondo, PaginaComLogo } from "@/components/estados-basicos.tsx";
import { HttpError } from "@/lib/api.ts";
import { useDocumentoVerificado, type DocumentoVerificado } from "./api.ts";
import { ConferirArquivo } from "./conferir-arquivo.tsx";

/**
 * Issue 29, point 5: anyone who holds a receipt checks its verification code, without an account.
 * /verificar asks for the code; /verificar/{codigo} shows 'Documento autêntico' with the little the
 * server tells (type, date, amount, masked name and CPF, the file's SHA-256) or 'Documento não
 * encontrado'. Never indexed: the meta tag here, X-Robots-Tag on the server, robots.txt.
 */
export function VerificarPage({ params }: { params: { codigo?: string } }) {
  const codigo = params.codigo ? normalizarCodigo(decodificar(params.codigo)) : null;
  let conteudo: ReactNode;
  if (!params.codigo)
    conteudo = (
      <>
        <Titulo texto="Verificar documento" />
        <ConferirArquivo contrato />
      </>
    );
  else if (!codigo) conteudo = <CodigoInvalido />;
  else conteudo = <Resultado key={codigo} codigo={codigo} />;
  return (
    <PaginaComLogo
      className="bg-linear-to-b from-teal-50/60 to-background px-3 py-6 sm:items-center sm:px-4 sm:py-10"
      larguraClassName="max-w-lg content-start gap-5"
    >
      <meta name="robots" content="noindex, nofollow" />
      <TituloDaAba pagina="Verificar documento" />
      <Card className="py-5 shadow-md sm:py-6">
        <CardContent className="grid gap-5 px-4 sm:px-6">
          {conteudo}
          <Separator />
          <FormularioCodigo inicial={params.codigo && codigo ? codigo : ""} />
        </CardContent>
      </Card>
    </PaginaComLogo>
  );
}

/** The address bar's segment as typed ("abcd%20efgh"); a malformed escape stays as it came. */
function decodificar(segmento: string): string {
  try {
    return decodeURIComponent(segmento);
  } catch {
    return segmento;
  }
}

function Titulo({ texto }: { texto: string }) {
  return (
    <div className="grid gap-1 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{texto}</h1>
      <p className="text-sm text-muted-foreground">
        Digite o código de verificação impresso no recibo ou no certificado do contrato para conferir se o documento é autêntico.
      </p>
    </div>
  );
}

function Resultado({ codigo }: { codigo: string }) {
  const documento = useDocumentoVerificado(codigo);
  if (documento.isPending) {
    return (
      <div className="flex justify-center py-8" aria-busy="true">
        <Spinner />
      </div>
    );
  }
  if (documento.data) return <Autentico codigo={codigo} documento={documento.data} />;
  const erro = documento.error;
  if (erro instanceof HttpError && erro.status === 404) return <NaoEncontrado codigo={codigo} />;
  if (erro instanceof HttpError && erro.status === 400) return <CodigoInvalido />;
  return (
    <Mensagem testId="verificacao-falhou" icone={TriangleAlert} classeIcone="bg-warning/20 text-warning-foreground" titulo="Não foi possível verificar agora">
      {erro instanceof HttpError && erro.body.message ? erro.body.message : "Verifique sua conexão e tente novamente em instantes."}
    </Mensagem>
  );
}

function Mensagem({
  testId,
  icone,
  classeIcone,
  titulo,
  children,
}: {
  testId: string;
  icone: Parameters<typeof IconeRedondo>[0]["icone"];
  classeIcone: string;
  titulo: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={testId} className="grid justify-items-center gap-3 text-center" role="status">
      <IconeRedondo icone={icone} className={classeIcone} />
      <h1 className="text-2xl font-semibold tracking-tight">{titulo}</h1>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  );
}

function NaoEncontrado({ codigo }: { codigo: string }) {
  return (
    <Mensagem testId="documento-nao-encontrado" icone={FileX2} classeIcone="bg-destructive/10 text-destructive" titulo="Documento não encontrado">
      Nenhum documento emitido pelo Crédito Fácil tem o código <span className="font-mono font-medium text-foreground">{codigo}</span>. Confira se digitou o
      código como está no documento.
    </Mensagem>
  );
}

function CodigoInvalido() {
  return (
    <Mensagem testId="codigo-invalido" icone={FileX2} classeIcone="bg-destructive/10 text-destructive" titulo="Código inválido">
      {MENSAGEM_CODIGO_INVALIDO}
    </Mensagem>
  );
}

function Autentico({ codigo, documento }: { codigo: string; documento: DocumentoVerificado }) {
  const estornado = documento.situacao === "estornado";
  const contrato = documento.tipo === "contrato";
  return (
    <div data-testid="documento-autentico" className="grid gap-4">
      <div className="grid justify-items-center gap-3 text-center" role="status">
        <IconeRedondo icone={BadgeCheck} className="bg-success/15 text-success" />
        <h1 className="text-2xl font-semibold tracking-tight">Documento autêntico</h1>
        <p className="text-sm text-muted-foreground">
          O código <span className="font-mono font-medium text-foreground">{codigo}</span> foi emitido pelo Crédito Fácil para este documento.
        </p>
      </div>
      {estornado ? (
        <p
          data-testid="documento-estornado"
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive"
        >
          Este pagamento foi estornado: o recibo não vale como quitação.
        </p>
      ) : null}
      <dl className="grid gap-3 text-sm">
        <Linha rotulo="Tipo">{ROTULOS_DOCUMENTO_VERIFICAVEL[documento.tipo]}</Linha>
        <Linha rotulo={contrato ? "Aceito em" : "Data"}>{formatarDataHora(documento.data)}</Linha>
        <Linha rotulo={contrato ? "Valor emprestado" : "Valor"}>{formatarReais(decimalParaCentavos(documento.valor))}</Linha>
        <Linha rotulo="Nome">{documento.nomeMascarado ?? "Dados removidos a pedido do titular"}</Linha>
        <Linha rotulo="CPF">{documento.cpfMascarado ?? "Dados removidos a pedido do titular"}</Linha>
        <Linha rotulo="SHA-256 do arquivo">
          <span className="font-mono text-xs break-all">{documento.sha256}</span>
        </Linha>
      </dl>
      <p className="text-xs text-muted-foreground">
        {contrato
          ? "O SHA-256 identifica o arquivo 'Contrato como foi aceito', o contrato exatamente como o devedor o leu e aceitou: é o valor que o certificado de aceite imprime. "
          : "O SHA-256 identifica o arquivo do recibo como foi emitido: se o arquivo que você recebeu gera o mesmo valor, ele não foi alterado. "}
        Por privacidade, nome e CPF aparecem mascarados.
      </p>
      <ConferirArquivo esperado={documento.sha256} contrato={contrato} />
    </div>
  );
}

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function FormularioCodigo({ inicial }: { inicial: string }) {
  const [, navegar] = useLocation();
  const [texto, setTexto] = useState(inicial);
  const [erro, setErro] = useState<string | null>(null);
  const enviar = (evento: FormEvent) => {
    evento.preventDefault();
    const codigo = normalizarCodigo(texto);
    if (!codigo) {
      setErro(MENSAGEM_CODIGO_INVALIDO);
      return;
    }
    setErro(null);
    navegar(`/verificar/${codigo}`);
  };
  return (
    <form onSubmit={enviar} noValidate className="grid gap-2">
      <Label htmlFor="codigo-verificacao">Código de verificação</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="codigo-verificacao"
          name="codigo"
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          placeholder="Ex.: ABCD-EFGH-IJ"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
          className="h-11 font-mono uppercase"
          aria-invalid={erro ? true : undefined}
          aria-describedby={erro ? "codigo-verificacao-erro" : undefined}
        />
        <Button type="submit" className="h-11">
          Verificar
        </Button>
      </div>
      {erro ? (
        <p id="codigo-verificacao-erro" className="text-sm text-destructive" role="alert">
          {erro}
        </p>
      ) : null}
    </form>
  );
}
