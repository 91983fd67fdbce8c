CREATE TABLE "resumo_por_mes" (
	"usuario_id" text NOT NULL,
	"mes" date NOT NULL,
	"emprestado" numeric(16, 2) DEFAULT '0' NOT NULL,
	"recebido_juros" numeric(16, 2) DEFAULT '0' NOT NULL,
	"recebido_principal" numeric(16, 2) DEFAULT '0' NOT NULL,
	"recebido_juros_atraso" numeric(16, 2) DEFAULT '0' NOT NULL,
	"recebido_total" numeric(16, 2) DEFAULT '0' NOT NULL,
	"juros_atraso_dispensados" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "resumo_por_mes_usuario_id_mes_pk" PRIMARY KEY("usuario_id","mes")
);
--> statement-breakpoint
ALTER TABLE "resumo_por_mes" ADD CONSTRAINT "resumo_por_mes_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 31, point 5: the report's months, per lender, kept in the writing transaction (as 0010's
-- totals and 0013's day rows are) so that a year's report reads twelve rows instead of every
-- payment and loan of the year. The report reads nothing else for its months.
ALTER TABLE resumo_por_mes ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE resumo_por_mes FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY credor_proprio ON resumo_por_mes TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true)) WITH CHECK (usuario_id = current_setting('app.usuario_id', true));--> statement-breakpoint
CREATE POLICY publico_do_link ON resumo_por_mes TO credito_publico
  USING (usuario_id = credito_dono_do_link()) WITH CHECK (usuario_id = credito_dono_do_link());--> statement-breakpoint
