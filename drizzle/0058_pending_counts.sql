CREATE TABLE "monitoring_record_pending" (
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"clause_id" text NOT NULL,
	"due_date" date NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_record_pending_key" ON "monitoring_record_pending" USING btree ("site_id","clause_id","due_date");--> statement-breakpoint
-- monitoring_record_pending follows every write to monitoring_records that makes a record pending, ends its
-- pending state or moves a pending record to another site, clause or due date, in the same transaction.
CREATE FUNCTION monitoring_record_pending_follow() RETURNS trigger AS $$
DECLARE
  remaining integer;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = 'pending' AND NEW.status = 'pending' AND OLD.site_id = NEW.site_id
    AND OLD.clause_id = NEW.clause_id AND OLD.due_date = NEW.due_date THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'pending' THEN
    UPDATE monitoring_record_pending SET count = count - 1
    WHERE site_id = OLD.site_id AND clause_id = OLD.clause_id AND due_date = OLD.due_date
    RETURNING count INTO remaining;
    IF remaining <= 0 THEN
      DELETE FROM monitoring_record_pending
      WHERE site_id = OLD.site_id AND clause_id = OLD.clause_id AND due_date = OLD.due_date AND count <= 0;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'pending' THEN
    INSERT INTO monitoring_record_pending (organisation_id, site_id, clause_id, due_date, count)
    VALUES (NEW.organisation_id, NEW.site_id, NEW.clause_id, NEW.due_date, 1)
    ON CONFLICT (site_id, clause_id, due_date) DO UPDATE SET count = monitoring_record_pending.count + 1;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER monitoring_record_pending_follow
AFTER INSERT OR DELETE OR UPDATE OF site_id, status, clause_id, due_date ON monitoring_records
FOR EACH ROW EXECUTE FUNCTION monitoring_record_pending_follow();
--> statement-breakpoint
INSERT INTO monitoring_record_pending (organisation_id, site_id, clause_id, due_date, count)
SELECT organisation_id, site_id, clause_id, due_date, count(*)
FROM monitoring_records
WHERE status = 'pending'
GROUP BY 1, 2, 3, 4;
