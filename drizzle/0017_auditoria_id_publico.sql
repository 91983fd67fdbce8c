-- Issue 28, point 7: the trail's numeric id comes from one sequence for every lender, and showing
-- it told a lender the platform's volume. Each entry gets a random public id; the number stays
-- the trail's order and never leaves the server.
ALTER TABLE "auditoria" ADD COLUMN "publico" uuid DEFAULT gen_random_uuid() NOT NULL;