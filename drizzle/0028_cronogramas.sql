ALTER TABLE "historico_pagamentos" DROP CONSTRAINT "historico_pagamentos_dispensa_com_motivo";--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "cobrar_sabados" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "cobrar_domingos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "cobrar_feriados" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "uf_feriados" varchar(2);--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "carnaval_corpus_christi_cobranca" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "datas_sem_cobranca" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "periodicidade" varchar(20) DEFAULT 'mensal' NOT NULL;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "taxa_total" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "multa_atraso" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "parcelas" jsonb;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "valor_multa" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "valor_multa_dispensada" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "parcelas_pagas" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD COLUMN "periodicidade" varchar(20) DEFAULT 'mensal' NOT NULL;--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD COLUMN "taxa_total" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD COLUMN "multa_atraso" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_periodicidade_valida" CHECK ("emprestimos"."periodicidade" IN ('diaria', 'semanal', 'quinzenal', 'mensal'));--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_multa_valida" CHECK ("emprestimos"."multa_atraso" >= 0 AND "emprestimos"."multa_atraso" <= 20 AND coalesce("emprestimos"."taxa_total", 0) >= 0);--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_parcelas_pagas_validas" CHECK ("historico_pagamentos"."parcelas_pagas" >= 1 AND "historico_pagamentos"."valor_multa" >= 0 AND "historico_pagamentos"."valor_multa_dispensada" >= 0);--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_dispensa_com_motivo" CHECK (("historico_pagamentos"."valor_juros_atraso_dispensado" + "historico_pagamentos"."valor_multa_dispensada" > 0) = ("historico_pagamentos"."motivo_dispensa" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD CONSTRAINT "links_cadastro_periodicidade_valida" CHECK ("links_cadastro"."periodicidade" IN ('diaria', 'semanal', 'quinzenal', 'mensal'));--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD CONSTRAINT "links_cadastro_multa_valida" CHECK ("links_cadastro"."multa_atraso" >= 0 AND "links_cadastro"."multa_atraso" <= 20 AND coalesce("links_cadastro"."taxa_total", 0) >= 0);--> statement-breakpoint
-- Issue 43. The lender's collection days are the lender's own settings.
GRANT UPDATE (cobrar_sabados, cobrar_domingos, cobrar_feriados, uf_feriados, carnaval_corpus_christi_cobranca, datas_sem_cobranca) ON configuracoes TO credito_credor;
--> statement-breakpoint
-- Existing parcelado loans keep their dates and amounts: their schedule is written from the rules
-- that computed them until now (parcelado.ts): installment k of n is due data_inicio + k months
-- (the current one on data_proximo_ciclo, as the loan says), amounts valor_parcela and the last
-- the remainder of P + P × r / 100 × n, interest parts jurosAteAParcela(k) − jurosAteAParcela(k − 1)
-- with jurosAteAParcela the closed form of principalEmAbertoSql. A test compares them with the
-- domain's functions (cronogramas-migracao.test.ts).
WITH plano AS (
  SELECT e.id, e.ciclo_atual, e.data_inicio, e.data_proximo_ciclo,
    e.quantidade_parcelas AS n, e.valor_parcela AS vp, e.valor_original AS p,
    round(e.valor_original * e.taxa_juros / 100, 2) AS jpp,
    round(e.valor_original * e.taxa_juros * e.quantidade_parcelas / 100, 2) AS juros
  FROM emprestimos e
  WHERE e.modalidade = 'parcelado' AND e.quantidade_parcelas > 0 AND e.valor_parcela > 0
), partes AS (
  SELECT plano.*, k,
    CASE WHEN k < n THEN vp ELSE GREATEST(0, p + juros - (n - 1) * vp) END AS valor,
    CASE WHEN k >= n THEN juros
      ELSE GREATEST(GREATEST(0, k * vp - p), LEAST(k * jpp, juros, k * vp)) END AS juros_ate,
    CASE WHEN k - 1 <= 0 THEN 0
      ELSE GREATEST(GREATEST(0, (k - 1) * vp - p), LEAST((k - 1) * jpp, juros, (k - 1) * vp)) END AS juros_antes
  FROM plano, generate_series(1, plano.n) AS k
), parcelas AS (
  SELECT id, k,
    CASE WHEN k = ciclo_atual THEN data_proximo_ciclo
      WHEN data_inicio IS NOT NULL THEN (data_inicio + make_interval(months => k))::date
      ELSE (data_proximo_ciclo + make_interval(months => GREATEST(0, k - ciclo_atual)))::date END AS vencimento,
    valor,
    LEAST(GREATEST(0, juros_ate - juros_antes), valor) AS juros_da_parcela
  FROM partes
)
UPDATE emprestimos e SET parcelas = escrita.parcelas
FROM (
  SELECT id, jsonb_agg(jsonb_build_object(
      'numero', k,
      'vencimento', to_char(vencimento, 'YYYY-MM-DD'),
      'valor', to_char(valor, 'FM99999990.00'),
      'juros', to_char(juros_da_parcela, 'FM99999990.00'),
      'principal', to_char(valor - juros_da_parcela, 'FM99999990.00')) ORDER BY k) AS parcelas
  FROM parcelas GROUP BY id
) escrita
WHERE e.id = escrita.id;
