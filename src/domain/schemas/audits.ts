import { z } from "zod";
import { checklistAnswers } from "../audits/scoring";
import { findingOwnerRoles } from "../audits/findings";
import { evidenceClauseIds, evidenceFormats } from "../audits/evidence-clauses";
import { MIN_RATIONALE_LENGTH } from "../scope/rationale";
import { daysBetween } from "../dates";

const isoDate = z.iso.date("Use a date (YYYY-MM-DD)");
const siteSlug = z.string().trim().min(1, "Choose a site").max(60);
const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

export const internalAuditTypes = ["full", "module", "focused", "follow_up"] as const;
export const internalAuditTypeLabels: Record<(typeof internalAuditTypes)[number], string> = {
  full: "Full System Audit",
  module: "Module Audit",
  focused: "Focused Clause Audit",
  follow_up: "Follow-up Audit",
};

/** Schedule an internal audit; its checklist comes from the site's applicable clauses in this scope. */
export const internalAuditCreateSchema = z.object({
  type: z.enum(internalAuditTypes, "Choose an audit type"),
  date: isoDate,
  auditorId: z.uuid("Choose an auditor"),
  siteId: siteSlug,
  scopeKind: z.enum(["modules", "clauses"], "Choose modules or clauses"),
  scopeIds: z.array(z.string().min(1).max(40)).min(1, "Choose at least one module or clause").max(200),
});
export type InternalAuditCreateInput = z.infer<typeof internalAuditCreateSchema>;

/** Autosave of one checklist item: any subset of its answer, notes, N/A rationale and evidence. */
export const checklistItemUpdateSchema = z
  .object({
    answer: z.enum(checklistAnswers, "Choose compliant, observation, finding or N/A").nullable().optional(),
    notes: z.string().max(4000, "Notes must be at most 4000 characters").optional(),
    naRationale: z.string().trim().max(1000).optional(),
    attachmentIds: z.array(z.uuid()).max(20, "At most 20 files per item").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.answer === "na" && (value.naRationale ?? "").trim().length < MIN_RATIONALE_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["naRationale"],
        message: `N/A needs a rationale of at least ${MIN_RATIONALE_LENGTH} characters`,
      });
    }
  });
export type ChecklistItemUpdate = z.infer<typeof checklistItemUpdateSchema>;

export const findingUpdateSchema = z.object({
  ownerRole: z.enum(findingOwnerRoles, "Choose PCQI, QA Manager or Supervisor").optional(),
  /** A document-audit finding's owner is a member (decision 118). */
  ownerId: z.uuid("Choose the owner").optional(),
  dueDate: isoDate.optional(),
});
export type FindingUpdateInput = z.infer<typeof findingUpdateSchema>;

export const findingCloseSchema = z.object({
  items: z
    .array(
      z.object({ note: z.string().trim().max(4000).default(""), attachmentIds: z.array(z.uuid()).max(20).default([]) }),
    )
    .max(20)
    .default([]),
});
export type FindingCloseInput = z.infer<typeof findingCloseSchema>;

export const externalAuditTypes = [
  "Certification",
  "Re-certification",
  "Surveillance",
  "Unannounced",
  "Customer",
] as const;

export const externalAuditCreateSchema = z.object({
  certificationBody: text("Certification body", 120),
  auditType: z.enum(externalAuditTypes, "Choose an audit type"),
  scheme: text("Scheme", 60).default("PrimusGFS v4.0"),
  date: isoDate,
  auditor: text("Auditor", 120),
  siteId: siteSlug,
});
export type ExternalAuditCreateInput = z.infer<typeof externalAuditCreateSchema>;

const formBoolean = z.preprocess(
  (v) => (v === "true" || v === "on" ? true : v === "false" || v === "" ? false : v),
  z.boolean(),
);
const formCount = (label: string) =>
  z.preprocess(
    (v) => (v === "" || v === undefined ? 0 : v),
    z.coerce
      .number(`${label} must be a number`)
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(999),
  );

/** The text fields of Upload Report (files are checked by content on the server). */
export const reportUploadFieldsSchema = z.object({
  score: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number("Score must be a number")
      .min(0, "Score must be between 0 and 100")
      .max(100, "Score must be between 0 and 100"),
  ),
  auditDate: isoDate.optional(),
  expiryDate: z.preprocess((v) => (v === "" ? undefined : v), isoDate.optional()),
  findings: formCount("Findings"),
  observations: formCount("Observations"),
  responseRequired: formBoolean.default(false),
});
export type ReportUploadFields = z.infer<typeof reportUploadFieldsSchema>;

export const responseFieldsSchema = z.object({ notes: text("Response", 8000) });

export const evidencePackCreateSchema = z
  .object({
    siteId: siteSlug,
    rangeDays: z.union([z.literal(7), z.literal(30), z.literal(90)]).nullable(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    clauses: z.array(z.enum(evidenceClauseIds)).min(1, "Choose at least one clause").max(evidenceClauseIds.length),
    format: z.enum(evidenceFormats).default("pdf_zip"),
  })
  .superRefine((value, ctx) => {
    if (value.rangeDays !== null) return;
    if (!value.from)
      ctx.addIssue({ code: "custom", path: ["from"], message: "Choose a start date for a custom range" });
    if (!value.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Choose an end date for a custom range" });
    if (value.from && value.to && value.from > value.to)
      ctx.addIssue({ code: "custom", path: ["to"], message: "End date must be on or after the start date" });
    if (value.from && value.to && daysBetween(value.from, value.to) > 730) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "A custom range may cover at most 2 years" });
    }
  });
export type EvidencePackCreateInput = z.input<typeof evidencePackCreateSchema>;
