import type { FormVersionView } from "./forms";
import { z } from "zod";
import {
  holdReasons,
  holdTypes,
  holdUnits,
  incidentSeverities,
  recordKinds,
  recordTypes,
  releaseAuthorizationLevels,
} from "../records/catalogue";
import { optionalText, text } from "./record-fields";
import {
  customReadingsSchema,
  pestReadingsSchema,
  sanitationReadingsSchema,
  temperatureReadingsSchema,
  waterReadingsSchema,
} from "./record-readings";
import { incidentStatuses, recordStatuses, holdStatuses } from "../records/transitions";

export const clauseIdSchema = z
  .string({ error: "Choose a clause" })
  .trim()
  .regex(/^[0-9A-Z]+\.\d{2}\.\d{2}$/, "Choose a clause");
const instant = z.iso.datetime({ offset: true, error: "Enter a valid date and time" });
const isoDate = z.iso.date("Enter a valid date (YYYY-MM-DD)");

const recordBase = z.object({
  clauseId: clauseIdSchema,
  occurredAt: instant,
  performedBy: text("Performed by", 2, 120),
  notes: optionalText("Notes", 2000),
});

/** A record as sent: readings without limits (they come from the form version, decision 138). */
export const recordInputSchema = z.discriminatedUnion(
  "type",
  [
    recordBase.extend({ type: z.literal("temperature"), readings: temperatureReadingsSchema }),
    recordBase.extend({ type: z.literal("sanitation"), readings: sanitationReadingsSchema }),
    recordBase.extend({ type: z.literal("water"), readings: waterReadingsSchema }),
    recordBase.extend({ type: z.literal("pest"), readings: pestReadingsSchema }),
    /**
     * A record of one of the organisation's own forms (issue 19): its readings are judged on the server
     * against the form's current stored version (`evaluateFormReadings`), never against anything sent.
     */
    recordBase.extend({
      type: z.literal("custom"),
      formId: z.uuid("Choose one of your organisation's log forms"),
      readings: customReadingsSchema,
    }),
  ],
  { error: `Choose a record type (${recordKinds.join(", ")})` },
);
export type RecordInput = z.infer<typeof recordInputSchema>;
export type CustomRecordInput = Extract<RecordInput, { type: "custom" }>;
export type RecordReadings = RecordInput["readings"];

/**
 * What a create sends beside the record: the id the device gave the log (its idempotency key: a retry
 * with the same id returns the stored record; different content under it is a 409) and the device's
 * clock when the log was filled. Both optional; the offline queue always sends them.
 */
export const recordSubmissionSchema = z.object({
  clientId: z.uuid("clientId must be a UUID").optional(),
  deviceRecordedAt: instant.optional(),
});
export type RecordSubmission = z.infer<typeof recordSubmissionSchema>;

export const recordCorrectionSchema = z.object({
  reason: text("Reason for the change", 5, 1000),
  record: recordInputSchema,
});
export type RecordCorrectionInput = z.infer<typeof recordCorrectionSchema>;

export const approveRecordSchema = z.object({ notes: optionalText("Verification notes", 1000) });
export const rejectRecordSchema = z.object({ notes: text("Reason for rejecting", 5, 1000) });
export type ReviewInput = z.infer<typeof approveRecordSchema>;

const page = z.coerce.number().int().min(1, "Page starts at 1").default(1);
const pageSize = z.coerce.number().int().min(1).max(100, "At most 100 per page").default(20);
const emptyToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);

export const recordListQuerySchema = z
  .object({
    search: z.preprocess(
      emptyToUndefined,
      z.string().trim().max(100, "Search must be at most 100 characters").optional(),
    ),
    type: z.preprocess(emptyToUndefined, z.enum(recordTypes, { error: "Unknown record type" }).optional()),
    status: z.preprocess(emptyToUndefined, z.enum(recordStatuses, { error: "Unknown status" }).optional()),
    clause: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .trim()
        .regex(/^[0-9A-Z]+\.\d{2}\.\d{2}$/, "Unknown clause")
        .optional(),
    ),
    from: z.preprocess(emptyToUndefined, isoDate.optional()),
    to: z.preprocess(emptyToUndefined, isoDate.optional()),
    sort: z.preprocess(emptyToUndefined, z.enum(["recent", "due"]).default("recent")),
    page,
    pageSize,
    /** Keyset pagination: the `nextCursor` of the previous page (then `page` is not used). */
    cursor: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(400, "Unknown cursor")
        .regex(/^[A-Za-z0-9_-]+$/, "Unknown cursor")
        .optional(),
    ),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ["to"],
    message: "The end date must not be before the start date",
  });
