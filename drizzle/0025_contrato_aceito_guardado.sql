ALTER TABLE "aceites_contrato" ADD COLUMN "documento_certificado" "bytea";--> statement-breakpoint
ALTER TABLE "aceites_contrato" ADD COLUMN "texto" jsonb;--> statement-breakpoint
-- Issue 42, point 2 (decision 0058): an accepted contract never changes. The certified file (the
-- document as shown, then the 'Certificado de aceite eletrônico') is drawn once and kept here;
-- every download gives these bytes. The app's roles may fill the column once, for acceptances
-- made before this migration (at their first download), and never change it: the grant lets them
-- write only this column, the trigger lets a value only replace nothing (or go with anonymization).
GRANT UPDATE (documento_certificado) ON aceites_contrato TO credito_credor, credito_publico, credito_sistema;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credito_certificado_imutavel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Filling an empty column is allowed; once filled, it goes only with the accepted document
  -- itself (anonymization clears both, and no app role may write "documento").
  IF OLD.documento_certificado IS NOT NULL AND NEW.documento_certificado IS DISTINCT FROM OLD.documento_certificado
     AND NOT (NEW.documento_certificado IS NULL AND NEW.documento IS NULL) THEN
    RAISE EXCEPTION 'O contrato aceito não muda depois de guardado' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER aceites_contrato_certificado_imutavel BEFORE UPDATE OF documento_certificado ON aceites_contrato
  FOR EACH ROW EXECUTE FUNCTION credito_certificado_imutavel();
--> statement-breakpoint
-- The text of acceptances made through 'Pedir aceite' is the request's, kept with it; those made
-- on the sign-up link's form before this migration have only their PDF (the page says so).
UPDATE aceites_contrato a SET texto = p.texto
  FROM pedidos_aceite p
  WHERE a.origem = 'pedido' AND a.texto IS NULL AND p.emprestimo_id = a.emprestimo_id AND p.status = 'utilizado' AND p.sha256 = a.sha256;
--> statement-breakpoint
-- LGPD: anonymizing also clears the certified file and the text, which name the borrower.
CREATE OR REPLACE FUNCTION credito_anonimizar_aceites(p_cliente uuid) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public AS $$
  UPDATE aceites_contrato SET ip = NULL, user_agent = NULL, nome_digitado = NULL, documento = NULL,
    documento_certificado = NULL, texto = NULL
  WHERE cliente_id = p_cliente AND usuario_id = current_setting('app.usuario_id', true)
$$;
