CREATE TABLE "log_form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" text NOT NULL,
	"organisation_id" uuid,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_by" uuid,
	"published_by_name" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid,
	"current_version" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_records" ADD COLUMN "form_version_id" uuid;--> statement-breakpoint
ALTER TABLE "log_form_versions" ADD CONSTRAINT "log_form_versions_form_id_log_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."log_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_form_versions" ADD CONSTRAINT "log_form_versions_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_form_versions" ADD CONSTRAINT "log_form_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_forms" ADD CONSTRAINT "log_forms_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_forms" ADD CONSTRAINT "log_forms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "log_form_versions_form_version" ON "log_form_versions" USING btree ("form_id","version");--> statement-breakpoint
CREATE INDEX "log_forms_organisation" ON "log_forms" USING btree ("organisation_id");--> statement-breakpoint
ALTER TABLE "monitoring_records" ADD CONSTRAINT "monitoring_records_form_version_id_log_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."log_form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The four built-in log types become built-in forms (decision 138): version 1 of each, shared by every
-- organisation, with the definitions of src/domain/forms/builtin-forms.ts (a test keeps them equal).
INSERT INTO "log_forms" ("id", "organisation_id", "current_version")
SELECT "id", NULL, 1 FROM (VALUES ('temperature'), ('sanitation'), ('water'), ('pest')) AS b("id");--> statement-breakpoint
INSERT INTO "log_form_versions" ("form_id", "organisation_id", "version", "definition", "published_by_name")
SELECT b."id", NULL, 1, b."definition", 'Clausewise' FROM (VALUES
('temperature', '{"name":"Temperature Log","description":"Cold-room, cooler and product temperatures against the critical limit.","clauseIds":["C.01.01","C.03.01","C.04.02","6.01.03"],"correctiveActionRequired":true,"fields":[{"key":"location","label":"Location","type":"text","required":true},{"key":"reading","label":"Temperature","type":"number","required":true,"unit":"°F","min":null,"max":41}]}'::jsonb),
('sanitation', '{"name":"Sanitation Log","description":"Pre-op, mid-shift and post-op sanitation inspection checklist.","clauseIds":["3.01.02","P.03.02","7.03.01","C.02.01","3.01.01"],"correctiveActionRequired":true,"fields":[{"key":"area","label":"Area or line","type":"text","required":true},{"key":"shift","label":"Inspection","type":"choice","required":true,"options":["pre_op","mid_shift","post_op"]},{"key":"check1","label":"Food-contact surfaces clean and free of residue","type":"pass_fail","required":true},{"key":"check2","label":"Non-food-contact surfaces and overheads clean","type":"pass_fail","required":true},{"key":"check3","label":"Drains clean and free-flowing","type":"pass_fail","required":true},{"key":"check4","label":"No standing water, debris or product build-up","type":"pass_fail","required":true},{"key":"check5","label":"Sanitizer concentration verified at the correct strength","type":"pass_fail","required":true},{"key":"check6","label":"Hand-wash stations stocked (soap, towels, water)","type":"pass_fail","required":true}]}'::jsonb),
('water', '{"name":"Water Quality","description":"Water tests against each test''s limit.","clauseIds":["P.02.01","2.01.01","7.04.01","2.01.03"],"correctiveActionRequired":true,"fields":[{"key":"samplePoint","label":"Sample point","type":"text","required":true},{"key":"test","label":"Test","type":"choice","required":true,"options":["generic_e_coli","total_coliform","free_chlorine"]},{"key":"result","label":"Result","type":"number","required":true,"unit":"","min":null,"max":null,"limitsByOption":{"field":"test","limits":{"generic_e_coli":{"min":null,"max":0},"total_coliform":{"min":null,"max":0},"free_chlorine":{"min":2,"max":null}}}}]}'::jsonb),
('pest', '{"name":"Pest Control","description":"Pest-control station checks.","clauseIds":["3.01.04"],"correctiveActionRequired":true,"fields":[{"key":"station","label":"Station","type":"text","required":true},{"key":"activityFound","label":"No activity found","type":"pass_fail","required":true}]}'::jsonb)
) AS b("id", "definition");--> statement-breakpoint
-- Every record made before forms keeps its data and points at version 1 of its type's form.
UPDATE "monitoring_records" AS r SET "form_version_id" = v."id"
FROM "log_form_versions" AS v WHERE v."form_id" = r."type" AND v."version" = 1;--> statement-breakpoint
ALTER TABLE "monitoring_records" ALTER COLUMN "form_version_id" SET NOT NULL;--> statement-breakpoint
-- A published version is never changed: a record's limits are the ones it was judged by.
CREATE TRIGGER log_form_versions_append_only BEFORE UPDATE OR DELETE ON log_form_versions FOR EACH ROW EXECUTE FUNCTION records_append_only();
