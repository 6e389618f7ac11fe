import { addCalendarDays, siteToday } from "../../../domain/dates";
import { countsAsUpcoming } from "../../../domain/audits";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { loadExternalAuditViews } from "./external-audit-view";

/**
 * The External Audits screen of a site: upcoming audits (no report yet), audits awaiting our response,
 * recent reports (newest first) with their response history, and stat cards over the next 90 days of the
 * site's calendar. An audit awaiting a response has taken place: it is not upcoming.
 */
export async function listExternalAudits(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }, now = new Date()) {
  const site = await findSite(db, actor, siteSlug);
  const all = await loadExternalAuditViews(db, actor.organisationId, { siteId: site.id });
  const today = siteToday(site.timezone, now);
  const in90 = addCalendarDays(today, 90);
  const upcoming = all.filter((a) => countsAsUpcoming(a.status));
  const awaitingResponse = all.filter((a) => a.status === "pending-response");
  const reports = all.filter((a) => a.report).sort((a, b) => (b.report!.auditDate < a.report!.auditDate ? -1 : 1));
  const latest = reports[0]?.report ?? null;
  const certified = reports.find((r) => r.report!.status === "certified")?.report ?? null;
  return {
    upcoming,
    awaitingResponse,
    reports,
    stats: {
      upcomingNext90Days: upcoming.filter((a) => a.scheduledDate >= today && a.scheduledDate <= in90).length,
      pendingResponses: all.filter((a) => a.status === "pending-response").length,
      lastScore: latest?.score ?? null,
      certificateExpiry: certified?.expiryDate ?? null,
    },
  };
}
