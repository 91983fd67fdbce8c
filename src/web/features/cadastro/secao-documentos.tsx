import { Controller, type UseFormReturn } from "react-hook-form";
import type { CadastroPublicoDados, CadastroPublicoEntrada } from "../../../domain/schemas/public-sign-up.ts";
import { CampoUpload } from "./campo-upload.tsx";

const DOCUMENTOS = [
  { campo: "documentoIdentidadeUrl", tipo: "documento", titulo: "Documento de identidade", descricao: "RG ou CNH, frente e verso" },
  { campo: "comprovanteEnderecoUrl", tipo: "comprovante", titulo: "Comprovante de endereço", descricao: "Conta de luz, água ou telefone recente" },
] as const;

/** The two documents of a link that asks for them (SPEC 5), each uploaded as soon as it is chosen. */
export function SecaoDocumentos({
  form,
  token,
  clienteId,
  aoEnviando,
  aoLinkIndisponivel,
}: {
  form: UseFormReturn<CadastroPublicoEntrada, unknown, CadastroPublicoDados>;
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
        <Controller
          key={documento.campo}
          control={form.control}
          name={documento.campo}
          render={({ field, fieldState }) => (
            <CampoUpload
              titulo={documento.titulo}
              descricao={documento.descricao}
              tipo={documento.tipo}
              token={token}
              clienteId={clienteId}
              valor={field.value}
              erro={fieldState.error?.message}
              campoRef={field.ref}
              aoMudar={field.onChange}
              aoEnviando={aoEnviando(documento.tipo)}
              aoLinkIndisponivel={aoLinkIndisponivel}
            />
          )}
        />
      ))}
    </section>
  );
}
