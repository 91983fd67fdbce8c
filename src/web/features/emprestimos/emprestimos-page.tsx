import { PageHeader } from "@/components/page-header.tsx";

export function EmprestimosPage() {
  return <PageHeader title="Empréstimos" description="Acompanhe seus empréstimos, registre pagamentos e altere o status." />;
}
