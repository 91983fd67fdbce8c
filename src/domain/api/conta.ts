// The wire shapes of the lender's account: credits, settings and the app's public configuration.
import { z } from "zod";
import { TIPOS_CREDITO } from "../credits.ts";
import { diaApi, momentoApi } from "./ledger.ts";

/** GET /api/creditos/status. */
export const statusCreditosApiSchema = z
  .object({
    diasRestantes: z.number().int(),
    /** The last day of access, yyyy-MM-dd. */
    dataExpiracao: diaApi,
  })
  .meta({ id: "StatusCreditos" });
export type StatusCreditosApi = z.infer<typeof statusCreditosApiSchema>;

/** One entry of GET /api/creditos/historico (SPEC: snake_case fields). */
export const entradaHistoricoCreditoApiSchema = z
  .object({
    id: z.string(),
    dias_adicionados: z.number().int(),
    tipo: z.enum(TIPOS_CREDITO),
    descricao: z.string().nullable(),
    data_criacao: momentoApi,
  })
  .meta({ id: "EntradaHistoricoCredito" });
export type EntradaHistoricoCreditoApi = z.infer<typeof entradaHistoricoCreditoApiSchema>;

/** GET and POST /api/configuracoes: the lender's PIX key and WhatsApp number (null when unset). */
export const configuracoesApiSchema = z
  .object({
    chavePix: z.string(),
    telefoneWhatsapp: z.string().nullable(),
    /**
     * 'Seu nome (como os clientes verão)' (issue 27; issue 10's 'Nome para recibos'): on the
     * borrower's sign-up page, receipts and statements (the e-mail there when null), and the PIX
     * receiver name when nomeRecebedor is null.
     */
    nomeRecibo: z.string().nullable(),
    /** Issue 29: the lender's CPF or CNPJ (digits) and address on the contract (null when unset). */
    documentoCredor: z.string().nullable(),
    enderecoCredor: z.string().nullable(),
    /** The receiver name and city of the PIX copy-and-paste code (null when unset). */
    nomeRecebedor: z.string().nullable(),
    cidadeRecebedor: z.string().nullable(),
  })
  .meta({ id: "Configuracoes" });
export type ConfiguracoesApi = z.infer<typeof configuracoesApiSchema>;

/** GET /api/app-config: public, what the web app needs before anyone signs in. */
export const appConfigApiSchema = z
  .object({
    /** The fixed WhatsApp number, digits with country code, that sells credits. */
    whatsappCreditos: z.string(),
    /** The address sign-up links are shown with, or null to use the browser's. */
    publicUrl: z.string().nullable(),
    /** Issue 29: the legal annual interest limit (LIMITE_JUROS_ANUAL), in % a.a. */
    limiteJurosAnual: z.number(),
    /** Issue 43: the penalty's warning limit (LIMITE_MULTA), in % of the overdue amount. */
    limiteMulta: z.number(),
  })
  .meta({ id: "AppConfig" });
export type AppConfigApi = z.infer<typeof appConfigApiSchema>;

/** Every error answer: a pt-BR message, field messages on a 400, a code where the web needs one. */
export const erroApiSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    code: z.string().optional(),
  })
  .meta({ id: "Erro" });
export type ErroApi = z.infer<typeof erroApiSchema>;
