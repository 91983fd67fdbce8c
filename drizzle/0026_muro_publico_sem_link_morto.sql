-- Issue 42, point 5 (decision 0059). The public wall names nobody for a dead link, and a client's
-- link sees only its client, at the database level: until now only the application narrowed it.
--
-- The app's clock, set by comoPublico (db/muro.ts) as app.agora: the database tells a link
-- expired by the same moment the app does (tests run on a fixed clock). Empty: now().
CREATE OR REPLACE FUNCTION credito_agora() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce(nullif(current_setting('app.agora', true), '')::timestamptz, now())
$$;
--> statement-breakpoint
-- The lender of the live link named by app.link_token: an active sign-up link before it expires,
-- an active acceptance request before it expires, a client link not revoked. A cancelled, used
-- or expired token names nobody, so its transaction sees none of the lender's rows (only its
-- own link's row, through the token policies of links_cadastro and pedidos_aceite).
CREATE OR REPLACE FUNCTION credito_dono_do_link() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT usuario_id FROM links_cadastro WHERE token = current_setting('app.link_token', true)
    AND status = 'ativo' AND data_expiracao > credito_agora()
  UNION ALL
  SELECT usuario_id FROM pedidos_aceite WHERE token = current_setting('app.link_token', true)
    AND status = 'ativo' AND expira_em > credito_agora()
  UNION ALL
  SELECT usuario_id FROM links_cliente WHERE token = current_setting('app.link_token', true) AND revogado_em IS NULL
  LIMIT 1
$$;
--> statement-breakpoint
-- An accepted request stays readable until it expires (the borrower who comes back sees the
-- contract accepted and downloads it): its loan, its acceptance and its lender's display
-- settings, read-only, and nothing else of the lender.
CREATE OR REPLACE FUNCTION credito_emprestimo_aceito_do_link() RETURNS uuid LANGUAGE sql STABLE AS $$
  SELECT emprestimo_id FROM pedidos_aceite WHERE token = current_setting('app.link_token', true)
    AND status = 'utilizado' AND expira_em > credito_agora()
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_dono_do_aceito() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT usuario_id FROM pedidos_aceite WHERE token = current_setting('app.link_token', true)
    AND status = 'utilizado' AND expira_em > credito_agora()
$$;
--> statement-breakpoint
CREATE POLICY publico_do_aceito ON emprestimos FOR SELECT TO credito_publico
  USING (id = credito_emprestimo_aceito_do_link() AND usuario_id = credito_dono_do_aceito());
--> statement-breakpoint
CREATE POLICY publico_do_aceito ON aceites_contrato FOR SELECT TO credito_publico
  USING (emprestimo_id = credito_emprestimo_aceito_do_link() AND usuario_id = credito_dono_do_aceito());
--> statement-breakpoint
-- The certified file of an acceptance made before migration 0025 is kept at its first download
-- (0025: only that column, once, by grant and trigger): the accepted request's page may do it.
CREATE POLICY publico_do_aceito_guarda ON aceites_contrato FOR UPDATE TO credito_publico
  USING (emprestimo_id = credito_emprestimo_aceito_do_link() AND usuario_id = credito_dono_do_aceito())
  WITH CHECK (emprestimo_id = credito_emprestimo_aceito_do_link() AND usuario_id = credito_dono_do_aceito());
--> statement-breakpoint
CREATE POLICY publico_do_aceito ON configuracoes FOR SELECT TO credito_publico
  USING (usuario_id = credito_dono_do_aceito());
--> statement-breakpoint
-- A client link's token (credito_cliente_do_link, 0022) sees only its own client's rows: the
-- client itself, and every row that names it. Tables of the lender's whole book that name no
-- client (the day and month summaries) are not for a client link at all. The lender's settings
-- stay readable (the page shows the lender's name and PIX key).
DO $$
DECLARE
  tabela text;
BEGIN
  DROP POLICY publico_do_link ON clientes;
  CREATE POLICY publico_do_link ON clientes TO credito_publico
    USING (usuario_id = credito_dono_do_link() AND (credito_cliente_do_link() IS NULL OR id = credito_cliente_do_link()))
    WITH CHECK (usuario_id = credito_dono_do_link() AND (credito_cliente_do_link() IS NULL OR id = credito_cliente_do_link()));
  FOREACH tabela IN ARRAY ARRAY['emprestimos', 'historico_pagamentos', 'atualizacoes_pendentes', 'auditoria',
      'documentos_verificaveis', 'aceites_contrato', 'pagamentos_informados'] LOOP
    EXECUTE format('DROP POLICY publico_do_link ON %I', tabela);
    EXECUTE format(
      'CREATE POLICY publico_do_link ON %I TO credito_publico '
      'USING (usuario_id = credito_dono_do_link() AND (credito_cliente_do_link() IS NULL OR cliente_id = credito_cliente_do_link())) '
      'WITH CHECK (usuario_id = credito_dono_do_link() AND (credito_cliente_do_link() IS NULL OR cliente_id = credito_cliente_do_link()))',
      tabela);
  END LOOP;
  -- A document's bytes: for a client link, only those of a document the wall shows it (0022:
  -- its own client's payment proofs).
  DROP POLICY publico_do_link ON documentos_conteudo;
  CREATE POLICY publico_do_link ON documentos_conteudo TO credito_publico
    USING (usuario_id = credito_dono_do_link() AND (credito_cliente_do_link() IS NULL
      OR documento_id IN (SELECT id FROM documentos WHERE cliente_id = credito_cliente_do_link())))
    WITH CHECK (usuario_id = credito_dono_do_link() AND (credito_cliente_do_link() IS NULL
      OR documento_id IN (SELECT id FROM documentos WHERE cliente_id = credito_cliente_do_link())));
  FOREACH tabela IN ARRAY ARRAY['vencimentos_por_dia', 'resumo_por_mes'] LOOP
    EXECUTE format('DROP POLICY publico_do_link ON %I', tabela);
    EXECUTE format(
      'CREATE POLICY publico_do_link ON %I TO credito_publico '
      'USING (usuario_id = credito_dono_do_link() AND credito_cliente_do_link() IS NULL) '
      'WITH CHECK (usuario_id = credito_dono_do_link() AND credito_cliente_do_link() IS NULL)',
      tabela);
  END LOOP;
END $$;
