-- Issue 26: one way in for a lender's request. The read-in-one-write path is gone, and with it
-- the function that checked a session inside a pipeline (0014).
DROP FUNCTION IF EXISTS credito_muro_de_leitura(text, text, timestamptz, timestamptz, date, boolean);
--> statement-breakpoint
-- Every way a session ends (sign-out, revocation, a password change or reset, the absolute
-- lifetime, the operator's commands) deletes its row. Whatever deleted it, each lender whose
-- sessions went is told on the live-events channel when the deletion commits, so that an open
-- event stream of that session ends at once (routes/eventos). The lender's id only: no token.
CREATE OR REPLACE FUNCTION credito_sessoes_encerradas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('credito_eventos', json_build_object('usuarioId', u.user_id, 'evento', json_build_object('tipo', 'sessao_encerrada'))::text)
    FROM (SELECT DISTINCT user_id FROM sessoes_apagadas) AS u;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER auth_session_encerradas AFTER DELETE ON auth_session
  REFERENCING OLD TABLE AS sessoes_apagadas FOR EACH STATEMENT EXECUTE FUNCTION credito_sessoes_encerradas();
