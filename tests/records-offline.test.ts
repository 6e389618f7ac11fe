import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { shiftInstant } from "../src/domain/dates";
import { auditEvents, monitoringRecords } from "../src/server/db/schema";
import { multipart, samplePdf } from "./support/multipart";
import { createTestApp, type TestApp } from "./support/test-app";

// Issue 13, offline log entry: the device's id for a log is the create's idempotency key, and the
// record keeps the device's time of the log beside the server's time of receipt.

let t: TestApp;
let tech: string;
let supervisor: string;

const log = (location: string, reading = 36.4) => ({
  type: "temperature",
  clauseId: "C.01.01",
  occurredAt: shiftInstant(new Date(), { hours: -3 }).toISOString(),
  performedBy: "Sofia Ramirez",
  notes: "",
  readings: { location, reading, unit: "F", correctiveAction: "" },
});

const send = (body: unknown, cookie = tech, site = "oxnard") =>
  t.call("POST", `/api/sites/${site}/records`, { cookie, body });

const rowsWith = (clientId: string) =>
  t.db.select().from(monitoringRecords).where(eq(monitoringRecords.clientId, clientId));

const createEvents = (recordId: string) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, recordId), eq(auditEvents.action, "record.create")));

beforeAll(async () => {
  t = await createTestApp();
  tech = await t.signInAs("qa_tech");
  supervisor = await t.signInAs("supervisor");
});
afterAll(() => t?.close());

describe("POST /api/sites/:siteId/records with a client id", () => {
  it("stores the device's time and the server's time of receipt, and shows both on the record", async () => {
    const clientId = randomUUID();
    const deviceRecordedAt = "2026-01-05T14:03:21.000Z";
    const before = Date.now();
    const response = await send({ ...log("Cooler 7"), clientId, deviceRecordedAt });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json();
    expect(created.clientId).toBe(clientId);
    expect(created.deviceRecordedAt).toBe(deviceRecordedAt);
    const receivedAt = Date.parse(created.receivedAt);
    expect(receivedAt).toBeGreaterThanOrEqual(before - 1);
    expect(receivedAt).toBeLessThanOrEqual(Date.now() + 1);

    const detail = (await t.call("GET", `/api/records/${created.id}`, { cookie: tech })).json();
    expect(detail.deviceRecordedAt).toBe(deviceRecordedAt);
    expect(detail.receivedAt).toBe(created.receivedAt);
    const [row] = await rowsWith(clientId);
    expect(row!.deviceRecordedAt!.toISOString()).toBe(deviceRecordedAt);
    expect(row!.createdAt.toISOString()).toBe(created.receivedAt);
  });

  it("a retried create with the same id returns the stored record, not a second one, with one audit event", async () => {
    const clientId = randomUUID();
    const body = { ...log("Cooler 8"), clientId, deviceRecordedAt: new Date().toISOString() };
    const first = await send(body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await send(body);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().receivedAt).toBe(first.json().receivedAt);
    expect(await rowsWith(clientId)).toHaveLength(1);
    expect(await createEvents(first.json().id)).toHaveLength(1);
  });

  it("the same id with files: the same files replay, different ones are a 409", async () => {
    const clientId = randomUUID();
    const data = JSON.stringify({ ...log("Cooler 9"), clientId });
    const withFile = (bytes: Buffer) => {
      const form = multipart({ data }, [{ field: "files", filename: "probe.pdf", bytes }]);
      return t.call("POST", "/api/sites/oxnard/records", { cookie: tech, body: form.body, headers: form.headers });
    };
    const first = await withFile(samplePdf);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().attachmentCount).toBe(1);
    const again = await withFile(samplePdf);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ id: first.json().id, attachmentCount: 1 });
    const other = await withFile(Buffer.concat([samplePdf, Buffer.from("% another page\n")]));
    expect(other.statusCode, other.body).toBe(409);
    expect(await rowsWith(clientId)).toHaveLength(1);
  });

  it("the same id with different content is a 409 naming the id, and nothing is stored", async () => {
    const clientId = randomUUID();
    expect((await send({ ...log("Cooler 10"), clientId })).statusCode).toBe(201);
    const changed = await send({ ...log("Cooler 10", 38.1), clientId });
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json().error).toMatchObject({ code: "conflict" });
    expect(changed.json().error.message).toContain(clientId);
    const rows = await rowsWith(clientId);
    expect(rows).toHaveLength(1);
    expect((rows[0]!.readings as { reading: number }).reading).toBe(36.4);
  });

  it("another user or another site under the same id is a 409, not the first user's record", async () => {
    const clientId = randomUUID();
    const body = { ...log("Cooler 11"), clientId };
    expect((await send(body)).statusCode).toBe(201);
    const otherUser = await send(body, supervisor, "yuma");
    expect(otherUser.statusCode, otherUser.body).toBe(409);
    expect(otherUser.body).not.toContain("Cooler 11");
    expect(await rowsWith(clientId)).toHaveLength(1);
  });

  it("concurrent deliveries of the same log store it once", async () => {
    const clientId = randomUUID();
    const body = { ...log("Cooler 13"), clientId };
    const answers = await Promise.all([send(body), send(body), send(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await rowsWith(clientId);
    expect(rows).toHaveLength(1);
    expect(await createEvents(rows[0]!.id)).toHaveLength(1);
  });

  it("refuses a client id that is not a UUID and a device time that is not an instant (400 naming the field)", async () => {
    const badId = await send({ ...log("Cooler 14"), clientId: "offline-1" });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.fields).toHaveProperty("clientId");
    const badTime = await send({ ...log("Cooler 14"), clientId: randomUUID(), deviceRecordedAt: "yesterday" });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().error.fields).toHaveProperty("deviceRecordedAt");
  });

  it("without a client id every create is a new record (the online form before issue 13 keeps working)", async () => {
    const body = log("Cooler 15");
    const a = (await send(body)).json();
    const b = (await send(body)).json();
    expect(a.id).not.toBe(b.id);
    expect(a.clientId).toBeNull();
    expect(a.deviceRecordedAt).toBeNull();
    expect(a.receivedAt).toBe(a.createdAt);
  });
});
