-- Issue 43, point 7: the written schedule (jsonb) as arrays indexed by installment number, kept
-- by the database as generated columns. IMMUTABLE holds: the input is the row's own jsonb, and its
-- dates are ISO yyyy-MM-dd, read the same under any DateStyle.
CREATE OR REPLACE FUNCTION credito_parcelas_vencimentos(parcelas jsonb) RETURNS date[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_agg(x.vencimento ORDER BY x.numero) FROM jsonb_to_recordset(parcelas) AS x(numero int, vencimento date) $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_parcelas_valores(parcelas jsonb) RETURNS numeric[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_agg(x.valor ORDER BY x.numero) FROM jsonb_to_recordset(parcelas) AS x(numero int, valor numeric) $$;--> statement-breakpoint
-- Element k: the written amounts of installments 1 to k − 1 (0 for the first).
CREATE OR REPLACE FUNCTION credito_parcelas_acumulados(parcelas jsonb) RETURNS numeric[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_agg(q.antes ORDER BY q.numero) FROM (
    SELECT x.numero, coalesce(sum(x.valor) OVER (ORDER BY x.numero ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS antes
    FROM jsonb_to_recordset(parcelas) AS x(numero int, valor numeric)) AS q $$;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "parcelas_vencimentos" date[] GENERATED ALWAYS AS (credito_parcelas_vencimentos(parcelas)) STORED;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "parcelas_valores" numeric(10, 2)[] GENERATED ALWAYS AS (credito_parcelas_valores(parcelas)) STORED;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "parcelas_acumulados" numeric(12, 2)[] GENERATED ALWAYS AS (credito_parcelas_acumulados(parcelas)) STORED;