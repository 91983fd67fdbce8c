// zod's own fallback messages (a wrong type, an unknown key, a value no custom message covers)
// reach people through 400 answers and form errors, so they must be pt-BR too. The domain modules
// that build schemas import this one for its effect (payment.ts through fields.ts), so the server
// and the web app are configured as soon as they load any schema. Messages written in the schemas
// still take precedence over the locale's.
import { z } from "zod";
import { ptBR } from "zod/locales";

z.config(ptBR());
// In the browser, zod's compiled parsers would need `new Function`, which the app's CSP forbids;
// even zod's probe for it is reported as a CSP violation (issue 27). The interpreted parsers are
// plenty for a form. The server keeps the compiled ones.
if ("document" in globalThis) z.config({ jitless: true });
