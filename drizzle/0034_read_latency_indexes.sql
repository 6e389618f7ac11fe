-- Decision 129: each records-list index ends in its sort key as the list orders it ("recent" is DESC, i.e.
-- NULLS FIRST; the indexes of migration 0022 said NULLS LAST and could not serve it, so page 1 sorted the site),
-- and search reads an organisation's records newest first off monitoring_records_org_recent.
DROP INDEX "monitoring_records_site";--> statement-breakpoint
DROP INDEX "monitoring_records_due";--> statement-breakpoint
DROP INDEX "monitoring_records_recent";--> statement-breakpoint
DROP INDEX "monitoring_records_type_recent";--> statement-breakpoint
DROP INDEX "monitoring_records_clause_recent";--> statement-breakpoint
CREATE INDEX "monitoring_records_org_recent" ON "monitoring_records" USING btree ("organisation_id","occurred_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "monitoring_records_site" ON "monitoring_records" USING btree ("organisation_id","site_id","status","occurred_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "monitoring_records_due" ON "monitoring_records" USING btree ("organisation_id","site_id","status","due_date","submitted_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_records_recent" ON "monitoring_records" USING btree ("organisation_id","site_id","occurred_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "monitoring_records_type_recent" ON "monitoring_records" USING btree ("organisation_id","site_id","type","occurred_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "monitoring_records_clause_recent" ON "monitoring_records" USING btree ("organisation_id","site_id","clause_id","occurred_at" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);