CREATE TABLE "document_audit_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"audit_id" uuid NOT NULL,
	"attachment_id" uuid,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"ocr" boolean NOT NULL,
	"source" text NOT NULL,
	"passage_count" integer NOT NULL,
	"passages" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"stage" text,
	"progress" real DEFAULT 0 NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"audit_date" date NOT NULL,
	"inputs" jsonb NOT NULL,
	"unreadable" jsonb NOT NULL,
	"report" jsonb,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "document_audit_documents" ADD CONSTRAINT "document_audit_documents_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_audit_documents" ADD CONSTRAINT "document_audit_documents_audit_id_document_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."document_audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_audit_documents" ADD CONSTRAINT "document_audit_documents_attachment_id_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_audits" ADD CONSTRAINT "document_audits_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_audits" ADD CONSTRAINT "document_audits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_audits" ADD CONSTRAINT "document_audits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_audit_documents_name" ON "document_audit_documents" USING btree ("audit_id","name");--> statement-breakpoint
CREATE INDEX "document_audits_site" ON "document_audits" USING btree ("organisation_id","site_id","created_at");