import { addCalendarDays, shiftInstant, siteToday } from "../src/domain/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt } from "drizzle-orm";
import {
  attachments,
  auditEvents,
  monitoringRecords,
  recordReviews,
  recordVersions,
  organisations,
  sites,
} from "../src/server/db/schema";
import { DEMO_ORGANISATION } from "../src/server/demo/demo-organisation";
import { deviationStats, holdStats, recordStats } from "../src/server/use-cases/records/record-stats";
import { MAX_UPLOAD_BYTES } from "../src/domain/files/file-types";
import { createTestApp, otherOrg, type TestApp } from "./support/test-app";

let t: TestApp;
let orgId: string;
let oxnardId: string;
let yumaId: string;
const cookie = {} as Record<"admin" | "pcqi" | "qa_manager" | "qa_tech" | "supervisor" | "viewer", string>;

const occurredAt = () => shiftInstant(new Date(), { minutes: -30 }).toISOString();
const temperature = (reading = 36.4, extra: Record<string, unknown> = {}) => ({
  type: "temperature",
  clauseId: "C.01.01",
  occurredAt: occurredAt(),
  performedBy: "Sofia Ramirez",
  notes: "",
  readings: { location: "Cooler 2", reading, unit: "F", correctiveAction: "", ...extra },
});

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n");

