import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftInstant } from "../src/domain/dates";
import { builtinFormDefinitions } from "../src/domain/forms/builtin-forms";
import { auditEvents, logFormVersions, monitoringRecords, recordReviews } from "../src/server/db/schema";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
const cookie = {} as Record<"admin" | "pcqi" | "qa_manager" | "qa_tech" | "supervisor" | "viewer", string>;

const occurredAt = () => shiftInstant(new Date(), { minutes: -30 }).toISOString();
const coldRoom = (readings: Record<string, unknown>) => ({
  type: "temperature",
  clauseId: "C.01.01",
  occurredAt: occurredAt(),
  performedBy: "Sofia Ramirez",
  notes: "",
  readings: { location: "Cold room 1", unit: "F", correctiveAction: "", ...readings },
});

const pasteurForm = {
  name: "Hydrocooler water temperature",
  description: "Each load through the hydrocooler.",
  clauseIds: ["C.01.01"],
  fields: [
    { key: "load", label: "Load", type: "text" },
    { key: "water", label: "Water temperature", type: "number", unit: "°F", min: 33, max: 36 },
    { key: "screen", label: "Screen clean", type: "pass_fail" },
    { key: "line", label: "Line", type: "choice", options: ["Line 1", "Line 2"] },
    { key: "checkedAt", label: "Checked at", type: "datetime", required: false },
    { key: "initials", label: "Initials", type: "signature" },
    { key: "photo", label: "Photo of the gauge", type: "photo", required: false },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor", "viewer"] as const)
    cookie[role] = await t.signInAs(role);
});
afterAll(() => t.close());

describe("limits come only from the record's stored form version", () => {
  it("refuses a 45.2 °F cold-room reading sent with a 60 °F limit, naming the field", async () => {
    const sent = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: coldRoom({ reading: 45.2, maxLimit: 60 }),
    });
    expect(sent.statusCode).toBe(400);
    expect(Object.keys(sent.json().error.fields)).toEqual(["readings.maxLimit"]);
    const count = await t.db.$count(monitoringRecords, eq(monitoringRecords.performedBy, "Sofia Ramirez"));
    const nested = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: coldRoom({ reading: 45.2, extra: { upperLimit: 60 } }),
    });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().error.fields)).toEqual(["readings.extra.upperLimit"]);
    expect(await t.db.$count(monitoringRecords, eq(monitoringRecords.performedBy, "Sofia Ramirez"))).toBe(count);
  });

  it("flags the same reading sent without a limit by the built-in form's stored ≤ 41 °F", async () => {
    const noAction = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: coldRoom({ reading: 45.2 }),
    });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json().error.fields["readings.correctiveAction"]).toMatch(/outside the critical limits/);
    const created = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: coldRoom({ reading: 45.2, correctiveAction: "Product moved to cold room 2; door seal replaced." }),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ exception: true, summary: "Cold room 1: 45.2 °F (limits ≤ 41 °F)" });
    const [row] = await t.db.select().from(monitoringRecords).where(eq(monitoringRecords.id, created.json().id));
    const [version] = await t.db.select().from(logFormVersions).where(eq(logFormVersions.id, row!.formVersionId));
    expect(version).toMatchObject({ formId: "temperature", version: 1, organisationId: null });
    expect(row!.readings).toMatchObject({ reading: 45.2, maxLimit: 41, minLimit: null });
  });

  it("converts the form's °F limit for a reading in °C, and refuses a water limit and a limit in a correction", async () => {
    const celsius = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: coldRoom({ reading: 3.5, unit: "C" }),
    });
    expect(celsius.statusCode, celsius.body).toBe(201);
    expect(celsius.json()).toMatchObject({ exception: false, summary: "Cold room 1: 3.5 °C (limits ≤ 5 °C)" });

    const water = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: {
        ...coldRoom({}),
        type: "water",
        clauseId: "P.02.01",
        readings: { source: "municipal", samplePoint: "Flume 1", test: "free_chlorine", result: 1.5, limit: 1 },
      },
    });
    expect(water.statusCode).toBe(400);
    expect(Object.keys(water.json().error.fields)).toEqual(["readings.limit"]);

    const correction = await t.call("POST", `/api/records/${celsius.json().id}/corrections`, {
      cookie: cookie.qa_manager,
      body: { reason: "Core probe reading", record: coldRoom({ reading: 4.5, unit: "C", minLimit: -10 }) },
    });
    expect(correction.statusCode).toBe(400);
    expect(Object.keys(correction.json().error.fields)).toEqual(["record.readings.minLimit"]);
  });
});

