-- Row-level security: the database itself keeps each lender's rows apart (see src/server/db/muro.ts).
-- Roles are cluster-wide: created once, tolerating another database's migration creating them at
-- the same moment; the connection's user becomes a member so that it can SET ROLE to them. A user
-- without CREATEROLE needs a DBA to create the three roles and grant them to it beforehand.
DO $$
DECLARE
  papel text;
BEGIN
  FOREACH papel IN ARRAY ARRAY['credito_credor', 'credito_publico', 'credito_sistema'] LOOP
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = papel) THEN
      BEGIN
        EXECUTE format('CREATE ROLE %I NOLOGIN NOINHERIT', papel);
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL;
      END;
    END IF;
    IF NOT pg_has_role(current_user, papel, 'MEMBER') THEN
      BEGIN
        EXECUTE format('GRANT %I TO %I', papel, current_user);
      EXCEPTION WHEN OTHERS THEN
        -- A concurrent grant of the same membership ("tuple concurrently updated") is fine.
        IF NOT pg_has_role(current_user, papel, 'MEMBER') THEN
          RAISE;
        END IF;
      END;
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO credito_credor, credito_publico, credito_sistema;
--> statement-breakpoint
-- The lender: its own rows, read and write; credits are granted by the system, only read here.
GRANT SELECT, INSERT, UPDATE ON clientes, emprestimos, historico_pagamentos, links_cadastro, idempotencia_pagamentos, atualizacoes_pendentes TO credito_credor;
--> statement-breakpoint
GRANT SELECT, UPDATE (cliente_id) ON documentos TO credito_credor;
--> statement-breakpoint
GRANT SELECT, UPDATE (chave_pix, telefone_whatsapp, atualizado_em, versao_dados, dias_restantes, data_ultima_atualizacao_creditos) ON configuracoes TO credito_credor;
--> statement-breakpoint
GRANT SELECT ON historico_creditos TO credito_credor;
--> statement-breakpoint
-- The public sign-up routes: new clients, loans, documents and pending updates; of an existing
-- client only the cached totals may change (the lender's data on file stays as it is).
GRANT SELECT, UPDATE (status, emprestimo_id) ON links_cadastro TO credito_publico;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE (total_emprestado_historico, total_receber_atual, total_pago_juros) ON clientes TO credito_publico;
--> statement-breakpoint
GRANT SELECT, INSERT ON emprestimos TO credito_publico;
--> statement-breakpoint
GRANT SELECT ON historico_pagamentos TO credito_publico;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE (cliente_id) ON documentos TO credito_publico;
--> statement-breakpoint
GRANT SELECT, UPDATE (versao_dados) ON configuracoes TO credito_publico;
--> statement-breakpoint
GRANT INSERT ON atualizacoes_pendentes TO credito_publico;
--> statement-breakpoint
-- The server's own work: every lender's rows.
GRANT SELECT, INSERT, UPDATE, DELETE ON clientes, emprestimos, historico_pagamentos, links_cadastro, documentos, configuracoes, historico_creditos, idempotencia_pagamentos, atualizacoes_pendentes TO credito_sistema;
--> statement-breakpoint
-- The lender of the link named by the transaction's app.link_token (NULL without one). Runs with
-- the caller's rights, so for the public role it sees links only through their token policy.
CREATE OR REPLACE FUNCTION credito_dono_do_link() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT usuario_id FROM links_cadastro WHERE token = current_setting('app.link_token', true)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_link_atual() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT id FROM links_cadastro WHERE token = current_setting('app.link_token', true)
$$;
--> statement-breakpoint
DO $$
DECLARE
  tabela text;
BEGIN
  FOREACH tabela IN ARRAY ARRAY['clientes', 'emprestimos', 'historico_pagamentos', 'links_cadastro', 'documentos', 'configuracoes', 'historico_creditos', 'idempotencia_pagamentos', 'atualizacoes_pendentes'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tabela);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tabela);
    EXECUTE format(
      'CREATE POLICY credor_proprio ON %I TO credito_credor USING (usuario_id = current_setting(''app.usuario_id'', true)) WITH CHECK (usuario_id = current_setting(''app.usuario_id'', true))',
      tabela);
    EXECUTE format('CREATE POLICY sistema_tudo ON %I TO credito_sistema USING (true) WITH CHECK (true)', tabela);
  END LOOP;
  FOREACH tabela IN ARRAY ARRAY['clientes', 'emprestimos', 'historico_pagamentos', 'configuracoes', 'atualizacoes_pendentes'] LOOP
    EXECUTE format(
      'CREATE POLICY publico_do_link ON %I TO credito_publico USING (usuario_id = credito_dono_do_link()) WITH CHECK (usuario_id = credito_dono_do_link())',
      tabela);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY publico_do_link ON links_cadastro TO credito_publico
  USING (token = current_setting('app.link_token', true))
  WITH CHECK (token = current_setting('app.link_token', true));
--> statement-breakpoint
CREATE POLICY publico_do_link ON documentos TO credito_publico
  USING (link_id = credito_link_atual() AND usuario_id = credito_dono_do_link())
  WITH CHECK (link_id = credito_link_atual() AND usuario_id = credito_dono_do_link());
