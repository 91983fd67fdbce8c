CREATE TABLE "documentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"link_id" uuid,
	"cliente_id" uuid,
	"tipo" varchar(20) NOT NULL,
	"mime" varchar(50) NOT NULL,
	"extensao" varchar(5) NOT NULL,
	"tamanho" integer NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_tipo_valido" CHECK ("documentos"."tipo" IN ('documento', 'comprovante')),
	CONSTRAINT "documentos_tamanho_valido" CHECK ("documentos"."tamanho" > 0 AND "documentos"."tamanho" <= 5242880)
);
--> statement-breakpoint
CREATE TABLE "limites_publicos" (
	"chave" text PRIMARY KEY NOT NULL,
	"contagem" integer NOT NULL,
	"inicio_janela" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_link_id_links_cadastro_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."links_cadastro"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos" ADD CONSTRAINT "documentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_usuario_cliente_idx" ON "documentos" USING btree ("usuario_id","cliente_id");--> statement-breakpoint
CREATE INDEX "documentos_link_idx" ON "documentos" USING btree ("link_id");