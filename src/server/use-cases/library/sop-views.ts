import { and, desc, eq, inArray } from "drizzle-orm";
import { isSopReviewDue, isSopReviewOverdue } from "../../../domain/library/sop-status";
import { sopTrainingBlocker } from "../../../domain/library/sop-training";
import type { AppLocale } from "../../../domain/i18n/locales";
import { message } from "../../../domain/i18n/message";
import { type IsoDate, utcDate } from "../../../domain/dates";
import type { SopDetailView, SopSummaryView, SopVersionView } from "../../../domain/schemas/library";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { sops, sopVersions, users } from "../../db/schema";
import { notFound } from "../../errors";
import { renderMessage } from "../../i18n/render-message";
import { assertSiteAllowed } from "../sites/site-access";
import { siteTodays } from "../sites/site-today";

export type SopRow = typeof sops.$inferSelect;

export const toVersionView = (v: typeof sopVersions.$inferSelect): SopVersionView => ({
  version: v.version,
  title: v.title,
  category: v.category,
  body: v.body,
  tags: v.tags,
  languages: v.languages,
  clauseIds: v.clauseIds,
  changeSummary: v.changeSummary,
  approvedBy: v.approvedByName,
  approvedAt: v.approvedAt.toISOString(),
});

/** Names of users by id (reviewers, editors). */
const reviewerNames = (db: Db, ids: (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return Promise.resolve(new Map<string, string>());
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted))
    .then((rows) => new Map(rows.map((r) => [r.id, r.name])));
};

/** `today` is the SOP's site's local date. */
export function toSopSummary(row: SopRow, names: Map<string, string>, today: IsoDate): SopSummaryView {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    status: row.status,
    version: row.currentVersion,
    lastUpdated: row.updatedAt.toISOString(),
    reviewer: row.reviewerUserId ? { id: row.reviewerUserId, name: names.get(row.reviewerUserId) ?? "Unknown" } : null,
    nextReview: row.nextReview,
    reviewDue: isSopReviewDue(row.nextReview, row.status, today),
    reviewOverdue: isSopReviewOverdue(row.nextReview, row.status, today),
    tags: row.tags,
    languages: row.languages,
    trainingRequired: row.trainingRequired,
    clauseIds: row.clauseIds,
  };
}

export async function summariseSops(db: Db, rows: SopRow[]): Promise<SopSummaryView[]> {
  const names = await reviewerNames(
    db,
    rows.map((r) => r.reviewerUserId),
  );
  const todays = await siteTodays(
    db,
    rows.map((r) => r.siteId),
  );
  return rows.map((r) => toSopSummary(r, names, todays.get(r.siteId) ?? utcDate(new Date())));
}

/** The SOP with this id in the actor's organisation (404 otherwise), checked against a site restriction. */
export async function findSop(db: Db, actor: Actor, id: string, lock = false): Promise<SopRow> {
  const query = db
    .select()
    .from(sops)
    .where(and(eq(sops.id, id), eq(sops.organisationId, actor.organisationId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("SOP");
  assertSiteAllowed(actor, row.siteId);
  return row;
}

/** The SOP as the API shows it; `trainingBlocker` in the reader's language (`locale`). */
export async function sopDetail(db: Db, row: SopRow, locale: AppLocale): Promise<SopDetailView> {
  const [[summary], versions, editorNames] = await Promise.all([
    summariseSops(db, [row]),
    db.select().from(sopVersions).where(eq(sopVersions.sopId, row.id)).orderBy(desc(sopVersions.version)),
    reviewerNames(db, row.editorUserIds),
  ]);
  const current = versions[0];
  const blocker = current
    ? sopTrainingBlocker(current.body)
    : message("Publish a version of this SOP before creating training from it");
  return {
    ...summary!,
    body: row.body,
    editors: row.editorUserIds.map((id) => ({ id, name: editorNames.get(id) ?? "Unknown" })),
    // In the reader's language (the web words the blocker itself, in its own).
    trainingBlocker: blocker ? renderMessage(locale, blocker) : null,
    versions: versions.map((v) => {
      const { body: _body, ...meta } = toVersionView(v);
      return meta;
    }),
  };
}
