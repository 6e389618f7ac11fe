CREATE TABLE "organisation_deletions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purge_after" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancelled_by_name" text,
	"cancelled_at" timestamp with time zone,
	"purged_at" timestamp with time zone,
	"final_seq" integer,
	"final_hash" text,
	"removed_rows" text,
	"key_id" text,
	"signature" text
);
--> statement-breakpoint
CREATE TABLE "organisation_export_parts" (
	"export_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"filename" text,
	"size" integer,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "organisation_export_parts" ADD CONSTRAINT "organisation_export_parts_export_id_organisation_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."organisation_exports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_export_parts" ADD CONSTRAINT "organisation_export_parts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_exports" ADD CONSTRAINT "organisation_exports_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organisation_deletions_org" ON "organisation_deletions" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_deletions_one_scheduled" ON "organisation_deletions" USING btree ("organisation_id") WHERE "organisation_deletions"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_export_parts_export_part" ON "organisation_export_parts" USING btree ("export_id","part");--> statement-breakpoint
CREATE INDEX "organisation_exports_org_created" ON "organisation_exports" USING btree ("organisation_id","created_at");--> statement-breakpoint
-- Decision 079: the append-only triggers let exactly one thing through — the purge of an organisation
-- whose deletion was requested. The purge sets the transaction-local setting clausewise.purge_organisation
-- to that organisation's id; a DELETE of a row of THAT organisation is then allowed, in that transaction
-- only. UPDATE, TRUNCATE and rows of any other organisation are refused as before.
CREATE OR REPLACE FUNCTION audit_events_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' THEN
    IF OLD.organisation_id::text = current_setting('clausewise.purge_organisation', true) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION library_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' THEN
    IF OLD.organisation_id::text = current_setting('clausewise.purge_organisation', true) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION records_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND TG_LEVEL = 'ROW' THEN
    IF OLD.organisation_id::text = current_setting('clausewise.purge_organisation', true) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP;
END;
$$ LANGUAGE plpgsql;
