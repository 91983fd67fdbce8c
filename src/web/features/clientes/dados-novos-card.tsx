import { useId, useRef, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Check, ExternalLink, LoaderCircle, Trash2, UserRoundPen } from "lucide-react";
import { formatarTelefone } from "../../../domain/phone.ts";
import { mensagemDoErro, statusDoErro } from "@/lib/api.ts";
import { dataDoMomento } from "@/lib/format.ts";
import { invalidarDadosDoCredor, type Cliente } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { cn } from "@/lib/cn.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { useAceitarAtualizacao, useAtualizacoesPendentes, useDescartarAtualizacao, type AtualizacaoPendente } from "./atualizacoes-api.ts";
import { BotaoTentarDeNovo, ChipIcone } from "@/components/estados.tsx";

export const TITULO_DADOS_NOVOS = "Dados novos enviados pelo cliente";

type Acao = "aceitar" | "descartar";

/**
 * Issue 8: a borrower who filled a sign-up link with a CPF already on file does not change the
 * client; what they sent waits here, side by side with what is on file, for the lender to accept
 * or discard. Nothing is shown when nothing waits.
 */
export function DadosNovosCard({ cliente }: { cliente: Cliente }) {
  const atualizacoes = useAtualizacoesPendentes(cliente.id);
  const [confirmando, setConfirmando] = useState<{ acao: Acao; atualizacao: AtualizacaoPendente } | null>(null);
  const idTitulo = useId();

  if (atualizacoes.isPending) return null;
  if (atualizacoes.isError) {
    return (
      <Card className="gap-3 border-amber-300" aria-labelledby={idTitulo} role="region">
        <CardHeader>
          <CardTitle id={idTitulo} className="text-lg">
            {TITULO_DADOS_NOVOS}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-destructive">Não foi possível carregar os dados novos enviados pelo cliente.</p>
          <BotaoTentarDeNovo aoTentar={() => void atualizacoes.refetch()} />
        </CardContent>
      </Card>
    );
  }
  if (atualizacoes.data.length === 0) return null;

  return (
    <Card data-testid="dados-novos" role="region" aria-labelledby={idTitulo} className="gap-4 border-amber-300 bg-amber-50/40">
      <CardHeader className="flex-row items-start gap-3">
        <ChipIcone icone={UserRoundPen} className="bg-amber-100 text-amber-800" />
        <div className="grid gap-1">
          <CardTitle id={idTitulo} className="text-lg">
            {TITULO_DADOS_NOVOS}
          </CardTitle>
          <CardDescription>O cliente preencheu um link de cadastro com este CPF. O cadastro só muda se você aceitar.</CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {atualizacoes.data.map((a) => (
            <ItemAtualizacao key={a.id} cliente={cliente} atualizacao={a} aoEscolher={(acao) => setConfirmando({ acao, atualizacao: a })} />
          ))}
        </ul>
      </CardContent>
      <ConfirmarDialog cliente={cliente} escolha={confirmando} aoFechar={() => setConfirmando(null)} />
    </Card>
  );
}

function ItemAtualizacao({ cliente, atualizacao: a, aoEscolher }: { cliente: Cliente; atualizacao: AtualizacaoPendente; aoEscolher: (acao: Acao) => void }) {
  const idLegenda = useId();
  const enviadaEm = dataDoMomento(a.criadaEm);
  return (
    <li data-testid="atualizacao-pendente" data-atualizacao-id={a.id} className="grid gap-3 rounded-lg border bg-card p-4">
      <p id={idLegenda} className="text-sm font-medium">
        {enviadaEm ? `Enviado em ${enviadaEm}` : "Enviado pelo link de cadastro"}
      </p>
      <Table aria-labelledby={idLegenda}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Campo</TableHead>
            <TableHead scope="col">No cadastro</TableHead>
            <TableHead scope="col">Enviado pelo cliente</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <LinhaComparacao campo="Nome" atual={cliente.nome} novo={a.nome} testId="nome" />
          <LinhaComparacao campo="Telefone" atual={formatarTelefone(cliente.telefone)} novo={formatarTelefone(a.telefone)} testId="telefone" />
          <LinhaComparacao campo="Chave PIX" atual={cliente.pix} novo={a.pix} testId="pix" />
          {a.documentoIdentidadeUrl ? (
            <LinhaDocumento campo="Documento de identidade" atual={cliente.documentoIdentidadeUrl} novo={a.documentoIdentidadeUrl} />
          ) : null}
          {a.comprovanteEnderecoUrl ? (
            <LinhaDocumento campo="Comprovante de endereço" atual={cliente.comprovanteEnderecoUrl} novo={a.comprovanteEnderecoUrl} />
          ) : null}
        </TableBody>
      </Table>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" size="sm" onClick={() => aoEscolher("descartar")}>
          <Trash2 aria-hidden="true" />
          Descartar
        </Button>
        <Button size="sm" onClick={() => aoEscolher("aceitar")}>
          <Check aria-hidden="true" />
          Aceitar
        </Button>
      </div>
    </li>
  );
}

