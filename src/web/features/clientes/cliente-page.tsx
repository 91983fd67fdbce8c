import { PageHeader } from "@/components/page-header.tsx";

export function ClientePage() {
  return <PageHeader title="Cliente" description="Dados pessoais, empréstimos, pagamentos e documentos do cliente." />;
}
