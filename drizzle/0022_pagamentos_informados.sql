CREATE TABLE "pagamentos_informados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"cliente_id" uuid NOT NULL,
	"emprestimo_id" uuid NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"data_pagamento" date NOT NULL,
	"comprovante_id" uuid,
	"situacao" varchar(20) DEFAULT 'pendente' NOT NULL,
	"motivo_recusa" varchar(500),
	"pagamento_id" uuid,
	"criado_em" timestamp with time zone NOT NULL,
	"decidido_em" timestamp with time zone,
	CONSTRAINT "pagamentos_informados_um_pagamento" UNIQUE("pagamento_id"),
	CONSTRAINT "pagamentos_informados_situacao_valida" CHECK ("pagamentos_informados"."situacao" IN ('pendente', 'confirmado', 'recusado')),
	CONSTRAINT "pagamentos_informados_valor_positivo" CHECK ("pagamentos_informados"."valor" > 0),
	CONSTRAINT "pagamentos_informados_recusa_com_motivo" CHECK (("pagamentos_informados"."situacao" = 'recusado') = ("pagamentos_informados"."motivo_recusa" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_acao_valida";--> statement-breakpoint
ALTER TABLE "documentos" DROP CONSTRAINT "documentos_tipo_valido";--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "registrado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Every payment so far was registered the moment it is dated.
UPDATE "historico_pagamentos" SET "registrado_em" = "data_pagamento";--> statement-breakpoint
ALTER TABLE "pagamentos_informados" ADD CONSTRAINT "pagamentos_informados_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_informados" ADD CONSTRAINT "pagamentos_informados_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_informados" ADD CONSTRAINT "pagamentos_informados_emprestimo_id_emprestimos_id_fk" FOREIGN KEY ("emprestimo_id") REFERENCES "public"."emprestimos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_informados" ADD CONSTRAINT "pagamentos_informados_comprovante_id_documentos_id_fk" FOREIGN KEY ("comprovante_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_informados" ADD CONSTRAINT "pagamentos_informados_pagamento_id_historico_pagamentos_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."historico_pagamentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamentos_informados_usuario_situacao_idx" ON "pagamentos_informados" USING btree ("usuario_id","situacao","criado_em");--> statement-breakpoint
CREATE INDEX "pagamentos_informados_cliente_idx" ON "pagamentos_informados" USING btree ("usuario_id","cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_informados_um_pendente_por_emprestimo" ON "pagamentos_informados" USING btree ("emprestimo_id") WHERE "pagamentos_informados"."situacao" = 'pendente';--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_acao_valida" CHECK ("auditoria"."acao" IN ('cliente_criado', 'cliente_editado', 'cliente_excluido', 'cliente_anonimizado', 'dados_novos_aceitos', 'dados_novos_descartados', 'emprestimo_criado', 'emprestimo_status_alterado', 'emprestimo_excluido', 'pagamento_registrado', 'pagamento_estornado', 'link_criado', 'link_cancelado', 'link_enviado', 'documento_visualizado', 'configuracoes_alteradas', 'creditos_concedidos', 'contrato_aceite_pedido', 'contrato_aceito', 'pagamento_informado', 'pagamento_informado_recusado'));--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_tipo_valido" CHECK ("documentos"."tipo" IN ('documento', 'comprovante', 'pagamento'));--> statement-breakpoint
-- Issue 30, points 2 and 3. The borrower's page (public role, through the wall of its link) reads
-- its client's notices and adds new ones; the lender decides them; nobody deletes one (they go
-- with their loan, client or lender).
GRANT SELECT, INSERT ON pagamentos_informados TO credito_publico;
--> statement-breakpoint
GRANT SELECT, UPDATE (situacao, motivo_recusa, pagamento_id, decidido_em) ON pagamentos_informados TO credito_credor;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON pagamentos_informados TO credito_sistema;
--> statement-breakpoint
ALTER TABLE pagamentos_informados ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pagamentos_informados FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY credor_proprio ON pagamentos_informados TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true))
  WITH CHECK (usuario_id = current_setting('app.usuario_id', true));
--> statement-breakpoint
CREATE POLICY sistema_tudo ON pagamentos_informados TO credito_sistema USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY publico_do_link ON pagamentos_informados TO credito_publico
  USING (usuario_id = credito_dono_do_link())
  WITH CHECK (usuario_id = credito_dono_do_link());
--> statement-breakpoint
-- The proof the borrower attaches is a document of their client, stored through the client's own
-- link (the sign-up link's documents stay confined to that link, 0006).
CREATE OR REPLACE FUNCTION credito_cliente_do_link() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT cliente_id FROM links_cliente WHERE token = current_setting('app.link_token', true) AND revogado_em IS NULL
$$;
--> statement-breakpoint
CREATE POLICY publico_comprovante_do_cliente ON documentos TO credito_publico
  USING (tipo = 'pagamento' AND usuario_id = credito_dono_do_link() AND cliente_id = credito_cliente_do_link())
  WITH CHECK (tipo = 'pagamento' AND usuario_id = credito_dono_do_link() AND cliente_id = credito_cliente_do_link());
