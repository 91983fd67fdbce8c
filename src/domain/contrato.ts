// Issue 29, point 3: the contract of a loan, 'Instrumento particular de confissão de dívida'. Its
// whole text lives here, in one place (decision 0050); the PDF (src/server/pdf/contrato.ts) only
// lays it out. Figures come from the same rules as the rest of the product: the installment plan,
// the effective cost (loans/custo-efetivo.ts) and the pt-BR formatters of the screens.
import { formatarCpf, formatarCpfOuCnpj, somenteDigitos } from "./cpf.ts";
import { formatarData } from "./dates.ts";
import { formatarReais, formatarTaxa } from "./money.ts";
import { formatarTelefone } from "./phone.ts";
import { custoEfetivoDoEstado, formatarTaxaEfetiva } from "./loans/custo-efetivo.ts";
import { todoDiaEDeCobranca, UNIDADES_PERIODICIDADE, type EhDiaDeCobranca } from "./loans/cronograma.ts";
import { primeiroVencimento, vencimentoMensal } from "./loans/due-dates.ts";
import { jurosDaParcela, planoParcelado, vencimentoDaParcela, type PlanoParcelado } from "./loans/parcelado.ts";
import type { EmprestimoEstado, Periodicidade } from "./loans/types.ts";

export const TITULO_CONTRATO = "Instrumento particular de confissão de dívida";

/** What the contract is drawn from: the lender's settings, the client, the loan (integer units). */
export interface DadosContrato {
  credor: {
    /** 'Seu nome (como os clientes verão)', or the e-mail when it is empty (as receipts). */
    nome: string;
    /** CPF (11 digits) or CNPJ (14 digits), or null when not filled in. */
    documento: string | null;
    endereco: string | null;
    /** The city written before the date (the PIX receiver's city), or null: a blank to fill in. */
    cidade: string | null;
  };
  devedor: { nome: string; cpf: string; telefone: string | null };
  emprestimo: Pick<
    EmprestimoEstado,
    "modalidade" | "status" | "valorOriginal" | "taxaJuros" | "taxaAtraso" | "taxaAtrasoTipo" | "prazoDias" | "quantidadeParcelas" | "dataInicio"
  > &
    Partial<Pick<EmprestimoEstado, "periodicidade" | "taxaTotal" | "multaAtraso" | "parcelas" | "cicloAtual" | "dataProximoCiclo">> & {
      /** yyyy-MM-dd, the loan's date (the day the money was delivered, once it was). */
      dataEmprestimo: string;
    };
  /** yyyy-MM-dd in São Paulo: the date the contract is drawn up. */
  hoje: string;
  /** The lender's collection days (issue 43): a mensal first due date off them moves to the next one. */
  ehDiaDeCobranca?: EhDiaDeCobranca;
}

export interface SecaoContrato {
  titulo: string;
  paragrafos: string[];
  /** A list under the paragraphs (the installments), one line each. */
  itens?: string[];
}

export interface Assinatura {
  papel: "CREDOR" | "DEVEDOR";
  nome: string;
  /** "CPF 123.456.789-09" or "CNPJ ...", or null. */
  documento: string | null;
}

export interface ContratoRedigido {
  titulo: string;
  preambulo: string;
  secoes: SecaoContrato[];
  /** "São Paulo, 25 de novembro de 2026". */
  localEData: string;
  assinaturas: Assinatura[];
}

// Kept in cpf.ts (light enough for the settings screen and the activity trail), offered here too.
export { formatarCpfOuCnpj };

/** "CPF 123.456.789-09" or "CNPJ 12.345.678/0001-95". */
function documentoComRotulo(documento: string): string {
  return `${somenteDigitos(documento).length === 14 ? "CNPJ" : "CPF"} ${formatarCpfOuCnpj(documento)}`;
}

const MESES = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** "2026-11-25" → "25 de novembro de 2026". */
export function dataPorExtenso(data: string): string {
  const [ano, mes, dia] = data.split("-").map(Number) as [number, number, number];
  return `${dia === 1 ? "1º" : dia} de ${MESES[mes - 1]} de ${ano}`;
}

