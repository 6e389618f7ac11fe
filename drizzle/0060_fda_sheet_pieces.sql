CREATE TABLE "fda_sheet_days" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "fda_sheet_days_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "fda_sheet_pieces" (
	"site_id" uuid NOT NULL,
	"day" date NOT NULL,
	"format" text NOT NULL,
	"version" bigint NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	"row_count" integer NOT NULL,
	"raw_length" bigint NOT NULL,
	"crc32" bigint NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "fda_sheet_pieces_site_id_day_format_pk" PRIMARY KEY("site_id","day","format")
);
--> statement-breakpoint
ALTER TABLE "fda_sheet_days" ADD CONSTRAINT "fda_sheet_days_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fda_sheet_pieces" ADD CONSTRAINT "fda_sheet_pieces_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The FDA spreadsheet's day pieces follow the rows they were built from (decision 170): a write to a site's
-- events bumps the version of every (site, event day) it touches and drops their pieces, in the writing
-- transaction; a piece is served only at its day's current version, so one built meanwhile never counts.
CREATE FUNCTION fda_sheet_days_follow_events() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH touched AS (SELECT DISTINCT site_id, event_date AS day FROM new_rows),
    bumped AS (
      INSERT INTO fda_sheet_days AS d (site_id, day) SELECT site_id, day FROM touched ORDER BY site_id, day
      ON CONFLICT (site_id, day) DO UPDATE SET version = d.version + 1
      RETURNING d.site_id, d.day
    )
    DELETE FROM fda_sheet_pieces p USING bumped b WHERE p.site_id = b.site_id AND p.day = b.day;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH touched AS (SELECT site_id, event_date AS day FROM old_rows UNION SELECT site_id, event_date FROM new_rows),
    bumped AS (
      INSERT INTO fda_sheet_days AS d (site_id, day) SELECT site_id, day FROM touched ORDER BY site_id, day
      ON CONFLICT (site_id, day) DO UPDATE SET version = d.version + 1
      RETURNING d.site_id, d.day
    )
    DELETE FROM fda_sheet_pieces p USING bumped b WHERE p.site_id = b.site_id AND p.day = b.day;
  ELSE
    -- Deleted events leave their days' rows (bumped, never added: a purge deletes these rows before the events).
    WITH touched AS (SELECT DISTINCT site_id, event_date AS day FROM old_rows),
    bumped AS (
      UPDATE fda_sheet_days d SET version = d.version + 1 FROM touched t
      WHERE d.site_id = t.site_id AND d.day = t.day
      RETURNING d.site_id, d.day
    )
    DELETE FROM fda_sheet_pieces p USING touched t WHERE p.site_id = t.site_id AND p.day = t.day;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fda_sheet_days_follow_event_inserts AFTER INSERT ON trace_events
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fda_sheet_days_follow_events();
--> statement-breakpoint
CREATE TRIGGER fda_sheet_days_follow_event_updates AFTER UPDATE ON trace_events
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fda_sheet_days_follow_events();
--> statement-breakpoint
CREATE TRIGGER fda_sheet_days_follow_event_deletes AFTER DELETE ON trace_events
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION fda_sheet_days_follow_events();
--> statement-breakpoint
-- The rows read the site's stored products and locations (siteLookups): a change to one bumps every day of
-- its site and drops the site's pieces. A new one changes no row: no event can name it before it exists.
CREATE FUNCTION fda_sheet_days_follow_master_data() RETURNS trigger AS $$
BEGIN
  UPDATE fda_sheet_days SET version = version + 1 WHERE site_id IN (OLD.site_id, NEW.site_id);
  DELETE FROM fda_sheet_pieces WHERE site_id IN (OLD.site_id, NEW.site_id);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fda_sheet_days_follow_products AFTER UPDATE OR DELETE ON trace_products
FOR EACH ROW EXECUTE FUNCTION fda_sheet_days_follow_master_data();
--> statement-breakpoint
CREATE TRIGGER fda_sheet_days_follow_locations AFTER UPDATE OR DELETE ON trace_locations
FOR EACH ROW EXECUTE FUNCTION fda_sheet_days_follow_master_data();
--> statement-breakpoint
INSERT INTO fda_sheet_days (site_id, day) SELECT DISTINCT site_id, event_date FROM trace_events;
