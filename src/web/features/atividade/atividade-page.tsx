import { useId, useState } from "react";
import { ENTIDADES_AUDITORIA, type EntidadeAuditoria } from "../../../domain/auditoria.ts";
import { PageHeader } from "@/components/page-header.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { ListaAtividade } from "@/components/lista-atividade.tsx";

const TODAS = "todas";

/** The filter's words are plurals of the record kinds (ROTULOS_ENTIDADE names one record). */
const OPCOES_FILTRO: Record<EntidadeAuditoria, string> = {
  cliente: "Clientes",
  emprestimo: "Empréstimos",
  pagamento: "Pagamentos",
  link: "Links",
  documento: "Documentos",
  configuracoes: "Configurações",
  creditos: "Créditos",
};

/** Issue 10: everything done in the account, by the lender, a borrower's link or the system. */
export function AtividadePage() {
  const [entidade, setEntidade] = useState<EntidadeAuditoria | typeof TODAS>(TODAS);
  const idFiltro = useId();
  return (
    <div className="grid gap-6">
      <PageHeader title="Atividade" description="Tudo o que mudou na sua conta, do mais recente ao mais antigo." />
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={idFiltro}>Mostrar</Label>
        <Select value={entidade} onValueChange={(v) => setEntidade(v as EntidadeAuditoria | typeof TODAS)}>
          <SelectTrigger id={idFiltro} data-testid="filtro-atividade">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={TODAS}>Todas</SelectItem>
            {ENTIDADES_AUDITORIA.map((e) => (
              <SelectItem key={e} value={e}>
                {OPCOES_FILTRO[e]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <ListaAtividade filtro={{ entidade: entidade === TODAS ? undefined : entidade }} comLinkDoCliente />
    </div>
  );
}
