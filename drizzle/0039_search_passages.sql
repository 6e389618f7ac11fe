CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_passages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid,
	"site_id" uuid,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"codes" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"language" text NOT NULL,
	"occurred_on" date,
	"boost" real DEFAULT 0 NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS ((case when language = 'es'
        then setweight(to_tsvector('spanish'::regconfig, title), 'A') || setweight(to_tsvector('spanish'::regconfig, body), 'B')
        else setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, body), 'B')
      end) || setweight(to_tsvector('simple'::regconfig, title || ' ' || codes || ' ' || body), 'D')) STORED
);
--> statement-breakpoint
ALTER TABLE "search_passages" ADD CONSTRAINT "search_passages_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_passages" ADD CONSTRAINT "search_passages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_passages_vector" ON "search_passages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_passages_codes" ON "search_passages" USING gin ("codes" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_passages_source" ON "search_passages" USING btree ("organisation_id","kind","source_id");--> statement-breakpoint
CREATE INDEX "search_passages_recent" ON "search_passages" USING btree ("organisation_id","kind","occurred_on" DESC NULLS FIRST);