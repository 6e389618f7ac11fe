CREATE TABLE "import_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"layout_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_import_rows" (
	"import_id" uuid NOT NULL,
	"record_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"row_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"form_version_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"clause_id" text NOT NULL,
	"row_count" integer NOT NULL,
	"exception_count" integer NOT NULL,
	"mapping" jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"imported_by" uuid,
	"imported_by_name" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" uuid,
	"undone_by_name" text,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_import_rows" ADD CONSTRAINT "record_import_rows_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_import_rows" ADD CONSTRAINT "record_import_rows_record_id_monitoring_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."monitoring_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_import_rows" ADD CONSTRAINT "record_import_rows_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_form_version_id_log_form_versions_id_fk" FOREIGN KEY ("form_version_id") REFERENCES "public"."log_form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_imports" ADD CONSTRAINT "record_imports_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_layout" ON "import_mappings" USING btree ("organisation_id","kind","layout_key");--> statement-breakpoint
CREATE UNIQUE INDEX "record_import_rows_record" ON "record_import_rows" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "record_import_rows_import" ON "record_import_rows" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "record_imports_site" ON "record_imports" USING btree ("organisation_id","site_id","imported_at");