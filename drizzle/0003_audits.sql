CREATE TABLE "audit_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"clause_id" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"owner_role" text NOT NULL,
	"due_date" date NOT NULL,
	"evidence_to_close" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closure" jsonb,
	"closed_at" timestamp with time zone,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_pack_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"name" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"range_days" integer,
	"clauses" jsonb NOT NULL,
	"format" text NOT NULL,
	"status" text DEFAULT 'generating' NOT NULL,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"size" integer,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "external_audit_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"external_audit_id" uuid NOT NULL,
	"audit_date" date NOT NULL,
	"score" real NOT NULL,
	"findings" integer DEFAULT 0 NOT NULL,
	"observations" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"report_file_id" uuid NOT NULL,
	"certificate_file_id" uuid,
	"expiry_date" date,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"certification_body" text NOT NULL,
	"audit_type" text NOT NULL,
	"scheme" text NOT NULL,
	"scheduled_date" date NOT NULL,
	"auditor" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"response_notes" text,
	"responded_at" timestamp with time zone,
	"responded_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_audit_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"clause_id" text NOT NULL,
	"module" text NOT NULL,
	"section" text NOT NULL,
	"requirement" text NOT NULL,
	"points" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"answer" text,
	"notes" text DEFAULT '' NOT NULL,
	"na_rationale" text,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
CREATE TABLE "internal_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"type" text NOT NULL,
	"audit_date" date NOT NULL,
	"auditor_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scope_kind" text NOT NULL,
	"scope_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"score_earned" real,
	"score_possible" real,
	"score_percent" real,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_item_id_internal_audit_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."internal_audit_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_pack_files" ADD CONSTRAINT "evidence_pack_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_pack_files" ADD CONSTRAINT "evidence_pack_files_pack_id_evidence_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."evidence_packs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_packs" ADD CONSTRAINT "evidence_packs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_packs" ADD CONSTRAINT "evidence_packs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_packs" ADD CONSTRAINT "evidence_packs_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audit_reports" ADD CONSTRAINT "external_audit_reports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audit_reports" ADD CONSTRAINT "external_audit_reports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audit_reports" ADD CONSTRAINT "external_audit_reports_external_audit_id_external_audits_id_fk" FOREIGN KEY ("external_audit_id") REFERENCES "public"."external_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audit_reports" ADD CONSTRAINT "external_audit_reports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audits" ADD CONSTRAINT "external_audits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audits" ADD CONSTRAINT "external_audits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audits" ADD CONSTRAINT "external_audits_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_audits" ADD CONSTRAINT "external_audits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_items" ADD CONSTRAINT "internal_audit_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_items" ADD CONSTRAINT "internal_audit_items_audit_id_internal_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."internal_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audit_items" ADD CONSTRAINT "internal_audit_items_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audits" ADD CONSTRAINT "internal_audits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audits" ADD CONSTRAINT "internal_audits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audits" ADD CONSTRAINT "internal_audits_auditor_id_users_id_fk" FOREIGN KEY ("auditor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_audits" ADD CONSTRAINT "internal_audits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_findings_item" ON "audit_findings" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "audit_findings_site" ON "audit_findings" USING btree ("organisation_id","site_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "evidence_pack_files_name" ON "evidence_pack_files" USING btree ("pack_id","filename");--> statement-breakpoint
CREATE INDEX "evidence_packs_site" ON "evidence_packs" USING btree ("organisation_id","site_id","created_at");--> statement-breakpoint
CREATE INDEX "evidence_packs_status" ON "evidence_packs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "external_audit_reports_audit" ON "external_audit_reports" USING btree ("external_audit_id");--> statement-breakpoint
CREATE INDEX "external_audit_reports_expiry" ON "external_audit_reports" USING btree ("organisation_id","expiry_date");--> statement-breakpoint
CREATE INDEX "external_audits_site" ON "external_audits" USING btree ("organisation_id","site_id","scheduled_date");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_audit_items_clause" ON "internal_audit_items" USING btree ("audit_id","clause_id");--> statement-breakpoint
CREATE INDEX "internal_audit_items_audit" ON "internal_audit_items" USING btree ("audit_id","position");--> statement-breakpoint
CREATE INDEX "internal_audits_site" ON "internal_audits" USING btree ("organisation_id","site_id","audit_date");