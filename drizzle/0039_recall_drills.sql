CREATE TABLE "recall_drills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"tlc" text,
	"product_id" uuid,
	"from_date" date,
	"to_date" date,
	"start_lots" text[] NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hold_ids" uuid[] DEFAULT '{}' NOT NULL,
	"started_by" uuid,
	"started_by_name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"conclusion" text DEFAULT '' NOT NULL,
	"findings" jsonb
);
--> statement-breakpoint
ALTER TABLE "recall_drills" ADD CONSTRAINT "recall_drills_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_drills" ADD CONSTRAINT "recall_drills_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_drills" ADD CONSTRAINT "recall_drills_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_drills" ADD CONSTRAINT "recall_drills_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recall_drills_site" ON "recall_drills" USING btree ("organisation_id","site_id","started_at");