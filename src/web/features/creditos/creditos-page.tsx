import { TituloDaAba } from "@/lib/titulo.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { HistoricoCreditosCard } from "./historico-creditos-card.tsx";
import { SaldoCreditosCard } from "./saldo-creditos-card.tsx";

export function CreditosPage() {
  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Créditos" />
      <PageHeader title="Créditos" description="Acompanhe seus dias de uso, o histórico de créditos e compre mais quando precisar." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SaldoCreditosCard />
        <HistoricoCreditosCard />
      </div>
    </div>
  );
}
