CREATE TABLE "links_cliente" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" varchar(100) NOT NULL,
	"usuario_id" text NOT NULL,
	"cliente_id" uuid NOT NULL,
	"criado_em" timestamp with time zone NOT NULL,
	"revogado_em" timestamp with time zone,
	CONSTRAINT "links_cliente_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "links_cliente" ADD CONSTRAINT "links_cliente_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_cliente" ADD CONSTRAINT "links_cliente_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "links_cliente_cliente_idx" ON "links_cliente" USING btree ("usuario_id","cliente_id");--> statement-breakpoint
CREATE UNIQUE INDEX "links_cliente_um_vivo_por_cliente" ON "links_cliente" USING btree ("cliente_id") WHERE "links_cliente"."revogado_em" IS NULL;--> statement-breakpoint
-- Issue 30, point 1. The public role's wall knows a third kind of token: a client's own page's,
-- while it is live. A revoked link names no lender, so its transaction sees nothing.
CREATE OR REPLACE FUNCTION credito_dono_do_link() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT usuario_id FROM links_cadastro WHERE token = current_setting('app.link_token', true)
  UNION ALL
  SELECT usuario_id FROM pedidos_aceite WHERE token = current_setting('app.link_token', true)
  UNION ALL
  SELECT usuario_id FROM links_cliente WHERE token = current_setting('app.link_token', true) AND revogado_em IS NULL
  LIMIT 1
$$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE (revogado_em) ON links_cliente TO credito_credor;
--> statement-breakpoint
GRANT SELECT ON links_cliente TO credito_publico;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON links_cliente TO credito_sistema;
--> statement-breakpoint
ALTER TABLE links_cliente ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE links_cliente FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY credor_proprio ON links_cliente TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true))
  WITH CHECK (usuario_id = current_setting('app.usuario_id', true));
--> statement-breakpoint
CREATE POLICY sistema_tudo ON links_cliente TO credito_sistema USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY publico_do_link_cliente ON links_cliente TO credito_publico
  USING (token = current_setting('app.link_token', true));
