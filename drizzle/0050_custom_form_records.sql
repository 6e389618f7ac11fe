ALTER TABLE "monitoring_records" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "monitoring_records" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, case "type" when 'sanitation' then 'Sanitation Log Registro de saneamiento sanitización' when 'water' then 'Water Quality Calidad del agua' when 'temperature' then 'Temperature Log Registro de temperatura' when 'pest' then 'Pest Control Control de plagas' else '' end || ' ' || "clause_id" || ' ' || "summary" || ' ' || "performed_by" || ' ' || "notes")) STORED;--> statement-breakpoint
-- A custom form's record (type 'custom') has no type words: without the else its whole search text was null.
-- Dropping the column dropped its index: it is made again over the new column.
CREATE INDEX IF NOT EXISTS "monitoring_records_search" ON "monitoring_records" USING gin ("search_vector");
