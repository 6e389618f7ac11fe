CREATE TABLE "external_audit_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"external_audit_id" uuid NOT NULL,
	"notes" text NOT NULL,
	"responded_by" uuid,
	"responded_by_name" text NOT NULL,
	"responded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_kiosk_tickets" ADD COLUMN "issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "training_kiosk_tickets" ADD COLUMN "reading_assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "training_kiosk_tickets" ADD COLUMN "reading_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "training_modules" ADD COLUMN "minimum_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sops" ADD COLUMN "editor_user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "external_audit_responses" ADD CONSTRAINT "external_audit_responses_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audit_responses" ADD CONSTRAINT "external_audit_responses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audit_responses" ADD CONSTRAINT "external_audit_responses_external_audit_id_external_audits_id_fk" FOREIGN KEY ("external_audit_id") REFERENCES "public"."external_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audit_responses" ADD CONSTRAINT "external_audit_responses_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_audit_responses_audit" ON "external_audit_responses" USING btree ("organisation_id","external_audit_id","responded_at");--> statement-breakpoint
-- Responses submitted before the history existed become its first entries; the entry takes the audit's id so
-- the files already stored for that response (owned by the audit's id) stay attached to it.
INSERT INTO "external_audit_responses" ("id", "organisation_id", "site_id", "external_audit_id", "notes", "responded_by", "responded_by_name", "responded_at")
SELECT a."id", a."organisation_id", a."site_id", a."id", a."response_notes", a."responded_by", COALESCE(u."name", 'Unknown'), COALESCE(a."responded_at", a."updated_at")
FROM "external_audits" a LEFT JOIN "users" u ON u."id" = a."responded_by"
WHERE a."response_notes" IS NOT NULL;
--> statement-breakpoint
CREATE TRIGGER external_audit_responses_append_only BEFORE UPDATE OR DELETE ON external_audit_responses FOR EACH ROW EXECUTE FUNCTION library_append_only();
