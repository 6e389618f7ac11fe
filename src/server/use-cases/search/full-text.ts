import type { Column, SQL } from "drizzle-orm";
import type { Actor } from "../../auth/actor";
import { siteScope } from "../sites/site-access";

/** Rows of a site-owned table the actor may see: only their sites when their account is restricted. */
export const siteRestriction = (actor: Pick<Actor, "restrictedSiteIds">, siteColumn: Column): SQL | undefined =>
  siteScope(actor, siteColumn);
