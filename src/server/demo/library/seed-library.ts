import { builtinTemplates } from "../../../domain/library/templates";
import { fspSectionUpdateSchema, sopFormSchema } from "../../../domain/schemas/library";
import type { Db } from "../../db/client";
import { addCalendarDays, localDate, shiftInstant } from "../../../domain/dates";
import { documentTemplates, fspSections, type FspElementRow } from "../../db/schema";
import { changeSopStatus } from "../../use-cases/library/change-sop-status";
import { createSop } from "../../use-cases/library/create-sop";
import { publishSop } from "../../use-cases/library/publish-sop";
import { signFsp } from "../../use-cases/library/sign-fsp";
import { updateFspSection } from "../../use-cases/library/update-fsp-section";
import { updateSop } from "../../use-cases/library/update-sop";
import { demoActor } from "../demo-actor";
import { DEMO_PASSWORD, type DemoSeedContext, type DemoSeedStep, demoSites } from "../demo-organisation";
import {
  oxnardChangesAfterSigning,
  oxnardPlan,
  yumaPlan,
  type SeedSection,
  type SeedSectionChange,
} from "./fsp-content";
import { type SeedSop, seedSops } from "./sop-content";

const daysAgo = (now: Date, days: number) => shiftInstant(now, { days: -days });

/**
 * The plan's outline: its sections (key, title, element names), empty, at revision 0 — nothing written
 * yet, so no history row; the PCQI's first write through `updateFspSection` is revision 1. Written
 * directly: no use-case creates plan sections (decision 076).
 */
