import { elapsedDays } from "../../../domain/dates";
import { HOLD_STALE_DAYS } from "../../../domain/records/catalogue";
import type { HoldView } from "../../../domain/schemas/records";
import type { holds } from "../../db/schema";

type HoldRow = typeof holds.$inferSelect;

/** A hold as the API shows it: `siteId` is the site's slug, days on hold counted up to `now`. */
export function toHoldView(row: HoldRow, siteSlug: string, now: Date): HoldView {
  const end = row.releasedAt ?? now;
  const daysOnHold = Math.max(0, elapsedDays(row.holdAt, end));
  return {
    id: row.id,
    siteId: siteSlug,
    type: row.type,
    itemName: row.itemName,
    quantity: Number(row.quantity),
    unit: row.unit,
    reason: row.reason as HoldView["reason"],
    notes: row.notes,
    lotCode: row.lotCode,
    status: row.status,
    holdByName: row.holdByName,
    holdAt: row.holdAt.toISOString(),
    daysOnHold,
    stale: row.status === "on_hold" && daysOnHold > HOLD_STALE_DAYS,
    releasedByName: row.releasedByName,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    authorizationLevel: row.authorizationLevel as HoldView["authorizationLevel"],
    releaseNotes: row.releaseNotes,
  };
}