const mesesApos = (n: number) => `${n} ${n === 1 ? "mês" : "meses"} após a entrega do dinheiro`;

/** How a schedule's installments are named and spaced in the contract (issue 43). */
const PERIODOS: Record<Periodicidade, { uma: string; varias: string; cada: string; apos: (k: number) => string }> = {
  diaria: {
    uma: "parcela diária",
    varias: "parcelas diárias",
    cada: "a cada dia de cobrança",
    apos: (k) => `no ${k}º dia de cobrança após a entrega do dinheiro`,
  },
  semanal: {
    uma: "parcela semanal",
    varias: "parcelas semanais",
    cada: "a cada semana",
    apos: (k) => `${k} ${k === 1 ? "semana" : "semanas"} após a entrega do dinheiro`,
  },
  quinzenal: { uma: "parcela quinzenal", varias: "parcelas quinzenais", cada: "a cada quinzena", apos: (k) => `${15 * k} dias após a entrega do dinheiro` },
  mensal: { uma: "parcela mensal", varias: "parcelas mensais", cada: "a cada mês", apos: mesesApos },
};

const DIA_SEM_COBRANCA =
  "Um vencimento que cair em dia em que o CREDOR não faz cobrança passa para o dia de cobrança seguinte, e os vencimentos seguintes continuam contados da data original.";

/**
 * The contract's text. While the loan is 'Aguardando Envio' the money has not been delivered:
 * the dates are written from the day it is, as the activation rule sets them (DOMAIN.md).
 */
