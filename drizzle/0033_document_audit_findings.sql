ALTER TABLE "audit_findings" ALTER COLUMN "audit_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_findings" ALTER COLUMN "item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_findings" ALTER COLUMN "owner_role" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD COLUMN "source" text DEFAULT 'internal_audit' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD COLUMN "document_audit_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD COLUMN "finding_index" integer;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD COLUMN "source_text" jsonb;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD COLUMN "citations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_document_audit_id_document_audits_id_fk" FOREIGN KEY ("document_audit_id") REFERENCES "public"."document_audits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_findings_document_finding" ON "audit_findings" USING btree ("document_audit_id","clause_id","finding_index");--> statement-breakpoint
CREATE INDEX "audit_findings_owner" ON "audit_findings" USING btree ("organisation_id","owner_id","status");--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_source" CHECK (("audit_findings"."source" = 'internal_audit' and "audit_findings"."audit_id" is not null and "audit_findings"."item_id" is not null and "audit_findings"."owner_role" is not null)
        or ("audit_findings"."source" = 'document_audit' and "audit_findings"."document_audit_id" is not null and "audit_findings"."finding_index" is not null and "audit_findings"."owner_id" is not null));