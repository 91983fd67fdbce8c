import { TituloDaAba } from "@/lib/titulo.tsx";
import { useId, useState } from "react";
import { ENTIDADES_AUDITORIA, type EntidadeAuditoria } from "../../../domain/auditoria.ts";
import { PageHeader } from "@/components/page-header.tsx";
import { Label } from "@/components/ui/label.tsx";
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
      <TituloDaAba pagina="Atividade" />
      <PageHeader title="Atividade" description="Tudo o que mudou na sua conta, do mais recente ao mais antigo." />
      <div className="grid gap-2 sm:max-w-xs">
        <Label htmlFor={idFiltro}>Mostrar</Label>
        {/* The phone's own picker (issue 27): options a thumb can hit, and no list that hides the
            page from screen readers while it is open (axe's aria-hidden-focus with the custom one). */}
        <select
          id={idFiltro}
          data-testid="filtro-atividade"
          value={entidade}
          onChange={(e) => setEntidade(e.target.value as EntidadeAuditoria | typeof TODAS)}
          className="h-11 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:h-9"
        >
          <option value={TODAS}>Todas</option>
          {ENTIDADES_AUDITORIA.map((e) => (
            <option key={e} value={e}>
              {OPCOES_FILTRO[e]}
            </option>
          ))}
        </select>
      </div>
      <ListaAtividade filtro={{ entidade: entidade === TODAS ? undefined : entidade }} comLinkDoCliente />
    </div>
  );
}
