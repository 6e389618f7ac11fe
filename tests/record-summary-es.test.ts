import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OverviewView } from "../src/domain/schemas/overview";
import { sanitationChecklist } from "../src/domain/records/catalogue";
import { monitoringRecords, sites } from "../src/server/db/schema";
import { rebuildOrganisationIndex } from "../src/server/use-cases/search/index-passages";
import { createTestApp, type TestApp } from "./support/test-app";

/**
 * A record's summary line in the reader's language (issue 13): built from the stored readings when it
 * is read, so a row saved before (its stored summary an English line) reads in Spanish too, on the
 * record, the records list, the search and the overview; the English reader sees the stored line.
 */
let t: TestApp;
let admin: string;
let recordId: string;
const es = { "accept-language": "es-MX,es;q=0.9" };
const en = { "accept-language": "en-US" };
const englishLine = "Station Nogalito (Snap trap): activity — droppings near the door";
const spanishLine = "Estación Nogalito (Trampa de golpe): actividad — droppings near the door";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signInAs("admin");
  // A pending pest log of oxnard, rewritten as an old row: readings and the English line stored at save time.
  const [oxnard] = await t.db
    .select({ id: sites.id, organisationId: sites.organisationId })
    .from(sites)
    .where(eq(sites.slug, "oxnard"));
  const [row] = await t.db
    .select({ id: monitoringRecords.id })
    .from(monitoringRecords)
    .where(and(eq(monitoringRecords.siteId, oxnard!.id), eq(monitoringRecords.status, "pending")))
    .limit(1);
  recordId = row!.id;
  await t.db
    .update(monitoringRecords)
    .set({
      type: "pest",
      clauseId: "3.01.04",
      readings: {
        station: "Nogalito",
        stationType: "snap_trap",
        activityFound: true,
        activity: "droppings near the door",
        action: "Trap reset, area cleaned",
      },
      summary: englishLine,
      exception: true,
      dueDate: "2000-01-03",
    })
    .where(eq(monitoringRecords.id, recordId));
  // The search index of a database that predates it is built from its rows (as on start), old rows included.
  await rebuildOrganisationIndex(t.db, oxnard!.organisationId);
});
afterAll(() => t.close());

const get = async (url: string, headers: Record<string, string>) => {
  const response = await t.call("GET", url, { cookie: admin, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("an old record's summary line in Spanish", () => {
  it("on the record sheet", async () => {
    expect((await get(`/api/records/${recordId}`, es)).summary).toBe(spanishLine);
    expect((await get(`/api/records/${recordId}`, en)).summary).toBe(englishLine);
  });

  it("in the records list, found by the stored English words", async () => {
    const list = await get(`/api/sites/oxnard/records?search=Nogalito`, es);
    expect(list.items.map((r: { id: string; summary: string }) => [r.id, r.summary])).toEqual([
      [recordId, spanishLine],
    ]);
  });

  it("in the search", async () => {
    const { hits } = await get(`/api/search?q=Nogalito&limit=20`, es);
    const hit = hits.find((h: { id: string }) => h.id === recordId);
    expect(hit.subtitle).toContain(spanishLine);
    const english = (await get(`/api/search?q=Nogalito&limit=20`, en)).hits.find(
      (h: { id: string }) => h.id === recordId,
    );
    expect(english.subtitle).toContain(englishLine);
  });

  it("on the overview's verify tab", async () => {
    const o: OverviewView = await get(`/api/sites/oxnard/overview?days=30`, es);
    const item = o.actionQueue.find((q) => q.tab === "verify")!.items.find((i) => i.id === recordId);
    expect(item?.detail).toContain(spanishLine);
  });

  it("in the answer to a verification, in the reader's profile language", async () => {
    const pcqi = await t.signInAs("pcqi");
    expect((await t.call("PATCH", "/api/me", { cookie: pcqi, body: { locale: "es" } })).statusCode).toBe(200);
    const approved = await t.call("POST", `/api/records/${recordId}/approve`, {
      cookie: pcqi,
      headers: en,
      body: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().summary).toBe(spanishLine);
  });
});

describe("a log's readings refused in Spanish", () => {
  it("names what is missing in the request's language", async () => {
    const refused = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: admin,
      headers: es,
      body: {
        type: "temperature",
        clauseId: "C.01.01",
        occurredAt: new Date(Date.now() - 60_000).toISOString(),
        performedBy: "Ana Ruiz",
        notes: "",
        readings: { location: "Cooler 2", reading: 45, unit: "F", correctiveAction: "" },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      "La lectura está fuera de los límites críticos: describa la acción correctiva tomada",
    );
    expect(refused.body).not.toContain("describe the corrective action taken");
  });
});

describe("a sanitation log's failed items refused in Spanish", () => {
  it("agrees the reason with the number of failed items", async () => {
    const refuse = (failures: number) =>
      t.call("POST", "/api/sites/oxnard/records", {
        cookie: admin,
        headers: es,
        body: {
          type: "sanitation",
          clauseId: "3.01.02",
          occurredAt: new Date(Date.now() - 60_000).toISOString(),
          performedBy: "Ana Ruiz",
          notes: "",
          readings: {
            area: "Line 1",
            shift: "pre_op",
            checklist: sanitationChecklist.map((item, i) => ({ item, passed: i >= failures })),
            sanitizerPpm: 150,
            correctiveAction: "",
          },
        },
      });
    const one = await refuse(1);
    expect(one.statusCode).toBe(400);
    expect(one.json().error.fields["readings.correctiveAction"]).toBe(
      "1 punto de la lista no cumplió: describa la acción correctiva tomada",
    );
    const four = await refuse(4);
    expect(four.statusCode).toBe(400);
    expect(four.json().error.fields["readings.correctiveAction"]).toBe(
      "4 puntos de la lista no cumplieron: describa la acción correctiva tomada",
    );
  });
});
