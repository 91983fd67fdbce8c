CREATE TABLE "aceites_contrato" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"emprestimo_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"origem" varchar(20) NOT NULL,
	"aceito_em" timestamp with time zone NOT NULL,
	"ip" varchar(64),
	"user_agent" varchar(500),
	"nome_digitado" varchar(200),
	"sha256" char(64) NOT NULL,
	"codigo" varchar(12) NOT NULL,
	"documento" "bytea",
	CONSTRAINT "aceites_contrato_um_por_emprestimo" UNIQUE("emprestimo_id"),
	CONSTRAINT "aceites_contrato_codigo_unico" UNIQUE("codigo"),
	CONSTRAINT "aceites_contrato_origem_valida" CHECK ("aceites_contrato"."origem" IN ('link', 'pedido')),
	CONSTRAINT "aceites_contrato_sha256_formato" CHECK ("aceites_contrato"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "pedidos_aceite" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" varchar(100) NOT NULL,
	"usuario_id" text NOT NULL,
	"emprestimo_id" uuid NOT NULL,
	"status" varchar(20) DEFAULT 'ativo' NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"texto" jsonb NOT NULL,
	"documento" "bytea" NOT NULL,
	"sha256" char(64) NOT NULL,
	CONSTRAINT "pedidos_aceite_token_unique" UNIQUE("token"),
	CONSTRAINT "pedidos_aceite_status_valido" CHECK ("pedidos_aceite"."status" IN ('ativo', 'utilizado', 'cancelado'))
);
--> statement-breakpoint
ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_acao_valida";--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "contrato_aceito_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aceites_contrato" ADD CONSTRAINT "aceites_contrato_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceites_contrato" ADD CONSTRAINT "aceites_contrato_emprestimo_id_emprestimos_id_fk" FOREIGN KEY ("emprestimo_id") REFERENCES "public"."emprestimos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aceites_contrato" ADD CONSTRAINT "aceites_contrato_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_aceite" ADD CONSTRAINT "pedidos_aceite_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_aceite" ADD CONSTRAINT "pedidos_aceite_emprestimo_id_emprestimos_id_fk" FOREIGN KEY ("emprestimo_id") REFERENCES "public"."emprestimos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aceites_contrato_cliente_idx" ON "aceites_contrato" USING btree ("usuario_id","cliente_id");--> statement-breakpoint
CREATE INDEX "pedidos_aceite_emprestimo_idx" ON "pedidos_aceite" USING btree ("usuario_id","emprestimo_id");--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_acao_valida" CHECK ("auditoria"."acao" IN ('cliente_criado', 'cliente_editado', 'cliente_excluido', 'cliente_anonimizado', 'dados_novos_aceitos', 'dados_novos_descartados', 'emprestimo_criado', 'emprestimo_status_alterado', 'emprestimo_excluido', 'pagamento_registrado', 'pagamento_estornado', 'link_criado', 'link_cancelado', 'link_enviado', 'documento_visualizado', 'configuracoes_alteradas', 'creditos_concedidos', 'contrato_aceite_pedido', 'contrato_aceito'));--> statement-breakpoint
-- Issue 29, point 4 (decision 0053). The public role's wall knows a second kind of token: an
-- acceptance request's, as well as a sign-up link's. Both are 192 random bits; the lender they
-- name is the one whose rows the public transaction may see.
CREATE OR REPLACE FUNCTION credito_dono_do_link() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT usuario_id FROM links_cadastro WHERE token = current_setting('app.link_token', true)
  UNION ALL
  SELECT usuario_id FROM pedidos_aceite WHERE token = current_setting('app.link_token', true)
  LIMIT 1
$$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE (status), DELETE ON pedidos_aceite TO credito_credor;
--> statement-breakpoint
GRANT SELECT, UPDATE (status) ON pedidos_aceite TO credito_publico;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON pedidos_aceite TO credito_sistema;
--> statement-breakpoint
ALTER TABLE pedidos_aceite ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE pedidos_aceite FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY credor_proprio ON pedidos_aceite TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true))
  WITH CHECK (usuario_id = current_setting('app.usuario_id', true));
--> statement-breakpoint
CREATE POLICY sistema_tudo ON pedidos_aceite TO credito_sistema USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY publico_do_pedido ON pedidos_aceite TO credito_publico
  USING (token = current_setting('app.link_token', true))
  WITH CHECK (token = current_setting('app.link_token', true));
--> statement-breakpoint
-- The acceptance is append-only for every role the app uses, like the trail (0007) and the
-- register of verification codes (0018): insert and read, no update, no delete. Rows go only
-- with their loan, client or lender (foreign key cascades), and anonymization (below).
GRANT SELECT, INSERT ON aceites_contrato TO credito_credor, credito_publico, credito_sistema;
--> statement-breakpoint
ALTER TABLE aceites_contrato ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE aceites_contrato FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY credor_proprio ON aceites_contrato TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true))
  WITH CHECK (usuario_id = current_setting('app.usuario_id', true));
--> statement-breakpoint
CREATE POLICY sistema_tudo ON aceites_contrato TO credito_sistema USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY publico_do_link ON aceites_contrato TO credito_publico
  USING (usuario_id = credito_dono_do_link())
  WITH CHECK (usuario_id = credito_dono_do_link());
--> statement-breakpoint
-- The acceptance marks its loan, so the lists show it without another read.
GRANT UPDATE (contrato_aceito_em) ON emprestimos TO credito_publico;
--> statement-breakpoint
-- LGPD: anonymizing a client clears what identifies the borrower in its acceptances (the typed
-- name, IP, browser and the document, which names them), keeping when, the hash and the code.
-- The one change ever made to the table, confined to the calling lender's rows.
CREATE OR REPLACE FUNCTION credito_anonimizar_aceites(p_cliente uuid) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE aceites_contrato SET ip = NULL, user_agent = NULL, nome_digitado = NULL, documento = NULL
  WHERE cliente_id = p_cliente AND usuario_id = current_setting('app.usuario_id', true)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION credito_anonimizar_aceites(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION credito_anonimizar_aceites(uuid) TO credito_credor;