describe("a signature belongs to one stored version", () => {
  it("reverting a verified record's content makes a new version that needs verifying again", async () => {
    const body = coldRoom({ reading: 36 });
    const created = await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, body });
    const id = created.json().id as string;
    expect((await t.call("POST", `/api/records/${id}/approve`, { cookie: cookie.pcqi, body: {} })).statusCode).toBe(
      200,
    );
    const change = (reading: number, reason: string) =>
      t.call("POST", `/api/records/${id}/corrections`, {
        cookie: cookie.qa_manager,
        body: { reason, record: { ...body, readings: { ...body.readings, reading } } },
      });
    const amended = await change(37, "Read from the logger instead");
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json()).toMatchObject({ status: "pending", version: 2 });
    expect((await t.call("POST", `/api/records/${id}/approve`, { cookie: cookie.pcqi, body: {} })).statusCode).toBe(
      200,
    );
    // Back to version 1's exact content: still a new version (3), still pending, no reviewer.
    const reverted = await change(36, "The first reading was right after all");
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ status: "pending", version: 3, reviewedByName: null });
    const reviews = await t.db.select().from(recordReviews).where(eq(recordReviews.recordId, id));
    expect(reviews.map((r) => r.version).sort()).toEqual([1, 2]);
    // Whoever reverted it is an author of version 3 and cannot verify it; a second person can.
    expect(
      (await t.call("POST", `/api/records/${id}/approve`, { cookie: cookie.qa_manager, body: {} })).statusCode,
    ).toBe(403);
    const verified = await t.call("POST", `/api/records/${id}/approve`, { cookie: cookie.pcqi, body: {} });
    expect(verified.json()).toMatchObject({ status: "verified", version: 3 });
    const after = await t.db.select().from(recordReviews).where(eq(recordReviews.recordId, id));
    expect(after.map((r) => r.version).sort()).toEqual([1, 2, 3]);
    // Version 3's signature is bound to its own content, which is version 1's again: a new review row.
    expect(new Set(after.map((r) => r.contentHash)).size).toBe(2);
  });
});

