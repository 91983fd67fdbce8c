CREATE TABLE "parcelas_emprestimo" (
	"emprestimo_id" uuid NOT NULL,
	"usuario_id" text NOT NULL,
	"cliente_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"vencimento" date NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"juros" numeric(10, 2) NOT NULL,
	"principal" numeric(10, 2) NOT NULL,
	CONSTRAINT "parcelas_emprestimo_emprestimo_id_numero_pk" PRIMARY KEY("emprestimo_id","numero"),
	CONSTRAINT "parcelas_emprestimo_valores_validos" CHECK ("parcelas_emprestimo"."numero" >= 1 AND "parcelas_emprestimo"."valor" >= 0 AND "parcelas_emprestimo"."juros" >= 0 AND "parcelas_emprestimo"."principal" >= 0 AND "parcelas_emprestimo"."valor" = "parcelas_emprestimo"."juros" + "parcelas_emprestimo"."principal")
);
--> statement-breakpoint
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
ALTER TABLE "historico_pagamentos" ADD COLUMN "valor_multa" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "valor_multa_dispensada" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "parcelas_pagas" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD COLUMN "periodicidade" varchar(20) DEFAULT 'mensal' NOT NULL;--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD COLUMN "taxa_total" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD COLUMN "multa_atraso" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "parcelas_emprestimo" ADD CONSTRAINT "parcelas_emprestimo_emprestimo_id_emprestimos_id_fk" FOREIGN KEY ("emprestimo_id") REFERENCES "public"."emprestimos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelas_emprestimo" ADD CONSTRAINT "parcelas_emprestimo_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcelas_emprestimo" ADD CONSTRAINT "parcelas_emprestimo_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcelas_emprestimo_usuario_vencimento_idx" ON "parcelas_emprestimo" USING btree ("usuario_id","vencimento");--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_periodicidade_valida" CHECK ("emprestimos"."periodicidade" IN ('diaria', 'semanal', 'quinzenal', 'mensal'));--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_multa_valida" CHECK ("emprestimos"."multa_atraso" >= 0 AND "emprestimos"."multa_atraso" <= 20 AND coalesce("emprestimos"."taxa_total", 0) >= 0);--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_parcelas_pagas_validas" CHECK ("historico_pagamentos"."parcelas_pagas" >= 1 AND "historico_pagamentos"."valor_multa" >= 0 AND "historico_pagamentos"."valor_multa_dispensada" >= 0);--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_dispensa_com_motivo" CHECK (("historico_pagamentos"."valor_juros_atraso_dispensado" + "historico_pagamentos"."valor_multa_dispensada" > 0) = ("historico_pagamentos"."motivo_dispensa" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD CONSTRAINT "links_cadastro_periodicidade_valida" CHECK ("links_cadastro"."periodicidade" IN ('diaria', 'semanal', 'quinzenal', 'mensal'));--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD CONSTRAINT "links_cadastro_multa_valida" CHECK ("links_cadastro"."multa_atraso" >= 0 AND "links_cadastro"."multa_atraso" <= 20 AND coalesce("links_cadastro"."taxa_total", 0) >= 0);--> statement-breakpoint
-- Issue 43. The lender's collection days are the lender's own settings.
GRANT UPDATE (cobrar_sabados, cobrar_domingos, cobrar_feriados, uf_feriados, carnaval_corpus_christi_cobranca, datas_sem_cobranca) ON configuracoes TO credito_credor;
--> statement-breakpoint
-- The written schedule: the lender writes it (a new loan, an activation re-writes it), the public
-- sign-up writes the schedule of the loan it creates, a client's page reads its own client's.
GRANT SELECT, INSERT, DELETE ON parcelas_emprestimo TO credito_credor;
--> statement-breakpoint
GRANT SELECT, INSERT ON parcelas_emprestimo TO credito_publico;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON parcelas_emprestimo TO credito_sistema;
--> statement-breakpoint
ALTER TABLE parcelas_emprestimo ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE parcelas_emprestimo FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY credor_proprio ON parcelas_emprestimo TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true))
  WITH CHECK (usuario_id = current_setting('app.usuario_id', true));
