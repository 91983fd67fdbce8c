CREATE TABLE "auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"usuario_id" text NOT NULL,
	"momento" timestamp with time zone DEFAULT now() NOT NULL,
	"ator" varchar(20) NOT NULL,
	"acao" varchar(40) NOT NULL,
	"entidade" varchar(20) NOT NULL,
	"entidade_id" text,
	"cliente_id" uuid,
	"antes" jsonb,
	"depois" jsonb,
	CONSTRAINT "auditoria_ator_valido" CHECK ("auditoria"."ator" IN ('credor', 'cliente_link', 'sistema')),
	CONSTRAINT "auditoria_acao_valida" CHECK ("auditoria"."acao" IN ('cliente_criado', 'cliente_editado', 'cliente_excluido', 'cliente_anonimizado', 'dados_novos_aceitos', 'dados_novos_descartados', 'emprestimo_criado', 'emprestimo_status_alterado', 'emprestimo_excluido', 'pagamento_registrado', 'pagamento_estornado', 'link_criado', 'link_cancelado', 'link_enviado', 'documento_visualizado', 'configuracoes_alteradas', 'creditos_concedidos')),
	CONSTRAINT "auditoria_entidade_valida" CHECK ("auditoria"."entidade" IN ('cliente', 'emprestimo', 'pagamento', 'link', 'documento', 'configuracoes', 'creditos'))
);
--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "nome_recibo" text;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "valor_juros_atraso" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "saldo_apos" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "estornado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "motivo_estorno" text;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "data_estorno" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "estado_anterior" jsonb;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_usuario_id_idx" ON "auditoria" USING btree ("usuario_id","id");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_cliente_idx" ON "auditoria" USING btree ("usuario_id","cliente_id","id");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_entidade_idx" ON "auditoria" USING btree ("usuario_id","entidade","entidade_id","id");--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_estorno_completo" CHECK ("historico_pagamentos"."estornado" = ("historico_pagamentos"."data_estorno" IS NOT NULL) AND "historico_pagamentos"."estornado" = ("historico_pagamentos"."motivo_estorno" IS NOT NULL));--> statement-breakpoint
-- Issue 10. The lender may now delete its own loans and clients (the routes allow it only before
-- any payment / loan), delete a client's documents and pending updates (anonymization), and name
-- itself on receipts.
GRANT DELETE ON clientes, emprestimos, documentos, atualizacoes_pendentes TO credito_credor;
--> statement-breakpoint
GRANT UPDATE (nome_recibo) ON configuracoes TO credito_credor;
--> statement-breakpoint
-- The activity trail is append-only for every role the app uses: insert and read, no update, no
-- delete. Rows go only when their lender's account goes (foreign key cascade).
GRANT SELECT, INSERT ON auditoria TO credito_credor, credito_publico, credito_sistema;
--> statement-breakpoint
ALTER TABLE auditoria ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE auditoria FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY credor_proprio ON auditoria TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true))
  WITH CHECK (usuario_id = current_setting('app.usuario_id', true));
--> statement-breakpoint
CREATE POLICY sistema_tudo ON auditoria TO credito_sistema USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY publico_do_link ON auditoria TO credito_publico
  USING (usuario_id = credito_dono_do_link())
  WITH CHECK (usuario_id = credito_dono_do_link());
--> statement-breakpoint
-- The one change the trail admits: anonymizing a client replaces its personal values (LGPD).
-- It runs as the function's owner, for the calling lender's rows of that client only.
CREATE POLICY dono_anonimiza ON auditoria FOR UPDATE TO CURRENT_USER USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_sem_dados_pessoais(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN j IS NULL THEN NULL ELSE j || (
    SELECT coalesce(jsonb_object_agg(k, to_jsonb('anonimizado'::text)), '{}'::jsonb)
    FROM unnest(ARRAY['nome', 'cpf', 'telefone', 'pix']) AS k WHERE j ? k
  ) END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_anonimizar_auditoria(p_cliente uuid) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE auditoria SET antes = credito_sem_dados_pessoais(antes), depois = credito_sem_dados_pessoais(depois)
  WHERE cliente_id = p_cliente AND usuario_id = current_setting('app.usuario_id', true)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION credito_anonimizar_auditoria(uuid) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION credito_anonimizar_auditoria(uuid) TO credito_credor;
