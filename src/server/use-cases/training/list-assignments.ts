import { localDate } from "../../../domain/dates";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { findSite } from "../sites/site-access";
import { toAssignmentView } from "./assignment-view";
import { loadSiteAssignments } from "./site-assignments";

/** Assignments screen: every assignment of the site with its status derived for the site's today. */
export async function listAssignments(db: Db, actor: Actor, { siteSlug }: { siteSlug: string }, now = new Date()) {
  const site = await findSite(db, actor, siteSlug);
  const today = localDate(now, site.timezone);
  const rows = await loadSiteAssignments(db, actor.organisationId, site.id);
  const items = rows.map((row) => toAssignmentView(row, today));
  // Open work first: overdue, then pending (by due date), then completed (most recent due first).
  const rank = { overdue: 0, pending: 1, completed: 2 } as const;
  items.sort(
    (a, b) =>
      rank[a.status] - rank[b.status] ||
      (a.status === "completed" ? b.dueDate.localeCompare(a.dueDate) : a.dueDate.localeCompare(b.dueDate)),
  );
  const count = (status: string) => items.filter((i) => i.status === status).length;
  return {
    today,
    items,
    summary: {
      total: items.length,
      pending: count("pending"),
      completed: count("completed"),
      overdue: count("overdue"),
    },
  };
}
