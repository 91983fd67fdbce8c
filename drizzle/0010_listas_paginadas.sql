-- Issue 12: the client and loan lists are searched and paged on the server. pg_trgm indexes
-- substring search (LIKE '%term%'); btree_gin lets that index lead with usuario_id, so a search
-- reads one lender's entries. Both are trusted extensions (a database owner may create them) and
-- ship with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "emprestimos_usuario_proximo_ciclo_idx";--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "busca" text COLLATE "C" GENERATED ALWAYS AS (translate(lower(nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy') || ' ' || cpf || ' ' || telefone) STORED;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "total_emprestado_ativo" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "total_clientes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "clientes_usuario_busca_idx" ON "clientes" USING btree ("usuario_id","busca","id");--> statement-breakpoint
CREATE INDEX "clientes_usuario_receber_idx" ON "clientes" USING btree ("usuario_id","total_receber_atual","id");--> statement-breakpoint
CREATE INDEX "clientes_busca_trgm_idx" ON "clientes" USING gin ("usuario_id","busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_vencimento_idx" ON "emprestimos" USING btree ("usuario_id","data_proximo_ciclo","id");--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_restante_idx" ON "emprestimos" USING btree ("usuario_id","valor_restante","id");--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_recentes_idx" ON "emprestimos" USING btree ("usuario_id","data_emprestimo","id");--> statement-breakpoint
CREATE INDEX "historico_pagamentos_usuario_data_idx" ON "historico_pagamentos" USING btree ("usuario_id","data_pagamento");;--> statement-breakpoint
-- The dashboard's lender-wide figures (issue 12 point 2), kept in the writing transaction by
-- triggers, so no write path can forget them and reading them costs one row. They run with the
-- caller's rights: each role may update these two columns of its own lender's row only (0006's
-- policies), and the daily job's status changes between ativo and atrasado change nothing.
CREATE OR REPLACE FUNCTION credito_resumo_emprestimos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antes numeric := 0;
  depois numeric := 0;
  dono text;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('ativo', 'atrasado') THEN antes := OLD.valor_restante; END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('ativo', 'atrasado') THEN depois := NEW.valor_restante; END IF;
  IF TG_OP = 'DELETE' THEN dono := OLD.usuario_id; ELSE dono := NEW.usuario_id; END IF;
  IF depois <> antes THEN
    UPDATE configuracoes SET total_emprestado_ativo = total_emprestado_ativo + (depois - antes) WHERE usuario_id = dono;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER emprestimos_resumo_insercao_exclusao AFTER INSERT OR DELETE ON emprestimos
  FOR EACH ROW EXECUTE FUNCTION credito_resumo_emprestimos();
--> statement-breakpoint
CREATE TRIGGER emprestimos_resumo_alteracao AFTER UPDATE OF status, valor_restante ON emprestimos
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.valor_restante IS DISTINCT FROM NEW.valor_restante)
  EXECUTE FUNCTION credito_resumo_emprestimos();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_resumo_clientes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE configuracoes SET total_clientes = total_clientes + 1 WHERE usuario_id = NEW.usuario_id;
  ELSE
    UPDATE configuracoes SET total_clientes = total_clientes - 1 WHERE usuario_id = OLD.usuario_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clientes_resumo AFTER INSERT OR DELETE ON clientes
  FOR EACH ROW EXECUTE FUNCTION credito_resumo_clientes();
--> statement-breakpoint
GRANT UPDATE (total_emprestado_ativo, total_clientes) ON configuracoes TO credito_credor, credito_publico;
--> statement-breakpoint
UPDATE configuracoes c SET
  total_emprestado_ativo = coalesce((SELECT sum(e.valor_restante) FROM emprestimos e WHERE e.usuario_id = c.usuario_id AND e.status IN ('ativo', 'atrasado')), 0),
  total_clientes = (SELECT count(*) FROM clientes k WHERE k.usuario_id = c.usuario_id);