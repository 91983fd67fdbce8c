// zod's own fallback messages (a wrong type, an unknown key, a value no custom message covers)
// reach people through 400 answers and form errors, so they must be pt-BR too. The domain modules
// that build schemas import this one for its effect (payment.ts through fields.ts), so the server
// and the web app are configured as soon as they load any schema. Messages written in the schemas
// still take precedence over the locale's.
import { z } from "zod";
import { ptBR } from "zod/locales";

z.config(ptBR());
