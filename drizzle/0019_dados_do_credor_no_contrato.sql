ALTER TABLE "configuracoes" ADD COLUMN "documento_credor" varchar(14);--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "endereco_credor" varchar(200);--> statement-breakpoint
-- The lender edits them in the settings (issue 29); the column grant of 0006/0007/0009 lists each column.
GRANT UPDATE (documento_credor, endereco_credor) ON configuracoes TO credito_credor;
