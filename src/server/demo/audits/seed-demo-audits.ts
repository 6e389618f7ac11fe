import { asc, eq } from "drizzle-orm";
import type { ChecklistAnswer } from "../../../domain/audits";
import {
  externalAuditCreateSchema,
  internalAuditCreateSchema,
  reportUploadFieldsSchema,
  responseFieldsSchema,
} from "../../../domain/schemas/audits";
import { type DemoSeedStep, demoSites } from "../demo-organisation";
import { localDate, shiftInstant } from "../../../domain/dates";
import { auditFindings, evidencePacks, internalAuditItems } from "../../db/schema";
import { siteApplicableClauses } from "../../use-cases/scope/load-applied-scope";
import { buildPackFiles } from "../../use-cases/audits/evidence/build-pack";
import { insertPackFileRows, stagePackFiles } from "../../use-cases/audits/evidence/pack-file-parts";
import { closeFinding } from "../../use-cases/audits/close-finding";
import { completeInternalAudit } from "../../use-cases/audits/complete-internal-audit";
import { scheduleExternalAudit } from "../../use-cases/audits/schedule-external-audit";
import { scheduleInternalAudit } from "../../use-cases/audits/schedule-internal-audit";
import { startInternalAudit } from "../../use-cases/audits/start-internal-audit";
import { submitResponse } from "../../use-cases/audits/submit-response";
import { updateChecklistItem } from "../../use-cases/audits/update-checklist-item";
import { updateFinding } from "../../use-cases/audits/update-finding";
import { uploadReport } from "../../use-cases/audits/upload-report";
import { demoActor } from "../demo-actor";
import { loadPdfkit } from "../../lazy-modules";

const shift = (now: Date, days: number) => shiftInstant(now, { days });
/** The calendar date of an instant at a demo site. */
const dayAt = (slug: string) => (d: Date) => localDate(d, demoSites.find((s) => s.slug === slug)!.timezone);
const oxnardDay = dayAt("oxnard");
const yumaDay = dayAt("yuma");

/** A small real PDF (a scanned report or certificate stand-in) for the demo's stored files. */
async function demoPdf(title: string, lines: string[]): Promise<Buffer> {
  const PDFDocument = await loadPdfkit();
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
 * one pending response; two upcoming), and two ready evidence packs. The audits go through the audit
 * use-cases, each told when it happened (decision 075); the packs are written as the evidence job
 * leaves them (see the end of this step).
 */
