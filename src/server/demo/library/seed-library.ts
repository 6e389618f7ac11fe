import { eq } from "drizzle-orm";
import { FSP_SIGNATURE_MEANING, type FspStatus } from "../../../domain/library/fsp";
import { builtinTemplates } from "../../../domain/library/templates";
import { recordEvent } from "../../use-cases/audit/record-event";
import type { Db } from "../../db/client";
import { addCalendarDays, localDate, shiftInstant } from "../../../domain/dates";
import { siteTodayById } from "../../use-cases/sites/site-today";
import {
  documentTemplates,
  fspSectionRevisions,
  fspSections,
  fspSignatures,
  sites,
  sops,
  sopVersions,
  type FspElementRow,
} from "../../db/schema";
import type { DemoSeedContext, DemoSeedStep } from "../demo-organisation";
import { planHash } from "../../use-cases/library/fsp-plan";
import {
  oxnardChangesAfterSigning,
  oxnardPlan,
  yumaPlan,
  type SeedSection,
  type SeedSectionChange,
} from "./fsp-content";
import { seedSops } from "./sop-content";

const names = { admin: "Alex Rivera", pcqi: "Maria Gonzalez", qa_manager: "Daniel Kim" } as const;
const daysAgo = (now: Date, days: number) => shiftInstant(now, { days: -days });

/**
 * Seeds a plan whose sections were written `writtenDaysAgo`, signed by the PCQI `signedDaysAgo`, then
 * changed by `changes` (so the signature is no longer current when there are any).
 */
async function seedPlan(
  tx: Db,
  ctx: DemoSeedContext,
  site: { slug: string; id: string; timezone: string },
  plan: SeedSection[],
  timing: { writtenDaysAgo: number; signedDaysAgo: number; changedDaysAgo: number },
  changes: SeedSectionChange[],
) {
  const written = daysAgo(ctx.now, timing.writtenDaysAgo);
  const rows = plan.map((section, position) => ({
    organisationId: ctx.organisationId,
    siteId: site.id,
    key: section.key,
    position,
    title: section.title,
    content: section.content,
    status: "completed" as FspStatus,
    elements: section.elements.map(
      (name): FspElementRow => ({ name, status: "completed", lastReview: localDate(written, site.timezone) }),
    ),
    reviewerUserId: ctx.users.pcqi!,
    reviewerName: names.pcqi,
    lastReviewedAt: written,
    completedAt: written,
    revision: 1,
    updatedAt: written,
  }));
  const inserted = await tx.insert(fspSections).values(rows).returning();
  await tx.insert(fspSectionRevisions).values(
    inserted.map((s) => ({
      organisationId: ctx.organisationId,
      siteId: site.id,
      sectionId: s.id,
      revision: 1,
      title: s.title,
      content: s.content,
      status: s.status,
      statusBefore: null,
      elements: s.elements,
      note: "Plan section written for the annual reanalysis",
      changedByUserId: ctx.users.pcqi!,
      changedByName: names.pcqi,
      changedAt: written,
    })),
  );

  const signedAt = daysAgo(ctx.now, timing.signedDaysAgo);
  const contentHash = planHash(site.slug, inserted);
  const [signature] = await tx
    .insert(fspSignatures)
    .values({
      organisationId: ctx.organisationId,
      siteId: site.id,
      signerUserId: ctx.users.pcqi!,
      printedName: names.pcqi,
      signerRole: "PCQI",
      meaning: FSP_SIGNATURE_MEANING,
      contentHash,
      timezone: site.timezone,
      signedAt,
    })
    .returning();
  const system = { userId: null, organisationId: ctx.organisationId, name: "System (demo seed)" };
  await recordEvent(tx, system, {
    action: "fsp.sign",
    entityType: "fsp_signature",
    entityId: signature!.id,
    siteId: site.id,
    after: {
      printedName: names.pcqi,
      meaning: FSP_SIGNATURE_MEANING,
      contentHash,
      signedAt: signedAt.toISOString(),
      timezone: site.timezone,
      seeded: true,
    },
  });

  const changedAt = daysAgo(ctx.now, timing.changedDaysAgo);
  for (const change of changes) {
    const section = inserted.find((s) => s.key === change.key)!;
    const elements = section.elements.map((e) =>
      change.elementStatus[e.name]
        ? { ...e, status: change.elementStatus[e.name]!, lastReview: localDate(changedAt, site.timezone) }
        : e,
    );
    await tx
      .update(fspSections)
      .set({
        content: change.content,
        status: change.status,
        elements,
        revision: 2,
        reviewerUserId: ctx.users.qa_manager!,
        reviewerName: names.qa_manager,
        lastReviewedAt: changedAt,
        completedAt: null,
        updatedAt: changedAt,
      })
      .where(eq(fspSections.id, section.id));
    await tx.insert(fspSectionRevisions).values({
      organisationId: ctx.organisationId,
      siteId: site.id,
      sectionId: section.id,
      revision: 2,
      title: section.title,
      content: change.content,
      status: change.status,
      statusBefore: "completed",
      elements,
      note: change.note,
      changedByUserId: ctx.users.qa_manager!,
      changedByName: names.qa_manager,
      changedAt,
    });
    await recordEvent(tx, system, {
      action: "fsp_section.update",
      entityType: "fsp_section",
      entityId: section.id,
      siteId: site.id,
      before: { status: "completed", revision: 1 },
      after: { status: change.status, revision: 2, note: change.note, seeded: true },
    });
  }
}

