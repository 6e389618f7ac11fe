-- monitoring_record_counts follows every write to monitoring_records, in the same transaction.
CREATE FUNCTION monitoring_record_counts_follow() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE monitoring_record_counts SET count = count - 1
    WHERE site_id = OLD.site_id AND status = OLD.status AND exception = OLD.exception
      AND reviewed_day = CASE WHEN OLD.status = 'verified' AND OLD.reviewed_at IS NOT NULL
        THEN (OLD.reviewed_at AT TIME ZONE 'UTC')::date ELSE DATE '1970-01-01' END;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO monitoring_record_counts (organisation_id, site_id, status, exception, reviewed_day, count)
    VALUES (NEW.organisation_id, NEW.site_id, NEW.status, NEW.exception,
      CASE WHEN NEW.status = 'verified' AND NEW.reviewed_at IS NOT NULL
        THEN (NEW.reviewed_at AT TIME ZONE 'UTC')::date ELSE DATE '1970-01-01' END, 1)
    ON CONFLICT (site_id, status, exception, reviewed_day) DO UPDATE SET count = monitoring_record_counts.count + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER monitoring_record_counts_follow
AFTER INSERT OR DELETE OR UPDATE OF site_id, status, exception, reviewed_at ON monitoring_records
FOR EACH ROW EXECUTE FUNCTION monitoring_record_counts_follow();
--> statement-breakpoint
INSERT INTO monitoring_record_counts (organisation_id, site_id, status, exception, reviewed_day, count)
SELECT organisation_id, site_id, status, exception,
  CASE WHEN status = 'verified' AND reviewed_at IS NOT NULL THEN (reviewed_at AT TIME ZONE 'UTC')::date ELSE DATE '1970-01-01' END,
  count(*)
FROM monitoring_records
GROUP BY 1, 2, 3, 4, 5;
