ALTER TABLE "emprestimos" ADD COLUMN "data_base_ciclo" date;--> statement-breakpoint
CREATE INDEX "emprestimos_parcelas_idx" ON "emprestimos" USING gin ("parcelas" jsonb_path_ops);--> statement-breakpoint
-- Issue 43, point 2: existing loans keep their dates: the base each next cycle counts from is the
-- due date they already have.
UPDATE "emprestimos" SET "data_base_ciclo" = "data_proximo_ciclo";
