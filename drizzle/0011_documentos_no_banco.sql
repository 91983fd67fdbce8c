CREATE TABLE "documentos_conteudo" (
	"documento_id" uuid PRIMARY KEY NOT NULL,
	"usuario_id" text NOT NULL,
	"conteudo" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segredos_do_servidor" (
	"nome" varchar(40) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documentos_conteudo" ADD CONSTRAINT "documentos_conteudo_documento_id_documentos_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."documentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_conteudo" ADD CONSTRAINT "documentos_conteudo_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 0030. Documents are mostly JPEG, PNG and PDF, already compressed: stored out of line and
-- uncompressed, so that reading a slice (substring) fetches only the TOAST chunks of that slice.
ALTER TABLE "documentos_conteudo" ALTER COLUMN "conteudo" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- The tenancy wall (0006): the lender reads its documents' bytes (deleting a document, a client or
-- an anonymization removes them by cascade); the public sign-up route writes the bytes of an upload
-- of its link's lender, and reads none; the server's own work (cleanup, the import of files from
-- DATA_DIR) sees all. segredos_do_servidor is granted to no role.
GRANT SELECT ON documentos_conteudo TO credito_credor;
--> statement-breakpoint
GRANT INSERT ON documentos_conteudo TO credito_publico;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON documentos_conteudo TO credito_sistema;
--> statement-breakpoint
ALTER TABLE documentos_conteudo ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE documentos_conteudo FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY credor_proprio ON documentos_conteudo TO credito_credor
  USING (usuario_id = current_setting('app.usuario_id', true))
  WITH CHECK (usuario_id = current_setting('app.usuario_id', true));
--> statement-breakpoint
CREATE POLICY sistema_tudo ON documentos_conteudo TO credito_sistema USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY publico_do_link ON documentos_conteudo TO credito_publico
  USING (usuario_id = credito_dono_do_link())
  WITH CHECK (usuario_id = credito_dono_do_link());
