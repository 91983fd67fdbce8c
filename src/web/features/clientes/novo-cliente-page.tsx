import { PageHeader } from "@/components/page-header.tsx";

export function NovoClientePage() {
  return <PageHeader title="Novo Cliente" description="Cadastre um cliente com nome, CPF, telefone e chave PIX." />;
}
