// The one schema object handed to drizzle: every table of every area.
export * from "./auth.ts";
export * from "./lender.ts";
