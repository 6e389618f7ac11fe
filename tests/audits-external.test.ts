import { addCalendarDays, shiftInstant, siteToday } from "../src/domain/dates";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { organisations, sites } from "../src/server/db/schema";
import { certificatesExpiring } from "../src/server/use-cases/audits/certificates-expiring";
import { createTestApp, type TestApp } from "./support/test-app";
import { multipart, sampleDocx, sampleExe, samplePdf, samplePng } from "./support/multipart";

let t: TestApp;
let manager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.signInAs("qa_manager");
});
afterAll(() => t.close());

async function scheduleExternal(siteId = "oxnard", date = "2026-12-15") {
  const response = await t.call("POST", "/api/external-audits", {
    cookie: manager,
    body: {
      certificationBody: "Primus Auditing Operations",
      auditType: "Unannounced",
      date,
      auditor: "Laura Mendez",
      siteId,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const upload = (
  id: string,
  fields: Record<string, string>,
  files: { field: string; filename: string; bytes: Buffer }[],
  cookie = manager,
) => {
  const form = multipart(fields, files);
  return t.call("POST", `/api/external-audits/${id}/report`, { cookie, body: form.body, headers: form.headers });
};

describe("external audits", () => {
  it("lists the seeded certified report, the pending response and upcoming audits", async () => {
    const oxnard = (await t.call("GET", "/api/sites/oxnard/external-audits", { cookie: manager })).json();
    expect(oxnard.reports[0].report).toMatchObject({ score: 94.2, status: "certified" });
    expect(oxnard.reports[0].report.certificateFile.filename).toBe("PrimusGFS-certificate-oxnard.pdf");
    expect(oxnard.upcoming.map((a: { auditType: string }) => a.auditType)).toContain("Re-certification");
    expect(oxnard.stats.upcomingNext90Days).toBeGreaterThanOrEqual(1);
    const yuma = (await t.call("GET", "/api/sites/yuma/external-audits", { cookie: manager })).json();
    // The customer audit awaiting our response took place three weeks ago: it is awaited, not upcoming.
    expect(yuma.awaitingResponse.map((a: { auditType: string }) => a.auditType)).toEqual(["Customer"]);
    expect(yuma.upcoming.filter((a: { canSubmitResponse: boolean }) => a.canSubmitResponse)).toHaveLength(0);
  });

  it("validates the report and certificate by content, naming each wrong field", async () => {
    const audit = await scheduleExternal();
    const wrong = await upload(audit.id, { score: "101", expiryDate: "2027-12-01" }, [
      { field: "report", filename: "report.pdf", bytes: sampleExe },
      { field: "certificate", filename: "certificate.pdf", bytes: samplePng },
    ]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toMatchObject({ score: "Score must be between 0 and 100" });
    const files = await upload(audit.id, { score: "92", expiryDate: "2027-12-01" }, [
      { field: "report", filename: "report.pdf", bytes: sampleExe },
      { field: "certificate", filename: "certificate.pdf", bytes: samplePng },
    ]);
    expect(files.statusCode).toBe(400);
    expect(files.json().error.fields).toEqual({
      report: 'File "report.pdf" is not a PDF or Word document',
      certificate: 'File "certificate.pdf" is not a PDF',
    });
    const notNumber = await upload(audit.id, { score: "ninety" }, [
      { field: "report", filename: "r.pdf", bytes: samplePdf },
    ]);
    expect(notNumber.json().error.fields.score).toBe("Score must be a number");
    const renamed = await upload(audit.id, { score: "90" }, [
      { field: "report", filename: "report.docx", bytes: samplePdf },
    ]);
    expect(renamed.json().error.fields.report).toMatch(/not a PDF or Word document/);
    const noExpiry = await upload(audit.id, { score: "90" }, [
      { field: "report", filename: "report.docx", bytes: sampleDocx },
      { field: "certificate", filename: "cert.pdf", bytes: samplePdf },
    ]);
    expect(noExpiry.json().error.fields.expiryDate).toBe("Enter the certificate's expiry date");
    expect(
      (await t.call("GET", `/api/sites/oxnard/external-audits`, { cookie: manager }))
        .json()
        .reports.some((r: { id: string }) => r.id === audit.id),
    ).toBe(false);
  });

  it("stores a valid report, certified with its certificate, and refuses a second upload (409)", async () => {
    const audit = await scheduleExternal();
    const ok = await upload(audit.id, { score: "96.5", expiryDate: "2027-12-01", findings: "1", observations: "3" }, [
      { field: "report", filename: "report.docx", bytes: sampleDocx },
      { field: "certificate", filename: "certificate.pdf", bytes: samplePdf },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: "completed",
      report: { score: 96.5, status: "certified", expiryDate: "2027-12-01", findings: 1, observations: 3 },
    });
    const cert = await t.call("GET", `/api/files/${ok.json().report.certificateFile.id}`, {
      cookie: await t.signInAs("viewer"),
    });
    expect(cert.statusCode).toBe(200);
    expect(cert.rawPayload.equals(samplePdf)).toBe(true);
    const again = await upload(audit.id, { score: "90" }, [{ field: "report", filename: "r.pdf", bytes: samplePdf }]);
    expect(again.statusCode).toBe(409);
  });

  it("offers Submit Response only on pending-response, storing the response with its files", async () => {
    // Scheduled a month ahead on oxnard's calendar, so it counts among the next 90 days' audits.
    const audit = await scheduleExternal("oxnard", addCalendarDays(siteToday("America/Los_Angeles"), 30));
    const early = multipart({ notes: "Corrective actions attached" });
    expect(
      (
        await t.call("POST", `/api/external-audits/${audit.id}/response`, {
          cookie: manager,
          body: early.body,
          headers: early.headers,
        })
      ).statusCode,
    ).toBe(409);
    const listed = async () => (await t.call("GET", "/api/sites/oxnard/external-audits", { cookie: manager })).json();
    const before = await listed();
    expect(before.upcoming.map((a: { id: string }) => a.id)).toContain(audit.id);
    // The report came in early (audited before its scheduled day) and asks for our corrective-action response.
    const pending = await upload(audit.id, { score: "81", responseRequired: "true", findings: "2" }, [
      { field: "report", filename: "r.pdf", bytes: samplePdf },
    ]);
    const after = await listed();
    expect(after.upcoming.map((a: { id: string }) => a.id)).not.toContain(audit.id);
    expect(after.awaitingResponse.map((a: { id: string }) => a.id)).toContain(audit.id);
    expect(after.stats.upcomingNext90Days).toBe(before.stats.upcomingNext90Days - 1);
    expect(after.stats.pendingResponses).toBe(before.stats.pendingResponses + 1);
    expect(pending.json()).toMatchObject({
      status: "pending-response",
      canSubmitResponse: true,
      report: { status: "issued" },
    });
    const empty = multipart({ notes: "  " });
    const blank = await t.call("POST", `/api/external-audits/${audit.id}/response`, {
      cookie: manager,
      body: empty.body,
      headers: empty.headers,
    });
    expect(blank.json().error.fields.notes).toBe("Response is required");
    const form = multipart({ notes: "Both findings corrected; see photos." }, [
      { field: "files", filename: "fixed.png", bytes: samplePng },
    ]);
    const done = await t.call("POST", `/api/external-audits/${audit.id}/response`, {
      cookie: manager,
      body: form.body,
      headers: form.headers,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: "completed",
      canSubmitResponse: false,
      responseNotes: "Both findings corrected; see photos.",
    });
    expect(done.json().responseFiles.map((f: { filename: string }) => f.filename)).toEqual(["fixed.png"]);
    // The response stays visible in the audit's history: text, attachments, who and when.
    const [entry, ...more] = done.json().responses;
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ notes: "Both findings corrected; see photos.", respondedBy: "Daniel Kim" });
    expect(entry.files.map((f: { filename: string }) => f.filename)).toEqual(["fixed.png"]);
    expect(Date.now() - Date.parse(entry.respondedAt)).toBeLessThan(60_000);
    const report = (await listed()).reports.find((a: { id: string }) => a.id === audit.id);
    expect(report.responses).toEqual(done.json().responses);
  });

  it("only QA managers, PCQIs and admins upload reports", async () => {
    const audit = await scheduleExternal();
    const response = await upload(
      audit.id,
      { score: "90" },
      [{ field: "report", filename: "r.pdf", bytes: samplePdf }],
      await t.signInAs("qa_tech"),
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("certificatesExpiring", () => {
  it("finds certificates within the window only (the seeded one expires in ~60 days)", async () => {
    const [org] = await t.db.select().from(organisations).where(eq(organisations.name, "Pacific Fresh Produce Co."));
    const [oxnard] = await t.db.select().from(sites).where(eq(sites.slug, "oxnard"));
    const now = new Date();
    expect(await certificatesExpiring(t.db, org!.id, undefined, now)).toEqual([]);
    const in70 = await certificatesExpiring(t.db, org!.id, oxnard!.id, now, 70);
    expect(in70.map((c) => [c.siteSlug, c.daysLeft])).toEqual([["oxnard", 60]]);
    const later = await certificatesExpiring(t.db, org!.id, undefined, shiftInstant(now, { days: 35 }));
    expect(later).toHaveLength(1);
    expect(later[0]!.daysLeft).toBe(25);
  });
});
