import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, siteToday } from "../src/domain/dates";
import type { NotificationItem } from "../src/domain/notifications";
import { auditEvents, auditFindings, documentAudits, emailOutbox, users } from "../src/server/db/schema";
import { findingEvidence } from "../src/server/use-cases/audits/evidence/audit-sources";
import { demoUsers } from "../src/server/demo/demo-organisation";
import { makeCsv } from "../src/server/document-audit/make-documents";
import { runPendingDocumentAudits } from "../src/server/use-cases/document-audits/document-audit-job";
import { sendNotificationEmails } from "../src/server/use-cases/notifications/emails/send-notification-emails";
import { multipart } from "./support/multipart";
import { createTestApp, demoEmail, otherOrg, type TestApp } from "./support/test-app";

/**
 * Tracking a document audit's finding (issue 17, decision 118): `POST /api/document-audits/:id/findings`
 * makes it a tracked finding, listed and closed with the internal audits' findings, owned by a member,
 * due on a site date, with its audit event and a notification to its owner.
 */
let t: TestApp;
let tech: string;
let auditId: string;
let clauseId: string;
let findings: { text: string; citations: { document: string; locator: unknown; quote: string }[] }[];

const OXNARD_TZ = "America/Los_Angeles";
const today = () => siteToday(OXNARD_TZ);
const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const nameOf = (role: string) => demoUsers.find((u) => u.role === role)!.name;

const track = (body: unknown, cookie = tech, headers: Record<string, string> = {}) =>
  t.call("POST", `/api/document-audits/${auditId}/findings`, { cookie, body, headers });
const tracked = async () => ({
  findings: (await t.db.select({ n: count() }).from(auditFindings))[0]!.n,
  events: (await t.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, "audit_finding.track")))[0]!
    .n,
});
const readiness = async () =>
  (await t.call("GET", "/api/sites/oxnard/overview?days=30", { cookie: tech })).json().metrics.readinessScore
    .value as number;
const bell = async (cookie: string, headers: Record<string, string> = {}) =>
  (await t.call("GET", "/api/notifications", { cookie, headers })).json().items as NotificationItem[];

// Two training rows without a trainer: the training clause gets a finding that cites them.
const csv = Buffer.from(
  makeCsv([
    ["Date", "Topic", "Attendee", "Trainer", "Language"],
    ["2026-10-02", "Worker hygiene and handwashing", "M. Ortega", "", "Spanish"],
    ["2026-10-02", "Worker hygiene and handwashing", "J. Ruiz", "", "Spanish"],
  ]),
);

const upload = () => {
  const body = multipart({}, [{ field: "files", filename: "Training_Records.csv", bytes: csv }]);
  return t.app.inject({
    method: "POST",
    url: "/api/sites/oxnard/document-audits",
    headers: { cookie: tech, ...body.headers },
    payload: body.body,
  });
};

beforeAll(async () => {
  t = await createTestApp();
  tech = await t.signInAs("qa_tech");
  const started = await upload();
  auditId = started.json().id;
  await runPendingDocumentAudits(t.db);
  const audit = (await t.call("GET", `/api/document-audits/${auditId}`, { cookie: tech })).json();
  expect(audit.status).toBe("done");
  const withFindings = audit.clauses.find(
    (c: { findings: unknown[]; citations: unknown[] }) =>
      c.findings.length > 0 && (c.findings as { citations: unknown[] }[]).some((f) => f.citations.length > 0),
  );
  clauseId = withFindings.clauseId;
  findings = withFindings.findings;
});
afterAll(() => t.close());

describe("who may own a tracked finding", () => {
  it("lists the active members who may manage findings at the audit's site, not read-only or other-site members", async () => {
    const response = await t.call("GET", `/api/document-audits/${auditId}/finding-owners`, { cookie: tech });
    expect(response.statusCode).toBe(200);
    const names = response.json().owners.map((o: { name: string }) => o.name);
    // The supervisor is restricted to yuma; the viewer may not manage findings.
    expect(names.sort()).toEqual(["admin", "pcqi", "qa_manager", "qa_tech"].map(nameOf).sort());
    // The same members for the site, as the Findings tab's owner select reads them.
    const site = await t.call("GET", "/api/sites/oxnard/finding-owners", { cookie: tech });
    expect(site.json()).toEqual(response.json());
  });
});

