import { formatarCpf, formatarCpfOuCnpj } from "../../domain/cpf.ts";
import { formatarData, formatarDataHora, isDataIso } from "../../domain/dates.ts";
import { ROTULOS_MODALIDADE, ROTULOS_TIPO_TAXA_ATRASO, rotuloStatus, rotuloTipoPagamento } from "../../domain/loans/types.ts";
import { ROTULOS_ACAO, ROTULOS_ATOR, type AcaoAuditoria, type AtorAuditoria } from "../../domain/auditoria.ts";
import { ROTULOS_TIPO_CREDITO } from "../../domain/credits.ts";
import { formatarTelefone } from "../../domain/phone.ts";
import { reaisDoDecimal, taxaDoDecimal } from "./format.ts";

/*
 * How an activity entry reads on screen. The trail stores the changed fields as the API writes
 * them (decimals "1500.00", days yyyy-MM-dd, status codes, camelCase or snake_case names); the
 * lender reads 'Valor restante: R$ 1.500,00 → R$ 1.000,00'. Pure, so the rules are unit-tested.
 */

/** One changed field: its label and the values before and after, already formatted (null: absent). */
export interface Mudanca {
  campo: string;
  rotulo: string;
  antes: string | null;
  depois: string | null;
}

// In the order the fields are shown: the trail is stored as jsonb, which keeps keys in its own
// order (by length), so the screen orders them by what a person reads first.
const ROTULOS_CAMPO: Record<string, string> = {
  nome: "Nome",
  cpf: "CPF",
  telefone: "Telefone",
  pix: "Chave PIX",
  documentoIdentidadeUrl: "Documento de identidade",
  comprovanteEnderecoUrl: "Comprovante de endereço",
  tipoPagamento: "Tipo de pagamento",
  valorTotal: "Valor total",
  valorTotalPago: "Valor total",
  valorJuros: "Juros",
  valorPrincipal: "Principal",
  valorJurosAtraso: "Juros de atraso",
  motivo: "Motivo do estorno",
  motivoEstorno: "Motivo do estorno",
  observacao: "Observação",
  estornado: "Estornado",
  dataEstorno: "Data do estorno",
  status: "Status",
  modalidade: "Modalidade",
  origem: "Origem",
  valorOriginal: "Valor original",
  valorRestante: "Valor restante",
  saldoApos: "Saldo após o pagamento",
  valorParcela: "Valor da parcela",
  taxaJuros: "Taxa de juros",
  taxaAtraso: "Taxa de atraso",
  taxaAtrasoTipo: "Tipo da taxa de atraso",
  prazoDias: "Prazo (dias)",
  quantidadeParcelas: "Parcelas",
  ciclo: "Ciclo",
  cicloAtual: "Ciclo",
  diasAtraso: "Dias em atraso",
  dataEmprestimo: "Data do empréstimo",
  dataInicio: "Data de início",
  dataProximoCiclo: "Próximo vencimento",
  dataPagamento: "Data do pagamento",
  chavePix: "Chave PIX",
  telefoneWhatsapp: "WhatsApp",
  nomeRecibo: "Seu nome",
  documentoCredor: "CPF ou CNPJ do credor",
  enderecoCredor: "Endereço",
  nomeRecebedor: "Nome do recebedor",
  cidadeRecebedor: "Cidade do recebedor",
  // Issue 43, point 2: the collection days.
  cobrarSabados: "Cobrar aos sábados",
  cobrarDomingos: "Cobrar aos domingos",
  cobrarFeriados: "Cobrar em feriados",
  uf: "Estado (UF) dos feriados",
  carnavalECorpusChristiSaoDiasDeCobranca: "Carnaval e Corpus Christi são dias de cobrança",
  datasSemCobranca: "Datas sem cobrança",
  dias: "Dias",
  diasAdicionados: "Dias",
  tipo: "Tipo",
  descricao: "Descrição",
  documento: "Documento",
  exigeDocumentos: "Exige documentos",
  expiraEm: "Expira em",
  dataExpiracao: "Validade",
  // Issue 29, point 4: the contract's acceptance.
  sha256: "SHA-256 do contrato",
  codigo: "Código de verificação",
};
const ORDEM_CAMPO = new Map(Object.keys(ROTULOS_CAMPO).map((campo, i) => [campo, i]));

const CAMPOS_DINHEIRO = new Set([
  "valorOriginal",
  "valorRestante",
  "valorTotal",
  "valorTotalPago",
  "valorJuros",
  "valorPrincipal",
  "valorJurosAtraso",
  "valorParcela",
  "saldoApos",
]);

const ROTULOS_ORIGEM: Record<string, string> = { manual: "Manual", link: "Link de cadastro", pedido: "Link de aceite" };
const ROTULOS_STATUS_LINK: Record<string, string> = { utilizado: "Utilizado", cancelado: "Cancelado", expirado: "Expirado" };
const ROTULOS_DOCUMENTO: Record<string, string> = {
  documento: "Documento de identidade",
  comprovante: "Comprovante de endereço",
  pagamento: "Comprovante de pagamento",
};

/** "valor_restante" → "valorRestante": the trail may carry column names. */
function camelCase(campo: string): string {
  return campo.replace(/_([a-z0-9])/g, (_, letra: string) => letra.toUpperCase());
}

