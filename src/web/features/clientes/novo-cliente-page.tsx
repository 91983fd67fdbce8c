import { TituloDaAba } from "@/lib/titulo.tsx";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useLocation } from "wouter";
import { UserPlus } from "lucide-react";
import { clienteSchema, type ClienteDados, type ClienteEntrada } from "../../../domain/schemas/client.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { toast } from "@/lib/use-toast.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { CamposCliente } from "@/components/campos.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { useCriarCliente } from "./api.ts";
import { BotaoOcupado, BotaoVoltar } from "@/components/estados.tsx";

const VAZIO: ClienteEntrada = { nome: "", cpf: "", telefone: "", pix: "" };

export function NovoClientePage() {
  const [, navigate] = useLocation();
  const criar = useCriarCliente();
  const form = useForm<ClienteEntrada, unknown, ClienteDados>({ resolver: zodResolver(clienteSchema), defaultValues: VAZIO });
  // A 409 (CPF already registered) is about the CPF, so its message goes there too.
  const mostrarErrosDoServidor = useErrosDoServidor(form, { em409: "cpf" });
  const { isSubmitting } = form.formState;

  const cadastrar = form.handleSubmit(async (dados) => {
    try {
      const cliente = await criar.mutateAsync(dados);
      toast({ title: "Cliente cadastrado com sucesso!", description: `${cliente.nome} já pode receber empréstimos.` });
      navigate(`/clientes/${encodeURIComponent(cliente.id)}`);
    } catch (erro) {
      mostrarErrosDoServidor(erro);
      toast({ variant: "destructive", title: "Erro ao cadastrar cliente", description: mensagemDoErro(erro, "Tente novamente.") });
    }
  });

  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Novo cliente" />
      <BotaoVoltar href="/clientes" />
      <PageHeader title="Novo Cliente" description="Cadastre um cliente com nome, CPF, telefone e chave PIX." />
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle>Dados do cliente</CardTitle>
          <CardDescription>Todos os campos são obrigatórios.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* noValidate: the schema's pt-BR messages are shown, not the browser's. */}
          <form onSubmit={cadastrar} noValidate className="grid gap-6">
            <fieldset disabled={isSubmitting} className="grid gap-4">
              <CamposCliente form={form} idPrefixo="novo-cliente" />
            </fieldset>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button asChild variant="outline">
                <Link href="/clientes">Cancelar</Link>
              </Button>
              <BotaoOcupado type="submit" ocupado={isSubmitting} icone={<UserPlus aria-hidden="true" />} emAndamento="Cadastrando...">
                Cadastrar Cliente
              </BotaoOcupado>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
