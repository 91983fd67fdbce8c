// The wire shapes of sign-up links (SPEC section 7), declared once for server and web.
// Money and rates are decimal strings, dataInicio yyyy-MM-dd, moments ISO strings.

/** The terms every link carries, as the lender's and the public answers give them. */
export interface TermosLinkApi {
  modalidade: string;
  valorOriginal: string;
  prazoDias: number | null;
  taxaJuros: string | null;
  quantidadeMeses: number | null;
  taxaJurosMes: string | null;
  taxaAtraso: string;
  taxaAtrasoTipo: string;
  exigirDocumentos: boolean;
  dataInicio: string | null;
  dataExpiracao: string;
}

/** GET/POST /api/links-cadastro: the lender's own link. */
export interface LinkApi extends TermosLinkApi {
  id: string;
  token: string;
  /** ativo, utilizado, cancelado or expirado (a past expiry reads as expirado). */
  status: string;
  dataCriacao: string;
  emprestimoId: string | null;
}

/** GET /api/cadastro/{token}: the terms of an active link, nothing about the lender. */
export interface LinkPublicoApi extends TermosLinkApi {
  status: string;
}
