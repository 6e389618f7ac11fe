import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { organisations } from "../src/server/db/schema";
import { DEMO_ORGANISATION } from "../src/server/demo/demo-organisation";
import { recordSearchStatement } from "../src/server/use-cases/search/passages";
import { unsortedPlanNodeTypes } from "./support/query-plan";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
});
afterAll(() => t.close());

type Hit = { type: string; id: string; title: string; subtitle?: string; url: string; rank: number };
const search = async (q: string, cookie = admin) => {
  const response = await t.call("GET", `/api/search?q=${encodeURIComponent(q)}&limit=50`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json().hits as Hit[];
};
const ofType = async (type: string, q: string, cookie = admin) =>
  (await search(q, cookie)).filter((h) => h.type === type);

describe("search sources of the areas' entities", () => {
  it("finds monitoring records by the type label people see and links to the record's View", async () => {
    const hits = await ofType("record", "temperature log");
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.title).toMatch(/^Temperature Log · /);
      expect(hit.url).toBe(`/app/records/monitoring?record=${hit.id}`);
    }
  });

  it("finds a log by its type in Spanish and by its notes as they read now, not as they read before", async () => {
    const log = {
      type: "temperature",
      clauseId: "C.01.01",
      occurredAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      performedBy: "Sofia Ramirez",
      notes: "Probe quokka checked against the reference",
      readings: { location: "Cooler 2", reading: 36.4, unit: "F", correctiveAction: "" },
    };
    const created = await t.call("POST", "/api/sites/oxnard/records", { cookie: admin, body: log });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    expect((await ofType("record", "registro temperatura quokka")).map((h) => h.id)).toEqual([id]);

    const rejected = await t.call("POST", `/api/records/${id}/reject`, {
      cookie: await t.signInAs("pcqi"),
      body: { notes: "Name the probe you used." },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const corrected = await t.call("POST", `/api/records/${id}/corrections`, {
      cookie: admin,
      body: { reason: "Wrong probe named", record: { ...log, notes: "Probe wombat checked against the reference" } },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await ofType("record", "quokka")).toEqual([]);
    expect((await ofType("record", "wombat")).map((h) => h.id)).toEqual([id]);
  });

  it("finds incidents, holds, SOPs, templates, employees and training modules by prefix", async () => {
    expect((await ofType("incident", "cooler excurs"))[0]).toMatchObject({ title: "Cooler 3 temperature excursion" });
    const hold = (await ofType("hold", "romaine"))[0]!;
    expect(hold.title).toBe("Romaine hearts 3-pack, 12 ct cases");
    expect(hold.url).toBe(`/app/records/holds?hold=${hold.id}`);
    const sop = (await ofType("sop", "allergen changeover"))[0]!;
    expect(sop.title).toMatch(/Allergen Changeover/);
    expect(sop.url).toBe(`/app/library/sops?sop=${sop.id}`);
    const template = (await ofType("template", "pre-operational sanit"))[0]!;
    expect(template.title).toBe("Pre-Operational Sanitation Log");
    expect(template.url).toBe(`/app/library/templates?template=${template.id}`);
    const employee = (await ofType("employee", "pao lee"))[0]!;
    expect(employee.title).toBe("Pao Lee");
    expect(employee.url).toBe(`/app/people/directory?employee=${employee.id}`);
    const module = (await ofType("training_module", "cold chain"))[0]!;
    expect(module.title).toBe("Cold Chain & Temperature Monitoring");
    expect(module.url).toBe(`/app/training/modules?module=${module.id}`);
  });

  it("needs every word to match", async () => {
    expect(await ofType("hold", "romaine zzzqqq")).toEqual([]);
  });

  it("keeps a site-restricted user to their site and another organisation to its own rows", async () => {
    const supervisor = await t.signInAs("supervisor");
    // The romaine hold and the Cooler 3 incident are Oxnard's; the supervisor works at Yuma only.
    expect(await ofType("hold", "romaine", supervisor)).toEqual([]);
    expect(await ofType("incident", "cooler", supervisor)).toEqual([]);
    const yumaHold = await ofType("hold", "iceberg", supervisor);
    expect(yumaHold.map((h) => h.title)).toEqual(["Iceberg lettuce 24 ct cartons, Block 12"]);
    const outsider = await t.signIn(otherOrg.email);
    for (const [type, q] of [
      ["hold", "romaine"],
      ["incident", "cooler"],
      ["sop", "allergen"],
      ["template", "sanitation"],
      ["employee", "pao"],
      ["training_module", "cold chain"],
      ["record", "temperature"],
    ] as const) {
      expect(await ofType(type, q, outsider)).toEqual([]);
    }
  });
});

describe("records in the search index: read newest first off an index", () => {
  it("plans no sort for a word, for every site and for a member restricted to some", async () => {
    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
    for (const restrictedSiteIds of [null, [crypto.randomUUID()]])
      for (const q of ["cooler", "zzzz"]) {
        const statement = recordSearchStatement({ organisationId: org!.id, restrictedSiteIds }, q, 20);
        const types = await unsortedPlanNodeTypes(t.db, statement);
        expect(
          types.filter((type) => type.includes("Sort")),
          JSON.stringify({ q, restrictedSiteIds, types }),
        ).toEqual([]);
      }
  });
});