export function redigirContrato(dados: DadosContrato): ContratoRedigido {
  const { credor, devedor, emprestimo: e } = dados;
  const aguardando = e.status === "aguardando_envio";
  // The day the money was (or, for the cost, is taken to be) delivered: the same as GET /api/emprestimos/{id}.
  const entrega = e.dataInicio ?? e.dataEmprestimo;
  const custo = custoEfetivoDoEstado(e, entrega);
  const valor = formatarReais(e.valorOriginal);
  const total = formatarReais(custo.totalAPagar);
  const taxa = formatarTaxa(e.taxaJuros);

  const qualificacaoCredor = [
    credor.nome,
    ...(credor.documento ? [`inscrito(a) no ${documentoComRotulo(credor.documento)}`] : []),
    ...(credor.endereco ? [`com endereço em ${credor.endereco}`] : []),
  ].join(", ");
  const qualificacaoDevedor = [
    devedor.nome,
    `inscrito(a) no CPF ${formatarCpf(devedor.cpf)}`,
    ...(devedor.telefone ? [`telefone ${formatarTelefone(devedor.telefone)}`] : []),
  ].join(", ");

  const secoes: SecaoContrato[] = [
    {
      titulo: "Das partes",
      paragrafos: [`CREDOR: ${qualificacaoCredor}.`, `DEVEDOR: ${qualificacaoDevedor}.`],
    },
    {
      titulo: "Cláusula 1ª – Da dívida",
      paragrafos: aguardando
        ? [
            `O CREDOR entregará ao DEVEDOR, a título de empréstimo, a quantia de ${valor}. A partir da entrega do dinheiro, o DEVEDOR reconhece e confessa dever essa quantia ao CREDOR, acrescida dos juros deste instrumento.`,
            "A data da entrega do dinheiro é a data de início deste empréstimo, e todos os vencimentos são contados a partir dela.",
          ]
        : [
            `O DEVEDOR reconhece e confessa dever ao CREDOR a quantia de ${valor}, recebida a título de empréstimo em ${formatarData(entrega)}, acrescida dos juros deste instrumento.`,
          ],
    },
  ];

  if (e.modalidade === "parcelado") {
    const n = e.quantidadeParcelas ?? 0;
    const periodo = PERIODOS[e.periodicidade ?? "mensal"];
    // The written schedule (issue 43) when there is one: its amounts, interest parts and dates.
    const plano = planoParcelado(e.valorOriginal, e.taxaJuros, n);
    const escritas = e.parcelas && e.parcelas.length > 0 ? e.parcelas : null;
    const valores = escritas ? escritas.map((p) => p.valor) : plano.parcelas;
    const partesDosJuros = escritas ? escritas.map((p) => p.juros) : plano.parcelas.map((_, i) => jurosDaParcela({ ...plano, quantidadeParcelas: n }, i + 1));
    const jurosTotais = partesDosJuros.reduce((a, b) => a + b, 0);
    const vencimentoDe = (i: number) => escritas?.[i]?.vencimento ?? vencimentoDaParcela(entrega, i + 1);
    const nasParcelas = descreverJurosDasParcelas(partesDosJuros);
    const taxaDoPlano =
      e.taxaTotal !== null && e.taxaTotal !== undefined
        ? `Os juros são de ${formatarTaxa(e.taxaTotal)} sobre o valor emprestado, no total do empréstimo`
        : `Os juros são de ${taxa} ${UNIDADES_PERIODICIDADE[e.periodicidade ?? "mensal"]}, simples, sobre o valor emprestado`;
    secoes.push(
      {
        titulo: "Cláusula 2ª – Do pagamento",
        paragrafos: [
          aguardando
            ? `O DEVEDOR pagará ao CREDOR o total de ${total} em ${n} ${n === 1 ? periodo.uma : periodo.varias}, com vencimentos ${periodo.cada} a partir da entrega do dinheiro, assim:`
            : `O DEVEDOR pagará ao CREDOR o total de ${total} em ${n} ${n === 1 ? periodo.uma : periodo.varias}, assim:`,
          ...(aguardando ? [DIA_SEM_COBRANCA] : []),
        ],
        itens: valores.map(
          (parcela, i) =>
            `Parcela ${i + 1} de ${n}: ${formatarReais(parcela)}, ${aguardando ? periodo.apos(i + 1) : `com vencimento em ${formatarData(vencimentoDe(i))}`}.`,
        ),
      },
      {
        titulo: "Cláusula 3ª – Dos juros",
        paragrafos: [`${taxaDoPlano}: ${nasParcelas} e ${formatarReais(jurosTotais)} no total, já incluídos no valor das parcelas.`],
      },
    );
  } else {
    const prazo = e.prazoDias ?? 0;
    secoes.push(
      {
        titulo: "Cláusula 2ª – Do pagamento",
        paragrafos: [
          aguardando
            ? `O empréstimo corre em ciclos de ${prazo} dias, com vencimentos a cada ${prazo} dias a partir da entrega do dinheiro; o primeiro vencimento é ${prazo} dias após a entrega do dinheiro.`
            : `O empréstimo corre em ciclos de ${prazo} dias. O primeiro vencimento é em ${formatarData(primeiroVencimentoMensal(dados, entrega, prazo))}, e cada vencimento seguinte cai ${prazo} dias depois do anterior.`,
          DIA_SEM_COBRANCA,
          "Em cada vencimento, o DEVEDOR paga os juros do ciclo e pode pagar também parte do valor devido ou todo ele. O que não for pago continua devido no ciclo seguinte, até a quitação.",
          `Quitado no primeiro vencimento, o total a pagar é de ${total}.`,
        ],
      },
      {
        titulo: "Cláusula 3ª – Dos juros",
        paragrafos: [`Os juros são de ${taxa} por ciclo de ${prazo} dias, sobre o valor ainda devido no ciclo.`],
      },
    );
  }

  const baseAtraso = e.modalidade === "parcelado" ? "sobre a parcela vencida" : "sobre o valor ainda devido";
  const multa = e.multaAtraso ?? 0;
  const clausulaDaMulta =
    multa <= 0
      ? []
      : [
          e.modalidade === "parcelado"
            ? `Cada parcela paga depois do vencimento tem também multa de ${formatarTaxa(multa)} sobre o valor da parcela, uma vez por parcela.`
            : `Cada ciclo pago depois do vencimento tem também multa de ${formatarTaxa(multa)} sobre os juros do ciclo, uma vez por ciclo.`,
        ];
  secoes.push(
    {
      titulo: "Cláusula 4ª – Do atraso",
      paragrafos: [
        e.taxaAtrasoTipo === "fixo"
          ? `Pagamento feito depois do vencimento tem acréscimo de juros de atraso de ${formatarReais(e.taxaAtraso)} por dia de atraso, contados do dia seguinte ao vencimento até o dia do pagamento.`
          : `Pagamento feito depois do vencimento tem acréscimo de juros de atraso de ${formatarTaxa(e.taxaAtraso)} ao dia ${baseAtraso}, contados do dia seguinte ao vencimento até o dia do pagamento.`,
        ...clausulaDaMulta,
      ],
    },
    {
      titulo: "Cláusula 5ª – Do custo efetivo e do total",
      paragrafos: [
        `O custo efetivo deste empréstimo, com todos os pagamentos feitos nos vencimentos, é de ${formatarTaxaEfetiva(custo.taxaMensal, "a.m.")} (${formatarTaxaEfetiva(custo.taxaAnual, "a.a.")}).`,
        `Valor emprestado: ${valor}. Total a pagar nos vencimentos: ${total}.`,
      ],
    },
    {
      titulo: "Cláusula 6ª – Da validade",
      paragrafos: [
        "Este instrumento é documento particular de confissão de dívida assinado pelo DEVEDOR (Código de Processo Civil, art. 784, III).",
        "As partes admitem sua assinatura eletrônica simples, com a identificação do DEVEDOR e o registro do seu aceite (Lei 14.063/2020).",
      ],
    },
  );

  return {
    titulo: TITULO_CONTRATO,
    preambulo: "Pelo presente instrumento particular, as partes abaixo identificadas acordam o seguinte:",
    secoes,
    localEData: `${credor.cidade ?? "______________________"}, ${dataPorExtenso(dados.hoje)}.`,
    assinaturas: [
      { papel: "CREDOR", nome: credor.nome, documento: credor.documento ? documentoComRotulo(credor.documento) : null },
      { papel: "DEVEDOR", nome: devedor.nome, documento: `CPF ${formatarCpf(devedor.cpf)}` },
    ],
  };
}