/** A field's label; an unknown field still reads as words ("novoCampo" → "Novo campo"). */
export function rotuloDoCampo(campo: string): string {
  const nome = camelCase(campo);
  const conhecido = ROTULOS_CAMPO[nome];
  if (conhecido) return conhecido;
  const palavras = nome.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}

const DECIMAL = /^-?\d+(\.\d+)?$/;
const MOMENTO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function deMapa(mapa: Record<string, string>, valor: string): string {
  return mapa[valor] ?? valor;
}

/**
 * One value as the lender reads it. `contexto` is the rest of the same side of the change
 * (the late-fee rate is money per day when its kind is 'fixo', a percentage otherwise).
 */
export function formatarValorAuditoria(campo: string, valor: unknown, contexto: Record<string, unknown> = {}): string {
  if (valor === null || valor === undefined || valor === "") return "—";
  if (typeof valor === "boolean") return valor ? "Sim" : "Não";
  // An empty list (no own non-collection dates) reads as nothing, like an empty field.
  if (Array.isArray(valor)) return valor.length === 0 ? "—" : valor.map((v) => formatarValorAuditoria(campo, v, contexto)).join(", ");
  if (typeof valor === "object") return JSON.stringify(valor);
  const texto = String(valor);
  const nome = camelCase(campo);
  const numerico = typeof valor === "number" || DECIMAL.test(texto);

  if (CAMPOS_DINHEIRO.has(nome) && numerico) return reaisDoDecimal(typeof valor === "number" ? valor.toFixed(2) : texto);
  if (nome === "taxaJuros" && numerico) return taxaDoDecimal(texto);
  if (nome === "taxaAtraso" && numerico) {
    const tipo = contexto.taxaAtrasoTipo ?? contexto.taxa_atraso_tipo;
    return tipo === "fixo" ? `${reaisDoDecimal(texto)} por dia` : `${taxaDoDecimal(texto)} ao dia`;
  }
  if (nome === "status") return ROTULOS_STATUS_LINK[texto] ?? rotuloStatus(texto);
  if (nome === "tipoPagamento") return rotuloTipoPagamento(texto);
  if (nome === "taxaAtrasoTipo") return deMapa(ROTULOS_TIPO_TAXA_ATRASO, texto);
  if (nome === "modalidade") return deMapa(ROTULOS_MODALIDADE, texto);
  if (nome === "origem") return deMapa(ROTULOS_ORIGEM, texto);
  if (nome === "documento") return deMapa(ROTULOS_DOCUMENTO, texto);
  if (nome === "tipo") return ROTULOS_DOCUMENTO[texto] ?? deMapa(ROTULOS_TIPO_CREDITO, texto);
  if (nome === "cpf") return formatarCpf(texto);
  if (nome === "documentoCredor") return formatarCpfOuCnpj(texto);
  // An anonymized or odd number keeps its text rather than becoming an empty mask.
  if (nome === "telefone") return formatarTelefone(texto) || texto;
  if (isDataIso(texto)) return formatarData(texto);
  if (MOMENTO.test(texto)) return formatarDataHora(texto) || texto;
  if (typeof valor === "number") return valor.toLocaleString("pt-BR");
  return texto;
}

function vazio(valor: unknown): boolean {
  return valor === null || valor === undefined || valor === "";
}

/** Ids tie an entry to its records (the screens link them); as text they say nothing to a person. */
function ehIdentificador(campo: string): boolean {
  return campo === "id" || /(Id|_id)$/.test(campo);
}

/**
 * The changes of an entry, known fields in ROTULOS_CAMPO's order, unknown ones after them. A
 * creation has only `depois`, a deletion only `antes`. Ids, and fields the entry carries for
 * context with the same value on both sides, are left out; so are the empty fields of a record
 * created or deleted.
 */
export function mudancasDaEntrada(antes: Record<string, unknown> | null, depois: Record<string, unknown> | null): Mudanca[] {
  const a = antes ?? {};
  const d = depois ?? {};
  const ordem = (c: string) => ORDEM_CAMPO.get(camelCase(c)) ?? ORDEM_CAMPO.size;
  const campos = [...Object.keys(d), ...Object.keys(a).filter((c) => !(c in d))]
    .filter((c) => !ehIdentificador(c) && !(c in a && c in d && JSON.stringify(a[c]) === JSON.stringify(d[c])))
    // A created or deleted record's empty fields say nothing ('Descrição: —').
    .filter((c) => (c in a && c in d) || !vazio(c in d ? d[c] : a[c]))
    .sort((x, y) => ordem(x) - ordem(y));
  return campos.map((campo) => ({
    campo,
    rotulo: rotuloDoCampo(campo),
    antes: campo in a ? formatarValorAuditoria(campo, a[campo], a) : null,
    depois: campo in d ? formatarValorAuditoria(campo, d[campo], d) : null,
  }));
}

/** 'Campo: antes → depois'; one side alone when the field was created or removed. */
export function textoDaMudanca(m: Mudanca): string {
  if (m.antes !== null && m.depois !== null) return `${m.rotulo}: ${m.antes} → ${m.depois}`;
  return `${m.rotulo}: ${m.depois ?? m.antes ?? "—"}`;
}

export function rotuloDoAtor(ator: string): string {
  return (ROTULOS_ATOR as Record<string, string>)[ator as AtorAuditoria] ?? ator;
}

export function rotuloDaAcao(acao: string): string {
  return (ROTULOS_ACAO as Record<string, string>)[acao as AcaoAuditoria] ?? acao;
}
