import { message, storedText } from "../../../../domain/i18n/message";
import { shiftInstant } from "../../../../domain/dates";
import { and, eq, gt, inArray } from "drizzle-orm";
import { evidencePacks } from "../../../db/schema";
import type { NotificationRule } from "../notification-rule";
import { siteDays } from "../site-days";

/** How long a finished evidence pack stays a notification for the person who asked for it. */
export const FINISHED_PACK_HOURS = 24;

/** 'Evidence Pack Generating … you will be notified when ready': the requester hears when it is ready or failed. */
export const evidencePackFinishedRule: NotificationRule = {
  kind: "evidence_pack_finished",
  async collect(db, actor, sites, now) {
    if (!actor.userId || sites.length === 0) return [];
    const days = await siteDays(db, sites, now);
    const since = shiftInstant(now, { hours: -FINISHED_PACK_HOURS });
    const rows = await db
      .select({
        id: evidencePacks.id,
        name: evidencePacks.name,
        status: evidencePacks.status,
        reason: evidencePacks.failureReason,
        siteId: evidencePacks.siteId,
        completedAt: evidencePacks.completedAt,
      })
      .from(evidencePacks)
      .where(
        and(
          eq(evidencePacks.organisationId, actor.organisationId),
          eq(evidencePacks.requestedBy, actor.userId),
          inArray(evidencePacks.siteId, [...days.keys()]),
          inArray(evidencePacks.status, ["ready", "failed"]),
          gt(evidencePacks.completedAt, since),
        ),
      );
    return rows.map((r) => ({
      key: `evidence-pack-${r.status}:${r.id}`,
      kind: "evidence_pack_finished" as const,
      title:
        r.status === "ready"
          ? message("screens:notification.evidencePackReady.title", { name: r.name })
          : message("screens:notification.evidencePackFailed.title", { name: r.name }),
      // A failure's stored reason is an English text: its translation when the catalogue holds it.
      body:
        r.status === "ready"
          ? message("screens:notification.evidencePackReady.body")
          : storedText(r.reason ?? "Generation failed"),
      url: `/app/audits/evidence?pack=${r.id}`,
      site: days.get(r.siteId)!.slug,
      at: r.completedAt!.toISOString(),
    }));
  },
};
