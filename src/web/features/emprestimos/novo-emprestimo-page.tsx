import { PageHeader } from "@/components/page-header.tsx";

export function NovoEmprestimoPage() {
  return <PageHeader title="Novo Empréstimo" description="Gere um link de cadastro para o cliente preencher os próprios dados." />;
}
