import { createHash } from "node:crypto";
import PDFDocument from "pdfkit";
import { eq } from "drizzle-orm";
import { groupName } from "../../../domain/catalogue";
import { defaultEvidenceToClose, defaultOwnerRole, scoreChecklist, type ChecklistAnswer } from "../../../domain/audits";
import { type DemoSeedStep, demoSites } from "../demo-organisation";
import { localDate, shiftInstant } from "../../../domain/dates";
import type { Db } from "../../db/client";
import {
  attachments,
  auditFindings,
  evidencePackFiles,
  evidencePacks,
  externalAuditReports,
  externalAuditResponses,
  externalAudits,
  internalAuditItems,
  internalAudits,
} from "../../db/schema";
import { siteApplicableClauses } from "../../use-cases/scope/load-applied-scope";
import { buildPackFiles } from "../../use-cases/audits/evidence/build-pack";

const shift = (now: Date, days: number) => shiftInstant(now, { days });
/** The calendar date of an instant at a demo site. */
const dayAt = (slug: string) => (d: Date) => localDate(d, demoSites.find((s) => s.slug === slug)!.timezone);
const oxnardDay = dayAt("oxnard");
const yumaDay = dayAt("yuma");

/** A small real PDF (a scanned report or certificate stand-in) for the demo's stored files. */
function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 60, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.font("Helvetica-Bold").fontSize(20).text(title);
  doc.moveDown();
  doc.font("Helvetica").fontSize(12);
  for (const line of lines) doc.text(line).moveDown(0.4);
  doc.end();
  return done;
}

async function storeDemoFile(
  tx: Db,
  owner: {
    organisationId: string;
    siteId: string;
    ownerType: string;
    ownerId: string;
    uploadedBy: string;
    uploadedByName: string;
  },
  filename: string,
  data: Buffer,
  contentType = "application/pdf",
) {
  const [row] = await tx
    .insert(attachments)
    .values({
      ...owner,
      filename,
      contentType,
      size: data.length,
      sha256: createHash("sha256").update(data).digest("hex"),
      data,
    })
    .returning({ id: attachments.id });
  return row!.id;
}

/** Answers for the completed demo audit: mostly compliant, three observations, two findings. */
const completedAnswers: Record<string, ChecklistAnswer> = {
  "1.06.02": "observation",
  "3.01.02": "finding",
  "6.01.03": "finding",
  "4.01.04": "observation",
  "P.02.02": "observation",
};
const findingNotes: Record<string, string> = {
  "3.01.02": "Pre-op inspection sheets missing for 4 of 20 sampled days on Line 2.",
  "6.01.03": "Two probe thermometers past their calibration due date.",
  "1.06.02": "Verification signatures applied 9 working days after the record on two logs.",
  "4.01.04": "Training effectiveness checks not documented for night shift.",
  "P.02.02": "Wash water change log shows one change 45 minutes late.",
};

/**
 * Demo audits at Oxnard (a completed internal audit with findings, one in progress, one scheduled),
 * external audits (a certified PrimusGFS report, score 94.2, certificate expiring in about 60 days;
 * one pending response; one upcoming), and two ready evidence packs.
 * Written directly: audits held and findings closed weeks ago, and packs already built, are history the
 * audit use-cases (which stamp "now" and build packs in a background job) cannot write.
 */
