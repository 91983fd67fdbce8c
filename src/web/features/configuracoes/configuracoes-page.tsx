import { PageHeader } from "@/components/page-header.tsx";

export function ConfiguracoesPage() {
  return <PageHeader title="Configurações" description="Sua chave PIX e o número de WhatsApp usado pelo agente de IA e nas cobranças." />;
}
