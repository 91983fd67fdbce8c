CREATE TABLE "idempotencia_pagamentos" (
	"usuario_id" text NOT NULL,
	"chave" varchar(100) NOT NULL,
	"impressao" text NOT NULL,
	"resposta" jsonb,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotencia_pagamentos_usuario_id_chave_pk" PRIMARY KEY("usuario_id","chave")
);
--> statement-breakpoint
ALTER TABLE "idempotencia_pagamentos" ADD CONSTRAINT "idempotencia_pagamentos_usuario_id_auth_user_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;