describe("refusals", () => {
  const valid = async () => ({
    clauseId,
    findingIndex: 0,
    ownerId: await userId(demoEmail("qa_manager")),
    dueDate: addCalendarDays(today(), 7),
  });

  it("answers 400 naming the field, and stores nothing", async () => {
    const before = await tracked();
    const cases: [Record<string, unknown>, string][] = [
      [{ clauseId: "9.99.99" }, "clauseId"],
      [{ findingIndex: findings.length + 5 }, "findingIndex"],
      [{ findingIndex: -1 }, "findingIndex"],
      [{ findingIndex: "first" }, "findingIndex"],
      [{ ownerId: await userId(demoEmail("viewer")) }, "ownerId"],
      [{ ownerId: await userId(demoEmail("supervisor")) }, "ownerId"], // restricted to yuma
      [{ ownerId: await userId(otherOrg.email) }, "ownerId"],
      [{ ownerId: "nobody" }, "ownerId"],
      [{ dueDate: addCalendarDays(today(), -1) }, "dueDate"], // yesterday at the site
      [{ dueDate: "2026-13-01" }, "dueDate"],
      [{ dueDate: "next friday" }, "dueDate"],
    ];
    for (const [change, field] of cases) {
      const response = await track({ ...(await valid()), ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json().error.fields), JSON.stringify(change)).toEqual([field]);
    }
    expect(await tracked()).toEqual(before);
  });

  it("speaks Spanish", async () => {
    const response = await track({ ...(await valid()), dueDate: addCalendarDays(today(), -3) }, tech, {
      "accept-language": "es",
    });
    expect(response.json().error.fields.dueDate).toBe(
      "Elija una fecha límite a partir de hoy (la fecha de la instalación)",
    );
  });

  it("is refused (403) to roles that may not manage findings and to members of another site", async () => {
    const before = await tracked();
    expect((await track(await valid(), await t.signInAs("viewer"))).statusCode).toBe(403);
    expect((await track(await valid(), await t.signInAs("supervisor"))).statusCode).toBe(403);
    expect(
      (await t.call("GET", `/api/document-audits/${auditId}/finding-owners`, { cookie: await t.signInAs("viewer") }))
        .statusCode,
    ).toBe(403);
    expect(await tracked()).toEqual(before);
  });

  it("does not find another organisation's audit (404)", async () => {
    const outsider = await t.signIn(otherOrg.email);
    const response = await track(await valid(), outsider);
    expect(response.statusCode).toBe(404);
    expect(
      (await t.call("GET", `/api/document-audits/${auditId}/finding-owners`, { cookie: outsider })).statusCode,
    ).toBe(404);
  });

  it("refuses an audit that has not finished (409)", async () => {
    const started = await upload();
    expect(started.statusCode).toBe(202);
    const queued = started.json().id as string;
    const response = await t.call("POST", `/api/document-audits/${queued}/findings`, {
      cookie: tech,
      body: await valid(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().findingId).toBeUndefined();
  });
});

describe("POST /api/document-audits/:id/findings", () => {
  let findingId: string;
  let pcqi: string;
  // Today at the site is the earliest due date allowed.
  const due = () => today();

  it("makes the finding a tracked finding: 201 with its id, shown as tracked in the report", async () => {
    const owner = await userId(demoEmail("pcqi"));
    const before = await tracked();
    const readinessBefore = await readiness();
    const response = await track({ clauseId, findingIndex: 0, ownerId: owner, dueDate: due() });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(["findingId"]);
    findingId = response.json().findingId;
    expect(await tracked()).toEqual({ findings: before.findings + 1, events: before.events + 1 });
    // An open finding takes its clause's points from the overview's readiness score, as an internal one does.
    expect(await readiness()).toBeLessThan(readinessBefore);

    const audit = (await t.call("GET", `/api/document-audits/${auditId}`, { cookie: tech })).json();
    const clause = audit.clauses.find((c: { clauseId: string }) => c.clauseId === clauseId);
    expect(clause.findings[0].trackedFindingId).toBe(findingId);
    expect(clause.findings[0].text).toBe(findings[0]!.text);
    const others = audit.clauses.flatMap((c: { findings: { trackedFindingId: string | null }[] }) => c.findings);
    expect(others.filter((f: { trackedFindingId: string | null }) => f.trackedFindingId !== null)).toHaveLength(1);
  });

  it("lists it with the site's findings: source, owner, due date, text and citations", async () => {
    const list = (await t.call("GET", "/api/sites/oxnard/audit-findings", { cookie: tech })).json().findings;
    const finding = list.find((f: { id: string }) => f.id === findingId);
    expect(finding).toMatchObject({
      source: "document_audit",
      documentAuditId: auditId,
      findingIndex: 0,
      auditId: null,
      auditDate: today(),
      clauseId,
      summary: findings[0]!.text,
      ownerRole: null,
      ownerName: nameOf("pcqi"),
      ownerLabel: nameOf("pcqi"),
      dueDate: due(),
      status: "open",
      overdue: false,
    });
    expect(finding.citations).toEqual(
      findings[0]!.citations.map((c) => ({ document: c.document, locator: c.locator, quote: c.quote })),
    );
    expect(finding.evidenceToClose.length).toBeGreaterThan(0);
  });

  it("is evidence of its clause in evidence packs, dated by its audit, with its owner", async () => {
    const [audit] = await t.db
      .select({ organisationId: documentAudits.organisationId, siteId: documentAudits.siteId })
      .from(documentAudits)
      .where(eq(documentAudits.id, auditId));
    const items = await findingEvidence(t.db, {
      ...audit!,
      from: addCalendarDays(today(), -30),
      to: today(),
      timeZone: OXNARD_TZ,
      locale: "en",
    });
    const item = items.find((i) => i.reference === `F-${findingId.slice(0, 8).toUpperCase()}`);
    expect(item).toMatchObject({ kind: "finding", clauseIds: [clauseId], date: today(), by: nameOf("pcqi") });
    expect(item!.detail).toContain(`Owner: ${nameOf("pcqi")}`);
  });

  it("writes its audit event, naming the source and the owner", async () => {
    const events = await t.db
      .select({ before: auditEvents.before, after: auditEvents.after, actor: auditEvents.actorName })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "audit_finding.track"), eq(auditEvents.entityId, findingId)));
    expect(events).toEqual([
      {
        before: null,
        actor: nameOf("qa_tech"),
        after: {
          documentAuditId: auditId,
          clauseId,
          findingIndex: 0,
          text: findings[0]!.text,
          ownerId: await userId(demoEmail("pcqi")),
          dueDate: due(),
        },
      },
    ]);
  });

  it("notifies its owner (in her language, by e-mail as she chose), not the member who tracked it", async () => {
    pcqi = await t.signInAs("pcqi");
    const mine = (await bell(pcqi)).find((n) => n.kind === "finding_assigned");
    expect(mine).toMatchObject({
      key: `finding-assigned:${findingId}`,
      url: `/app/audits/internal?tab=findings&finding=${findingId}`,
      site: "oxnard",
    });
    expect(mine!.title).toContain(clauseId);
    expect(mine!.body).toContain(`assigned by ${nameOf("qa_tech")}`);
    const spanish = (await bell(pcqi, { "accept-language": "es" })).find((n) => n.kind === "finding_assigned");
    expect(spanish!.title).toMatch(/^Hallazgo asignado a usted: /);
    expect((await bell(tech)).some((n) => n.kind === "finding_assigned")).toBe(false);

    const pcqiEmail = demoEmail("pcqi");
    const mailsTo = async () =>
      (
        await t.db
          .select({ subject: emailOutbox.subject, text: emailOutbox.text })
          .from(emailOutbox)
          .where(eq(emailOutbox.to, pcqiEmail))
      ).filter((m) => m.subject.includes("Finding assigned to you"));
    expect(await mailsTo()).toEqual([]);
    // Off for this kind: nothing is e-mailed.
    const off = await t.call("PUT", "/api/account/notification-preferences", {
      cookie: pcqi,
      body: { preferences: { finding_assigned: "off" } },
    });
    expect(off.statusCode).toBe(200);
    await sendNotificationEmails(t.db, "https://qa.example.test");
    expect(await mailsTo()).toEqual([]);
    // Immediately (the default): e-mailed once.
    await t.call("PUT", "/api/account/notification-preferences", {
      cookie: pcqi,
      body: { preferences: { finding_assigned: "immediately" } },
    });
    await sendNotificationEmails(t.db, "https://qa.example.test");
    await sendNotificationEmails(t.db, "https://qa.example.test");
    const mails = await mailsTo();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`https://qa.example.test/app/audits/internal?tab=findings&finding=${findingId}`);
  });

  it("answers 409 with the existing finding's id when that finding is already tracked", async () => {
    const before = await tracked();
    const again = await track({
      clauseId,
      findingIndex: 0,
      ownerId: await userId(demoEmail("qa_manager")),
      dueDate: due(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ findingId, error: { code: "conflict" } });
    expect(await tracked()).toEqual(before);
  });

  it("is reassigned to another member who may own it; the notification follows its owner", async () => {
    const url = `/api/audit-findings/${findingId}`;
    const manager = await userId(demoEmail("qa_manager"));
    const moved = await t.call("PATCH", url, { cookie: tech, body: { ownerId: manager } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ ownerId: manager, ownerName: nameOf("qa_manager"), ownerRole: null });
    const managerBell = await bell(await t.signInAs("qa_manager"));
    expect(managerBell.some((n) => n.key === `finding-assigned:${findingId}`)).toBe(true);
    expect((await bell(pcqi)).some((n) => n.key === `finding-assigned:${findingId}`)).toBe(false);
    const [event] = await t.db
      .select({ before: auditEvents.before, after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "audit_finding.update"), eq(auditEvents.entityId, findingId)));
    expect(event).toMatchObject({
      before: { ownerId: await userId(demoEmail("pcqi")) },
      after: { ownerId: manager },
    });

    for (const role of ["viewer", "supervisor"] as const) {
      const refused = await t.call("PATCH", url, { cookie: tech, body: { ownerId: await userId(demoEmail(role)) } });
      expect(refused.statusCode, role).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toEqual(["ownerId"]);
    }
    // An internal audit's finding is owned by a role: it takes no member.
    const internal = (await t.call("GET", "/api/sites/oxnard/audit-findings", { cookie: tech }))
      .json()
      .findings.find((f: { source: string; status: string }) => f.source === "internal_audit" && f.status === "open");
    const toMember = await t.call("PATCH", `/api/audit-findings/${internal.id}`, {
      cookie: tech,
      body: { ownerId: manager },
    });
    expect(toMember.statusCode).toBe(400);
    expect(Object.keys(toMember.json().error.fields)).toEqual(["ownerId"]);

    const back = await t.call("PATCH", url, { cookie: tech, body: { ownerId: await userId(demoEmail("pcqi")) } });
    expect(back.json().ownerName).toBe(nameOf("pcqi"));
  });

  it("keeps a member as owner: moving its due date works, naming a role is refused", async () => {
    const url = `/api/audit-findings/${findingId}`;
    const role = await t.call("PATCH", url, { cookie: tech, body: { ownerRole: "supervisor" } });
    expect(role.statusCode).toBe(400);
    expect(Object.keys(role.json().error.fields)).toEqual(["ownerRole"]);
    const later = addCalendarDays(today(), 21);
    const moved = await t.call("PATCH", url, { cookie: tech, body: { dueDate: later } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ dueDate: later, ownerName: nameOf("pcqi"), ownerRole: null });
  });

  it("is closed by the findings' close flow, which ends the owner's notification", async () => {
    const close = multipart({
      data: JSON.stringify({ items: [{ note: "Trainer names added" }, { note: "Signed sheet" }] }),
    });
    const closed = await t.call("POST", `/api/audit-findings/${findingId}/close`, {
      cookie: pcqi,
      body: close.body,
      headers: close.headers,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ id: findingId, status: "closed", source: "document_audit" });
    expect((await bell(pcqi)).some((n) => n.kind === "finding_assigned")).toBe(false);
  });
});