/** A multipart/form-data body: `data` JSON plus files. */
function multipart(data: unknown, files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = "----clausewise-test-boundary";
  const parts: Buffer[] = [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify(data)}\r\n`),
  ];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/pdf"}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function create(role: keyof typeof cookie, data: unknown = temperature(), site = "oxnard") {
  const response = await t.call("POST", `/api/sites/${site}/records`, { cookie: cookie[role], body: data });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.db.select().from(organisations).where(eq(organisations.name, DEMO_ORGANISATION));
  orgId = org!.id;
  const siteRows = await t.db.select().from(sites).where(eq(sites.organisationId, orgId));
  oxnardId = siteRows.find((s) => s.slug === "oxnard")!.id;
  yumaId = siteRows.find((s) => s.slug === "yuma")!.id;
  for (const role of ["admin", "pcqi", "qa_manager", "qa_tech", "supervisor", "viewer"] as const)
    cookie[role] = await t.signInAs(role);
});
afterAll(() => t.close());

describe("demo figures", () => {
  it("oxnard has 12 records to verify, 8 due within 7 days, 3 open deviations (1 overdue) and one hold older than 14 days", async () => {
    const stats = await recordStats(t.db, orgId, oxnardId);
    expect(stats).toMatchObject({ pending: 12, dueWithin7Days: 8, overdue: 0 });
    expect(stats.verified).toBeGreaterThan(30);
    expect(stats.rejected).toBeGreaterThan(0);
    expect(await deviationStats(t.db, orgId, oxnardId)).toEqual({ open: 3, overdue: 1 });
    expect(await holdStats(t.db, orgId, oxnardId)).toEqual({ onHold: 3, stale: 1 });
  });

  it("yuma has its own, smaller figures", async () => {
    expect(await recordStats(t.db, orgId, yumaId)).toMatchObject({ pending: 5, dueWithin7Days: 3, overdue: 0 });
    expect(await deviationStats(t.db, orgId, yumaId)).toEqual({ open: 2, overdue: 0 });
    expect(await holdStats(t.db, orgId, yumaId)).toEqual({ onHold: 1, stale: 0 });
  });

  it("lists with server-side filters, search and pagination", async () => {
    const page = (
      await t.call("GET", "/api/sites/oxnard/records?status=pending&pageSize=5&sort=due", { cookie: cookie.viewer })
    ).json();
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(5);
    expect(page.summary.pending).toBe(12);
    const dues = page.items.map((r: { dueDate: string }) => r.dueDate);
    const all = (await t.call("GET", "/api/sites/oxnard/records?pageSize=100", { cookie: cookie.viewer })).json();
    const withFiles = all.items.filter((r: { attachmentCount: number }) => r.attachmentCount > 0);
    expect(withFiles.length).toBeGreaterThan(3);
    expect(withFiles.length).toBeLessThan(all.items.length);
    expect([...dues].sort()).toEqual(dues);
    const water = (
      await t.call("GET", "/api/sites/oxnard/records?type=water&pageSize=100", { cookie: cookie.viewer })
    ).json();
    expect(water.items.length).toBeGreaterThan(0);
    expect(water.items.every((r: { type: string }) => r.type === "water")).toBe(true);
    const search = (
      await t.call("GET", "/api/sites/oxnard/records?search=Cooler%202&pageSize=100", { cookie: cookie.viewer })
    ).json();
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.every((r: { summary: string }) => r.summary.includes("Cooler 2"))).toBe(true);
    const clauseId = all.items[0].clauseId as string;
    const byClause = (
      await t.call("GET", `/api/sites/oxnard/records?clause=${clauseId}&pageSize=100`, { cookie: cookie.viewer })
    ).json();
    expect(byClause.total).toBe(all.items.filter((r: { clauseId: string }) => r.clauseId === clauseId).length);
    expect(byClause.items.length).toBeGreaterThan(0);
    expect(byClause.items.every((r: { clauseId: string }) => r.clauseId === clauseId)).toBe(true);
    const badStatus = await t.call("GET", "/api/sites/oxnard/records?status=done&type=fish&clause=nope", {
      cookie: cookie.viewer,
    });
    expect(badStatus.statusCode).toBe(400);
    expect(Object.keys(badStatus.json().error.fields).sort()).toEqual(["clause", "status", "type"]);
    const badRange = await t.call("GET", "/api/sites/oxnard/records?from=2025-02-10&to=2025-02-01", {
      cookie: cookie.viewer,
    });
    expect(badRange.json().error.fields).toEqual({ to: "The end date must not be before the start date" });
    const ranged = (
      await t.call(
        "GET",
        `/api/sites/oxnard/records?from=${addCalendarDays(siteToday("America/Los_Angeles"), -20)}&pageSize=100`,
        { cookie: cookie.viewer },
      )
    ).json();
    expect(ranged.total).toBeGreaterThan(12);
    expect(ranged.total).toBeLessThan(page.summary.total);
  });
});

describe("monitoring records", () => {
  it("creates a pending record due in 7 working days, with an attachment sniffed by its bytes", async () => {
    const { body, headers } = multipart(temperature(), [
      { name: "cooler-2.pdf", bytes: pdf, type: "application/octet-stream" },
    ]);
    const response = await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, body, headers });
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json();
    expect(record).toMatchObject({
      status: "pending",
      siteId: "oxnard",
      type: "temperature",
      exception: false,
      attachmentCount: 1,
      createdByName: "Sofia Ramirez",
      dueState: "on_time",
    });
    const detail = (await t.call("GET", `/api/records/${record.id}`, { cookie: cookie.viewer })).json();
    expect(detail.attachments[0]).toMatchObject({
      filename: "cooler-2.pdf",
      contentType: "application/pdf",
      size: pdf.length,
    });
    const file = await t.call("GET", `/api/files/${detail.attachments[0].id}`, { cookie: cookie.viewer });
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(
      (await t.call("GET", `/api/files/${detail.attachments[0].id}`, { cookie: await t.signIn(otherOrg.email) }))
        .statusCode,
    ).toBe(404);
  });

  it("flags an out-of-range temperature and requires its corrective action", async () => {
    const missing = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: temperature(45),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields["readings.correctiveAction"]).toMatch(/outside the critical limits/);
    const record = await create(
      "qa_tech",
      temperature(45, { correctiveAction: "Product moved to Cooler 1 and re-checked." }),
    );
    expect(record.exception).toBe(true);
    expect(record.summary).toBe("Cooler 2: 45 °F (limits ≤ 41 °F)");
  });

  it("refuses renamed programs and text files, too-large files and too many files", async () => {
    const exe = multipart(temperature(), [{ name: "log.pdf", bytes: Buffer.from("MZ\x90\x00\x03\x00\x00\x00PE") }]);
    const r1 = await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, ...exe });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error.fields.files).toBe('File "log.pdf" is not a PDF, image or CSV');
    const txt = multipart(temperature(), [{ name: "notes.pdf", bytes: Buffer.from("just some text\n") }]);
    expect(
      (await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, ...txt })).json().error.fields.files,
    ).toBe('File "notes.pdf" is not a PDF, image or CSV');
    const exeName = multipart(temperature(), [{ name: "x.exe", bytes: Buffer.from("MZ\x90\x00") }]);
    expect(
      (await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, ...exeName })).json().error.message,
    ).toContain('File "x.exe" is not a PDF, image or CSV');

    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 10, 0x20);
    big.write("%PDF-1.4\n");
    const tooBig = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      ...multipart(temperature(), [{ name: "big.pdf", bytes: big }]),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe("payload_too_large");
    const six = multipart(
      temperature(),
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.pdf`, bytes: pdf })),
    );
    expect((await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.qa_tech, ...six })).statusCode).toBe(
      413,
    );

    const fresh = await t.db
      .select({ id: monitoringRecords.id })
      .from(monitoringRecords)
      .where(
        and(
          eq(monitoringRecords.organisationId, orgId),
          gt(monitoringRecords.createdAt, shiftInstant(new Date(), { hours: -1 })),
        ),
      );
    expect(fresh).toHaveLength(2); // the two valid records of the tests above; the refused uploads wrote nothing
    const files = await t.db
      .select({ id: attachments.id })
      .from(attachments)
      .where(
        and(
          eq(attachments.organisationId, orgId),
          eq(attachments.ownerType, "monitoring_record"),
          gt(attachments.createdAt, shiftInstant(new Date(), { hours: -1 })),
        ),
      );
    expect(files).toHaveLength(1);
  });

  it("validates fields, the clause against the site's scope, and dates in the future", async () => {
    const bad = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: { type: "temperature", readings: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(["clauseId", "occurredAt", "performedBy", "readings.location"]),
    );
    const yumaCold = await t.call("POST", "/api/sites/yuma/records", { cookie: cookie.qa_tech, body: temperature() });
    expect(yumaCold.statusCode).toBe(400);
    expect(yumaCold.json().error.fields.clauseId).toMatch(/does not apply/);
    const na = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: { ...temperature(), clauseId: "2.01.04" },
    });
    expect(na.json().error.fields.clauseId).toMatch(/N\/A/);
    const future = await t.call("POST", "/api/sites/oxnard/records", {
      cookie: cookie.qa_tech,
      body: { ...temperature(), occurredAt: shiftInstant(new Date(), { hours: 1 }).toISOString() },
    });
    expect(future.json().error.fields.occurredAt).toBe("Cannot be in the future");
    expect(
      (await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.viewer, body: temperature() })).statusCode,
    ).toBe(403);
    expect(
      (await t.call("POST", "/api/sites/oxnard/records", { cookie: cookie.supervisor, body: temperature() }))
        .statusCode,
    ).toBe(403);
  });
});

