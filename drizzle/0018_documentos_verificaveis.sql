CREATE TABLE "documentos_verificaveis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" varchar(12) NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"usuario_id" text NOT NULL,
	"cliente_id" uuid NOT NULL,
	"referencia_id" uuid NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"valor" numeric(16, 2) NOT NULL,
	"sha256" char(64) NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_verificaveis_codigo_unico" UNIQUE("codigo"),
	CONSTRAINT "documentos_verificaveis_tipo_valido" CHECK ("documentos_verificaveis"."tipo" IN ('recibo', 'contrato')),
	CONSTRAINT "documentos_verificaveis_codigo_formato" CHECK ("documentos_verificaveis"."codigo" ~ '^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{2}$'),
	CONSTRAINT "documentos_verificaveis_sha256_formato" CHECK ("documentos_verificaveis"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "documentos_verificaveis_valor_positivo" CHECK ("documentos_verificaveis"."valor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "documentos_verificaveis" ADD CONSTRAINT "documentos_verificaveis_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_verificaveis" ADD CONSTRAINT "documentos_verificaveis_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_verificaveis_usuario_referencia_idx" ON "documentos_verificaveis" USING btree ("usuario_id","tipo","referencia_id");--> statement-breakpoint
-- Issue 29, point 5: the register of verification codes is append-only for every role the app
-- uses, like the activity trail (0007): insert and read, no update, no delete. Rows go only when
-- their lender's account or their client goes (foreign key cascades). It holds no personal data:
-- the masked name and CPF are read from the client when someone verifies, so anonymizing a
-- client needs no change here.
GRANT SELECT, INSERT ON documentos_verificaveis TO credito_credor, credito_publico, credito_sistema;
--> statement-breakpoint
ALTER TABLE documentos_verificaveis ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE documentos_verificaveis FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY credor_proprio ON documentos_verificaveis TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true))
  WITH CHECK (usuario_id = current_setting('app.usuario_id', true));
--> statement-breakpoint
CREATE POLICY sistema_tudo ON documentos_verificaveis TO credito_sistema USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY publico_do_link ON documentos_verificaveis TO credito_publico
  USING (usuario_id = credito_dono_do_link())
  WITH CHECK (usuario_id = credito_dono_do_link());
