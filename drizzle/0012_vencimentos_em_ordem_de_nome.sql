-- Issue 12: a day's due list (dashboard, calendar) is paged in the client's name order. The
-- loan carries a copy of its client's name, kept by the database itself so that no write path
-- can forget it, and a partial index walks one lender's running loans of one day in that order:
-- a page reads its own rows, not every client of the lender.
ALTER TABLE "emprestimos" ADD COLUMN "cliente_nome" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "emprestimos" e SET "cliente_nome" = c."nome" FROM "clientes" c WHERE c."id" = e."cliente_id";--> statement-breakpoint
CREATE INDEX "emprestimos_usuario_dia_nome_idx" ON "emprestimos" USING btree ("usuario_id","data_proximo_ciclo","cliente_nome","id") WHERE "emprestimos"."status" IN ('ativo', 'atrasado');--> statement-breakpoint
-- The copy is taken when the loan is written for a client. The trigger runs with the caller's
-- rights: the wall (0006) lets it see only the caller's own clients, and a client the caller
-- cannot see leaves the copy as it was (the foreign key and the app refuse such a loan anyway).
CREATE OR REPLACE FUNCTION credito_nome_do_cliente_no_emprestimo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.cliente_nome := coalesce((SELECT c.nome FROM clientes c WHERE c.id = NEW.cliente_id), NEW.cliente_nome);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER emprestimos_nome_do_cliente BEFORE INSERT OR UPDATE OF cliente_id ON emprestimos
  FOR EACH ROW EXECUTE FUNCTION credito_nome_do_cliente_no_emprestimo();
--> statement-breakpoint
-- A renamed client (an edit, or LGPD anonymization) renames the copy on each of its loans. Only
-- the lender's and the system's roles may change a client's name (0006's grants).
CREATE OR REPLACE FUNCTION credito_renomear_cliente_nos_emprestimos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE emprestimos SET cliente_nome = NEW.nome WHERE cliente_id = NEW.id AND cliente_nome IS DISTINCT FROM NEW.nome;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER clientes_nome_nos_emprestimos AFTER UPDATE OF nome ON clientes
  FOR EACH ROW WHEN (OLD.nome IS DISTINCT FROM NEW.nome)
  EXECUTE FUNCTION credito_renomear_cliente_nos_emprestimos();