describe("verification", () => {
  it("refuses the author (403), approves as another verifier with name and time, then refuses a second decision (409)", async () => {
    const record = await create("qa_manager");
    const own = await t.call("POST", `/api/records/${record.id}/approve`, { cookie: cookie.qa_manager, body: {} });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toMatch(/You made this record, so you cannot verify it/);
    expect(
      (await t.call("POST", `/api/records/${record.id}/approve`, { cookie: cookie.qa_tech, body: {} })).statusCode,
    ).toBe(403);
    const approved = await t.call("POST", `/api/records/${record.id}/approve`, {
      cookie: cookie.pcqi,
      body: { notes: "Checked against the logger." },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: "verified",
      reviewedByName: "Maria Gonzalez",
      reviewNotes: "Checked against the logger.",
    });
    expect(approved.json().reviews[0]).toMatchObject({ decision: "approved", reviewerRole: "PCQI", current: true });
    const again = await t.call("POST", `/api/records/${record.id}/reject`, {
      cookie: cookie.admin,
      body: { notes: "Too late" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("Only a pending record can be rejected; this record is verified");
  });

  it("rejects with a reason, refuses approving the rejected record, and lets only the author resubmit it", async () => {
    const record = await create("qa_tech", temperature(39.9));
    const noReason = await t.call("POST", `/api/records/${record.id}/reject`, { cookie: cookie.qa_manager, body: {} });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.notes).toBeTruthy();
    const rejected = await t.call("POST", `/api/records/${record.id}/reject`, {
      cookie: cookie.qa_manager,
      body: { notes: "Reading taken at the door, not the core." },
    });
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      reviewNotes: "Reading taken at the door, not the core.",
    });
    expect(
      (await t.call("POST", `/api/records/${record.id}/approve`, { cookie: cookie.pcqi, body: {} })).statusCode,
    ).toBe(409);

    const correction = {
      reason: "Re-read at the product core",
      record: { ...temperature(37.2), occurredAt: record.occurredAt },
    };
    const other = await t.call("POST", `/api/records/${record.id}/corrections`, {
      cookie: cookie.admin,
      body: correction,
    });
    expect(other.statusCode).toBe(403);
    const unchanged = await t.call("POST", `/api/records/${record.id}/corrections`, {
      cookie: cookie.qa_tech,
      body: { ...correction, record: { ...temperature(39.9), occurredAt: record.occurredAt } },
    });
    expect(unchanged.statusCode).toBe(400);
    const resubmitted = await t.call("POST", `/api/records/${record.id}/corrections`, {
      cookie: cookie.qa_tech,
      body: correction,
    });
    expect(resubmitted.statusCode).toBe(200);
    expect(resubmitted.json()).toMatchObject({ status: "pending", version: 2, reviewedByName: null });
    expect(resubmitted.json().versions).toEqual([
      expect.objectContaining({
        version: 1,
        kind: "resubmit",
        statusBefore: "rejected",
        reason: "Re-read at the product core",
        changedByName: "Sofia Ramirez",
        changes: [{ field: "readings.reading", before: "39.9", after: "37.2" }],
      }),
    ]);
    expect(resubmitted.json().reviews[0]).toMatchObject({ decision: "rejected", current: false });
    expect(
      (await t.call("POST", `/api/records/${record.id}/corrections`, { cookie: cookie.qa_tech, body: correction }))
        .statusCode,
    ).toBe(409);
  });

  it("amends a verified record without overwriting it; the amended record needs verifying again", async () => {
    const record = await create("qa_tech", temperature(38));
    await t.call("POST", `/api/records/${record.id}/approve`, { cookie: cookie.qa_manager, body: {} });
    const amendment = {
      reason: "Wrong cooler noted on the sheet",
      record: {
        ...temperature(38),
        occurredAt: record.occurredAt,
        readings: { ...temperature(38).readings, location: "Cooler 1" },
      },
    };
    const viewerTry = await t.call("POST", `/api/records/${record.id}/corrections`, {
      cookie: cookie.viewer,
      body: amendment,
    });
    expect(viewerTry.statusCode).toBe(403);
    const amended = (
      await t.call("POST", `/api/records/${record.id}/corrections`, { cookie: cookie.pcqi, body: amendment })
    ).json();
    expect(amended).toMatchObject({ status: "pending", version: 2 });
    expect(amended.versions[0]).toMatchObject({
      kind: "amend",
      statusBefore: "verified",
      changedByName: "Maria Gonzalez",
      changes: [{ field: "readings.location", before: "Cooler 2", after: "Cooler 1" }],
    });
    expect(amended.reviews[0]).toMatchObject({ decision: "approved", version: 1, current: false });
    const [row] = await t.db.select().from(monitoringRecords).where(eq(monitoringRecords.id, record.id));
    expect((row!.readings as { location: string }).location).toBe("Cooler 1");
    // The kept version and the superseded review cannot be rewritten, not even by SQL.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "written",
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(
      await refusal(
        t.db.update(recordVersions).set({ reason: "rewritten" }).where(eq(recordVersions.recordId, record.id)),
      ),
    ).toMatch(/record_versions is append-only: UPDATE/);
    expect(await refusal(t.db.delete(recordReviews).where(eq(recordReviews.recordId, record.id)))).toMatch(
      /record_reviews is append-only: DELETE/,
    );
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, "monitoring_record"), eq(auditEvents.entityId, record.id)))
      .orderBy(auditEvents.seq);
    expect(events.map((e) => e.action)).toEqual(["record.create", "record.approve", "record.amend"]);
  });

  it("counts whoever corrects a record as an author of that version: she cannot approve her own correction", async () => {
    const record = await create("qa_tech", temperature(37));
    const approved = await t.call("POST", `/api/records/${record.id}/approve`, { cookie: cookie.pcqi, body: {} });
    expect(approved.statusCode).toBe(200);
    const amendment = {
      reason: "Core reading, not the door",
      record: { ...temperature(36.1), occurredAt: record.occurredAt },
    };
    const amended = await t.call("POST", `/api/records/${record.id}/corrections`, {
      cookie: cookie.qa_manager,
      body: amendment,
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const me = async (role: keyof typeof cookie) =>
      (await t.call("GET", "/api/auth/me", { cookie: cookie[role] })).json().user.id as string;
    expect(amended.json().authorIds.sort()).toEqual([await me("qa_tech"), await me("qa_manager")].sort());

    const ownApproval = await t.call("POST", `/api/records/${record.id}/approve`, {
      cookie: cookie.qa_manager,
      body: {},
    });
    expect(ownApproval.statusCode).toBe(403);
    const ownRejection = await t.call("POST", `/api/records/${record.id}/reject`, {
      cookie: cookie.qa_manager,
      body: { notes: "Rejecting my own correction" },
    });
    expect(ownRejection.statusCode).toBe(403);
    const creatorApproval = await t.call("POST", `/api/records/${record.id}/approve`, {
      cookie: cookie.qa_tech,
      body: {},
    });
    expect(creatorApproval.statusCode).toBe(403);
    const secondPerson = await t.call("POST", `/api/records/${record.id}/approve`, { cookie: cookie.pcqi, body: {} });
    expect(secondPerson.statusCode, secondPerson.body).toBe(200);
    expect(secondPerson.json()).toMatchObject({ status: "verified", version: 2, reviewedByName: "Maria Gonzalez" });
  });
});

