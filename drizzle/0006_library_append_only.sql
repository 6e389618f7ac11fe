-- Library records that must never change once written: PCQI signatures, published SOP versions and
-- FSP section revisions. The database itself refuses UPDATE and DELETE on them.
CREATE OR REPLACE FUNCTION library_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fsp_signatures_append_only BEFORE UPDATE OR DELETE ON fsp_signatures FOR EACH ROW EXECUTE FUNCTION library_append_only();
--> statement-breakpoint
CREATE TRIGGER sop_versions_append_only BEFORE UPDATE OR DELETE ON sop_versions FOR EACH ROW EXECUTE FUNCTION library_append_only();
--> statement-breakpoint
CREATE TRIGGER fsp_section_revisions_append_only BEFORE UPDATE OR DELETE ON fsp_section_revisions FOR EACH ROW EXECUTE FUNCTION library_append_only();