/**
 * The interest of each installment as the payments record it (jurosDaParcela): the same in every
 * one, the last taking what makes them add up to the total ("R$ 99,90 em cada parcela (R$ 99,88 na
 * última)"). Only a tiny plan, whose parts are kept between 0 and the installment, has parts that
 * vary otherwise; then the clause gives their range.
 */
export function jurosNasParcelas(plano: PlanoParcelado): string {
  const termos = { ...plano, quantidadeParcelas: plano.parcelas.length };
  return descreverJurosDasParcelas(plano.parcelas.map((_, i) => jurosDaParcela(termos, i + 1)));
}

/** The interest parts of a schedule's installments, in words (jurosNasParcelas). */
function descreverJurosDasParcelas(partes: readonly number[]): string {
  const n = partes.length;
  const primeira = partes[0] ?? 0;
  const ultima = partes[n - 1] ?? 0;
  if (partes.slice(0, -1).some((j) => j !== primeira)) {
    return `de ${formatarReais(Math.min(...partes))} a ${formatarReais(Math.max(...partes))} por parcela`;
  }
  if (n === 1 || ultima === primeira) return `${formatarReais(primeira)} em cada parcela`;
  return `${formatarReais(primeira)} em cada parcela (${formatarReais(ultima)} na última)`;
}

/**
 * A mensal loan's first due date as it was written: the row's own while it is in its first cycle,
 * else the count from the delivery moved off the lender's non-collection days (issue 43).
 */
function primeiroVencimentoMensal(dados: DadosContrato, entrega: string, prazo: number): string {
  const e = dados.emprestimo;
  if ((e.cicloAtual ?? 1) === 1 && e.dataProximoCiclo) return e.dataProximoCiclo;
  return vencimentoMensal(primeiroVencimento("mensal", entrega, prazo), dados.ehDiaDeCobranca ?? todoDiaEDeCobranca).dataProximoCiclo;
}