CREATE POLICY sistema_tudo ON resumo_por_mes TO credito_sistema USING (true) WITH CHECK (true);--> statement-breakpoint
-- The triggers run with the caller's rights: each role adds to its own lender's rows only.
GRANT SELECT, INSERT, UPDATE ON resumo_por_mes TO credito_credor, credito_publico;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON resumo_por_mes TO credito_sistema;--> statement-breakpoint
-- The month a payment counts in: its own date's, in São Paulo (DOMAIN.md).
CREATE OR REPLACE FUNCTION credito_mes_do_pagamento(momento timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT date_trunc('month', momento AT TIME ZONE 'America/Sao_Paulo')::date
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_somar_no_mes(dono text, p_mes date, p_emprestado numeric, p_juros numeric, p_principal numeric, p_atraso numeric, p_total numeric, p_dispensado numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO resumo_por_mes AS r (usuario_id, mes, emprestado, recebido_juros, recebido_principal, recebido_juros_atraso, recebido_total, juros_atraso_dispensados)
  VALUES (dono, p_mes, p_emprestado, p_juros, p_principal, p_atraso, p_total, p_dispensado)
  ON CONFLICT (usuario_id, mes) DO UPDATE SET
    emprestado = r.emprestado + excluded.emprestado,
    recebido_juros = r.recebido_juros + excluded.recebido_juros,
    recebido_principal = r.recebido_principal + excluded.recebido_principal,
    recebido_juros_atraso = r.recebido_juros_atraso + excluded.recebido_juros_atraso,
    recebido_total = r.recebido_total + excluded.recebido_total,
    juros_atraso_dispensados = r.juros_atraso_dispensados + excluded.juros_atraso_dispensados
$$;
--> statement-breakpoint
-- A payment counts while it is not reversed: valor_juros holds the late interest, which the report
-- shows apart (juros = valor_juros - valor_juros_atraso).
CREATE OR REPLACE FUNCTION credito_resumo_por_mes_pagamentos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sai boolean := TG_OP <> 'INSERT' AND NOT OLD.estornado;
  entra boolean := TG_OP <> 'DELETE' AND NOT NEW.estornado;
  dono text;
BEGIN
  IF NOT sai AND NOT entra THEN RETURN NULL; END IF;
  -- An update that moves nothing these rows hold (anonymization of the reasons, for one).
  IF sai AND entra AND (OLD.usuario_id, OLD.data_pagamento, OLD.valor_juros, OLD.valor_juros_atraso, OLD.valor_principal, OLD.valor_total, OLD.valor_juros_atraso_dispensado)
    IS NOT DISTINCT FROM (NEW.usuario_id, NEW.data_pagamento, NEW.valor_juros, NEW.valor_juros_atraso, NEW.valor_principal, NEW.valor_total, NEW.valor_juros_atraso_dispensado) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN dono := OLD.usuario_id; ELSE dono := NEW.usuario_id; END IF;
  -- The lender's settings row first, the one lock order of every write (0013).
  PERFORM 1 FROM configuracoes WHERE usuario_id = dono FOR NO KEY UPDATE;
  IF sai THEN
    PERFORM credito_somar_no_mes(OLD.usuario_id, credito_mes_do_pagamento(OLD.data_pagamento), 0,
      -(OLD.valor_juros - coalesce(OLD.valor_juros_atraso, 0)), -OLD.valor_principal, -coalesce(OLD.valor_juros_atraso, 0), -OLD.valor_total, -OLD.valor_juros_atraso_dispensado);
  END IF;
  IF entra THEN
    PERFORM credito_somar_no_mes(NEW.usuario_id, credito_mes_do_pagamento(NEW.data_pagamento), 0,
      NEW.valor_juros - coalesce(NEW.valor_juros_atraso, 0), NEW.valor_principal, coalesce(NEW.valor_juros_atraso, 0), NEW.valor_total, NEW.valor_juros_atraso_dispensado);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER historico_pagamentos_resumo_por_mes AFTER INSERT OR UPDATE OR DELETE ON historico_pagamentos
  FOR EACH ROW EXECUTE FUNCTION credito_resumo_por_mes_pagamentos();
--> statement-breakpoint
-- Money lent counts in the month of the loan's date once the loan is more than a link's draft.
CREATE OR REPLACE FUNCTION credito_resumo_por_mes_emprestimos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sai boolean := TG_OP <> 'INSERT' AND OLD.status <> 'aguardando_envio';
  entra boolean := TG_OP <> 'DELETE' AND NEW.status <> 'aguardando_envio';
  dono text;
BEGIN
  IF NOT sai AND NOT entra THEN RETURN NULL; END IF;
  IF sai AND entra AND (OLD.usuario_id, OLD.data_emprestimo, OLD.valor_original) IS NOT DISTINCT FROM (NEW.usuario_id, NEW.data_emprestimo, NEW.valor_original) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN dono := OLD.usuario_id; ELSE dono := NEW.usuario_id; END IF;
  PERFORM 1 FROM configuracoes WHERE usuario_id = dono FOR NO KEY UPDATE;
  IF sai THEN PERFORM credito_somar_no_mes(OLD.usuario_id, date_trunc('month', OLD.data_emprestimo)::date, -OLD.valor_original, 0, 0, 0, 0, 0); END IF;
  IF entra THEN PERFORM credito_somar_no_mes(NEW.usuario_id, date_trunc('month', NEW.data_emprestimo)::date, NEW.valor_original, 0, 0, 0, 0, 0); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER emprestimos_resumo_por_mes AFTER INSERT OR DELETE OR UPDATE OF status, valor_original, data_emprestimo, usuario_id ON emprestimos
  FOR EACH ROW EXECUTE FUNCTION credito_resumo_por_mes_emprestimos();
--> statement-breakpoint
-- The months of the data already there, summed as the triggers would have.
INSERT INTO resumo_por_mes (usuario_id, mes, emprestado, recebido_juros, recebido_principal, recebido_juros_atraso, recebido_total, juros_atraso_dispensados)
  SELECT usuario_id, mes, sum(emprestado), sum(juros), sum(principal), sum(atraso), sum(total), sum(dispensado) FROM (
    SELECT usuario_id, date_trunc('month', data_emprestimo)::date AS mes, valor_original AS emprestado, 0 AS juros, 0 AS principal, 0 AS atraso, 0 AS total, 0 AS dispensado
    FROM emprestimos WHERE status <> 'aguardando_envio'
    UNION ALL
    SELECT usuario_id, credito_mes_do_pagamento(data_pagamento), 0, valor_juros - coalesce(valor_juros_atraso, 0), valor_principal, coalesce(valor_juros_atraso, 0), valor_total, valor_juros_atraso_dispensado
    FROM historico_pagamentos WHERE NOT estornado
  ) s GROUP BY usuario_id, mes;