async function seedSopLibrary(tx: Db, ctx: DemoSeedContext) {
  for (const seed of seedSops) {
    const siteId = ctx.sites[seed.site]!;
    const last = seed.versions[seed.versions.length - 1];
    const updatedAt = last ? daysAgo(ctx.now, Math.max(1, last.daysAgo - 1)) : daysAgo(ctx.now, 9);
    const [sop] = await tx
      .insert(sops)
      .values({
        organisationId: ctx.organisationId,
        siteId,
        title: seed.title,
        category: seed.category,
        status: seed.status,
        body: seed.workingBody ?? last!.body,
        tags: seed.tags,
        languages: seed.languages,
        clauseIds: seed.clauseIds,
        reviewerUserId: ctx.users[seed.reviewer]!,
        nextReview: addCalendarDays(
          await siteTodayById(tx, ctx.organisationId, siteId, ctx.now),
          seed.nextReviewInDays,
        ),
        trainingRequired: seed.trainingRequired,
        currentVersion: seed.versions.length || null,
        createdAt: daysAgo(ctx.now, seed.versions[0]?.daysAgo ?? 10),
        updatedAt: seed.workingBody ? daysAgo(ctx.now, 5) : updatedAt,
      })
      .returning();
    if (seed.versions.length > 0) {
      await tx.insert(sopVersions).values(
        seed.versions.map((v, i) => ({
          organisationId: ctx.organisationId,
          sopId: sop!.id,
          version: i + 1,
          title: seed.title,
          category: seed.category,
          body: v.body,
          tags: seed.tags,
          languages: seed.languages,
          clauseIds: seed.clauseIds,
          changeSummary: v.changeSummary,
          approvedByUserId: ctx.users[v.approver]!,
          approvedByName: names[v.approver],
          approvedAt: daysAgo(ctx.now, v.daysAgo),
        })),
      );
    }
  }
  await recordEvent(
    tx,
    { userId: null, organisationId: ctx.organisationId, name: "System (demo seed)" },
    {
      action: "sop.create",
      entityType: "sop_library",
      entityId: "demo",
      after: { sops: seedSops.length, seeded: true },
    },
  );
}

/**
 * Demo library: oxnard's plan (signature no longer current), yuma's plan (signed, current), SOPs and templates.
 * Written directly: SOP versions published and FSP sections signed in the past are history that the
 * library use-cases, which stamp "now", cannot write.
 */
export const seedLibrary: DemoSeedStep = async (tx, ctx) => {
  const siteRows = await tx.select().from(sites).where(eq(sites.organisationId, ctx.organisationId));
  const site = (slug: string) => {
    const row = siteRows.find((s) => s.slug === slug)!;
    return { slug, id: row.id, timezone: row.timezone };
  };
  await seedPlan(
    tx,
    ctx,
    site("oxnard"),
    oxnardPlan,
    { writtenDaysAgo: 120, signedDaysAgo: 90, changedDaysAgo: 14 },
    oxnardChangesAfterSigning,
  );
  await seedPlan(tx, ctx, site("yuma"), yumaPlan, { writtenDaysAgo: 45, signedDaysAgo: 30, changedDaysAgo: 0 }, []);
  await seedSopLibrary(tx, ctx);
  await tx.insert(documentTemplates).values(
    builtinTemplates.map((t, i) => ({
      organisationId: ctx.organisationId,
      key: t.key,
      lastModified: daysAgo(ctx.now, 30 + i * 17),
    })),
  );
};
