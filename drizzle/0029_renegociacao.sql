ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_acao_valida";--> statement-breakpoint
ALTER TABLE "emprestimos" DROP CONSTRAINT "emprestimos_status_valido";--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "renegociado_de" uuid;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "renegociado_para" uuid;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD COLUMN "juros_renegociados" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "resumo_por_mes" ADD COLUMN "juros_renegociados" numeric(16, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_renegociado_de_emprestimos_id_fk" FOREIGN KEY ("renegociado_de") REFERENCES "public"."emprestimos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_renegociado_para_emprestimos_id_fk" FOREIGN KEY ("renegociado_para") REFERENCES "public"."emprestimos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emprestimos_renegociado_de_idx" ON "emprestimos" USING btree ("renegociado_de");--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_acao_valida" CHECK ("auditoria"."acao" IN ('cliente_criado', 'cliente_editado', 'cliente_excluido', 'cliente_anonimizado', 'dados_novos_aceitos', 'dados_novos_descartados', 'emprestimo_criado', 'emprestimo_status_alterado', 'emprestimo_excluido', 'pagamento_registrado', 'pagamento_estornado', 'link_criado', 'link_cancelado', 'link_enviado', 'documento_visualizado', 'configuracoes_alteradas', 'creditos_concedidos', 'contrato_aceite_pedido', 'contrato_aceito', 'pagamento_informado', 'pagamento_informado_recusado', 'emprestimo_renegociado', 'renegociacao_desfeita'));--> statement-breakpoint
ALTER TABLE "emprestimos" ADD CONSTRAINT "emprestimos_status_valido" CHECK ("emprestimos"."status" IN ('aguardando_envio', 'ativo', 'atrasado', 'finalizado', 'pausado', 'renegociado'));--> statement-breakpoint
-- Issue 43, renegotiation (DOMAIN.md): a renegotiation's new loan is not money lent (its principal
-- is the old loan's debt, moved); the interest folded into it is 'Juros renegociados', its own
-- column, in the month of the new loan. The old loan keeps counting as lent in its own month.
CREATE OR REPLACE FUNCTION credito_somar_juros_renegociados(dono text, p_mes date, p_juros numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO resumo_por_mes AS r (usuario_id, mes, juros_renegociados)
  VALUES (dono, p_mes, p_juros)
  ON CONFLICT (usuario_id, mes) DO UPDATE SET juros_renegociados = r.juros_renegociados + excluded.juros_renegociados
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_resumo_por_mes_emprestimos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sai boolean := TG_OP <> 'INSERT' AND OLD.status <> 'aguardando_envio';
  entra boolean := TG_OP <> 'DELETE' AND NEW.status <> 'aguardando_envio';
  dono text;
BEGIN
  IF NOT sai AND NOT entra THEN RETURN NULL; END IF;
  IF sai AND entra AND (OLD.usuario_id, OLD.data_emprestimo, OLD.valor_original, OLD.renegociado_de, OLD.juros_renegociados)
    IS NOT DISTINCT FROM (NEW.usuario_id, NEW.data_emprestimo, NEW.valor_original, NEW.renegociado_de, NEW.juros_renegociados) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN dono := OLD.usuario_id; ELSE dono := NEW.usuario_id; END IF;
  PERFORM 1 FROM configuracoes WHERE usuario_id = dono FOR NO KEY UPDATE;
  IF sai THEN
    IF OLD.renegociado_de IS NULL THEN
      PERFORM credito_somar_no_mes(OLD.usuario_id, date_trunc('month', OLD.data_emprestimo)::date, -OLD.valor_original, 0, 0, 0, 0, 0);
    ELSE
      PERFORM credito_somar_juros_renegociados(OLD.usuario_id, date_trunc('month', OLD.data_emprestimo)::date, -OLD.juros_renegociados);
    END IF;
  END IF;
  IF entra THEN
    IF NEW.renegociado_de IS NULL THEN
      PERFORM credito_somar_no_mes(NEW.usuario_id, date_trunc('month', NEW.data_emprestimo)::date, NEW.valor_original, 0, 0, 0, 0, 0);
    ELSE
      PERFORM credito_somar_juros_renegociados(NEW.usuario_id, date_trunc('month', NEW.data_emprestimo)::date, NEW.juros_renegociados);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER emprestimos_resumo_por_mes ON emprestimos;
--> statement-breakpoint
CREATE TRIGGER emprestimos_resumo_por_mes AFTER INSERT OR DELETE OR UPDATE OF status, valor_original, data_emprestimo, usuario_id, renegociado_de, juros_renegociados ON emprestimos
  FOR EACH ROW EXECUTE FUNCTION credito_resumo_por_mes_emprestimos();