describe("form builder API", () => {
  it("lists the four built-in forms as stored by the migration", async () => {
    const list = await t.call("GET", "/api/forms", { cookie: cookie.viewer });
    expect(list.statusCode).toBe(200);
    const builtins = list.json().items.filter((f: { builtin: boolean }) => f.builtin);
    expect(builtins.map((f: { formId: string }) => f.formId).sort()).toEqual([
      "pest",
      "sanitation",
      "temperature",
      "water",
    ]);
    for (const form of builtins) {
      const { formId, builtin, versionId, version, publishedAt, publishedByName, ...definition } = form;
      expect(definition).toEqual(builtinFormDefinitions[formId as keyof typeof builtinFormDefinitions]);
      expect({ builtin, version, publishedByName }).toEqual({
        builtin: true,
        version: 1,
        publishedByName: "Clausewise",
      });
      expect([typeof versionId, typeof publishedAt]).toEqual(["string", "string"]);
    }
  });

  it("lets only admins and QA managers build forms, with 400s naming the field", async () => {
    for (const role of ["pcqi", "qa_tech", "supervisor", "viewer"] as const) {
      const refused = await t.call("POST", "/api/forms", { cookie: cookie[role], body: pasteurForm });
      expect(refused.statusCode, role).toBe(403);
    }
    const noFields = await t.call("POST", "/api/forms", {
      cookie: cookie.qa_manager,
      body: { ...pasteurForm, fields: [] },
    });
    expect(noFields.statusCode).toBe(400);
    expect(noFields.json().error.fields.fields).toBe("Add at least one field");
    const badLimits = await t.call("POST", "/api/forms", {
      cookie: cookie.qa_manager,
      body: { ...pasteurForm, fields: [{ key: "w", label: "Water", type: "number", min: 40, max: 36 }] },
    });
    expect(badLimits.json().error.fields["fields.0.min"]).toBe("The minimum limit must not be above the maximum");
    const badType = await t.call("POST", "/api/forms", {
      cookie: cookie.admin,
      body: { ...pasteurForm, fields: [{ key: "w", label: "W", type: "slider" }] },
    });
    expect(Object.keys(badType.json().error.fields)).toEqual(["fields.0.type"]);
    const duplicate = await t.call("POST", "/api/forms", {
      cookie: cookie.admin,
      body: { ...pasteurForm, fields: [pasteurForm.fields[0], pasteurForm.fields[0]] },
    });
    expect(duplicate.json().error.fields["fields.1.key"]).toBe("Each field needs its own key");
  });

  it("creates a form at version 1, publishes version 2 on edit, keeps version 1 and audits both", async () => {
    const created = await t.call("POST", "/api/forms", { cookie: cookie.qa_manager, body: pasteurForm });
    expect(created.statusCode, created.body).toBe(201);
    const form = created.json();
    expect(form).toMatchObject({ name: pasteurForm.name, builtin: false, version: 1, clauseIds: ["C.01.01"] });
    expect(form.fields[1]).toMatchObject({ key: "water", min: 33, max: 36, unit: "°F", required: true });

    const edited = {
      ...pasteurForm,
      fields: pasteurForm.fields.map((f) => (f.key === "water" ? { ...f, max: 38 } : f)),
    };
    const published = await t.call("PUT", `/api/forms/${form.formId}`, { cookie: cookie.admin, body: edited });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ version: 2 });
    expect(published.json().fields[1].max).toBe(38);
    expect(published.json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const [v1] = await t.db
      .select()
      .from(logFormVersions)
      .where(and(eq(logFormVersions.formId, form.formId), eq(logFormVersions.version, 1)));
    expect(v1!.definition.fields[1]).toMatchObject({ max: 36 });
    await expect(
      t.db.update(logFormVersions).set({ version: 9 }).where(eq(logFormVersions.id, v1!.id)),
    ).rejects.toThrow();

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "log_form"), eq(auditEvents.entityId, form.formId)))
      .orderBy(auditEvents.seq);
    expect(events.map((e) => e.action)).toEqual(["log_form.create", "log_form.publish"]);

    const viewerList = await t.call("GET", "/api/forms", { cookie: cookie.viewer });
    expect(viewerList.json().items.find((f: { formId: string }) => f.formId === form.formId).version).toBe(2);
    const other = await t.signIn(otherOrg.email);
    expect((await t.call("GET", `/api/forms/${form.formId}`, { cookie: other })).statusCode).toBe(404);
  });

  it("publishes an organisation's own version of a built-in form: new records are judged by it, old ones keep theirs", async () => {
    const before = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: coldRoom({ reading: 39.5 }),
    });
    expect(before.statusCode, before.body).toBe(201);
    expect(before.json()).toMatchObject({ exception: false, summary: "Cold room 1: 39.5 °F (limits ≤ 41 °F)" });

    const builtin = builtinFormDefinitions.temperature;
    const colder = {
      ...builtin,
      fields: builtin.fields.map((f) => (f.key === "reading" ? { ...f, max: 38 } : f)),
    };
    for (const role of ["pcqi", "qa_tech", "supervisor", "viewer"] as const) {
      const refused = await t.call("PUT", "/api/forms/temperature", { cookie: cookie[role], body: colder });
      expect(refused.statusCode, role).toBe(403);
    }
    // Its fields are the readings' shape, its wording the catalogue's: limits and the like change.
    const renamed = await t.call("PUT", "/api/forms/temperature", {
      cookie: cookie.qa_manager,
      body: { ...colder, fields: colder.fields.map((f) => (f.key === "location" ? { ...f, key: "room" } : f)) },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({
      "fields.0.key": "A built-in form keeps its fields: change only their limits",
    });
    const relabelled = await t.call("PUT", "/api/forms/temperature", {
      cookie: cookie.qa_manager,
      headers: { "accept-language": "es" },
      body: {
        ...colder,
        name: "Cámara fría",
        fields: colder.fields.map((f, i) => (i === 0 ? { ...f, label: "Sala" } : f)),
      },
    });
    expect(relabelled.statusCode).toBe(400);
    expect(relabelled.json().error.fields).toEqual({
      name: "Un formulario integrado conserva su redacción, que se muestra en el idioma de cada lector",
      "fields.0.label": "Un formulario integrado conserva su redacción, que se muestra en el idioma de cada lector",
    });
    const celsius = await t.call("PUT", "/api/forms/temperature", {
      cookie: cookie.qa_manager,
      body: { ...colder, fields: colder.fields.map((f) => (f.key === "reading" ? { ...f, unit: "°C" } : f)) },
    });
    expect(Object.keys(celsius.json().error.fields)).toEqual(["fields.1.unit"]);
    const dropped = await t.call("PUT", "/api/forms/water", {
      cookie: cookie.qa_manager,
      body: { ...builtinFormDefinitions.water, fields: builtinFormDefinitions.water.fields.slice(0, 2) },
    });
    expect(dropped.json().error.fields).toEqual({ fields: "A built-in form keeps its 3 fields" });

    const published = await t.call("PUT", "/api/forms/temperature", { cookie: cookie.qa_manager, body: colder });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ formId: "temperature", builtin: true, version: 2 });
    expect(published.json().fields[1]).toMatchObject({ key: "reading", max: 38 });
    expect(published.json().versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    // A new 39.5 °F reading is now out of limit and needs its corrective action.
    const noAction = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: coldRoom({ reading: 39.5 }),
    });
    expect(noAction.statusCode).toBe(400);
    expect(Object.keys(noAction.json().error.fields)).toEqual(["readings.correctiveAction"]);
    const after = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: coldRoom({ reading: 39.5, correctiveAction: "Door closed; re-read in 30 minutes." }),
    });
    expect(after.json()).toMatchObject({ exception: true, summary: "Cold room 1: 39.5 °F (limits ≤ 38 °F)" });
    expect(after.json().formVersionId).toBe(published.json().versionId);
    const [v2] = await t.db.select().from(logFormVersions).where(eq(logFormVersions.id, after.json().formVersionId));
    expect(v2).toMatchObject({ formId: "temperature", version: 2, publishedByName: expect.any(String) });
    expect(v2!.organisationId).not.toBeNull();

    // The record made before keeps version 1: a correction of it is still judged ≤ 41 °F.
    const approved = await t.call("POST", `/api/records/${before.json().id}/approve`, {
      cookie: cookie.pcqi,
      body: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const corrected = await t.call("POST", `/api/records/${before.json().id}/corrections`, {
      cookie: cookie.qa_manager,
      body: { reason: "Read from the logger", record: coldRoom({ reading: 40 }) },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      exception: false,
      formVersionId: before.json().formVersionId,
      summary: "Cold room 1: 40 °F (limits ≤ 41 °F)",
    });
    const detail = (await t.call("GET", "/api/forms/temperature", { cookie: cookie.viewer })).json();
    expect(detail.versions.map((v: { version: number; records: number }) => v.version)).toEqual([2, 1]);
    expect(detail.versions[0].records).toBe(1);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "log_form"), eq(auditEvents.entityId, "temperature")));
    expect(events.map((e) => e.action)).toEqual(["log_form.publish"]);

    // Another organisation keeps the shared version 1 and never sees this one.
    const other = await t.signIn(otherOrg.email);
    const theirs = (await t.call("GET", "/api/forms/temperature", { cookie: other })).json();
    expect(theirs).toMatchObject({ version: 1, builtin: true });
    expect(theirs.fields[1].max).toBe(41);
    expect(theirs.versions.map((v: { version: number }) => v.version)).toEqual([1]);
    const theirList = (await t.call("GET", "/api/forms", { cookie: other })).json();
    expect(theirList.items.find((f: { formId: string }) => f.formId === "temperature").version).toBe(1);
    // And a second organisation's own version 2 does not collide with this one.
    const theirVersion = await t.call("PUT", "/api/forms/temperature", { cookie: other, body: builtin });
    expect(theirVersion.statusCode, theirVersion.body).toBe(200);
    expect(theirVersion.json()).toMatchObject({ version: 2 });
    expect(theirVersion.json().fields[1].max).toBe(41);
    const ours = (await t.call("GET", "/api/forms/temperature", { cookie: cookie.viewer })).json();
    expect(ours.fields[1].max).toBe(38);
  });
});
