CREATE TABLE "invitation_sites" (
	"invitation_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	CONSTRAINT "invitation_sites_invitation_id_site_id_pk" PRIMARY KEY("invitation_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "membership_sites" (
	"membership_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	CONSTRAINT "membership_sites_membership_id_site_id_pk" PRIMARY KEY("membership_id","site_id")
);
--> statement-breakpoint
ALTER TABLE "invitations" DROP CONSTRAINT "invitations_restricted_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_restricted_site_id_sites_id_fk";
--> statement-breakpoint
ALTER TABLE "invitation_sites" ADD CONSTRAINT "invitation_sites_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_sites" ADD CONSTRAINT "invitation_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_sites" ADD CONSTRAINT "invitation_sites_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sites" ADD CONSTRAINT "membership_sites_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sites" ADD CONSTRAINT "membership_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_sites" ADD CONSTRAINT "membership_sites_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Carry each member's and invitation's single site restriction over to the new sets (decision 092).
INSERT INTO "membership_sites" ("membership_id", "site_id", "organisation_id") SELECT "id", "restricted_site_id", "organisation_id" FROM "memberships" WHERE "restricted_site_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "invitation_sites" ("invitation_id", "site_id", "organisation_id") SELECT "id", "restricted_site_id", "organisation_id" FROM "invitations" WHERE "restricted_site_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" DROP COLUMN "restricted_site_id";--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "restricted_site_id";