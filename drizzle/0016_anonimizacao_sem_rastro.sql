-- Issue 28, point 1: anonymization leaves nothing of the person in the activity trail. Besides
-- the client's own fields, the free text a lender may have filled with the borrower's details
-- (a payment's note, a reversal's reason, a link's recipient name) is replaced too.
CREATE OR REPLACE FUNCTION credito_sem_dados_pessoais(j jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN j IS NULL THEN NULL ELSE j || (
    SELECT coalesce(jsonb_object_agg(k, to_jsonb('anonimizado'::text)), '{}'::jsonb)
    FROM unnest(ARRAY['nome', 'cpf', 'telefone', 'pix', 'observacao', 'motivoEstorno', 'motivo', 'nomeDestinatario']) AS k WHERE j ? k
  ) END
$$;
