import { and, eq, gte, isNotNull, lt } from "drizzle-orm";
import { builtinCatalogue } from "../../../domain/catalogue";
import { addCalendarDays, localDate, startOfSiteDay } from "../../../domain/dates";
import { drillElapsed, formatDrillMinutes } from "../../../domain/traceability/recall-drill";
import { recallDrills } from "../../db/schema";
import type { EvidenceItem, EvidenceSource } from "../audits/evidence/evidence-types";
import { packT } from "../audits/evidence/pack-words";

/** The catalogue's mock recall clauses: those tagged `recall` (PrimusGFS 1.13.01). */
export const mockRecallClauseIds = builtinCatalogue.clauses.filter((c) => c.tags.includes("recall")).map((c) => c.id);

/**
 * Mock recall drills closed in the period, as evidence for the mock recall clause (decision 137): the
 * lots it started from, its time against the four-hour target, and what it found.
 */
export const recallDrillEvidence: EvidenceSource = async (db, q) => {
  const say = packT(q.locale);
  const rows = await db
    .select()
    .from(recallDrills)
    .where(
      and(
        eq(recallDrills.organisationId, q.organisationId),
        eq(recallDrills.siteId, q.siteId),
        isNotNull(recallDrills.closedAt),
        gte(recallDrills.closedAt, startOfSiteDay(q.from, q.timeZone)),
        lt(recallDrills.closedAt, startOfSiteDay(addCalendarDays(q.to, 1), q.timeZone)),
      ),
    );
  return rows.map((row): EvidenceItem => {
    const elapsed = drillElapsed(row.startedAt, row.closedAt!);
    const findings = (row.findings ?? {}) as { customers?: unknown[]; holds?: unknown[]; lots?: unknown[] };
    return {
      kind: "recall_drill",
      clauseIds: mockRecallClauseIds,
      date: localDate(row.closedAt!, q.timeZone),
      reference: `DRILL-${row.id.slice(0, 8).toUpperCase()}`,
      title: say("pdf:evidence.recallDrillTitle", { lots: row.startLots.join(", ") }),
      status: say(
        elapsed.withinTarget ? "pdf:evidence.recallDrillStatus.within" : "pdf:evidence.recallDrillStatus.over",
        {
          elapsed: formatDrillMinutes(elapsed.minutes),
        },
      ),
      detail: [
        say("pdf:evidence.recallDrillDetail", {
          customers: findings.customers?.length ?? 0,
          holds: findings.holds?.length ?? 0,
          lots: findings.lots?.length ?? 0,
        }),
        row.conclusion,
      ]
        .filter(Boolean)
        .join(" · "),
      by: row.closedByName ?? row.startedByName,
      attachments: [],
    };
  });
};
