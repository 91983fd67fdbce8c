import { formatarCpf } from "../../domain/cpf.ts";
import { rotuloFormaPagamento, rotuloStatus, rotuloTipoPagamento, ROTULOS_MODALIDADE, ROTULOS_TIPO_TAXA_ATRASO } from "../../domain/loans/types.ts";
import { formatarMomentoDoPagamento } from "../../domain/dates.ts";
import { jurosDoCiclo } from "../../domain/loans/juros-pagos.ts";
import { formatarTelefone } from "../../domain/phone.ts";
import type { ClienteExportado, EmprestimoExportado, PagamentoExportado } from "../data/exportacao.ts";
import { dataCsv, dinheiroCsv, momentoCsv, planilhaCsv, taxaCsv } from "./planilha.ts";

// The three export files: Portuguese headers, one row per record, the same labels as the screens.
// The CPF goes whole and formatted: the file is the lender's own record, not something sent on.
// The phone goes formatted too, which also keeps Excel from turning it into 1,19E+10.

export function csvClientes(linhas: ClienteExportado[]): string {
  return planilhaCsv(
    ["Nome", "CPF", "Telefone", "Chave PIX", "Data de cadastro", "Total emprestado", "Total a receber", "Juros recebidos"],
    linhas.map((c) => [
      c.nome,
      formatarCpf(c.cpf),
      formatarTelefone(c.telefone),
      c.pix,
      momentoCsv(c.dataCadastro),
      dinheiroCsv(c.totalEmprestadoHistorico),
      dinheiroCsv(c.totalReceberAtual),
      dinheiroCsv(c.totalPagoJuros),
    ]),
  );
}

export function csvEmprestimos(linhas: EmprestimoExportado[]): string {
  return planilhaCsv(
    [
      "Cliente",
      "CPF",
      "Modalidade",
      "Valor original",
      "Saldo restante",
      "Taxa de juros (%)",
      "Taxa de atraso",
      "Tipo da taxa de atraso",
      "Prazo (dias)",
      "Parcelas",
      "Valor da parcela",
      "Data do empréstimo",
      "Próximo vencimento",
      "Status",
      "Dias de atraso",
      "Juros de atraso",
      "Origem",
    ],
    linhas.map((e) => [
      e.cliente.nome,
      formatarCpf(e.cliente.cpf),
      ROTULOS_MODALIDADE[e.modalidade],
      dinheiroCsv(e.valorOriginal),
      dinheiroCsv(e.valorRestante),
      taxaCsv(e.taxaJuros),
      // Percent per day or reais per day, as the next column says: both print as "1,00".
      e.taxaAtrasoTipo === "fixo" ? dinheiroCsv(e.taxaAtraso) : taxaCsv(e.taxaAtraso),
      ROTULOS_TIPO_TAXA_ATRASO[e.taxaAtrasoTipo],
      e.prazoDias,
      e.quantidadeParcelas,
      dinheiroCsv(e.valorParcela),
      dataCsv(e.dataEmprestimo),
      dataCsv(e.dataProximoCiclo),
      rotuloStatus(e.status),
      e.diasAtraso,
      dinheiroCsv(e.valorJurosAtraso),
      e.origem === "manual" ? "Manual" : "Link de cadastro",
    ]),
  );
}

export function csvPagamentos(linhas: PagamentoExportado[]): string {
  return planilhaCsv(
    [
      "Data do pagamento",
      "Cliente",
      "CPF",
      "Data do empréstimo",
      "Tipo",
      "Ciclo ou parcela",
      "Valor total",
      "Juros",
      "Juros de atraso",
      "Principal",
      "Saldo após",
      "Observação",
      "Estornado",
      "Motivo do estorno",
      "Data do estorno",
      "Forma de pagamento",
      "Juros de atraso dispensados",
      "Motivo da dispensa",
      "Registrado em",
    ],
    linhas.map((p) => [
      // The day alone for a payment registered on a later day: its hour is not known (decision 0055).
      formatarMomentoDoPagamento(p.dataPagamento, p.registradoEm),
      p.cliente.nome,
      formatarCpf(p.cliente.cpf),
      dataCsv(p.dataEmprestimo),
      rotuloTipoPagamento(p.tipoPagamento),
      p.ciclo,
      dinheiroCsv(p.valorTotal),
      dinheiroCsv(jurosDoCiclo(p.valorJuros, p.valorJurosAtraso)),
      dinheiroCsv(p.valorJurosAtraso),
      dinheiroCsv(p.valorPrincipal),
      dinheiroCsv(p.saldoApos),
      p.observacao,
      p.estornado ? "Sim" : "Não",
      p.motivoEstorno,
      momentoCsv(p.dataEstorno),
      rotuloFormaPagamento(p.formaPagamento),
      dinheiroCsv(p.valorJurosAtrasoDispensado),
      p.motivoDispensa,
      momentoCsv(p.registradoEm),
    ]),
  );
}
