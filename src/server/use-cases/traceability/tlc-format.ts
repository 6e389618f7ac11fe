import { actorNow, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { siteTlcFormats } from "../../db/schema";
import { recordEvent } from "../audit/record-event";
import { findSite } from "../sites/site-access";
import { defaultTlcFormat, findTlcFormatRow } from "./trace-records";

type TlcFormatSetting = { siteCode: string; template: string };

/** The site's TLC format, or the default it assigns codes with until one is set (`isDefault`). */
export async function getTlcFormat(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }) {
  const site = await findSite(db, actor, siteSlug);
  const row = await findTlcFormatRow(db, site.id);
  return row
    ? { siteCode: row.siteCode, template: row.template, isDefault: false, updatedAt: row.updatedAt.toISOString() }
    : { ...defaultTlcFormat(site.slug), isDefault: true, updatedAt: null };
}

/** Sets the format codes assigned from now on follow; codes already assigned keep theirs. */
export async function saveTlcFormat(
  db: Db,
  actor: Actor,
  { siteSlug, setting }: { siteSlug: string; setting: TlcFormatSetting },
) {
  return db.transaction(async (tx) => {
    const site = await findSite(tx, actor, siteSlug);
    const before = await findTlcFormatRow(tx, site.id);
    const values = { ...setting, updatedBy: actor.userId, updatedAt: actorNow(actor) };
    const [row] = await tx
      .insert(siteTlcFormats)
      .values({ siteId: site.id, organisationId: actor.organisationId, ...values })
      .onConflictDoUpdate({ target: siteTlcFormats.siteId, set: values })
      .returning();
    await recordEvent(tx, actor, {
      action: "site.tlc_format_update",
      entityType: "site",
      entityId: site.slug,
      siteId: site.id,
      before: before ? { siteCode: before.siteCode, template: before.template } : null,
      after: setting,
    });
    return { ...setting, isDefault: false, updatedAt: row!.updatedAt.toISOString() };
  });
}
