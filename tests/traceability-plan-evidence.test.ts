import { and, eq } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteToday } from "../src/domain/dates";
import type { OverviewView } from "../src/domain/schemas/overview";
import { auditEvents, organisations, sites } from "../src/server/db/schema";
import { demoFigures } from "../src/server/demo/demo-figures";
import { DEMO_PASSWORD } from "../src/server/demo/demo-organisation";
import { runPendingEvidenceJobs } from "../src/server/use-cases/audits/evidence/evidence-worker";
import { tracePlanEvidence } from "../src/server/use-cases/traceability/trace-plan-evidence";
import { createTestApp, type TestApp } from "./support/test-app";

// Decision 153: the current signed traceability plan (1.1315) is the evidence of the traceability-system
// clause (PrimusGFS 1.10.01) in evidence packs and on the overview; a plan never signed or changed since its
// latest signature is not current. And every e-signature asks the signer's second factor when she has one.
let t: TestApp;
let admin: string;
let pcqi: string;
let yumaReadinessUnsigned: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  pcqi = await t.signInAs("pcqi");
});
afterAll(() => t.close());

const overview = async (site: string): Promise<OverviewView> => {
  const response = await t.call("GET", `/api/sites/${site}/overview?days=30`, { cookie: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const planItems = (o: OverviewView) =>
  o.actionQueue.find((q) => q.tab === "trace")!.items.filter((i) => i.kind === "trace_plan_unsigned");
const plan = async (site: string) =>
  (await t.call("GET", `/api/sites/${site}/traceability/plan`, { cookie: pcqi })).json();
const sign = (site: string, body: object) =>
  t.call("POST", `/api/sites/${site}/traceability/plan/versions`, { cookie: pcqi, body });

async function siteRow(slug: string) {
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, "Pacific Fresh Produce Co."));
  const [row] = await t.db
    .select()
    .from(sites)
    .where(and(eq(sites.slug, slug), eq(sites.organisationId, org!.id)));
  return row!;
}
const evidenceAt = async (slug: string, to?: string) => {
  const site = await siteRow(slug);
  const today = siteToday(site.timezone);
  return tracePlanEvidence(t.db, {
    organisationId: site.organisationId,
    siteId: site.id,
    from: "2020-01-01",
    to: to ?? today,
    timeZone: site.timezone,
    locale: "en",
  });
};

/** A pack of the traceability clauses at oxnard: its ZIP's entries. */
async function traceabilityPack() {
  const created = await t.call("POST", "/api/evidence-packs", {
    cookie: admin,
    body: { siteId: "oxnard", rangeDays: 90, clauses: ["traceability"], format: "all" },
  });
  expect(created.statusCode, created.body).toBe(202);
  expect(await runPendingEvidenceJobs(t.db)).toBeGreaterThanOrEqual(1);
  const ready = (await t.call("GET", `/api/evidence-packs/${created.json().id}`, { cookie: admin })).json();
  expect(ready.status).toBe("ready");
  const zipFile = ready.files.find((f: { kind: string }) => f.kind === "zip");
  const zip = await t.call("GET", `/api/evidence-packs/${created.json().id}/files/${zipFile.id}`, { cookie: admin });
  return unzipSync(new Uint8Array(zip.rawPayload));
}

describe("the signed traceability plan as evidence (decision 153)", () => {
  it("the demo's packhouse plan is signed, current, and 1.10.01's evidence in a pack; yuma's missing plan is a gap", async () => {
    const oxnard = await plan("oxnard");
    expect(oxnard).toMatchObject({ signed: true, version: 1 });
    expect(oxnard.versions).toEqual([expect.objectContaining({ version: 1, printedName: "Maria Gonzalez" })]);

    const entries = await traceabilityPack();
    const csv = strFromU8(entries["csv/traceability-plan.csv"]!);
    const line = csv.split("\r\n").find((l) => l.includes("TRACE-PLAN-V1"))!;
    expect(line).toContain("Traceability plan");
    expect(line).toContain(",1.10.01,");
    expect(line).toContain("Traceability plan, version 1 (21 CFR 1.1315)");
    expect(line).toContain("Signed, current");
    expect(line).toContain("Maria Gonzalez (PCQI)");
    // Not the recall clause's: that is the drills'.
    expect(line).not.toContain("1.13.01");
    const clauses = strFromU8(entries["csv/clauses.csv"]!).split("\r\n");
    const traceabilitySystem = clauses.find((l) => l.includes(",1.10.01,"))!;
    expect(Number(traceabilitySystem.split(",")[6])).toBeGreaterThanOrEqual(1);

    // oxnard's overview: no plan gap, the demo's readiness. yuma keeps records without a plan: 1.10.01 overdue.
    const ox = await overview("oxnard");
    expect(planItems(ox)).toEqual([]);
    expect(ox.metrics.readinessScore.value).toBe(demoFigures.oxnard.readiness);
    const yuma = await overview("yuma");
    expect(planItems(yuma)).toEqual([
      expect.objectContaining({
        title: "Traceability plan not signed",
        url: "/app/traceability/plan",
        action: "Sign plan",
      }),
    ]);
    // It takes 1.10.01 out of standing: yuma's traceability area is overdue (and its readiness rises once
    // the plan is signed, below).
    expect(yuma.byClause.find((r) => r.tag === "traceability")!.status).toBe("overdue");
    yumaReadinessUnsigned = yuma.metrics.readinessScore.value;
    expect(await evidenceAt("yuma")).toEqual([]);
    // A pack whose period ended before the plan was signed has no plan to show.
    expect(await evidenceAt("oxnard", "2020-01-02")).toEqual([]);
    expect((await evidenceAt("oxnard")).map((e) => e.reference)).toEqual(["TRACE-PLAN-V1"]);
  });

  it("a configuration changed since signing is not current: no evidence, 1.10.01 out of standing, until signed again", async () => {
    const before = await overview("oxnard");
    const changed = await t.call("PUT", "/api/sites/oxnard/traceability/plan/contact", {
      cookie: admin,
      body: { name: "Luisa Ortega", phone: "+1 805 555 0190", email: "luisa@pacificfresh.example" },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await evidenceAt("oxnard")).toEqual([]);
    const after = await overview("oxnard");
    expect(planItems(after)).toEqual([
      expect.objectContaining({
        title: "Traceability plan changed since version 1 was signed",
        detail: "Sign version 2: version 1 no longer matches this site's configuration",
      }),
    ]);
    // 1.10.01 (25 points) out of standing.
    expect(after.metrics.readinessScore.value).toBeLessThan(before.metrics.readinessScore.value);
    const pack = await traceabilityPack();
    expect(pack["csv/traceability-plan.csv"]).toBeUndefined();

    const { contentHash } = await plan("oxnard");
    const signed = await sign("oxnard", { password: DEMO_PASSWORD, contentHash });
    expect(signed.statusCode, signed.body).toBe(201);
    expect((await evidenceAt("oxnard")).map((e) => e.reference)).toEqual(["TRACE-PLAN-V2"]);
    const again = await overview("oxnard");
    expect(planItems(again)).toEqual([]);
    expect(again.metrics.readinessScore.value).toBe(before.metrics.readinessScore.value);
  });
});

/** The code the authenticator app shows `steps` 30-second periods from now (the server allows ±1). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe("the e-signature with two-factor on (the traceability plan's, like the Food Safety Plan's)", () => {
  it("needs a current TOTP code: missing or wrong is a 400 naming the code, recorded; the right one signs", async () => {
    const started = await t.call("POST", "/api/me/two-factor/enrolment", { cookie: pcqi });
    expect(started.statusCode).toBe(201);
    const { secret } = started.json() as { secret: string };
    const confirmed = await t.call("POST", "/api/me/two-factor/confirm", {
      cookie: pcqi,
      body: { code: await codeAt(secret, -1) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The status the signing dialog reads to ask for the code.
    expect((await t.call("GET", "/api/me/two-factor", { cookie: pcqi })).json()).toMatchObject({ enrolled: true });

    const { contentHash, version } = await plan("yuma");
    const contact = await t.call("PUT", "/api/sites/yuma/traceability/plan/contact", {
      cookie: admin,
      body: { name: "Rafael Soto", phone: "+1 928 555 0133", email: "rafael@pacificfresh.example" },
    });
    expect(contact.statusCode).toBe(200);
    const hash = (await plan("yuma")).contentHash as string;
    expect(hash).not.toBe(contentHash);

    const missing = await sign("yuma", { password: DEMO_PASSWORD, contentHash: hash });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(["code"]);

    const right = await codeAt(secret);
    const wrong = await sign("yuma", {
      password: DEMO_PASSWORD,
      contentHash: hash,
      code: right === "123456" ? "654321" : "123456",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ code: "That code is not correct" });
    const refused = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "trace_plan.sign_refused"), eq(auditEvents.entityId, "yuma")));
    expect(refused.map((e) => e.after)).toContainEqual({ reason: "two-factor code incorrect" });
    expect((await plan("yuma")).versions).toEqual([]);

    const signed = await sign("yuma", { password: DEMO_PASSWORD, contentHash: hash, code: right });
    expect(signed.statusCode, signed.body).toBe(201);
    expect(signed.json()).toMatchObject({ version, printedName: "Maria Gonzalez" });
    // yuma now keeps records with a current signed plan: no gap, 1.10.01 back in standing.
    const yuma = await overview("yuma");
    expect(planItems(yuma)).toEqual([]);
    expect(yuma.metrics.readinessScore.value).toBeGreaterThan(yumaReadinessUnsigned);
  });
});