export const seedDemoAudits: DemoSeedStep = async (tx, ctx) => {
  const { organisationId, now } = ctx;
  const oxnard = ctx.sites.oxnard!;
  const clauses = await siteApplicableClauses(tx, organisationId, oxnard);
  const as = (role: "qa_manager" | "qa_tech" | "pcqi", at: Date) => demoActor(ctx, role, at);

  async function internalAudit(values: {
    type: "full" | "module";
    date: Date;
    auditor: "qa_manager" | "qa_tech" | "pcqi";
    status: "scheduled" | "in-progress" | "completed";
    scopeIds: string[];
    answer: (clauseId: string, index: number) => ChecklistAnswer | null;
  }) {
    const { id } = await scheduleInternalAudit(
      tx,
      as("qa_manager", shift(values.date, -14)),
      internalAuditCreateSchema.parse({
        type: values.type,
        date: oxnardDay(values.date),
        auditorId: ctx.users[values.auditor],
        siteId: "oxnard",
        scopeKind: "modules",
        scopeIds: values.scopeIds,
      }),
    );
    if (values.status === "scheduled") return id;
    await startInternalAudit(tx, as(values.auditor, values.date), { id });
    const items = await tx
      .select()
      .from(internalAuditItems)
      .where(eq(internalAuditItems.auditId, id))
      .orderBy(asc(internalAuditItems.position));
    for (const item of items) {
      if (item.answer === "na") continue;
      const answer = values.answer(item.clauseId, item.position);
      if (!answer) continue;
      const at = shiftInstant(values.date, { minutes: 2 * item.position });
      await updateChecklistItem(tx, as(values.auditor, at), {
        auditId: id,
        itemId: item.id,
        locale: "en",
        answer,
        notes: answer === "compliant" ? "Verified on site." : (findingNotes[item.clauseId] ?? "See photo evidence."),
      });
    }
    if (values.status === "completed")
      await completeInternalAudit(tx, as(values.auditor, shift(values.date, 1)), { id });
    return id;
  }

  // Completed full-system audit 40 days ago, with two findings (one closed 12 days ago, one open).
  const completedId = await internalAudit({
    type: "full",
    date: shift(now, -40),
    auditor: "qa_manager",
    status: "completed",
    scopeIds: [...new Set(clauses.map((c) => c.module))],
    answer: (id) => completedAnswers[id] ?? "compliant",
  });
  const findings = await tx.select().from(auditFindings).where(eq(auditFindings.auditId, completedId));
  for (const finding of findings) {
    if (finding.clauseId !== "6.01.03") {
      await updateFinding(tx, as("qa_manager", shift(now, -30)), { id: finding.id, dueDate: oxnardDay(shift(now, 5)) });
      continue;
    }
    await closeFinding(tx, as("qa_manager", shift(now, -12)), {
      id: finding.id,
      items: [
        {
          note: "Calibration reminders moved into the monthly QA calendar; both probes recalibrated.",
          attachmentIds: [],
        },
        { note: "", attachmentIds: [] },
      ],
      files: [
        {
          field: "item-1",
          filename: "thermometer-calibration-certificates.pdf",
          bytes: await demoPdf("Thermometer calibration certificates", [
            "Probe T-04: calibrated, within ±0.5 °C",
            "Probe T-07: calibrated, within ±0.5 °C",
            "Calibrated by Ventura Metrology Services",
          ]),
        },
      ],
    });
  }

  // In progress: FSMS module audit started 3 days ago, about half answered.
  const fsms = clauses.filter((c) => c.module === "FSMS_1");
  await internalAudit({
    type: "module",
    date: shift(now, -3),
    auditor: "qa_tech",
    status: "in-progress",
    scopeIds: ["FSMS_1"],
    answer: (id, i) => (i < Math.ceil(fsms.length / 2) ? (id === "3.01.04" ? "observation" : "compliant") : null),
  });
  // Scheduled: Packinghouse module audit in 12 days.
  await internalAudit({
    type: "module",
    date: shift(now, 12),
    auditor: "pcqi",
    status: "scheduled",
    scopeIds: clauses.some((c) => c.module === "PACKINGHOUSE") ? ["PACKINGHOUSE"] : ["FSMS_1"],
    answer: () => null,
  });

  // External: certified PrimusGFS audit ~10 months ago, certificate expiring in 60 days, our response filed.
  const certifiedDate = shift(now, -305);
  const primus = await scheduleExternalAudit(
    tx,
    as("qa_manager", shift(certifiedDate, -30)),
    externalAuditCreateSchema.parse({
      certificationBody: "Primus Auditing Operations",
      auditType: "Certification",
      scheme: "PrimusGFS v4.0",
      date: oxnardDay(certifiedDate),
      auditor: "Laura Mendez",
      siteId: "oxnard",
    }),
  );
  await uploadReport(tx, as("qa_manager", shift(certifiedDate, 12)), {
    id: primus.id,
    ...reportUploadFieldsSchema.parse({
      score: 94.2,
      auditDate: oxnardDay(certifiedDate),
      expiryDate: oxnardDay(shift(now, 60)),
      findings: 3,
      observations: 5,
      responseRequired: true,
    }),
    files: [
      {
        field: "report",
        filename: "PrimusGFS-audit-report-oxnard.pdf",
        bytes: await demoPdf("PrimusGFS v4.0 Audit Report", [
          "Operation: Oxnard Packhouse",
          `Audit date: ${oxnardDay(certifiedDate)}`,
          "Final score: 94.2%",
          "Auditor: Laura Mendez, Primus Auditing Operations",
        ]),
      },
      {
        field: "certificate",
        filename: "PrimusGFS-certificate-oxnard.pdf",
        bytes: await demoPdf("Certificate of Conformance", [
          "PrimusGFS v4.0",
          "Oxnard Packhouse",
          `Valid until ${oxnardDay(shift(now, 60))}`,
        ]),
      },
    ],
  });
  const primusResponse =
    "1.04.02: hand-wash signs replaced in Spanish and English at every station.\n" +
    "3.01.02: glass register updated and the cooler lamp covers replaced.\n" +
    "5.08.01: sanitizer test strips now logged at each shift change; log attached.";
  await submitResponse(tx, as("qa_manager", shift(certifiedDate, 20)), {
    id: primus.id,
    ...responseFieldsSchema.parse({ notes: primusResponse }),
    files: [
      {
        field: "files",
        filename: "corrective-actions-oxnard.pdf",
        bytes: await demoPdf("Corrective actions — PrimusGFS certification audit", primusResponse.split("\n")),
      },
    ],
  });

  // Customer audit 3 weeks ago awaiting our corrective-action response (Yuma).
  const customerDate = shift(now, -21);
  const customer = await scheduleExternalAudit(
    tx,
    as("pcqi", shift(customerDate, -20)),
    externalAuditCreateSchema.parse({
      certificationBody: "SCS Global Services",
      auditType: "Customer",
      scheme: "Harvest Crew GAP",
      date: yumaDay(customerDate),
      auditor: "Mark Ellison",
      siteId: "yuma",
    }),
  );
  await uploadReport(tx, as("pcqi", shift(customerDate, 6)), {
    id: customer.id,
    ...reportUploadFieldsSchema.parse({
      score: 88.5,
      auditDate: yumaDay(customerDate),
      findings: 2,
      observations: 4,
      responseRequired: true,
    }),
    files: [
      {
        field: "report",
        filename: "SCS-harvest-audit-yuma.pdf",
        bytes: await demoPdf("Harvest Crew Audit Report", [
          "Operation: Yuma Harvest Operations",
          "Score: 88.5%",
          "2 findings require a written corrective-action response within 30 days",
        ]),
      },
    ],
  });

  // Upcoming re-certification at Oxnard in 45 days, and an unannounced-audit window at Yuma in 70 days.
  await scheduleExternalAudit(
    tx,
    as("qa_manager", shift(now, -20)),
    externalAuditCreateSchema.parse({
      certificationBody: "Primus Auditing Operations",
      auditType: "Re-certification",
      scheme: "PrimusGFS v4.0",
      date: oxnardDay(shift(now, 45)),
      auditor: "Laura Mendez",
      siteId: "oxnard",
    }),
  );
  await scheduleExternalAudit(
    tx,
    as("pcqi", shift(now, -10)),
    externalAuditCreateSchema.parse({
      certificationBody: "Primus Auditing Operations",
      auditType: "Surveillance",
      scheme: "PrimusGFS v4.0",
      date: yumaDay(shift(now, 70)),
      auditor: "To be assigned",
      siteId: "yuma",
    }),
  );

  // Two ready evidence packs for Oxnard, written as the evidence job leaves a built pack (the request
  // use-case only queues the job, which builds with the clock of whichever server runs it).
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
    await insertPackFileRows(tx, pack!, await stagePackFiles(tx, pack!, files), createdAt);
    await tx
      .update(evidencePacks)
      .set({ status: "ready", completedAt: createdAt, size: files.reduce((n, f) => n + f.data.length, 0) })
      .where(eq(evidencePacks.id, pack!.id));
  }
};
