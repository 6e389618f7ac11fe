import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OverviewView } from "../src/domain/schemas/overview";
import { demoFigures } from "../src/server/demo/demo-figures";
import { createTestApp, type TestApp } from "./support/test-app";

// Decision 130: a site's overview is kept between reads while its organisation's data version (the latest
// audit sequence number) stays the same. These are the ways a kept overview could be wrong.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

async function overview(cookie: string, headers: Record<string, string> = {}) {
  const response = await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OverviewView;
}

describe("a kept overview", () => {
  it("is not shown to a member whose sites exclude it, after an administrator has read it", async () => {
    await overview(admin);
    const supervisor = await t.signInAs("supervisor"); // restricted to yuma in the demo
    expect((await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie: supervisor })).statusCode).toBe(403);
  });

  it("is kept per language: a Spanish reader after an English one reads Spanish", async () => {
    const english = await overview(admin);
    const spanish = await overview(admin, { "accept-language": "es" });
    const label = (o: OverviewView) => o.trainingByRole.map((r) => r.label).join("|");
    expect(label(spanish)).not.toBe(label(english));
    expect((await overview(admin)).trainingByRole).toEqual(english.trainingByRole);
  });

  it("is replaced as soon as a write is made: a new target shows on the next read", async () => {
    expect((await overview(admin)).metrics.readinessScore.target).toBe(demoFigures.oxnard.readinessTarget);
    const pcqi = await t.signInAs("pcqi");
    const target = demoFigures.oxnard.readinessTarget - 7;
    const put = await t.call("PUT", "/api/sites/oxnard/readiness-target", { cookie: pcqi, body: { target } });
    expect(put.statusCode, put.body).toBe(200);
    expect((await overview(admin)).metrics.readinessScore.target).toBe(target);
  });

  it("counts a record reported by someone else on the next read", async () => {
    const before = (await overview(admin)).metrics.openDeviations.value;
    const tech = await t.signInAs("qa_tech");
    const incident = await t.call("POST", "/api/sites/oxnard/incidents", {
      cookie: tech,
      body: {
        title: "Cooler 3 door seal torn",
        severity: "medium",
        clauseId: "1.03.01",
        description: "Seal torn at the hinge side",
        immediateAction: "Door closed, product moved to cooler 2",
        capaRequired: false,
      },
    });
    expect(incident.statusCode, incident.body).toBe(201);
    expect((await overview(admin)).metrics.openDeviations.value).toBe(before + 1);
  });
});
