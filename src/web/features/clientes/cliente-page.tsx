import { TituloDaAba } from "@/lib/titulo.tsx";
import { PagamentosInformadosCard } from "@/features/pagamentos-informados/api.ts";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "wouter";
import { Copy, FileText, HandCoins, History, Receipt, TrendingUp, UserX, Wallet, type LucideIcon } from "lucide-react";
import { formatarCpf } from "../../../domain/cpf.ts";
import { formatarTelefone } from "../../../domain/phone.ts";
import { statusDoErro } from "@/lib/api.ts";
import { copiarTexto } from "@/lib/copiar.ts";
import { dataDoMomento, reaisDoDecimal } from "@/lib/format.ts";
import type { Cliente } from "@/lib/ledger-api.ts";
import { toast } from "@/lib/use-toast.ts";
import { AvatarInicial } from "@/components/avatar-inicial.tsx";
import { ListaAtividade } from "@/components/lista-atividade.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { LinkDoCliente } from "./link-do-cliente.tsx";
import { useCliente } from "./api.ts";
import { DadosNovosCard } from "./dados-novos-card.tsx";
import { DocumentosDoCliente } from "./documentos-do-cliente.tsx";
import { EditarClienteDialog } from "./editar-cliente-dialog.tsx";
import { ExcluirClienteDialog } from "./excluir-cliente-dialog.tsx";
import { EmprestimoManualDialog } from "./emprestimo-manual-dialog.tsx";
import { EmprestimosDoCliente } from "./emprestimos-do-cliente.tsx";
import { PagamentosDoCliente } from "./pagamentos-do-cliente.tsx";
import { AnonimizarCliente, BaixarDadosPessoais } from "./privacidade-cliente.tsx";
import { BotaoVoltar, FalhaAoCarregar, IconeRedondo } from "@/components/estados.tsx";

export function ClientePage() {
  const { id = "" } = useParams<{ id: string }>();
  const cliente = useCliente(id);

  let conteudo: ReactNode;
  if (cliente.isPending) {
    conteudo = <Carregando />;
  } else if (cliente.isError) {
    // 404 (or a malformed id the server refuses with 400): the client does not exist for this lender.
    const status = statusDoErro(cliente.error);
    conteudo = status === 404 || status === 400 ? <ClienteNaoEncontrado /> : <ErroAoCarregar aoTentar={() => void cliente.refetch()} />;
  } else {
    conteudo = <DetalheCliente cliente={cliente.data} />;
  }

  return (
    <div className="grid gap-6">
      <TituloDaAba pagina="Cliente" />
      <BotaoVoltar href="/clientes" />
      {conteudo}
    </div>
  );
}

function DetalheCliente({ cliente }: { cliente: Cliente }) {
  const [aba, setAba] = useState("emprestimos");
  const desde = dataDoMomento(cliente.dataCadastro);
  return (
    <>
      <PageHeader
        title={cliente.nome}
        description={desde ? `Cliente desde ${desde}` : undefined}
        actions={
          <>
            {/* An anonymized client has no personal data left to edit. */}
            {cliente.anonimizadoEm ? null : <EditarClienteDialog cliente={cliente} />}
            <EmprestimoManualDialog cliente={cliente} aoCriar={() => setAba("emprestimos")} />
            {cliente.anonimizadoEm ? null : <LinkDoCliente cliente={cliente} />}
            <ExcluirClienteDialog cliente={cliente} />
          </>
        }
      />
      <DadosNovosCard cliente={cliente} />
      <PagamentosInformadosCard clienteId={cliente.id} />
      {/* The open loans first — what the lender came to act on (issue 42, point 7) — then the personal data. */}
      <Tabs value={aba} onValueChange={setAba}>
        <TabsList>
          <TabsTrigger value="emprestimos">
            <HandCoins aria-hidden="true" />
            Empréstimos
          </TabsTrigger>
          <TabsTrigger value="pagamentos">
            <Receipt aria-hidden="true" />
            Pagamentos
          </TabsTrigger>
          <TabsTrigger value="documentos">
            <FileText aria-hidden="true" />
            Documentos
          </TabsTrigger>
          <TabsTrigger value="atividade">
            <History aria-hidden="true" />
            Atividade
          </TabsTrigger>
        </TabsList>
        <TabsContent value="emprestimos">
          <EmprestimosDoCliente clienteId={cliente.id} />
        </TabsContent>
        <TabsContent value="pagamentos">
          <PagamentosDoCliente clienteId={cliente.id} />
        </TabsContent>
        <TabsContent value="documentos">
          <DocumentosDoCliente cliente={cliente} />
        </TabsContent>
        <TabsContent value="atividade">
          {/* Everything about the client: its own record, loans, payments, links and documents. */}
          <ListaAtividade filtro={{ entidade: "cliente", id: cliente.id }} />
        </TabsContent>
      </Tabs>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <DadosPessoais cliente={cliente} />
        <ResumoFinanceiro cliente={cliente} />
      </div>
    </>
  );
}