export const seedDemoAudits: DemoSeedStep = async (tx, ctx) => {
  const { organisationId, now } = ctx;
  const oxnard = ctx.sites.oxnard!;
  const yuma = ctx.sites.yuma!;
  const clauses = await siteApplicableClauses(tx, organisationId, oxnard);
  const fsms = clauses.filter((c) => c.module === "FSMS_1");

  async function internalAudit(values: {
    type: "full" | "module";
    date: Date;
    auditorId: string;
    status: "scheduled" | "in-progress" | "completed";
    scopeIds: string[];
    answer: (clauseId: string, index: number) => ChecklistAnswer | null;
  }) {
    const scoped = clauses.filter((c) => values.scopeIds.includes(c.module));
    const answers = scoped.map((c, i) => (c.na ? "na" : values.answer(c.id, i)));
    const score = scoreChecklist(scoped.map((c, i) => ({ points: c.points, answer: answers[i]! })));
    const [audit] = await tx
      .insert(internalAudits)
      .values({
        organisationId,
        siteId: oxnard,
        type: values.type,
        auditDate: oxnardDay(values.date),
        auditorId: values.auditorId,
        status: values.status,
        scopeKind: "modules",
        scopeIds: values.scopeIds,
        startedAt: values.status === "scheduled" ? null : values.date,
        completedAt: values.status === "completed" ? shift(values.date, 1) : null,
        scoreEarned: values.status === "completed" ? score.earned : null,
        scorePossible: values.status === "completed" ? score.possible : null,
        scorePercent: values.status === "completed" ? score.percent : null,
        createdBy: ctx.users.qa_manager,
        createdAt: shift(values.date, -14),
      })
      .returning();
    const items = await tx
      .insert(internalAuditItems)
      .values(
        scoped.map((c, position) => ({
          organisationId,
          auditId: audit!.id,
          position,
          clauseId: c.id,
          module: c.module,
          section: groupName(c.tags[0]!),
          requirement: c.title,
          points: c.points,
          tags: c.tags,
          answer: answers[position] ?? null,
          notes:
            answers[position] && answers[position] !== "compliant" && answers[position] !== "na"
              ? (findingNotes[c.id] ?? "See photo evidence.")
              : answers[position] === "compliant"
                ? "Verified on site."
                : "",
          naRationale: c.na ? `Marked N/A in the site scope: ${c.naRationale ?? ""}` : null,
          updatedBy: values.auditorId,
        })),
      )
      .returning();
    return { audit: audit!, items };
  }

  // Completed full-system audit 40 days ago, with two findings (one closed, one open).
  const completed = await internalAudit({
    type: "full",
    date: shift(now, -40),
    auditorId: ctx.users.qa_manager!,
    status: "completed",
    scopeIds: [...new Set(clauses.map((c) => c.module))],
    answer: (id) => completedAnswers[id] ?? "compliant",
  });
  const completedOn = shift(now, -39);
  for (const item of completed.items.filter((i) => i.answer === "finding")) {
    const closed = item.clauseId === "6.01.03";
    const [finding] = await tx
      .insert(auditFindings)
      .values({
        organisationId,
        siteId: oxnard,
        auditId: completed.audit.id,
        itemId: item.id,
        clauseId: item.clauseId,
        title: item.requirement,
        summary: item.notes,
        ownerRole: defaultOwnerRole(item.tags),
        dueDate: oxnardDay(closed ? shift(now, -9) : shift(now, 5)),
        evidenceToClose: defaultEvidenceToClose(item.requirement),
        status: closed ? "closed" : "open",
        createdAt: completedOn,
        closedAt: closed ? shift(now, -12) : null,
        closedBy: closed ? ctx.users.qa_manager : null,
      })
      .returning();
    if (closed) {
      const fileId = await storeDemoFile(
        tx,
        {
          organisationId,
          siteId: oxnard,
          ownerType: "audit_finding",
          ownerId: finding!.id,
          uploadedBy: ctx.users.qa_manager!,
          uploadedByName: "Daniel Kim",
        },
        "thermometer-calibration-certificates.pdf",
        await demoPdf("Thermometer calibration certificates", [
          "Probe T-04: calibrated, within ±0.5 °C",
          "Probe T-07: calibrated, within ±0.5 °C",
          "Calibrated by Ventura Metrology Services",
        ]),
      );
      await tx
        .update(auditFindings)
        .set({
          closure: [
            {
              label: finding!.evidenceToClose[0]!,
              note: "Calibration reminders moved into the monthly QA calendar; both probes recalibrated.",
              attachmentIds: [],
            },
            { label: finding!.evidenceToClose[1]!, note: "", attachmentIds: [fileId] },
          ],
        })
        .where(eq(auditFindings.id, finding!.id));
    }
  }

  // In progress: FSMS module audit started 3 days ago, about half answered.
  await internalAudit({
    type: "module",
    date: shift(now, -3),
    auditorId: ctx.users.qa_tech!,
    status: "in-progress",
    scopeIds: ["FSMS_1"],
    answer: (id, i) => (i < Math.ceil(fsms.length / 2) ? (id === "3.01.04" ? "observation" : "compliant") : null),
  });
  // Scheduled: Packinghouse module audit in 12 days.
  await internalAudit({
    type: "module",
    date: shift(now, 12),
    auditorId: ctx.users.pcqi!,
    status: "scheduled",
    scopeIds: clauses.some((c) => c.module === "PACKINGHOUSE") ? ["PACKINGHOUSE"] : ["FSMS_1"],
    answer: () => null,
  });

  // External: certified PrimusGFS audit ~10 months ago, certificate expiring in 60 days.
  const certifiedDate = shift(now, -305);
  const [primus] = await tx
    .insert(externalAudits)
    .values({
      organisationId,
      siteId: oxnard,
      certificationBody: "Primus Auditing Operations",
      auditType: "Certification",
      scheme: "PrimusGFS v4.0",
      scheduledDate: oxnardDay(certifiedDate),
      auditor: "Laura Mendez",
      status: "completed",
      createdBy: ctx.users.qa_manager,
      createdAt: shift(certifiedDate, -30),
    })
    .returning();
  const [primusReport] = await tx
    .insert(externalAuditReports)
    .values({
      organisationId,
      siteId: oxnard,
      externalAuditId: primus!.id,
      auditDate: oxnardDay(certifiedDate),
      score: 94.2,
      findings: 3,
      observations: 5,
      status: "certified",
      reportFileId: primus!.id,
      expiryDate: oxnardDay(shift(now, 60)),
      uploadedBy: ctx.users.qa_manager,
      createdAt: shift(certifiedDate, 12),
    })
    .returning();
  const reportOwner = {
    organisationId,
    siteId: oxnard,
    ownerType: "external_audit_report",
    ownerId: primusReport!.id,
    uploadedBy: ctx.users.qa_manager!,
    uploadedByName: "Daniel Kim",
  };
  const reportFileId = await storeDemoFile(
    tx,
    reportOwner,
    "PrimusGFS-audit-report-oxnard.pdf",
    await demoPdf("PrimusGFS v4.0 Audit Report", [
      "Operation: Oxnard Packhouse",
      `Audit date: ${oxnardDay(certifiedDate)}`,
      "Final score: 94.2%",
      "Auditor: Laura Mendez, Primus Auditing Operations",
    ]),
  );
  const certificateFileId = await storeDemoFile(
    tx,
    reportOwner,
    "PrimusGFS-certificate-oxnard.pdf",
    await demoPdf("Certificate of Conformance", [
      "PrimusGFS v4.0",
      "Oxnard Packhouse",
      `Valid until ${oxnardDay(shift(now, 60))}`,
    ]),
  );
  await tx
    .update(externalAuditReports)
    .set({ reportFileId, certificateFileId })
    .where(eq(externalAuditReports.id, primusReport!.id));
  // Our corrective-action response to its 3 findings, kept in the audit's response history.
  const primusResponseAt = shift(certifiedDate, 20);
  const primusResponse =
    "1.04.02: hand-wash signs replaced in Spanish and English at every station.\n" +
    "3.01.02: glass register updated and the cooler lamp covers replaced.\n" +
    "5.08.01: sanitizer test strips now logged at each shift change; log attached.";
  const [response] = await tx
    .insert(externalAuditResponses)
    .values({
      organisationId,
      siteId: oxnard,
      externalAuditId: primus!.id,
      notes: primusResponse,
      respondedBy: ctx.users.qa_manager,
      respondedByName: "Daniel Kim",
      respondedAt: primusResponseAt,
    })
    .returning();
  await storeDemoFile(
    tx,
    { ...reportOwner, ownerType: "external_audit_response", ownerId: response!.id },
    "corrective-actions-oxnard.pdf",
    await demoPdf("Corrective actions — PrimusGFS certification audit", primusResponse.split("\n")),
  );
  await tx
    .update(externalAudits)
    .set({ responseNotes: primusResponse, respondedAt: primusResponseAt, respondedBy: ctx.users.qa_manager })
    .where(eq(externalAudits.id, primus!.id));

  // Customer audit 3 weeks ago awaiting our corrective-action response (Yuma).
  const customerDate = shift(now, -21);
  const [customer] = await tx
    .insert(externalAudits)
    .values({
      organisationId,
      siteId: yuma,
      certificationBody: "SCS Global Services",
      auditType: "Customer",
      scheme: "Harvest Crew GAP",
      scheduledDate: yumaDay(customerDate),
      auditor: "Mark Ellison",
      status: "pending-response",
      createdBy: ctx.users.pcqi,
      createdAt: shift(customerDate, -20),
    })
    .returning();
  const [customerReport] = await tx
    .insert(externalAuditReports)
    .values({
      organisationId,
      siteId: yuma,
      externalAuditId: customer!.id,
      auditDate: yumaDay(customerDate),
      score: 88.5,
      findings: 2,
      observations: 4,
      status: "issued",
      reportFileId: customer!.id,
      createdAt: shift(customerDate, 6),
    })
    .returning();
  const customerFile = await storeDemoFile(
    tx,
    {
      organisationId,
      siteId: yuma,
      ownerType: "external_audit_report",
      ownerId: customerReport!.id,
      uploadedBy: ctx.users.pcqi!,
      uploadedByName: "Maria Gonzalez",
    },
    "SCS-harvest-audit-yuma.pdf",
    await demoPdf("Harvest Crew Audit Report", [
      "Operation: Yuma Harvest Operations",
      "Score: 88.5%",
      "2 findings require a written corrective-action response within 30 days",
    ]),
  );
  await tx
    .update(externalAuditReports)
    .set({ reportFileId: customerFile })
    .where(eq(externalAuditReports.id, customerReport!.id));

  // Upcoming re-certification at Oxnard in 45 days, and an unannounced-audit window at Yuma in 70 days.
  await tx.insert(externalAudits).values([
    {
      organisationId,
      siteId: oxnard,
      certificationBody: "Primus Auditing Operations",
      auditType: "Re-certification",
      scheme: "PrimusGFS v4.0",
      scheduledDate: oxnardDay(shift(now, 45)),
      auditor: "Laura Mendez",
      status: "preparing",
      createdBy: ctx.users.qa_manager,
    },
    {
      organisationId,
      siteId: yuma,
      certificationBody: "Primus Auditing Operations",
      auditType: "Surveillance",
      scheme: "PrimusGFS v4.0",
      scheduledDate: yumaDay(shift(now, 70)),
      auditor: "To be assigned",
      status: "scheduled",
      createdBy: ctx.users.pcqi,
    },
  ]);

  // Two ready evidence packs for Oxnard.
  for (const spec of [
    {
      days: 30,
      clauses: ["fsms", "document_control", "traceability"],
      format: "pdf_zip" as const,
      age: 2,
      by: "Daniel Kim",
      user: ctx.users.qa_manager,
    },
    {
      days: 90,
      clauses: [
        "fsms",
        "document_control",
        "traceability",
        "site_management",
        "risk_assessment",
        "gap",
        "harvest",
        "post_harvest",
      ],
      format: "all" as const,
      age: 9,
      by: "Maria Gonzalez",
      user: ctx.users.pcqi,
    },
  ]) {
    const createdAt = shift(now, -spec.age);
    const to = oxnardDay(createdAt);
    const from = oxnardDay(shift(createdAt, -(spec.days - 1)));
    const [pack] = await tx
      .insert(evidencePacks)
      .values({
        organisationId,
        siteId: oxnard,
        name: `Oxnard Packhouse — Last ${spec.days} days`,
        periodFrom: from,
        periodTo: to,
        rangeDays: spec.days,
        clauses: spec.clauses,
        format: spec.format,
        requestedBy: spec.user,
        requestedByName: spec.by,
        createdAt,
        startedAt: createdAt,
        attempts: 1,
      })
      .returning();
    const files = await buildPackFiles(tx, pack!, createdAt);
    await tx.insert(evidencePackFiles).values(
      files.map((f) => ({
        organisationId,
        packId: pack!.id,
        kind: f.kind,
        filename: f.filename,
        contentType: f.contentType,
        size: f.data.length,
        data: f.data,
        createdAt,
      })),
    );
    await tx
      .update(evidencePacks)
      .set({ status: "ready", completedAt: createdAt, size: files.reduce((n, f) => n + f.data.length, 0) })
      .where(eq(evidencePacks.id, pack!.id));
  }
};
