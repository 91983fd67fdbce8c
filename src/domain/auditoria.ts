// The activity trail's vocabulary (issue 10): who acted, on what, and what they did. The server
// writes these codes; the screens show the labels.

export const ATORES_AUDITORIA = ["credor", "cliente_link", "sistema"] as const;
export type AtorAuditoria = (typeof ATORES_AUDITORIA)[number];

export const ENTIDADES_AUDITORIA = ["cliente", "emprestimo", "pagamento", "link", "documento", "configuracoes", "creditos"] as const;
export type EntidadeAuditoria = (typeof ENTIDADES_AUDITORIA)[number];

export const ACOES_AUDITORIA = [
  "cliente_criado",
  "cliente_editado",
  "cliente_excluido",
  "cliente_anonimizado",
  "dados_novos_aceitos",
  "dados_novos_descartados",
  "emprestimo_criado",
  "emprestimo_status_alterado",
  "emprestimo_excluido",
  "pagamento_registrado",
  "pagamento_estornado",
  "link_criado",
  "link_cancelado",
  "link_enviado",
  "documento_visualizado",
  "configuracoes_alteradas",
  "creditos_concedidos",
  "contrato_aceite_pedido",
  "contrato_aceito",
  "pagamento_informado",
  "pagamento_informado_recusado",
  "emprestimo_renegociado",
  "renegociacao_desfeita",
] as const;
export type AcaoAuditoria = (typeof ACOES_AUDITORIA)[number];

export const ROTULOS_ATOR: Record<AtorAuditoria, string> = {
  credor: "Você",
  cliente_link: "Cliente via link",
  sistema: "Sistema",
};

export const ROTULOS_ENTIDADE: Record<EntidadeAuditoria, string> = {
  cliente: "Cliente",
  emprestimo: "Empréstimo",
  pagamento: "Pagamento",
  link: "Link de cadastro",
  documento: "Documento",
  configuracoes: "Configurações",
  creditos: "Créditos",
};

export const ROTULOS_ACAO: Record<AcaoAuditoria, string> = {
  cliente_criado: "Cliente cadastrado",
  cliente_editado: "Cliente editado",
  cliente_excluido: "Cliente excluído",
  cliente_anonimizado: "Cliente anonimizado",
  dados_novos_aceitos: "Dados novos aceitos",
  dados_novos_descartados: "Dados novos descartados",
  emprestimo_criado: "Empréstimo criado",
  emprestimo_status_alterado: "Status do empréstimo alterado",
  emprestimo_excluido: "Empréstimo excluído",
  pagamento_registrado: "Pagamento registrado",
  pagamento_estornado: "Pagamento estornado",
  link_criado: "Link de cadastro criado",
  link_cancelado: "Link de cadastro cancelado",
  link_enviado: "Cadastro enviado pelo link",
  documento_visualizado: "Documento visualizado",
  configuracoes_alteradas: "Configurações alteradas",
  creditos_concedidos: "Créditos concedidos",
  contrato_aceite_pedido: "Aceite do contrato pedido",
  contrato_aceito: "Contrato aceito pelo cliente",
  pagamento_informado: "Pagamento informado pelo cliente",
  pagamento_informado_recusado: "Pagamento informado recusado",
  emprestimo_renegociado: "Empréstimo renegociado",
  renegociacao_desfeita: "Renegociação desfeita",
};

/** Page size of GET /api/auditoria. */
export const TAMANHO_PAGINA_AUDITORIA = 50;

/** Fields whose values are personal data: scrubbed from the trail when a client is anonymized. */
export const CAMPOS_PESSOAIS_AUDITORIA = ["nome", "cpf", "telefone", "pix"] as const;