--> statement-breakpoint
CREATE POLICY sistema_tudo ON parcelas_emprestimo TO credito_sistema USING (true) WITH CHECK (true);
--> statement-breakpoint
-- As 0026 for every table that names a client: a live link's lender, and for a client link only
-- its own client's rows.
CREATE POLICY publico_do_link ON parcelas_emprestimo TO credito_publico
  USING (usuario_id = credito_dono_do_link() AND (credito_cliente_do_link() IS NULL OR cliente_id = credito_cliente_do_link()))
  WITH CHECK (usuario_id = credito_dono_do_link() AND (credito_cliente_do_link() IS NULL OR cliente_id = credito_cliente_do_link()));
--> statement-breakpoint
-- The accepted contract's page reads its loan's schedule, as it reads the loan (0026).
CREATE POLICY publico_do_aceito ON parcelas_emprestimo FOR SELECT TO credito_publico
  USING (emprestimo_id = credito_emprestimo_aceito_do_link() AND usuario_id = credito_dono_do_aceito());
--> statement-breakpoint
-- Existing parcelado loans keep their dates and amounts: their schedule, written from the rules
-- that computed them until now (parcelado.ts): installment k of n is due data_inicio + k months
-- (the current one on data_proximo_ciclo, as the loan says), amounts valor_parcela and the last
-- the remainder of P + P × r / 100 × n, interest parts jurosAteAParcela(k) − jurosAteAParcela(k − 1)
-- with jurosAteAParcela the closed form of principalEmAbertoSql. A test compares them with the
-- domain's functions (cronogramas-migracao.test.ts).
WITH plano AS (
  SELECT e.id, e.usuario_id, e.cliente_id, e.ciclo_atual, e.data_inicio, e.data_proximo_ciclo,
    e.quantidade_parcelas AS n, e.valor_parcela AS vp, e.valor_original AS p,
    round(e.valor_original * e.taxa_juros / 100, 2) AS jpp,
    round(e.valor_original * e.taxa_juros * e.quantidade_parcelas / 100, 2) AS juros
  FROM emprestimos e
  WHERE e.modalidade = 'parcelado' AND e.quantidade_parcelas > 0 AND e.valor_parcela > 0
), parcelas AS (
  SELECT plano.*, k,
    CASE WHEN k < n THEN vp ELSE GREATEST(0, p + juros - (n - 1) * vp) END AS valor,
    CASE WHEN k <= 0 THEN 0 WHEN k >= n THEN juros
      ELSE GREATEST(GREATEST(0, k * vp - p), LEAST(k * jpp, juros, k * vp)) END AS juros_ate,
    CASE WHEN k - 1 <= 0 THEN 0 WHEN k - 1 >= n THEN juros
      ELSE GREATEST(GREATEST(0, (k - 1) * vp - p), LEAST((k - 1) * jpp, juros, (k - 1) * vp)) END AS juros_antes
  FROM plano, generate_series(1, plano.n) AS k
)
INSERT INTO parcelas_emprestimo (emprestimo_id, usuario_id, cliente_id, numero, vencimento, valor, juros, principal)
SELECT id, usuario_id, cliente_id, k,
  CASE WHEN k = ciclo_atual THEN data_proximo_ciclo
    WHEN data_inicio IS NOT NULL THEN (data_inicio + make_interval(months => k))::date
    ELSE (data_proximo_ciclo + make_interval(months => k - ciclo_atual))::date END,
  valor,
  LEAST(GREATEST(0, juros_ate - juros_antes), valor),
  valor - LEAST(GREATEST(0, juros_ate - juros_antes), valor)
FROM parcelas;
