import { createHash } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import {
  fspCanonicalContent,
  fspProgress,
  fspSignBlocker,
  planLastChangedAt,
  signatureIsCurrent,
  type FspSectionContent,
} from "../../../domain/library/fsp";
import type { AppLocale } from "../../../domain/i18n/locales";
import type { FspSectionView, FspSignatureView, FspView } from "../../../domain/schemas/library";
import { canonicalJson } from "../audit/hash";
import type { Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { fspSections, fspSignatures } from "../../db/schema";
import { renderMessage } from "../../i18n/render-message";
import { type SiteRow } from "../sites/site-access";

type SectionRow = typeof fspSections.$inferSelect;
type SignatureRow = typeof fspSignatures.$inferSelect;

/** sha256 of the canonical JSON of the plan: what a signature is bound to. */
export function planHash(siteSlug: string, sections: readonly FspSectionContent[]): string {
  return createHash("sha256")
    .update(canonicalJson(fspCanonicalContent(siteSlug, sections)))
    .digest("hex");
}

export async function loadSections(db: Db, organisationId: string, siteId: string): Promise<SectionRow[]> {
  return db
    .select()
    .from(fspSections)
    .where(and(eq(fspSections.organisationId, organisationId), eq(fspSections.siteId, siteId)))
    .orderBy(asc(fspSections.position));
}

export const toSectionView = (s: SectionRow): FspSectionView => ({
  id: s.id,
  key: s.key,
  title: s.title,
  content: s.content,
  status: s.status,
  elements: s.elements,
  reviewer: s.reviewerName,
  lastReviewedAt: s.lastReviewedAt?.toISOString() ?? null,
  completedDate: s.completedAt?.toISOString() ?? null,
  revision: s.revision,
});

/** The plan a signature is compared with: its hash now and when a section last changed. */
export type PlanState = { contentHash: string; lastChangedAt: Date | null };

export const planState = (siteSlug: string, sections: readonly SectionRow[]): PlanState => ({
  contentHash: planHash(siteSlug, sections),
  lastChangedAt: planLastChangedAt(sections),
});

export const toSignatureView = (s: SignatureRow, plan: PlanState): FspSignatureView => ({
  id: s.id,
  printedName: s.printedName,
  role: s.signerRole,
  meaning: s.meaning,
  signedAt: s.signedAt.toISOString(),
  timezone: s.timezone,
  contentHash: s.contentHash,
  current: signatureIsCurrent(s, plan),
});

export async function listSignatures(db: Db, organisationId: string, siteId: string): Promise<SignatureRow[]> {
  return db
    .select()
    .from(fspSignatures)
    .where(and(eq(fspSignatures.organisationId, organisationId), eq(fspSignatures.siteId, siteId)))
    .orderBy(desc(fspSignatures.signedAt));
}

/** The plan as the API shows it; `signBlocker` in the reader's language (`locale`). */
export async function buildPlanView(db: Db, actor: Actor, site: SiteRow, locale: AppLocale): Promise<FspView> {
  const [sections, signatures] = await Promise.all([
    loadSections(db, actor.organisationId, site.id),
    listSignatures(db, actor.organisationId, site.id),
  ]);
  const plan = planState(site.slug, sections);
  const blocker = fspSignBlocker(sections);
  return {
    site: { id: site.slug, name: site.name, timezone: site.timezone },
    sections: sections.map(toSectionView),
    progress: fspProgress(sections),
    contentHash: plan.contentHash,
    lastChangedAt: plan.lastChangedAt?.toISOString() ?? null,
    latestSignature: signatures[0] ? toSignatureView(signatures[0], plan) : null,
    // In the reader's language (the web words the blocker itself from the sections, in its own).
    signBlocker: blocker ? renderMessage(locale, blocker) : null,
  };
}
