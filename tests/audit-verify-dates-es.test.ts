import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditVerifications, sites } from "../src/server/db/schema";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * Verify now's findings name instants (a checkpoint's signing, a purge) with `Intl` in the reader's
 * language and her current site's time zone (issue 13), never as the ISO text the run stored.
 */
let t: TestApp;
let cookie: string;
const spanish = { "accept-language": "es-MX,es;q=0.9" };
const english = { "accept-language": "en-US,en;q=0.9" };

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signInAs("admin");
  const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
  // A finished run as the verification job stores it: the English words and the message.
  await t.db.insert(auditVerifications).values({
    organisationId: oxnard!.organisationId,
    requestedByName: "Maria Lopez",
    status: "failed",
    completedAt: new Date(),
    result: {
      eventsChecked: 40,
      checkpointsChecked: 1,
      firstBreak: {
        seq: 12,
        eventId: null,
        reason: "stored English words",
        message: {
          key: "screens:auditLog.break.afterStart",
          values: {
            problem: "forged",
            seq: 11,
            signedAt: "2026-03-07T22:15:02.123Z",
            source: "database",
            keyId: "k-1",
          },
        },
      },
      warnings: ["stored English warning"],
      warningMessages: [
        {
          key: "screens:auditLog.warning.purged",
          values: { organisationId: "org-9", name: "Ana", purgedAt: "2026-07-04T16:00:09.000Z", count: 2 },
        },
      ],
    },
  });
});
afterAll(() => t.close());

const status = async (headers: Record<string, string>) => {
  const response = await t.call("GET", "/api/audit-log/status", { cookie, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().latestVerification as { firstBreak: { reason: string }; warnings: string[] };
};
const selectSite = async (siteId: string) =>
  expect((await t.call("PUT", "/api/me/current-site", { cookie, body: { siteId } })).statusCode).toBe(200);

describe("Verify now's instants", () => {
  it("in Spanish, in the current site's time zone", async () => {
    await selectSite("oxnard");
    const run = await status(spanish);
    expect(run.firstBreak.reason).toContain("7 mar 2026, 2:15:02");
    expect(run.firstBreak.reason).toContain("PST");
    expect(run.warnings[0]).toContain("4 jul 2026, 9:00:09");
    expect(run.warnings[0]).toContain("PDT");
    expect(JSON.stringify(run)).not.toMatch(/2026-0\d-0\dT/);
  });

  it("in English, and in another site's zone when she switches site", async () => {
    await selectSite("oxnard");
    expect((await status(english)).firstBreak.reason).toContain("Mar 7, 2026, 2:15:02 PM PST");
    await selectSite("yuma");
    const run = await status(english);
    expect(run.firstBreak.reason).toContain("Mar 7, 2026, 3:15:02 PM MST");
    expect(run.warnings[0]).toContain("Jul 4, 2026, 9:00:09 AM MST");
  });
});
