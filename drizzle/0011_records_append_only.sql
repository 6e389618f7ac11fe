-- A record's earlier versions and its verification decisions are kept for good: the database itself
-- refuses to change or remove them (a correction adds a version; it never rewrites one).
CREATE OR REPLACE FUNCTION records_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER record_versions_append_only BEFORE UPDATE OR DELETE ON record_versions FOR EACH ROW EXECUTE FUNCTION records_append_only();
--> statement-breakpoint
CREATE TRIGGER record_reviews_append_only BEFORE UPDATE OR DELETE ON record_reviews FOR EACH ROW EXECUTE FUNCTION records_append_only();
