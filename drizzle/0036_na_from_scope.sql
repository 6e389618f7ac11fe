ALTER TABLE "internal_audit_items" ADD COLUMN "na_from_scope" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Items scheduled before this migration stored the English prefix with the rationale: keep only the
-- rationale and the flag, so each reader sees the prefix in her language.
UPDATE "internal_audit_items" SET "na_from_scope" = true, "na_rationale" = btrim(substr("na_rationale", 30)) WHERE "na_rationale" LIKE 'Marked N/A in the site scope:%';
