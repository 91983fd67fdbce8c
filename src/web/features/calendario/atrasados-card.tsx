import { TriangleAlert } from "lucide-react";
import { formatarReais } from "../../../domain/money.ts";
import { centavosDoDecimalOuZero, dataDoDia, diasEmAtraso, reaisDoDecimal } from "@/lib/format.ts";
import { LinkDoCliente } from "@/components/avatar-inicial.tsx";
import { Dado } from "@/components/dado.tsx";
import { CardDeAtrasados } from "@/components/lista-paginada.tsx";
import { useAtrasados } from "./api.ts";

const CABECALHO = { titulo: "Empréstimos em atraso", descricao: "Vencidos antes de hoje e ainda não pagos." };

/** SPEC 2 and 4: overdue loans (atrasado, due before today) with days late and late interest. */
export function AtrasadosCard({ className }: { className?: string }) {
  const atrasados = useAtrasados();
  return (
    <CardDeAtrasados testId="emprestimos-atrasados" className={className} cabecalho={CABECALHO} consulta={atrasados} alturaDoItem="h-24">
      {(itens) => (
        <ul className="grid gap-3">
          {itens.map((e) => {
            const jurosAtraso = centavosDoDecimalOuZero(e.valorJurosAtraso);
            return (
              <li
                key={e.id}
                data-testid="emprestimo-atrasado"
                data-emprestimo-id={e.id}
                className="grid gap-3 rounded-lg border border-destructive/25 bg-destructive/5 p-3"
              >
                <LinkDoCliente
                  clienteId={e.clienteId}
                  nome={e.cliente.nome}
                  testId="atrasado-cliente"
                  avatarClassName="bg-destructive/10 text-destructive"
                  subtitulo={<span className="text-xs text-muted-foreground">Venceu em {dataDoDia(e.dataProximoCiclo)}</span>}
                />
                <p data-testid="atrasado-dias" className="flex items-center gap-1.5 text-sm font-medium text-destructive">
                  <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
                  {diasEmAtraso(e.diasAtraso)}
                </p>
                <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 text-sm">
                  <dl>
                    <Dado rotulo="Valor restante" testId="atrasado-valor-restante" forte>
                      {reaisDoDecimal(e.valorRestante)}
                    </Dado>
                  </dl>
                  {jurosAtraso > 0 ? (
                    <p data-testid="atrasado-juros" className="font-medium text-destructive tabular-nums">
                      Juros de atraso: {formatarReais(jurosAtraso)}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </CardDeAtrasados>
  );
}
