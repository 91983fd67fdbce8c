CREATE TABLE "vencimentos_por_dia" (
	"usuario_id" text NOT NULL,
	"data" date NOT NULL,
	"quantidade" integer DEFAULT 0 NOT NULL,
	"valor_do_ciclo" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "vencimentos_por_dia_usuario_id_data_pk" PRIMARY KEY("usuario_id","data")
);
--> statement-breakpoint
ALTER TABLE "vencimentos_por_dia" ADD CONSTRAINT "vencimentos_por_dia_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 12 point 2: the calendar's month and the dashboard's expected income, per lender and due
-- date, kept in the writing transaction so that no read has to add up every loan again.
--
-- The value of a loan's current cycle (interest on the balance, or the installment due), as the
-- domain's valorDoCiclo: the one definition, also used by the app's queries (sql-valores.ts).
CREATE OR REPLACE FUNCTION credito_valor_do_ciclo(modalidade text, valor_restante numeric, taxa_juros numeric, valor_parcela numeric, ciclo_atual integer, quantidade_parcelas integer)
RETURNS numeric LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN modalidade = 'parcelado' THEN
      (CASE WHEN valor_restante <= 0 THEN 0 WHEN ciclo_atual >= quantidade_parcelas THEN valor_restante ELSE LEAST(valor_parcela, valor_restante) END)
    ELSE round(valor_restante * taxa_juros / 100, 2) END
$$;
--> statement-breakpoint
ALTER TABLE vencimentos_por_dia ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE vencimentos_por_dia FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY credor_proprio ON vencimentos_por_dia TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true)) WITH CHECK (usuario_id = current_setting('app.usuario_id', true));--> statement-breakpoint
CREATE POLICY publico_do_link ON vencimentos_por_dia TO credito_publico
  USING (usuario_id = credito_dono_do_link()) WITH CHECK (usuario_id = credito_dono_do_link());--> statement-breakpoint
CREATE POLICY sistema_tudo ON vencimentos_por_dia TO credito_sistema USING (true) WITH CHECK (true);--> statement-breakpoint
-- The trigger runs with the caller's rights: each role adds to its own lender's rows only.
GRANT SELECT, INSERT, UPDATE ON vencimentos_por_dia TO credito_credor, credito_publico;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON vencimentos_por_dia TO credito_sistema;--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_somar_vencimento(dono text, dia date, quantos integer, valor numeric) RETURNS void LANGUAGE sql AS $$
  INSERT INTO vencimentos_por_dia AS v (usuario_id, data, quantidade, valor_do_ciclo) VALUES (dono, dia, quantos, valor)
  ON CONFLICT (usuario_id, data) DO UPDATE SET quantidade = v.quantidade + excluded.quantidade, valor_do_ciclo = v.valor_do_ciclo + excluded.valor_do_ciclo
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_vencimentos_por_dia() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sai boolean := TG_OP <> 'INSERT' AND OLD.status IN ('ativo', 'atrasado');
  entra boolean := TG_OP <> 'DELETE' AND NEW.status IN ('ativo', 'atrasado');
  valor_que_sai numeric := 0;
  valor_que_entra numeric := 0;
  dono text;
BEGIN
  IF sai THEN
    valor_que_sai := credito_valor_do_ciclo(OLD.modalidade, OLD.valor_restante, OLD.taxa_juros, OLD.valor_parcela, OLD.ciclo_atual, OLD.quantidade_parcelas);
    dono := OLD.usuario_id;
  END IF;
  IF entra THEN
    valor_que_entra := credito_valor_do_ciclo(NEW.modalidade, NEW.valor_restante, NEW.taxa_juros, NEW.valor_parcela, NEW.ciclo_atual, NEW.quantidade_parcelas);
    dono := NEW.usuario_id;
  END IF;
  -- Nothing these rows hold changed: not running before or after, or the same day and value
  -- (the daily job turning ativo into atrasado, an edit of other fields).
  IF NOT sai AND NOT entra THEN RETURN NULL; END IF;
  IF sai AND entra AND OLD.usuario_id = NEW.usuario_id AND OLD.data_proximo_ciclo = NEW.data_proximo_ciclo AND valor_que_sai = valor_que_entra THEN
    RETURN NULL;
  END IF;
  -- The lender's settings row first: every write of a lender ends by bumping its data version
  -- there, so taking it before the day rows keeps one lock order and two writes of one lender
  -- never deadlock. Then the days in date order, for the same reason.
  PERFORM 1 FROM configuracoes WHERE usuario_id = dono FOR NO KEY UPDATE;
  IF sai AND entra AND NEW.data_proximo_ciclo < OLD.data_proximo_ciclo THEN
    PERFORM credito_somar_vencimento(NEW.usuario_id, NEW.data_proximo_ciclo, 1, valor_que_entra);
    PERFORM credito_somar_vencimento(OLD.usuario_id, OLD.data_proximo_ciclo, -1, -valor_que_sai);
  ELSE
    IF sai THEN PERFORM credito_somar_vencimento(OLD.usuario_id, OLD.data_proximo_ciclo, -1, -valor_que_sai); END IF;
    IF entra THEN PERFORM credito_somar_vencimento(NEW.usuario_id, NEW.data_proximo_ciclo, 1, valor_que_entra); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to fire before 0010's emprestimos_resumo_* (triggers fire in name order): the settings
-- row is locked here first.
CREATE TRIGGER emprestimos_agenda AFTER INSERT OR UPDATE OR DELETE ON emprestimos
  FOR EACH ROW EXECUTE FUNCTION credito_vencimentos_por_dia();
--> statement-breakpoint
INSERT INTO vencimentos_por_dia (usuario_id, data, quantidade, valor_do_ciclo)
  SELECT usuario_id, data_proximo_ciclo, count(*), sum(credito_valor_do_ciclo(modalidade, valor_restante, taxa_juros, valor_parcela, ciclo_atual, quantidade_parcelas))
  FROM emprestimos WHERE status IN ('ativo', 'atrasado') GROUP BY usuario_id, data_proximo_ciclo;
