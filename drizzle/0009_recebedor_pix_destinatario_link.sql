ALTER TABLE "configuracoes" ADD COLUMN "nome_recebedor" varchar(25);--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "cidade_recebedor" varchar(15);--> statement-breakpoint
ALTER TABLE "links_cadastro" ADD COLUMN "nome_destinatario" varchar(60);--> statement-breakpoint
-- The lender edits the PIX receiver in the settings (issue 11); the column grant of 0006/0007 lists each column.
GRANT UPDATE (nome_recebedor, cidade_recebedor) ON configuracoes TO credito_credor;
