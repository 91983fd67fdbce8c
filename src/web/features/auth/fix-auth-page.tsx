import { TituloDaAba } from "@/lib/titulo.tsx";
import { useState } from "react";
import { Link } from "wouter";
import { KeyRound, LoaderCircle, RefreshCw } from "lucide-react";
import { limparSessao } from "@/lib/sessao.ts";
import { Button } from "@/components/ui/button.tsx";
import { AuthShell, MensagemDaConta } from "./auth-shell.tsx";

/** SPEC 2: help for an expired session token; reached from 'Atualizar Sessão'. */
export function FixAuthPage() {
  const [limpando, setLimpando] = useState(false);
  return (
    <AuthShell title="Sessão expirada">
      <TituloDaAba pagina="Sessão expirada" />
      <MensagemDaConta icone={KeyRound} corDoIcone="bg-warning/25 text-warning-foreground">
        <div className="grid gap-2 text-center text-sm text-muted-foreground">
          <p>Seu token de acesso expirou ou ficou inválido, por isso o sistema não consegue confirmar quem você é.</p>
          <p>Limpe os dados de autenticação e o cache deste navegador e faça login novamente. Seus clientes e empréstimos não serão afetados.</p>
        </div>
        <Button
          size="lg"
          // The long label wraps on a phone instead of widening the page.
          className="h-auto min-h-11 w-full py-2 whitespace-normal"
          disabled={limpando}
          onClick={() => {
            setLimpando(true);
            void limparSessao();
          }}
        >
          {limpando ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          {limpando ? "Limpando..." : "Limpar dados e fazer login novamente"}
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link href="/">Voltar ao início</Link>
        </Button>
      </MensagemDaConta>
    </AuthShell>
  );
}
