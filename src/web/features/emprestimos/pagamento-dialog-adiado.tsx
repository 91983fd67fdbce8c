import { useEffect, useState, type ComponentProps } from "react";
import { quandoATelaAssentar } from "@/lib/quando-a-tela-assentar.ts";
import { toast } from "@/lib/use-toast.ts";
import type { PagamentoDialog as Dialogo } from "./pagamento-dialog.tsx";

/*
 * Issue 27, point 4: the payment sheet's code (the form, its schemas and zod, the radios, the
 * offline queue: about a fifth of the dashboard's JavaScript) kept off the dashboard's first load,
 * where it delayed the first 'Cobrar hoje' row on a cold phone. It is fetched once the screen has
 * drawn its data (or at the first touch), so the first 'Registrar pagamento' still opens at once.
 */
type Props = ComponentProps<typeof Dialogo>;

let carregado: typeof Dialogo | undefined;
let carregando: Promise<typeof Dialogo> | undefined;

/** Starts fetching the sheet's code (once; a failed fetch is tried again on the next call). */
export function precarregarPagamentoDialog(): Promise<typeof Dialogo> {
  carregando ??= import("./pagamento-dialog.tsx").then(
    (m) => (carregado = m.PagamentoDialog),
    (erro: unknown) => {
      carregando = undefined;
      throw erro;
    },
  );
  return carregando;
}

quandoATelaAssentar(() => void precarregarPagamentoDialog().catch(() => undefined));

/** PagamentoDialog (pagamento-dialog.tsx), drawn as soon as its code is here. */
export function PagamentoDialog(props: Props) {
  const [Componente, setComponente] = useState(() => carregado);
  const { aberto, aoMudarAberto } = props;
  useEffect(() => {
    if (Componente || !aberto) return;
    let vivo = true;
    precarregarPagamentoDialog().then(
      (c) => vivo && setComponente(() => c),
      () => {
        if (!vivo) return;
        toast({ variant: "destructive", title: "Não foi possível abrir o pagamento.", description: "Verifique a conexão e tente de novo." });
        aoMudarAberto(false);
      },
    );
    return () => {
      vivo = false;
    };
  }, [Componente, aberto, aoMudarAberto]);
  return Componente ? <Componente {...props} /> : null;
}
