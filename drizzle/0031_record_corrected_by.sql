ALTER TABLE "monitoring_records" ADD COLUMN "corrected_by" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_records" ADD CONSTRAINT "monitoring_records_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Records corrected before this column existed: the author of their current version is whoever made
-- the correction that produced it (record_versions keeps the earlier content, stamped with its changer).
UPDATE "monitoring_records" AS r SET "corrected_by" = v."changed_by"
FROM "record_versions" AS v
WHERE r."version" > 1 AND v."record_id" = r."id" AND v."version" = r."version" - 1;
