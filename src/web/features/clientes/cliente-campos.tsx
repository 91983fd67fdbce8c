import type { UseFormReturn } from "react-hook-form";
import { somenteDigitos } from "../../../domain/cpf.ts";
import type { ClienteDados, ClienteEntrada } from "../../../domain/schemas/client.ts";
import { CampoTexto } from "@/components/form-field.tsx";
import { mensagemDoErro, statusDoErro } from "@/lib/api.ts";
import { errosDeCampo } from "@/lib/erros-de-campo.ts";

export type FormularioCliente = UseFormReturn<ClienteEntrada, unknown, ClienteDados>;

/** Nome, CPF, Telefone and Chave PIX with their messages; shared by the new-client page and the edit dialog. */
export function ClienteCampos({ form, idPrefixo }: { form: FormularioCliente; idPrefixo: string }) {
  const { errors } = form.formState;
  const cpf = form.register("cpf");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <CampoTexto
          id={`${idPrefixo}-nome`}
          label="Nome"
          autoComplete="off"
          placeholder="Nome completo"
          erro={errors.nome?.message}
          {...form.register("nome")}
        />
      </div>
      <CampoTexto
        id={`${idPrefixo}-cpf`}
        label="CPF"
        inputMode="numeric"
        autoComplete="off"
        placeholder="Somente números"
        erro={errors.cpf?.message}
        {...cpf}
        // SPEC 2: numbers only, at most 11. No maxLength attribute: the browser would cut a
        // pasted "123.456.789-09" to 11 characters before the digits are kept.
        onChange={(e) => {
          e.target.value = somenteDigitos(e.target.value).slice(0, 11);
          return cpf.onChange(e);
        }}
      />
      <CampoTexto
        id={`${idPrefixo}-telefone`}
        label="Telefone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        placeholder="(11) 91234-5678"
        erro={errors.telefone?.message}
        {...form.register("telefone")}
      />
      <div className="sm:col-span-2">
        <CampoTexto
          id={`${idPrefixo}-pix`}
          label="Chave PIX"
          autoComplete="off"
          placeholder="CPF, e-mail, telefone ou chave aleatória"
          erro={errors.pix?.message}
          {...form.register("pix")}
        />
      </div>
    </div>
  );
}

const CAMPOS: readonly (keyof ClienteEntrada)[] = ["nome", "cpf", "telefone", "pix"];

/**
 * Puts the server's field messages under the fields; a 409 (CPF already registered) is about
 * the CPF, so its message goes there too.
 */
export function mostrarErrosDoServidor(form: FormularioCliente, erro: unknown): void {
  const campos = errosDeCampo(erro);
  for (const campo of CAMPOS) {
    const mensagem = campos[campo];
    if (mensagem) form.setError(campo, { type: "server", message: mensagem });
  }
  if (statusDoErro(erro) === 409 && !campos.cpf) form.setError("cpf", { type: "server", message: mensagemDoErro(erro) });
}
