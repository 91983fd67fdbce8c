-- Issue 12: the client and loan lists are searched and paged on the server. pg_trgm indexes
-- substring search (LIKE '%term%'); btree_gin lets that index lead with usuario_id, so a search
-- reads one lender's entries. Both are trusted extensions (a database owner may create them) and
-- ship with PGlite (loaded in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "emprestimos_usuario_proximo_ciclo_idx";--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "busca" text COLLATE "C" GENERATED ALWAYS AS (translate(lower(nome), 'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy') || ' ' || cpf || ' ' || telefone) STORED;--> statement-breakpoint
CREATE INDEX "clientes_usuario_busca_idx" ON "clientes" USING btree ("usuario_id","busca","id");--> statement-breakpoint
CREATE INDEX "clientes_usuario_receber_idx" ON "clientes" USING btree ("usuario_id","total_receber_atual","id");--> statement-breakpoint
CREATE INDEX "clientes_busca_trgm_idx" ON "clientes" USING gin ("usuario_id","busca" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_vencimento_idx" ON "emprestimos" USING btree ("usuario_id","data_proximo_ciclo","id");--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_restante_idx" ON "emprestimos" USING btree ("usuario_id","valor_restante","id");--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_recentes_idx" ON "emprestimos" USING btree ("usuario_id","data_emprestimo","id");