function DadosPessoais({ cliente }: { cliente: Cliente }) {
  const anonimizadoEm = dataDoMomento(cliente.anonimizadoEm);
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row items-center gap-3">
        <AvatarInicial nome={cliente.nome} className="size-10 text-base" />
        <CardTitle className="text-lg">Dados pessoais</CardTitle>
      </CardHeader>
      <CardContent>
        {cliente.anonimizadoEm ? (
          // The stored CPF is a random invalid number kept only for uniqueness: never shown as a CPF.
          <p data-testid="cliente-anonimizado" className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
            Nome, CPF, telefone e chave PIX foram anonimizados{anonimizadoEm ? ` em ${anonimizadoEm}` : ""}. O histórico financeiro continua abaixo.
          </p>
        ) : (
          <dl className="divide-y">
            <LinhaCopiavel rotulo="CPF" valor={formatarCpf(cliente.cpf)} copia={cliente.cpf} nomeBotao="Copiar CPF" testId="cliente-cpf" />
            <LinhaCopiavel
              rotulo="Telefone"
              valor={formatarTelefone(cliente.telefone)}
              copia={cliente.telefone}
              nomeBotao="Copiar telefone"
              testId="cliente-telefone"
            />
            <LinhaCopiavel rotulo="Chave PIX" valor={cliente.pix} copia={cliente.pix} nomeBotao="Copiar PIX" testId="cliente-pix" />
          </dl>
        )}
      </CardContent>
      {/* LGPD: the client's copy of its data, and erasure that keeps the financial history. */}
      <CardFooter className="flex-wrap gap-2 border-t pt-4">
        <BaixarDadosPessoais cliente={cliente} />
        {cliente.anonimizadoEm ? null : <AnonimizarCliente cliente={cliente} />}
      </CardFooter>
    </Card>
  );
}

function LinhaCopiavel({ rotulo, valor, copia, nomeBotao, testId }: { rotulo: string; valor: string; copia: string; nomeBotao: string; testId: string }) {
  const copiar = async () => {
    if (await copiarTexto(copia)) toast({ title: "Copiado!" });
    else toast({ variant: "destructive", title: "Erro", description: "Não foi possível copiar. Selecione o texto e copie manualmente." });
  };
  return (
    // A <dl> holds only dt/dd groups (one <div> each): the copy button lives inside the <dd>.
    <div className="grid gap-0.5 py-2.5 first:pt-0 last:pb-0">
      <dt className="text-xs text-muted-foreground">{rotulo}</dt>
      <dd className="flex items-center justify-between gap-3">
        <span data-testid={testId} className="min-w-0 font-medium break-all tabular-nums">
          {valor}
        </span>
        <Button variant="ghost" size="icon" className="-my-2" aria-label={nomeBotao} title={nomeBotao} onClick={() => void copiar()}>
          <Copy aria-hidden="true" />
        </Button>
      </dd>
    </div>
  );
}

const TOTAIS = [
  { chave: "totalEmprestadoHistorico", rotulo: "Total emprestado", icone: Wallet, testId: "total-emprestado", destaque: "bg-teal-100 text-teal-700" },
  { chave: "totalReceberAtual", rotulo: "Total a receber", icone: HandCoins, testId: "total-receber", destaque: "bg-sky-100 text-sky-700" },
  { chave: "totalPagoJuros", rotulo: "Total pago em juros", icone: TrendingUp, testId: "total-pago-juros", destaque: "bg-emerald-100 text-emerald-700" },
] as const;

function ResumoFinanceiro({ cliente }: { cliente: Cliente }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="text-lg">Resumo financeiro</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        {TOTAIS.map(({ chave, ...total }) => (
          <Total key={chave} {...total} valor={reaisDoDecimal(cliente[chave])} />
        ))}
      </CardContent>
    </Card>
  );
}

function Total({ rotulo, valor, icone: Icone, testId, destaque }: { rotulo: string; valor: string; icone: LucideIcon; testId: string; destaque: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border p-3 sm:grid sm:gap-2">
      <span className={`flex size-9 shrink-0 items-center justify-center rounded-lg ${destaque}`}>
        <Icone className="size-4" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 gap-0.5">
        <p className="text-xs text-muted-foreground">{rotulo}</p>
        <p data-testid={testId} className="truncate text-lg font-bold tracking-tight tabular-nums">
          {valor}
        </p>
      </div>
    </div>
  );
}

function Carregando() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <Skeleton className="h-9 w-64" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

function ClienteNaoEncontrado() {
  return (
    <Card data-testid="cliente-nao-encontrado" className="items-center px-6 py-12 text-center">
      <IconeRedondo icone={UserX} className="bg-muted text-muted-foreground" />
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight">Cliente não encontrado</h1>
        <p className="text-sm text-muted-foreground">Este cliente não existe ou foi removido.</p>
      </div>
      <Button asChild>
        <Link href="/clientes">Voltar para Clientes</Link>
      </Button>
    </Card>
  );
}

function ErroAoCarregar({ aoTentar }: { aoTentar: () => void }) {
  return (
    <Card className="px-6 py-6">
      <FalhaAoCarregar mensagem="Não foi possível carregar o cliente." aoTentar={aoTentar} />
    </Card>
  );
}
