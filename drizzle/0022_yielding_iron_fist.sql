CREATE TABLE "monitoring_record_counts" (
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"status" text NOT NULL,
	"exception" boolean NOT NULL,
	"reviewed_day" date NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_record_counts_key" ON "monitoring_record_counts" USING btree ("site_id","status","exception","reviewed_day");--> statement-breakpoint
CREATE INDEX "monitoring_records_recent" ON "monitoring_records" USING btree ("organisation_id","site_id","occurred_at" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "monitoring_records_type_recent" ON "monitoring_records" USING btree ("organisation_id","site_id","type","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "monitoring_records_clause_recent" ON "monitoring_records" USING btree ("organisation_id","site_id","clause_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "monitoring_records_due_order" ON "monitoring_records" USING btree ("organisation_id","site_id","due_date","submitted_at","id");