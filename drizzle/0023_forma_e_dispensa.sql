ALTER TABLE "historico_pagamentos" ADD COLUMN "forma_pagamento" varchar(20) DEFAULT 'pix' NOT NULL;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "valor_juros_atraso_dispensado" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD COLUMN "motivo_dispensa" varchar(500);--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_forma_valida" CHECK ("historico_pagamentos"."forma_pagamento" IN ('pix', 'dinheiro', 'transferencia', 'outro'));--> statement-breakpoint
ALTER TABLE "historico_pagamentos" ADD CONSTRAINT "historico_pagamentos_dispensa_com_motivo" CHECK (("historico_pagamentos"."valor_juros_atraso_dispensado" > 0) = ("historico_pagamentos"."motivo_dispensa" IS NOT NULL));