CREATE TABLE "evidence_pack_file_parts" (
	"organisation_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "evidence_pack_file_parts_file_id_part_pk" PRIMARY KEY("file_id","part")
);
--> statement-breakpoint
ALTER TABLE "evidence_pack_file_parts" ADD CONSTRAINT "evidence_pack_file_parts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_pack_file_parts" ADD CONSTRAINT "evidence_pack_file_parts_file_id_evidence_pack_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."evidence_pack_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_reviews_reviewed" ON "record_reviews" USING btree ("organisation_id","reviewed_at","id");--> statement-breakpoint
-- Files stored before parts existed keep their bytes as one part each (decision 174).
INSERT INTO "evidence_pack_file_parts" ("organisation_id", "file_id", "part", "data") SELECT "organisation_id", "id", 0, "data" FROM "evidence_pack_files";--> statement-breakpoint
ALTER TABLE "evidence_pack_files" DROP COLUMN "data";