function LinhaComparacao({ campo, atual, novo, testId }: { campo: string; atual: string; novo: string; testId: string }) {
  const mudou = atual !== novo;
  return (
    <TableRow data-testid={`dados-novos-${testId}`} data-alterado={mudou ? "true" : "false"}>
      <TableHead scope="row" className="normal-case tracking-normal">
        {campo}
      </TableHead>
      <TableCell data-testid="valor-atual" className="whitespace-normal break-all">
        {atual}
      </TableCell>
      <TableCell data-testid="valor-novo" className={cn("whitespace-normal break-all", mudou && "font-semibold")}>
        <span className="inline-flex flex-wrap items-center gap-2">
          {novo}
          {mudou ? <Badge variant="outline">Diferente</Badge> : null}
        </span>
      </TableCell>
    </TableRow>
  );
}

function LinhaDocumento({ campo, atual, novo }: { campo: string; atual: string | null; novo: string }) {
  return (
    <TableRow>
      <TableHead scope="row" className="normal-case tracking-normal">
        {campo}
      </TableHead>
      <TableCell>{atual ? <LinkDocumento url={atual} rotulo={`Ver ${campo.toLowerCase()} atual`} texto="Atual" /> : "Não enviado"}</TableCell>
      <TableCell>
        <LinkDocumento url={novo} rotulo={`Ver ${campo.toLowerCase()} novo`} texto="Novo" />
      </TableCell>
    </TableRow>
  );
}

function LinkDocumento({ url, rotulo, texto }: { url: string; rotulo: string; texto: ReactNode }) {
  // Documents are private: /api/documentos/<id> opens only with the lender's own session.
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={rotulo}
      className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
    >
      <ExternalLink className="size-3.5" aria-hidden="true" />
      {texto}
    </a>
  );
}

const TEXTOS: Record<
  Acao,
  { titulo: string; descricao: (nome: string) => string; botao: string; andamento: string; sucesso: string; detalhe: string; erro: string }
> = {
  aceitar: {
    titulo: "Aceitar dados novos?",
    descricao: (nome) => `O cadastro de ${nome} passará a ter o nome, o telefone, a chave PIX e os documentos enviados pelo cliente.`,
    botao: "Aceitar",
    andamento: "Aceitando...",
    sucesso: "Dados atualizados!",
    detalhe: "O cadastro do cliente agora tem os dados enviados.",
    erro: "Erro ao aceitar os dados",
  },
  descartar: {
    titulo: "Descartar dados novos?",
    descricao: (nome) => `Os dados enviados serão descartados e o cadastro de ${nome} continua como está.`,
    botao: "Descartar",
    andamento: "Descartando...",
    sucesso: "Dados descartados",
    detalhe: "O cadastro do cliente continua como estava.",
    erro: "Erro ao descartar os dados",
  },
};

function ConfirmarDialog({
  cliente,
  escolha,
  aoFechar,
}: {
  cliente: Cliente;
  escolha: { acao: Acao; atualizacao: AtualizacaoPendente } | null;
  aoFechar: () => void;
}) {
  const aceitar = useAceitarAtualizacao(cliente.id);
  const descartar = useDescartarAtualizacao();
  const queryClient = useQueryClient();
  const ocupado = aceitar.isPending || descartar.isPending;
  const resolvida = useRef(false);
  // Kept while the dialog animates out, so its text does not blank.
  const [ultima, setUltima] = useState(escolha);
  if (escolha && escolha !== ultima) setUltima(escolha);
  const atual = escolha ?? ultima;
  const textos = TEXTOS[atual?.acao ?? "aceitar"];

  const confirmar = async () => {
    if (!escolha) return;
    try {
      if (escolha.acao === "aceitar") await aceitar.mutateAsync(escolha.atualizacao.id);
      else await descartar.mutateAsync(escolha.atualizacao.id);
      resolvida.current = true;
      toast({ title: textos.sucesso, description: textos.detalhe });
    } catch (erro) {
      toast({ variant: "destructive", title: textos.erro, description: mensagemDoErro(erro, "Tente novamente.") });
      // 404: already accepted or discarded elsewhere; the list must stop offering it.
      if (statusDoErro(erro) === 404) void invalidarDadosDoCredor(queryClient);
    }
    aoFechar();
  };

  return (
    <Dialog open={escolha !== null} onOpenChange={(aberto) => !aberto && !ocupado && aoFechar()}>
      <DialogContent
        className="max-w-md"
        onCloseAutoFocus={(evento) => {
          // The button that opened the dialog leaves with the resolved update: focus goes to the
          // page's heading instead of getting lost on the body.
          if (!resolvida.current) return;
          resolvida.current = false;
          evento.preventDefault();
          const titulo = document.querySelector<HTMLElement>("h1");
          if (titulo) {
            titulo.tabIndex = -1;
            titulo.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{textos.titulo}</DialogTitle>
          <DialogDescription>{textos.descricao(cliente.nome)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={aoFechar} disabled={ocupado}>
            Voltar
          </Button>
          <Button variant={atual?.acao === "descartar" ? "destructive" : "default"} onClick={() => void confirmar()} disabled={ocupado}>
            {ocupado ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {ocupado ? textos.andamento : textos.botao}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
