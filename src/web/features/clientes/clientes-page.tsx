import { PageHeader } from "@/components/page-header.tsx";

export function ClientesPage() {
  return <PageHeader title="Clientes" description="Cadastre seus clientes e acompanhe quanto cada um deve." />;
}
