import { useMemo, useState } from "react";
import { Link } from "wouter";
import { ChevronRight, Eye, RefreshCw, Search, UserPlus, Users } from "lucide-react";
import { formatarCpf } from "../../../domain/cpf.ts";
import { formatarTelefone } from "../../../domain/phone.ts";
import type { ClienteDaLista as Cliente } from "@/lib/ledger-api.ts";
import { reaisDoDecimal as reais } from "@/lib/format.ts";
import { useIsMobile } from "@/lib/use-is-mobile.ts";
import { cn } from "@/lib/cn.ts";
import { AvatarInicial } from "@/components/avatar-inicial.tsx";
import { EmptyState } from "@/components/empty-state.tsx";
import { PageHeader } from "@/components/page-header.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent } from "@/components/ui/card.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table.tsx";
import { useClientes } from "./api.ts";
import { filtrarClientes } from "./filtro-clientes.ts";
import { CampoBusca } from "@/components/estados.tsx";
import { SeloAtraso } from "./selo-atraso.tsx";
import { BotaoExportar } from "@/features/arquivos/api.ts";

export function ClientesPage() {
  const clientes = useClientes();
  const [busca, setBusca] = useState("");
  const filtrados = useMemo(() => filtrarClientes(clientes.data ?? [], busca), [clientes.data, busca]);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Clientes"
        description="Cadastre seus clientes e acompanhe quanto cada um deve."
        actions={
          <>
            <Button
              variant="outline"
              size="icon"
              aria-label="Atualizar lista"
              title="Atualizar lista"
              disabled={clientes.isFetching}
              onClick={() => void clientes.refetch()}
            >
              <RefreshCw className={cn(clientes.isFetching && "animate-spin")} aria-hidden="true" />
            </Button>
            <BotaoExportar tipo="clientes" />
            <Button asChild>
              <Link href="/clientes/novo">
                <UserPlus aria-hidden="true" />
                Novo Cliente
              </Link>
            </Button>
          </>
        }
      />
      <Card className="gap-4 py-4 sm:py-5">
        <CardContent className="px-4 sm:px-5">
          <CampoBusca rotulo="Buscar clientes" placeholder="Buscar por nome, CPF ou telefone..." valor={busca} aoMudar={setBusca} />
        </CardContent>
        <CardContent className="px-0 sm:px-1">
          <ConteudoLista
            carregando={clientes.isPending}
            erro={clientes.isError}
            total={clientes.data?.length ?? 0}
            buscando={busca.trim() !== ""}
            clientes={filtrados}
          />
        </CardContent>
      </Card>
    </div>
  );
}

function ConteudoLista({
  carregando,
  erro,
  total,
  buscando,
  clientes,
}: {
  carregando: boolean;
  erro: boolean;
  total: number;
  buscando: boolean;
  clientes: Cliente[];
}) {
  const isMobile = useIsMobile();
  if (carregando) {
    return (
      <div className="grid gap-3 px-4 sm:px-5" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (erro) {
    return (
      <p className="px-4 py-6 text-center text-sm text-destructive sm:px-5">
        Não foi possível carregar os clientes. Use o botão de atualizar para tentar de novo.
      </p>
    );
  }
  if (total === 0) {
    return (
      <div className="px-4 sm:px-5">
        <EmptyState icon={Users} title="Nenhum cliente cadastrado">
          <Button asChild className="mt-2">
            <Link href="/clientes/novo">
              <UserPlus aria-hidden="true" />
              Cadastrar Primeiro Cliente
            </Link>
          </Button>
        </EmptyState>
      </div>
    );
  }
  if (clientes.length === 0) {
    return (
      <div className="px-4 sm:px-5">
        <EmptyState icon={Search} title="Nenhum cliente encontrado" />
      </div>
    );
  }
  return isMobile ? <ListaCartoes clientes={clientes} /> : <TabelaClientes clientes={clientes} buscando={buscando} />;
}

function TabelaClientes({ clientes, buscando }: { clientes: Cliente[]; buscando: boolean }) {
  return (
    <Table data-testid="tabela-clientes" aria-label={buscando ? "Clientes encontrados" : "Clientes"}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-5">Nome</TableHead>
          <TableHead>CPF</TableHead>
          <TableHead>Telefone</TableHead>
          <TableHead className="text-right">Total Emprestado</TableHead>
          <TableHead className="text-right">Total a Receber</TableHead>
          <TableHead className="pr-5 text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {clientes.map((c) => (
          <TableRow key={c.id} data-testid="linha-cliente">
            <TableCell className="pl-5">
              <span className="flex items-center gap-3">
                <AvatarInicial nome={c.nome} />
                <span className="grid min-w-0 gap-1">
                  <span className="max-w-64 truncate font-medium">{c.nome}</span>
                  <SeloAtraso cliente={c} />
                </span>
              </span>
            </TableCell>
            <TableCell className="tabular-nums">{formatarCpf(c.cpf)}</TableCell>
            <TableCell className="tabular-nums">{formatarTelefone(c.telefone)}</TableCell>
            <TableCell className="text-right tabular-nums">{reais(c.totalEmprestadoHistorico)}</TableCell>
            <TableCell className="text-right font-medium tabular-nums">{reais(c.totalReceberAtual)}</TableCell>
            <TableCell className="pr-5 text-right">
              <Button asChild variant="ghost" size="icon" title="Ver cliente">
                <Link href={`/clientes/${encodeURIComponent(c.id)}`} aria-label={`Ver cliente ${c.nome}`}>
                  <Eye aria-hidden="true" />
                </Link>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Below 768 px each client is a tappable card: six columns do not fit a phone. */
function ListaCartoes({ clientes }: { clientes: Cliente[] }) {
  return (
    <ul data-testid="lista-clientes" className="divide-y border-t">
      {clientes.map((c) => (
        <li key={c.id} data-testid="linha-cliente">
          <Link
            href={`/clientes/${encodeURIComponent(c.id)}`}
            // Named by what it shows (WCAG 2.5.3: the visible words are part of the name).
            className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:bg-muted/50"
          >
            <AvatarInicial nome={c.nome} />
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="truncate font-medium">
                <span className="sr-only">Ver cliente </span>
                {c.nome}
              </span>
              <SeloAtraso cliente={c} />
              <span className="truncate text-xs text-muted-foreground tabular-nums">
                {formatarCpf(c.cpf)} · {formatarTelefone(c.telefone)}
              </span>
              <span className="flex flex-wrap gap-x-3 text-xs tabular-nums">
                <span>
                  <span className="text-muted-foreground">Total Emprestado:</span> {reais(c.totalEmprestadoHistorico)}
                </span>
                <span>
                  <span className="text-muted-foreground">Total a Receber:</span> <span className="font-medium">{reais(c.totalReceberAtual)}</span>
                </span>
              </span>
            </span>
            <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
