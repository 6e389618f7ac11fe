import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, zonedDateTime } from "../src/domain/dates";
import { organisations, sites, sops } from "../src/server/db/schema";
import { sopReviewsDue } from "../src/server/use-cases/library/sop-reviews-due";
import { createTestApp, type TestApp } from "./support/test-app";

// "Today" is the site's local date: at 23:30 in Oxnard (America/Los_Angeles) or Yuma (America/Phoenix)
// UTC is already on the next day, yet a review due today is not overdue until the site's midnight.
let t: TestApp;
let organisationId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.db.select().from(organisations).limit(1);
  organisationId = org!.id;
});
afterAll(() => t.close());

async function sopDueOn(slug: string, date: string) {
  const [site] = await t.db
    .select()
    .from(sites)
    .where(and(eq(sites.organisationId, organisationId), eq(sites.slug, slug)));
  const [sop] = await t.db
    .select()
    .from(sops)
    .where(and(eq(sops.siteId, site!.id), eq(sops.status, "active")))
    .limit(1);
  await t.db.update(sops).set({ nextReview: date }).where(eq(sops.id, sop!.id));
  return { site: site!, sopId: sop!.id };
}

describe("SOP reviews at 23:30 site time", () => {
  for (const [slug, zone] of [
    ["oxnard", "America/Los_Angeles"],
    ["yuma", "America/Phoenix"],
  ] as const) {
    it(`${slug}: due today is not overdue at 23:30 local, and is overdue the next local day`, async () => {
      const due = "2026-07-14";
      const { site, sopId } = await sopDueOn(slug, due);
      const late = zonedDateTime(due, 23, 30, zone);
      expect(late.toISOString().slice(11, 16)).toBe("06:30"); // already the 15th in UTC

      const tonight = (await sopReviewsDue(t.db, organisationId, site.id, late)).find((r) => r.sopId === sopId);
      expect(tonight).toMatchObject({ nextReview: due, overdue: false });

      const nextMorning = zonedDateTime(addCalendarDays(due, 1), 0, 5, zone);
      const tomorrow = (await sopReviewsDue(t.db, organisationId, site.id, nextMorning)).find((r) => r.sopId === sopId);
      expect(tomorrow).toMatchObject({ nextReview: due, overdue: true });
    });
  }

  it("a review 30 days after today at the site is due; 31 days after is not yet", async () => {
    const { site, sopId } = await sopDueOn("oxnard", "2026-08-13");
    const late = zonedDateTime("2026-07-14", 23, 30, "America/Los_Angeles");
    const within = await sopReviewsDue(t.db, organisationId, site.id, late, 30);
    expect(within.map((r) => r.sopId)).toContain(sopId);
    const shorter = await sopReviewsDue(t.db, organisationId, site.id, late, 29);
    expect(shorter.map((r) => r.sopId)).not.toContain(sopId);
  });
});
