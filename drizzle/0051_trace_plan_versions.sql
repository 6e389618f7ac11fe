CREATE TABLE "trace_plan_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"content" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"signer_user_id" uuid NOT NULL,
	"printed_name" text NOT NULL,
	"signer_role" text NOT NULL,
	"meaning" text NOT NULL,
	"timezone" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "trace_plan_versions" ADD CONSTRAINT "trace_plan_versions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_plan_versions" ADD CONSTRAINT "trace_plan_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_plan_versions" ADD CONSTRAINT "trace_plan_versions_signer_user_id_users_id_fk" FOREIGN KEY ("signer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trace_plan_versions_site_version" ON "trace_plan_versions" USING btree ("site_id","version");--> statement-breakpoint
-- A signed version of the traceability plan is frozen: the database refuses to change or remove it (only an organisation's purge may).
CREATE TRIGGER trace_plan_versions_append_only BEFORE UPDATE OR DELETE ON trace_plan_versions FOR EACH ROW EXECUTE FUNCTION library_append_only();