async function planOutline(tx: Db, ctx: DemoSeedContext, siteId: string, plan: SeedSection[], at: Date) {
  const rows = await tx
    .insert(fspSections)
    .values(
      plan.map((section, position) => ({
        organisationId: ctx.organisationId,
        siteId,
        key: section.key,
        position,
        title: section.title,
        content: "",
        status: "in-progress" as const,
        elements: section.elements.map((name): FspElementRow => ({ name, status: "in-progress", lastReview: null })),
        revision: 0,
        updatedAt: at,
      })),
    )
    .returning();
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * A plan the PCQI wrote `writtenDaysAgo` and signed `signedDaysAgo` (re-entering her password, as the
 * sign-off asks), then changed by the QA manager `changedDaysAgo` (the signature is then no longer current).
 */
async function seedPlan(
  tx: Db,
  ctx: DemoSeedContext,
  slug: "oxnard" | "yuma",
  plan: SeedSection[],
  timing: { writtenDaysAgo: number; signedDaysAgo: number; changedDaysAgo: number },
  changes: SeedSectionChange[],
) {
  const written = daysAgo(ctx.now, timing.writtenDaysAgo);
  const ids = await planOutline(tx, ctx, ctx.sites[slug]!, plan, shiftInstant(written, { hours: -1 }));
  const pcqi = demoActor(ctx, "pcqi", written);
  for (const section of plan) {
    await updateFspSection(tx, pcqi, {
      sectionId: ids.get(section.key)!,
      ...fspSectionUpdateSchema.parse({
        content: section.content,
        status: "completed",
        elements: section.elements.map((name) => ({ name, status: "completed" })),
        changeNote: "Plan section written for the annual reanalysis",
      }),
    });
  }
  await signFsp(tx, demoActor(ctx, "pcqi", daysAgo(ctx.now, timing.signedDaysAgo)), {
    siteSlug: slug,
    password: DEMO_PASSWORD,
    ip: "127.0.0.1",
  });
  const manager = demoActor(ctx, "qa_manager", daysAgo(ctx.now, timing.changedDaysAgo));
  for (const change of changes) {
    const section = plan.find((s) => s.key === change.key)!;
    await updateFspSection(tx, manager, {
      sectionId: ids.get(change.key)!,
      ...fspSectionUpdateSchema.parse({
        content: change.content,
        status: change.status,
        elements: section.elements.map((name) => ({ name, status: change.elementStatus[name] ?? "completed" })),
        changeNote: change.note,
      }),
    });
  }
}

/** Who writes an SOP: never its approver (segregation of duties). */
const writerFor = (approver: "pcqi" | "qa_manager") => (approver === "pcqi" ? "qa_manager" : "pcqi");

/**
 * One SOP's history through the library use-cases: written, submitted for review and published once per
 * version (each revision started from the Active SOP), then left in its final state.
 */
async function seedSop(tx: Db, ctx: DemoSeedContext, seed: SeedSop, nextReview: string) {
  const writer = writerFor(seed.versions[0]?.approver ?? "pcqi");
  const form = (body: string) =>
    sopFormSchema.parse({
      title: seed.title,
      category: seed.category,
      body,
      tags: seed.tags,
      languages: seed.languages,
      reviewerUserId: ctx.users[seed.reviewer] ?? null,
      nextReview,
      trainingRequired: seed.trainingRequired,
      clauseIds: seed.clauseIds,
    });
  const as = (role: "pcqi" | "qa_manager", days: number, hours = 0) =>
    demoActor(ctx, role, shiftInstant(ctx.now, { days: -days, hours }));
  let id: string | null = null;
  /** Writes `body` as the working copy `days` ago: a new SOP, or a revision of the Active one. */
  const write = async (role: "pcqi" | "qa_manager", days: number, body: string) => {
    if (id === null) {
      id = (await createSop(tx, as(role, days), { siteSlug: seed.site, locale: "en", ...form(body) })).id;
      return id;
    }
    await changeSopStatus(tx, as(role, days), { id, status: "draft", locale: "en" });
    await updateSop(tx, as(role, days, 1), { id, locale: "en", ...form(body) });
    return id;
  };
  for (const version of seed.versions) {
    const author = writerFor(version.approver);
    const sopId = await write(author, version.daysAgo + 3, version.body);
    await changeSopStatus(tx, as(author, version.daysAgo + 1), { id: sopId, status: "under-review", locale: "en" });
    await publishSop(tx, as(version.approver, version.daysAgo), {
      id: sopId,
      changeSummary: version.changeSummary,
      locale: "en",
    });
  }
  if (seed.status === "draft" || seed.status === "under-review") {
    const sopId = await write(writer, seed.versions.length > 0 ? 6 : 9, seed.workingBody ?? seed.versions.at(-1)!.body);
    if (seed.status === "under-review")
      await changeSopStatus(tx, as(writer, 5), { id: sopId, status: "under-review", locale: "en" });
  }
  if (seed.status === "archived" && id !== null) {
    const last = seed.versions.at(-1)!;
    await changeSopStatus(tx, as(writer, Math.max(1, last.daysAgo - 1)), { id, status: "archived", locale: "en" });
  }
}

/**
 * Demo library: oxnard's plan (signature no longer current), yuma's plan (signed, current), SOPs and
 * templates. The plans' sections, signatures and SOP versions go through the library use-cases, each
 * told when it happened (decision 075); the plan outlines and the template library are written directly
 * (no use-case creates them).
 */
export const seedLibrary: DemoSeedStep = async (tx, ctx) => {
  await seedPlan(
    tx,
    ctx,
    "oxnard",
    oxnardPlan,
    { writtenDaysAgo: 120, signedDaysAgo: 90, changedDaysAgo: 14 },
    oxnardChangesAfterSigning,
  );
  await seedPlan(tx, ctx, "yuma", yumaPlan, { writtenDaysAgo: 45, signedDaysAgo: 30, changedDaysAgo: 0 }, []);
  for (const seed of seedSops) {
    const timezone = demoSites.find((s) => s.slug === seed.site)!.timezone;
    await seedSop(tx, ctx, seed, addCalendarDays(localDate(ctx.now, timezone), seed.nextReviewInDays));
  }
  await tx.insert(documentTemplates).values(
    builtinTemplates.map((t, i) => ({
      organisationId: ctx.organisationId,
      key: t.key,
      lastModified: daysAgo(ctx.now, 30 + i * 17),
    })),
  );
};
