import { PageHeader } from "@/components/page-header.tsx";

export function CalendarioPage() {
  return <PageHeader title="Calendário" description="Veja os vencimentos de cada dia e os empréstimos em atraso." />;
}
