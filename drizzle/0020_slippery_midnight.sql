ALTER TABLE "monitoring_records" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_records" ADD COLUMN "client_request_hash" text;--> statement-breakpoint
ALTER TABLE "monitoring_records" ADD COLUMN "device_recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_records_client_id" ON "monitoring_records" USING btree ("organisation_id","client_id");