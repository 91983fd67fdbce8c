import { useCallback, useRef, useState, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { MAXIMO_NOME_CREDOR, nomeDoCredorSchema, type NomeDoCredorDados } from "../../domain/schemas/settings.ts";
import { api, consulta, dados } from "@/lib/api-tipada.ts";
import { mensagemDoErro } from "@/lib/api.ts";
import { useErrosDoServidor } from "@/lib/use-erros-do-servidor.ts";
import { BotaoOcupado } from "@/components/estados.tsx";
import { CampoTexto } from "@/components/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";

/*
 * Issue 42, point 6: before the lender sends a borrower something (the first sign-up link, 'Pedir
 * aceite', the client's link) without 'Seu nome (como os clientes verão)', the app asks for it:
 * without it the documents and pages say 'o credor' (never the login e-mail). 'Agora não' goes on
 * without a name; closing the dialog sends nothing. The name is saved alone
 * (POST /api/configuracoes/nome), since the settings form also requires the PIX key.
 */

type Resposta = (seguir: boolean) => void;

// The same query (its key is its URL) as features/configuracoes/api.ts, which components may not import.
const consultaConfiguracoes = () => consulta("/api/configuracoes");

/**
 * `garantirNome()` resolves true when the action may go on (a name exists, was just saved, or the
 * lender chose 'Agora não') and false when the lender closed the dialog; `pedido` is the dialog,
 * to render anywhere in the caller. A failed read of the settings never blocks the action.
 */
export function useNomeAntesDeEnviar(): { garantirNome: () => Promise<boolean>; pedido: ReactNode } {
  const queryClient = useQueryClient();
  const [aberto, setAberto] = useState(false);
  const resposta = useRef<Resposta | null>(null);

  const garantirNome = useCallback(async () => {
    let temNome: boolean;
    try {
      // The settings are usually cached by then (the dashboard and the PIX reminders read them).
      temNome = Boolean((await queryClient.fetchQuery({ ...consultaConfiguracoes(), staleTime: 30_000 })).nomeRecibo);
    } catch {
      temNome = true;
    }
    if (temNome) return true;
    return new Promise<boolean>((resolve) => {
      resposta.current = resolve;
      setAberto(true);
    });
  }, [queryClient]);

  const responder = (seguir: boolean) => {
    setAberto(false);
    resposta.current?.(seguir);
    resposta.current = null;
  };

  return { garantirNome, pedido: aberto ? <PedirNomeDialog aoResponder={responder} /> : null };
}

export function PedirNomeDialog({ aoResponder }: { aoResponder: Resposta }) {
  const queryClient = useQueryClient();
  const form = useForm<{ nomeRecibo: string }, unknown, NomeDoCredorDados>({
    resolver: zodResolver(nomeDoCredorSchema),
    defaultValues: { nomeRecibo: "" },
  });
  const mostrarErrosDoServidor = useErrosDoServidor(form);
  const salvar = useMutation({
    mutationFn: (corpo: NomeDoCredorDados) => dados(api.POST("/api/configuracoes/nome", { body: corpo })),
    onSuccess: (salvas) => queryClient.setQueryData(consultaConfiguracoes().queryKey, salvas),
  });
  const enviar = form.handleSubmit(async (corpo) => {
    try {
      await salvar.mutateAsync(corpo);
      aoResponder(true);
    } catch (erro) {
      if (!mostrarErrosDoServidor(erro))
        form.setError("nomeRecibo", { type: "server", message: mensagemDoErro(erro, "Não foi possível salvar. Tente novamente.") });
    }
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <Dialog open onOpenChange={(a) => (a ? undefined : aoResponder(false))}>
      <DialogContent className="max-w-md" data-testid="pedir-nome-dialog">
        <DialogHeader>
          <DialogTitle>Como seus clientes vão ver você</DialogTitle>
          <DialogDescription>
            Seu nome aparece nos recibos, nos contratos e nas páginas que o cliente abre. Sem ele, esses documentos dizem &quot;o credor&quot;; seu e-mail nunca
            aparece.
          </DialogDescription>
        </DialogHeader>
        {/* noValidate: the schema's pt-BR messages are shown, not the browser's. The submit stops
            here: React bubbles it through the portal to a form the caller may sit in. */}
        <form
          onSubmit={(ev) => {
            ev.stopPropagation();
            void enviar(ev);
          }}
          noValidate
          className="grid gap-4"
        >
          <CampoTexto
            id="pedir-nome-do-credor"
            label="Seu nome (como os clientes verão)"
            icone={<Receipt className="size-4 text-muted-foreground" aria-hidden="true" />}
            erro={errors.nomeRecibo?.message}
            autoComplete="name"
            autoFocus
            maxLength={MAXIMO_NOME_CREDOR}
            placeholder="Ex.: Maria Souza"
            disabled={isSubmitting}
            {...form.register("nomeRecibo")}
          />
          <DialogFooter className="gap-2">
            <Button type="button" variant="ghost" onClick={() => aoResponder(true)} disabled={isSubmitting}>
              Agora não
            </Button>
            <BotaoOcupado type="submit" ocupado={isSubmitting} emAndamento="Salvando...">
              Salvar e continuar
            </BotaoOcupado>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
