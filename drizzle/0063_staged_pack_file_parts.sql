ALTER TABLE "evidence_pack_file_parts" DROP CONSTRAINT "evidence_pack_file_parts_file_id_evidence_pack_files_id_fk";
--> statement-breakpoint
ALTER TABLE "evidence_pack_file_parts" ADD COLUMN "pack_id" uuid;--> statement-breakpoint
-- Parts stored before decision 175 belong to the pack of their file.
UPDATE "evidence_pack_file_parts" SET "pack_id" = f."pack_id" FROM "evidence_pack_files" f WHERE f."id" = "evidence_pack_file_parts"."file_id";--> statement-breakpoint
ALTER TABLE "evidence_pack_file_parts" ALTER COLUMN "pack_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "evidence_pack_file_parts" ADD CONSTRAINT "evidence_pack_file_parts_pack_id_evidence_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."evidence_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_pack_file_parts_pack" ON "evidence_pack_file_parts" USING btree ("pack_id");
