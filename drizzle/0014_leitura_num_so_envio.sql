-- Issue 12 point 4 (the ratio of an authenticated read to the ceiling): a lender's read in one
-- write to PostgreSQL and one answer (src/server/http/leitura-num-so-envio.ts). Every statement of
-- such a read is sent in one extended-protocol pipeline after a call of this function, and the
-- pipeline is its own implicit transaction: the function checks the session and the lender's
-- access and raises unless they are plain, so that PostgreSQL skips the rest of the pipeline;
-- otherwise it sets the wall (the lender's id, the restricted role) and makes the transaction
-- read-only, all of it local to that pipeline.
--
-- The conditions are the same the server checks again in JS with the row returned:
--   the session of the token digest belongs to p_usuario (the server's hint);
--   it is live and not due for better-auth's sliding refresh (expires_at > p_expira_minima);
--   within its absolute lifetime (created_at >= p_criada_minima);
--   the credits were already brought to p_hoje, São Paulo's calendar day (no write due);
--   and, when the route requires credits, there are days left.
-- It runs as the connection's user: one that forced row-level security keeps from reading
-- configuracoes finds no row and is refused every time, and the server then never asks again.
-- Its answer is one text value, a JSON array (a scalar result spares PostgreSQL the machinery of a
-- set-returning function, on every statement of every read):
--   [user id, email, expires_at, created_at, days left, credits brought up to, data version],
-- the instants in epoch milliseconds.
CREATE FUNCTION credito_muro_de_leitura(p_token text, p_usuario text, p_expira_minima timestamptz, p_criada_minima timestamptz, p_hoje date, p_exigir_creditos boolean)
RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  r record;
BEGIN
  SELECT s.user_id, u.email, s.expires_at, s.created_at, c.dias_restantes, c.data_ultima_atualizacao_creditos, c.versao_dados
    INTO r
    FROM auth_session s JOIN auth_user u ON u.id = s.user_id JOIN configuracoes c ON c.usuario_id = s.user_id
    WHERE s.token = p_token;
  IF NOT FOUND OR r.user_id IS DISTINCT FROM p_usuario OR r.expires_at <= p_expira_minima OR r.created_at < p_criada_minima
     OR (r.data_ultima_atualizacao_creditos AT TIME ZONE 'America/Sao_Paulo')::date < p_hoje
     OR (p_exigir_creditos AND r.dias_restantes <= 0) THEN
    RAISE EXCEPTION 'leitura num só envio recusada' USING ERRCODE = 'CF001';
  END IF;
  PERFORM set_config('app.usuario_id', r.user_id, true), set_config('role', 'credito_credor', true), set_config('transaction_read_only', 'on', true);
  RETURN json_build_array(r.user_id, r.email, extract(epoch FROM r.expires_at) * 1000, extract(epoch FROM r.created_at) * 1000,
    r.dias_restantes, extract(epoch FROM r.data_ultima_atualizacao_creditos) * 1000, r.versao_dados)::text;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION credito_muro_de_leitura(text, text, timestamptz, timestamptz, date, boolean) FROM PUBLIC;