export type RecordListQuery = z.infer<typeof recordListQuerySchema>;

// Incidents ------------------------------------------------------------------------------------

export const incidentInputSchema = z.object({
  title: text("Title", 3, 160),
  severity: z.enum(incidentSeverities, { error: "Choose a severity" }),
  clauseId: clauseIdSchema,
  description: text("Description", 10, 4000),
  immediateAction: text("Immediate action", 3, 2000),
  capaRequired: z.boolean({ error: "Say whether a CAPA is required" }),
});
export type IncidentInput = z.infer<typeof incidentInputSchema>;

export const incidentStatusSchema = z.object({
  status: z.enum(["investigating", "corrected"], { error: "Choose investigating or corrected" }),
  note: optionalText("Note", 1000),
});
export type IncidentStatusInput = z.infer<typeof incidentStatusSchema>;

export const capaInputSchema = z.object({
  rootCause: text("Root cause analysis", 10, 4000),
  correctiveAction: text("Corrective action", 10, 4000),
  preventiveAction: text("Preventive action", 10, 4000),
  responsiblePerson: text("Responsible person", 2, 120),
  dueDate: isoDate,
});
export type CapaInput = z.infer<typeof capaInputSchema>;

export const incidentListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  severity: z.preprocess(emptyToUndefined, z.enum(incidentSeverities, { error: "Unknown severity" }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(incidentStatuses, { error: "Unknown status" }).optional()),
  page,
  pageSize,
});
export type IncidentListQuery = z.infer<typeof incidentListQuerySchema>;

// Holds ----------------------------------------------------------------------------------------

export const holdInputSchema = z
  .object({
    type: z.enum(holdTypes, { error: "Choose Product, Material or Equipment" }),
    itemName: text("Item", 2, 160),
    quantity: z
      .number({ error: "Quantity must be a number" })
      .positive("Quantity must be more than 0")
      .max(1_000_000, "Quantity is too large"),
    unit: z.enum(holdUnits, { error: "Choose a unit" }),
    reason: z.enum(holdReasons, { error: "Choose a reason" }),
    notes: optionalText("Notes", 2000),
    lotCode: z
      .string()
      .trim()
      .max(60, "Lot code must be at most 60 characters")
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$|^$/, "Use letters, digits, dots, slashes and hyphens")
      .default(""),
  })
  .refine((h) => h.reason !== "other" || h.notes.length >= 5, {
    path: ["notes"],
    message: "Describe the reason in the notes (at least 5 characters)",
  });
export type HoldInput = z.infer<typeof holdInputSchema>;

export const holdReleaseSchema = z.object({
  authorizationLevel: z.enum(releaseAuthorizationLevels, { error: "Choose the authorization level" }),
  releaseNotes: text("Release notes", 5, 2000),
});
export type HoldReleaseInput = z.infer<typeof holdReleaseSchema>;

export const holdListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(holdTypes, { error: "Unknown hold type" }).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(holdStatuses, { error: "Unknown status" }).optional()),
  reason: z.preprocess(emptyToUndefined, z.enum(holdReasons, { error: "Unknown reason" }).optional()),
  page,
  pageSize,
});
export type HoldListQuery = z.infer<typeof holdListQuerySchema>;

// Views the API returns -----------------------------------------------------------------------

export interface AttachmentSummary {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  uploadedByName: string;
  createdAt: string;
}

