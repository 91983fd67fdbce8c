CREATE TABLE "auth_account" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limit" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"key" text NOT NULL,
	"count" bigint NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "auth_session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_user" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verification" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"nome" text NOT NULL,
	"cpf" char(11) NOT NULL,
	"telefone" varchar(20) NOT NULL,
	"pix" text NOT NULL,
	"documento_identidade_url" text,
	"comprovante_endereco_url" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL,
	"total_emprestado_historico" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_receber_atual" numeric(10, 2) DEFAULT '0' NOT NULL,
	"total_pago_juros" numeric(10, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "clientes_usuario_cpf_unique" UNIQUE("usuario_id","cpf"),
	CONSTRAINT "clientes_cpf_digitos" CHECK ("clientes"."cpf" ~ '^[0-9]{11}$'),
	CONSTRAINT "clientes_totais_nao_negativos" CHECK ("clientes"."total_emprestado_historico" >= 0 AND "clientes"."total_receber_atual" >= 0 AND "clientes"."total_pago_juros" >= 0)
);
--> statement-breakpoint
CREATE TABLE "configuracoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"chave_pix" text DEFAULT '' NOT NULL,
	"telefone_whatsapp" varchar(20),
	"dias_restantes" integer DEFAULT 1 NOT NULL,
	"data_ultima_atualizacao_creditos" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "configuracoes_usuario_id_unique" UNIQUE("usuario_id"),
	CONSTRAINT "configuracoes_dias_nao_negativos" CHECK ("configuracoes"."dias_restantes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "emprestimos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cliente_id" uuid NOT NULL,
	"usuario_id" text NOT NULL,
	"valor_original" numeric(10, 2) NOT NULL,
	"valor_restante" numeric(10, 2) NOT NULL,
	"prazo_dias" integer,
	"taxa_juros" numeric(5, 2) NOT NULL,
	"taxa_atraso" numeric(10, 2) DEFAULT '0' NOT NULL,
	"taxa_atraso_tipo" varchar(20) DEFAULT 'percentual' NOT NULL,
	"origem" varchar(20) DEFAULT 'link' NOT NULL,
	"ciclo_atual" integer DEFAULT 1 NOT NULL,
	"data_emprestimo" date DEFAULT ((now() AT TIME ZONE 'America/Sao_Paulo')::date) NOT NULL,
	"data_proximo_ciclo" date NOT NULL,
	"dias_atraso" integer DEFAULT 0 NOT NULL,
	"valor_juros_atraso" numeric(10, 2) DEFAULT '0' NOT NULL,
	"status" varchar(20) DEFAULT 'aguardando_envio' NOT NULL,
	"data_inicio" date,
	"modalidade" varchar(20) DEFAULT 'mensal' NOT NULL,
	"quantidade_parcelas" integer,
	"valor_parcela" numeric(10, 2),
	CONSTRAINT "emprestimos_status_valido" CHECK ("emprestimos"."status" IN ('aguardando_envio', 'ativo', 'atrasado', 'finalizado', 'pausado')),
	CONSTRAINT "emprestimos_taxa_atraso_tipo_valido" CHECK ("emprestimos"."taxa_atraso_tipo" IN ('percentual', 'fixo')),
	CONSTRAINT "emprestimos_origem_valida" CHECK ("emprestimos"."origem" IN ('link', 'manual')),
	CONSTRAINT "emprestimos_modalidade_valida" CHECK ("emprestimos"."modalidade" IN ('mensal', 'parcelado')),
	CONSTRAINT "emprestimos_valores_nao_negativos" CHECK ("emprestimos"."valor_original" > 0 AND "emprestimos"."valor_restante" >= 0 AND "emprestimos"."taxa_juros" >= 0 AND "emprestimos"."taxa_atraso" >= 0 AND "emprestimos"."valor_juros_atraso" >= 0),
	CONSTRAINT "emprestimos_contadores_validos" CHECK ("emprestimos"."ciclo_atual" >= 1 AND "emprestimos"."dias_atraso" >= 0),
	CONSTRAINT "emprestimos_plano_da_modalidade" CHECK (("emprestimos"."modalidade" = 'mensal' AND "emprestimos"."prazo_dias" > 0) OR ("emprestimos"."modalidade" = 'parcelado' AND "emprestimos"."quantidade_parcelas" > 0 AND "emprestimos"."valor_parcela" > 0))
);
--> statement-breakpoint
CREATE TABLE "historico_creditos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"dias_adicionados" integer NOT NULL,
	"tipo" varchar(50) NOT NULL,
	"descricao" text,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "historico_creditos_tipo_valido" CHECK ("historico_creditos"."tipo" IN ('cadastro', 'compra', 'bonus', 'admin')),
	CONSTRAINT "historico_creditos_dias_positivos" CHECK ("historico_creditos"."dias_adicionados" > 0)
);
--> statement-breakpoint
CREATE TABLE "historico_pagamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"emprestimo_id" uuid NOT NULL,
	"cliente_id" uuid NOT NULL,
	"usuario_id" text NOT NULL,
	"data_pagamento" timestamp with time zone DEFAULT now() NOT NULL,
	"valor_total" numeric(10, 2) NOT NULL,
	"valor_juros" numeric(10, 2) NOT NULL,
	"valor_principal" numeric(10, 2) NOT NULL,
	"tipo_pagamento" varchar(20) NOT NULL,
	"ciclo" integer NOT NULL,
	"observacao" text,
	CONSTRAINT "historico_pagamentos_tipo_valido" CHECK ("historico_pagamentos"."tipo_pagamento" IN ('juros_apenas', 'parcial', 'total', 'parcela')),
	CONSTRAINT "historico_pagamentos_valores_validos" CHECK ("historico_pagamentos"."valor_juros" >= 0 AND "historico_pagamentos"."valor_principal" >= 0 AND "historico_pagamentos"."valor_total" = "historico_pagamentos"."valor_juros" + "historico_pagamentos"."valor_principal")
);
--> statement-breakpoint
CREATE TABLE "links_cadastro" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" varchar(100) NOT NULL,
	"usuario_id" text NOT NULL,
	"emprestimo_id" uuid,
	"valor_original" numeric(10, 2) NOT NULL,
	"prazo_dias" integer,
	"taxa_juros" numeric(5, 2),
	"taxa_atraso" numeric(10, 2) DEFAULT '0' NOT NULL,
	"taxa_atraso_tipo" varchar(20) DEFAULT 'percentual' NOT NULL,
	"exigir_documentos" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'ativo' NOT NULL,
	"data_criacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_expiracao" timestamp with time zone NOT NULL,
	"data_inicio" date,
	"modalidade" varchar(20) DEFAULT 'mensal' NOT NULL,
	"quantidade_meses" integer,
	"taxa_juros_mes" numeric(5, 2),
	CONSTRAINT "links_cadastro_token_unique" UNIQUE("token"),
	CONSTRAINT "links_cadastro_status_valido" CHECK ("links_cadastro"."status" IN ('ativo', 'utilizado', 'cancelado', 'expirado')),
	CONSTRAINT "links_cadastro_taxa_atraso_tipo_valido" CHECK ("links_cadastro"."taxa_atraso_tipo" IN ('percentual', 'fixo')),
	CONSTRAINT "links_cadastro_modalidade_valida" CHECK ("links_cadastro"."modalidade" IN ('mensal', 'parcelado')),
	CONSTRAINT "links_cadastro_valores_nao_negativos" CHECK ("links_cadastro"."valor_original" > 0 AND "links_cadastro"."taxa_atraso" >= 0 AND coalesce("links_cadastro"."taxa_juros", 0) >= 0 AND coalesce("links_cadastro"."taxa_juros_mes", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "auth_account" ADD CONSTRAINT "auth_account_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_session" ADD CONSTRAINT "auth_session_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clientes" ADD CONSTRAINT "clientes_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD CONSTRAINT "configuracoes_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_creditos" ADD CONSTRAINT "historico_creditos_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_emprestimo_id_emprestimos_id_fk" FOREIGN KEY ("emprestimo_id") REFERENCES "public"."emprestimos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD CONSTRAINT "links_cadastro_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD CONSTRAINT "links_cadastro_emprestimo_id_emprestimos_id_fk" FOREIGN KEY ("emprestimo_id") REFERENCES "public"."emprestimos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_account_user_id_idx" ON "auth_account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_id_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verification_identifier_idx" ON "auth_verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_id_idx" ON "emprestimos" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_proximo_ciclo_idx" ON "emprestimos" USING btree ("usuario_id","data_proximo_ciclo");--> statement-breakpoint
CREATE INDEX "emprestimos_cliente_id_idx" ON "emprestimos" USING btree ("cliente_id");--> statement-breakpoint
CREATE INDEX "historico_creditos_usuario_data_idx" ON "historico_creditos" USING btree ("usuario_id","data_criacao");--> statement-breakpoint
CREATE INDEX "historico_pagamentos_usuario_cliente_idx" ON "historico_pagamentos" USING btree ("usuario_id","cliente_id","data_pagamento");--> statement-breakpoint
CREATE INDEX "historico_pagamentos_emprestimo_id_idx" ON "historico_pagamentos" USING btree ("emprestimo_id");--> statement-breakpoint
CREATE INDEX "links_cadastro_usuario_id_idx" ON "links_cadastro" USING btree ("usuario_id","data_criacao");