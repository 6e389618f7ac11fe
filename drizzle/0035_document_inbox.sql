CREATE TABLE "inbox_approved_senders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"approved_by" uuid,
	"approved_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inbox_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text,
	"size" integer NOT NULL,
	"sha256" text,
	"data" "bytea",
	"refusal" jsonb,
	"sender_email" text,
	"subject" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_name" text,
	"triaged_by" uuid,
	"triaged_by_name" text,
	"triaged_at" timestamp with time zone,
	"filed_to_type" text,
	"filed_to_id" uuid,
	"filed_attachment_id" uuid,
	"discard_reason" text
);
--> statement-breakpoint
CREATE TABLE "site_inboxes" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"token" text DEFAULT substr(replace(gen_random_uuid()::text, '-', ''), 1, 20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "inbox_approved_senders" ADD CONSTRAINT "inbox_approved_senders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_approved_senders" ADD CONSTRAINT "inbox_approved_senders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_triaged_by_users_id_fk" FOREIGN KEY ("triaged_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_filed_attachment_id_attachments_id_fk" FOREIGN KEY ("filed_attachment_id") REFERENCES "public"."attachments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_inboxes" ADD CONSTRAINT "site_inboxes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_inboxes" ADD CONSTRAINT "site_inboxes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_approved_senders_org_email" ON "inbox_approved_senders" USING btree ("organisation_id","email");--> statement-breakpoint
CREATE INDEX "inbox_items_site_status" ON "inbox_items" USING btree ("organisation_id","site_id","status","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_inboxes_token" ON "site_inboxes" USING btree ("token");--> statement-breakpoint
-- Every site has its inbox token (decision 130): existing sites now, new sites as they are inserted.
INSERT INTO "site_inboxes" ("site_id", "organisation_id") SELECT "id", "organisation_id" FROM "sites";--> statement-breakpoint
CREATE FUNCTION "site_inbox_for_new_site"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "site_inboxes" ("site_id", "organisation_id") VALUES (NEW."id", NEW."organisation_id");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sites_inbox" AFTER INSERT ON "sites" FOR EACH ROW EXECUTE FUNCTION "site_inbox_for_new_site"();
