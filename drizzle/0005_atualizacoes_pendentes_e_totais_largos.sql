CREATE TABLE "atualizacoes_pendentes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"cliente_id" uuid NOT NULL,
	"emprestimo_id" uuid,
	"link_id" uuid,
	"nome" text NOT NULL,
	"telefone" varchar(20) NOT NULL,
	"pix" text NOT NULL,
	"documento_identidade_id" uuid,
	"comprovante_endereco_id" uuid,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvida_em" timestamp with time zone,
	"resolucao" varchar(20),
	CONSTRAINT "atualizacoes_pendentes_resolucao_valida" CHECK ("atualizacoes_pendentes"."resolucao" IS NULL OR "atualizacoes_pendentes"."resolucao" IN ('aceita', 'descartada')),
	CONSTRAINT "atualizacoes_pendentes_resolvida_junto" CHECK (("atualizacoes_pendentes"."resolucao" IS NULL) = ("atualizacoes_pendentes"."resolvida_em" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "clientes" ALTER COLUMN "total_emprestado_historico" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "clientes" ALTER COLUMN "total_emprestado_historico" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "clientes" ALTER COLUMN "total_receber_atual" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "clientes" ALTER COLUMN "total_receber_atual" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "clientes" ALTER COLUMN "total_pago_juros" SET DATA TYPE numeric(16, 2);--> statement-breakpoint
ALTER TABLE "clientes" ALTER COLUMN "total_pago_juros" SET DEFAULT '0';--> statement-breakpoint
ALTER TABLE "atualizacoes_pendentes" ADD CONSTRAINT "atualizacoes_pendentes_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atualizacoes_pendentes" ADD CONSTRAINT "atualizacoes_pendentes_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atualizacoes_pendentes" ADD CONSTRAINT "atualizacoes_pendentes_emprestimo_id_emprestimos_id_fk" FOREIGN KEY ("emprestimo_id") REFERENCES "public"."emprestimos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atualizacoes_pendentes" ADD CONSTRAINT "atualizacoes_pendentes_link_id_links_cadastro_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links_cadastro"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atualizacoes_pendentes" ADD CONSTRAINT "atualizacoes_pendentes_documento_identidade_id_documentos_id_fk" FOREIGN KEY ("documento_identidade_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atualizacoes_pendentes" ADD CONSTRAINT "atualizacoes_pendentes_comprovante_endereco_id_documentos_id_fk" FOREIGN KEY ("comprovante_endereco_id") REFERENCES "public"."documentos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atualizacoes_pendentes_usuario_cliente_idx" ON "atualizacoes_pendentes" USING btree ("usuario_id","cliente_id");