describe("incidents and CAPA", () => {
  const incident = {
    title: "Forklift hydraulic leak near product",
    severity: "high",
    clauseId: "P.01.02",
    description: "Hydraulic fluid dripped on the floor next to staged pallets.",
    immediateAction: "Area cordoned off, pallets inspected.",
    capaRequired: true,
  };
  const capa = {
    rootCause: "Worn hydraulic hose not replaced at service.",
    correctiveAction: "Hose replaced; floor cleaned.",
    preventiveAction: "Daily forklift pre-use check adds the hoses.",
    responsiblePerson: "Daniel Kim",
    dueDate: "2099-12-31",
  };

  it("runs pending → investigating (CAPA) → corrected and refuses illegal steps with 409", async () => {
    const created = await t.call("POST", "/api/sites/oxnard/incidents", { cookie: cookie.qa_tech, body: incident });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ status: "pending", reportedByName: "Sofia Ramirez", capa: null });
    const early = await t.call("POST", `/api/incidents/${id}/status`, {
      cookie: cookie.qa_manager,
      body: { status: "corrected" },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/requires a CAPA/);
    expect((await t.call("POST", `/api/incidents/${id}/capa`, { cookie: cookie.qa_tech, body: capa })).statusCode).toBe(
      403,
    );
    const past = await t.call("POST", `/api/incidents/${id}/capa`, {
      cookie: cookie.qa_manager,
      body: { ...capa, dueDate: "2020-01-01" },
    });
    expect(past.json().error.fields.dueDate).toBe("The due date cannot be in the past");
    const started = await t.call("POST", `/api/incidents/${id}/capa`, { cookie: cookie.qa_manager, body: capa });
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      status: "investigating",
      capa: { responsiblePerson: "Daniel Kim", overdue: false },
    });
    expect(
      (await t.call("POST", `/api/incidents/${id}/capa`, { cookie: cookie.qa_manager, body: capa })).statusCode,
    ).toBe(409);
    const corrected = await t.call("POST", `/api/incidents/${id}/status`, {
      cookie: cookie.pcqi,
      body: { status: "corrected", note: "Verified the fix" },
    });
    expect(corrected.json()).toMatchObject({ status: "corrected", correctedByName: "Maria Gonzalez" });
    const afterCorrected = await t.call("POST", `/api/incidents/${id}/status`, {
      cookie: cookie.pcqi,
      body: { status: "investigating" },
    });
    expect(afterCorrected.statusCode).toBe(409);
  });

  it("refuses a CAPA on an incident that does not require one or is corrected", async () => {
    const id = (
      await t.call("POST", "/api/sites/oxnard/incidents", {
        cookie: cookie.admin,
        body: { ...incident, capaRequired: false },
      })
    ).json().id;
    const refused = await t.call("POST", `/api/incidents/${id}/capa`, { cookie: cookie.qa_manager, body: capa });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("This incident was reported without a CAPA requirement");
    await t.call("POST", `/api/incidents/${id}/status`, { cookie: cookie.qa_manager, body: { status: "corrected" } });
    expect(
      (await t.call("POST", `/api/incidents/${id}/capa`, { cookie: cookie.qa_manager, body: capa })).statusCode,
    ).toBe(409);
  });

  it("filters the site's incidents and shows the overdue CAPA", async () => {
    const list = (
      await t.call("GET", "/api/sites/oxnard/incidents?status=investigating", { cookie: cookie.viewer })
    ).json();
    expect(list.items.every((i: { status: string }) => i.status === "investigating")).toBe(true);
    expect(list.items.some((i: { capa: { overdue: boolean } | null }) => i.capa?.overdue)).toBe(true);
    expect(list.summary.capaOverdue).toBe(1);
    const bad = await t.call("POST", "/api/sites/oxnard/incidents", {
      cookie: cookie.qa_tech,
      body: { severity: "urgent" },
    });
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(["title", "severity", "clauseId", "description", "immediateAction", "capaRequired"]),
    );
  });
});

