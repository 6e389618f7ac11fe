CREATE TABLE "supplier_reminders" (
	"organisation_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"period_start" date NOT NULL,
	"state" text NOT NULL,
	"upload_link_id" uuid NOT NULL,
	"outbox_id" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_reminders_supplier_id_document_type_period_start_pk" PRIMARY KEY("supplier_id","document_type","period_start")
);
--> statement-breakpoint
ALTER TABLE "supplier_reminders" ADD CONSTRAINT "supplier_reminders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_reminders" ADD CONSTRAINT "supplier_reminders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_reminders" ADD CONSTRAINT "supplier_reminders_upload_link_id_supplier_upload_links_id_fk" FOREIGN KEY ("upload_link_id") REFERENCES "public"."supplier_upload_links"("id") ON DELETE no action ON UPDATE no action;