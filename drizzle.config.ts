import { defineConfig } from "drizzle-kit";

// Migrations are generated SQL files in ./drizzle, applied at start-up on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/server/db/schema/auth.ts", "./src/server/db/schema/lender.ts"],
  out: "./drizzle",
});
