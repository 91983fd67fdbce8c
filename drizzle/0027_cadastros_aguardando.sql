-- Issue 42, point 7: the dashboard counts the lender's sign-ups awaiting delivery (a link's loan
-- not yet sent) in its figures; this partial index holds only those rows, so the count never
-- reads every loan of the lender.
CREATE INDEX "emprestimos_usuario_cadastros_aguardando_idx" ON "emprestimos" USING btree ("usuario_id") WHERE "emprestimos"."status" = 'aguardando_envio' AND "emprestimos"."origem" = 'link';