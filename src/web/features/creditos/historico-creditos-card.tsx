import { Coins, Gift, History, ShoppingCart, Sparkles, UserCog, type LucideIcon } from "lucide-react";
import { rotuloDias, rotuloTipoCredito } from "../../../domain/credits.ts";
import { formatarDataHora } from "@/lib/format.ts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { useHistoricoCreditos, type EntradaHistoricoCredito } from "./api.ts";
import { ChipIcone } from "@/components/estados.tsx";

const ICONE_TIPO: Record<string, LucideIcon> = {
  cadastro: Sparkles,
  compra: ShoppingCart,
  bonus: Gift,
  admin: UserCog,
};

export function HistoricoCreditosCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico de créditos</CardTitle>
        <CardDescription>Todos os créditos adicionados à sua conta, do mais recente ao mais antigo.</CardDescription>
      </CardHeader>
      <CardContent>
        <ConteudoHistorico />
      </CardContent>
    </Card>
  );
}

function ConteudoHistorico() {
  const historico = useHistoricoCreditos();
  if (historico.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (historico.isError) {
    return <p className="text-sm text-destructive">Não foi possível carregar o histórico de créditos.</p>;
  }
  if (historico.data.length === 0) {
    return <EmptyState icon={History} title="Nenhum crédito registrado ainda." />;
  }
  return (
    <ul data-testid="historico-creditos" className="divide-y">
      {historico.data.map((entrada) => (
        <ItemHistorico key={entrada.id} entrada={entrada} />
      ))}
    </ul>
  );
}

function ItemHistorico({ entrada }: { entrada: EntradaHistoricoCredito }) {
  const Icone = ICONE_TIPO[entrada.tipo] ?? Coins;
  const rotulo = rotuloTipoCredito(entrada.tipo);
  // The welcome entry's description repeats its label ('Boas-vindas'): show it once.
  const descricao = entrada.descricao && entrada.descricao !== rotulo ? entrada.descricao : null;
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <ChipIcone icone={Icone} className="rounded-full bg-accent text-accent-foreground" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="font-medium">{rotulo}</p>
        {descricao ? <p className="truncate text-sm text-muted-foreground">{descricao}</p> : null}
        <p className="text-xs text-muted-foreground">{formatarDataHora(entrada.data_criacao)}</p>
      </div>
      <span className="shrink-0 font-semibold text-emerald-700 tabular-nums">+{rotuloDias(entrada.dias_adicionados)}</span>
    </li>
  );
}