describe("holds", () => {
  it("places a hold and releases it once, only with release authority at the actor's own level", async () => {
    const placed = await t.call("POST", "/api/sites/oxnard/holds", {
      cookie: cookie.qa_tech,
      body: {
        type: "product",
        itemName: "Cilantro 30 ct cartons",
        quantity: 42,
        unit: "cases",
        reason: "temperature_excursion",
        notes: "Truck reefer at 52 °F on arrival",
        lotCode: "OXN-CIL-0601",
      },
    });
    expect(placed.statusCode).toBe(201);
    const hold = placed.json();
    expect(hold).toMatchObject({
      status: "on_hold",
      holdByName: "Sofia Ramirez",
      quantity: 42,
      lotCode: "OXN-CIL-0601",
      stale: false,
    });
    const release = { authorizationLevel: "qa_manager", releaseNotes: "Core temperature 38 °F, quality OK." };
    const tech = await t.call("POST", `/api/holds/${hold.id}/release`, { cookie: cookie.qa_tech, body: release });
    expect(tech.statusCode).toBe(403);
    const wrongLevel = await t.call("POST", `/api/holds/${hold.id}/release`, {
      cookie: cookie.qa_manager,
      body: { ...release, authorizationLevel: "pcqi" },
    });
    expect(wrongLevel.statusCode).toBe(403);
    expect(wrongLevel.json().error.message).toMatch(/PCQI authorization level/);
    const released = await t.call("POST", `/api/holds/${hold.id}/release`, {
      cookie: cookie.qa_manager,
      body: release,
    });
    expect(released.json()).toMatchObject({
      status: "released",
      releasedByName: "Daniel Kim",
      authorizationLevel: "qa_manager",
    });
    const twice = await t.call("POST", `/api/holds/${hold.id}/release`, {
      cookie: cookie.pcqi,
      body: { ...release, authorizationLevel: "pcqi" },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This hold has already been released");
  });

  it("validates the hold and filters the list", async () => {
    const bad = await t.call("POST", "/api/sites/oxnard/holds", {
      cookie: cookie.qa_tech,
      body: { type: "pallet", quantity: -1, reason: "other" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(
      expect.arrayContaining(["type", "itemName", "quantity", "unit"]),
    );
    const list = (await t.call("GET", "/api/sites/oxnard/holds?status=on_hold", { cookie: cookie.viewer })).json();
    expect(list.items.every((h: { status: string }) => h.status === "on_hold")).toBe(true);
    expect(list.items.filter((h: { stale: boolean }) => h.stale)).toHaveLength(1);
  });

  it("reads one hold by id for links to it; an unknown id is 404 and a malformed one 400", async () => {
    const [first] = (await t.call("GET", "/api/sites/oxnard/holds?pageSize=1", { cookie: cookie.viewer })).json().items;
    const one = await t.call("GET", `/api/holds/${first.id}`, { cookie: cookie.viewer });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
    expect(
      (await t.call("GET", "/api/holds/00000000-0000-4000-8000-000000000000", { cookie: cookie.viewer })).statusCode,
    ).toBe(404);
    expect((await t.call("GET", "/api/holds/not-a-uuid", { cookie: cookie.viewer })).statusCode).toBe(400);
  });
});
