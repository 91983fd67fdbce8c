import type { CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";
import { CampoUpload } from "./campo-upload.tsx";

const DOCUMENTOS = [
  {
    campo: "documentoIdentidadeUrl",
    tipo: "documento",
    titulo: "Documento de identidade",
    descricao: "RG ou CNH: foto da frente (o verso vem depois) ou um PDF com frente e verso",
    comVerso: true,
  },
  {
    campo: "comprovanteEnderecoUrl",
    tipo: "comprovante",
    titulo: "Comprovante de endereço",
    descricao: "Conta de luz, água ou telefone recente",
    comVerso: false,
  },
] as const;

type CampoDocumento = (typeof DOCUMENTOS)[number]["campo"];

/** The two documents of a link that asks for them (SPEC 5), each uploaded as soon as it is chosen. */
export function SecaoDocumentos({
  valores,
  erros,
  aoMudar,
  token,
  clienteId,
  aoEnviando,
  aoLinkIndisponivel,
}: {
  valores: Pick<CadastroPublicoEntrada, CampoDocumento>;
  erros: Partial<Record<CampoDocumento, string>>;
  aoMudar: (campo: CampoDocumento, url: string) => void;
  token: string;
  clienteId: string;
  aoEnviando: (campo: string) => (enviando: boolean) => void;
  aoLinkIndisponivel: () => void;
}) {
  return (
    <section aria-labelledby="documentos-titulo" className="grid gap-3">
      <div className="grid gap-1">
        <h3 id="documentos-titulo" className="text-sm font-semibold">
          Documentos
        </h3>
        <p className="text-xs text-muted-foreground">Foto ou PDF, até 5MB cada: JPG, PNG ou PDF.</p>
      </div>
      {DOCUMENTOS.map((documento) => (
        <CampoUpload
          key={documento.campo}
          titulo={documento.titulo}
          descricao={documento.descricao}
          comVerso={documento.comVerso}
          tipo={documento.tipo}
          token={token}
          clienteId={clienteId}
          valor={valores[documento.campo]}
          erro={erros[documento.campo]}
          aoMudar={(url) => aoMudar(documento.campo, url)}
          aoEnviando={aoEnviando(documento.tipo)}
          aoLinkIndisponivel={aoLinkIndisponivel}
        />
      ))}
    </section>
  );
}