export interface RecordView {
  id: string;
  siteId: string;
  type: (typeof recordKinds)[number];
  /** The stored log form version the record was made with (decision 138): its limits judged the readings. */
  formVersionId: string;
  clauseId: string;
  clauseTitle: string | null;
  occurredAt: string;
  performedBy: string;
  readings: RecordReadings;
  summary: string;
  exception: boolean;
  notes: string;
  status: (typeof recordStatuses)[number];
  version: number;
  submittedAt: string;
  dueDate: string;
  /** For pending records: where the due date stands today (site-local). */
  dueState: "overdue" | "due_soon" | "on_time" | null;
  createdById: string | null;
  createdByName: string;
  /** Who may not verify the current version: its creator and whoever corrected it into this version. */
  authorIds: string[];
  createdAt: string;
  /** When the server received the record (equal to createdAt; later than occurredAt for a log sent from an offline queue). */
  receivedAt: string;
  /** The device's clock when the log was filled on it, as the device told it; null when not sent. */
  deviceRecordedAt: string | null;
  /** The id the device gave the log (the create's idempotency key); null when none was sent. */
  clientId: string | null;
  reviewedByName: string | null;
  reviewedAt: string | null;
  reviewNotes: string | null;
  attachmentCount: number;
}

export interface RecordVersionView {
  version: number;
  kind: "resubmit" | "amend";
  statusBefore: string;
  reason: string;
  changedByName: string;
  changedAt: string;
  changes: { field: string; before: string; after: string }[];
}

export interface RecordReviewView {
  version: number;
  decision: "approved" | "rejected";
  notes: string;
  reviewerName: string;
  reviewerRole: string;
  reviewedAt: string;
  contentHash: string;
  /** False once the record was amended after this review: the signature no longer covers the content. */
  current: boolean;
}

export interface RecordDetail extends RecordView {
  /** The form the record was made with (a built-in form's id is its type) and that version's definition. */
  form: FormVersionView;
  attachments: AttachmentSummary[];
  versions: RecordVersionView[];
  reviews: RecordReviewView[];
}

export interface RecordSummary {
  total: number;
  pending: number;
  verified: number;
  rejected: number;
  exceptions: number;
  dueWithin7Days: number;
  overdue: number;
  verifiedLast30Days: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RecordList extends Paged<RecordView> {
  summary: RecordSummary;
  /** Pass as `cursor` for the page after this one (keyset pagination); null on the last page. */
  nextCursor: string | null;
  /**
   * True when a filtered list holds more rows than were counted (RECORD_COUNT_LIMIT): `total` is then
   * that limit, and later pages are reached with `nextCursor`.
   */
  totalIsLowerBound: boolean;
}

/** A filtered records list counts at most this many rows for its `total` (the unfiltered total is always exact). */
export const RECORD_COUNT_LIMIT = 10_000;

export interface CapaView {
  id: string;
  rootCause: string;
  correctiveAction: string;
  preventiveAction: string;
  responsiblePerson: string;
  dueDate: string;
  overdue: boolean;
  createdByName: string;
  createdAt: string;
}

export interface IncidentView {
  id: string;
  siteId: string;
  title: string;
  severity: (typeof incidentSeverities)[number];
  status: (typeof incidentStatuses)[number];
  clauseId: string;
  clauseTitle: string | null;
  description: string;
  immediateAction: string;
  capaRequired: boolean;
  reportedByName: string;
  reportedAt: string;
  correctedAt: string | null;
  correctedByName: string | null;
  statusNote: string | null;
  capa: CapaView | null;
}

export interface IncidentList extends Paged<IncidentView> {
  summary: {
    total: number;
    open: number;
    investigating: number;
    corrected: number;
    critical: number;
    capaOverdue: number;
  };
}

export interface HoldView {
  id: string;
  siteId: string;
  type: (typeof holdTypes)[number];
  itemName: string;
  quantity: number;
  unit: string;
  reason: (typeof holdReasons)[number];
  notes: string;
  lotCode: string | null;
  status: (typeof holdStatuses)[number];
  holdByName: string;
  holdAt: string;
  daysOnHold: number;
  stale: boolean;
  releasedByName: string | null;
  releasedAt: string | null;
  authorizationLevel: (typeof releaseAuthorizationLevels)[number] | null;
  releaseNotes: string | null;
}

export interface HoldList extends Paged<HoldView> {
  summary: { onHold: number; released: number; stale: number; releasedLast30Days: number };
}
