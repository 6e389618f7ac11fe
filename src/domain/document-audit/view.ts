import { z } from "zod";
import { auditStageSchema, documentKindSchema, type Locator, locatorSchema, verdictSchema } from "./contract";
import { documentSourceSchema } from "./report";

/**
 * The document-audit API's answers as the web reads them (issue 17's contract): one schema per answer,
 * shared by the server that sends it and the screens that show it. Fields beyond the contract are
 * optional so an older server still parses.
 */
export const documentAuditStatuses = ["queued", "running", "done", "failed"] as const;
export const documentAuditStatusSchema = z.enum(documentAuditStatuses);
export type DocumentAuditStatus = z.output<typeof documentAuditStatusSchema>;

export const isFinished = (status: DocumentAuditStatus) => status === "done" || status === "failed";

/** One `event: progress` of `GET /api/document-audits/:id/events`. */
export const documentAuditProgressSchema = z.object({
  status: documentAuditStatusSchema,
  stage: auditStageSchema.nullable(),
  progress: z.number().min(0).max(1),
});
export type DocumentAuditProgress = z.output<typeof documentAuditProgressSchema>;

export const documentAuditCitationViewSchema = z.object({
  document: z.string(),
  documentId: z.string().nullable(),
  locator: locatorSchema,
  quote: z.string(),
});
export type DocumentAuditCitationView = z.output<typeof documentAuditCitationViewSchema>;

export const documentAuditFindingViewSchema = z.object({
  text: z.string(),
  action: z.string(),
  citations: z.array(documentAuditCitationViewSchema),
  /** Set once the finding was promoted to a tracked finding ("Track this finding"). */
  trackedFindingId: z.string().nullable().optional(),
});
export type DocumentAuditFindingView = z.output<typeof documentAuditFindingViewSchema>;

export const documentAuditClauseViewSchema = z.object({
  clauseId: z.string(),
  code: z.string(),
  title: z.string(),
  verdict: verdictSchema,
  points: z.number(),
  pointsAwarded: z.number(),
  findings: z.array(documentAuditFindingViewSchema),
  citations: z.array(documentAuditCitationViewSchema),
});
export type DocumentAuditClauseView = z.output<typeof documentAuditClauseViewSchema>;

export const documentAuditDocumentViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: documentKindSchema,
  mediaType: z.string(),
  ocr: z.boolean(),
  passageCount: z.number(),
  source: documentSourceSchema,
  hasFile: z.boolean().optional(),
});
export type DocumentAuditDocumentView = z.output<typeof documentAuditDocumentViewSchema>;

/** `GET /api/document-audits/:id`. */
export const documentAuditViewSchema = documentAuditProgressSchema.extend({
  id: z.string(),
  siteId: z.string(),
  score: z.number().nullable(),
  points: z.number().nullable(),
  pointsAwarded: z.number().nullable(),
  createdAt: z.string(),
  /** The catalogue (scheme) the report scored against; null until done. */
  catalogueId: z.string().nullable().optional(),
  createdBy: z.string().nullable().optional(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  documents: z.array(documentAuditDocumentViewSchema),
  unreadable: z.array(z.object({ name: z.string(), reason: z.string(), message: z.string() })).optional(),
  clauses: z.array(documentAuditClauseViewSchema),
});
export type DocumentAuditView = z.output<typeof documentAuditViewSchema>;

/** `GET /api/sites/:siteId/document-audits`. */
export const documentAuditListSchema = z.object({
  audits: z.array(
    documentAuditProgressSchema.extend({
      id: z.string(),
      score: z.number().nullable(),
      createdAt: z.string(),
      createdBy: z.string().nullable(),
      documentCount: z.number(),
    }),
  ),
});
export type DocumentAuditListItem = z.output<typeof documentAuditListSchema>["audits"][number];

/** `GET /api/document-audits/:id/documents/:documentId`. */
export const documentAuditPassagesSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: documentKindSchema,
  mediaType: z.string(),
  passages: z.array(z.object({ locator: locatorSchema, text: z.string() })),
});
export type DocumentAuditPassages = z.output<typeof documentAuditPassagesSchema>;

/** `POST /api/document-audits/:id/findings`: promote one finding of a clause to a tracked finding. */
export const trackDocumentAuditFindingSchema = z.object({
  clauseId: z.string().min(1, "Choose the clause"),
  findingIndex: z.int("Give the finding's position as a whole number").nonnegative(),
  ownerId: z.uuid("Choose the owner"),
  dueDate: z.iso.date("Give the due date as YYYY-MM-DD"),
});
export type TrackDocumentAuditFindingInput = z.output<typeof trackDocumentAuditFindingSchema>;

/** The same locator compared by value (a citation against a passage). */
export function sameLocator(a: Locator, b: Locator): boolean {
  if (a.kind === "row" && b.kind === "row") return a.row === b.row && (a.sheet ?? null) === (b.sheet ?? null);
  if (a.kind === "page" && b.kind === "page")
    return a.page === b.page && (a.paragraph ?? null) === (b.paragraph ?? null);
  return a.kind === "paragraph" && b.kind === "paragraph" && a.paragraph === b.paragraph;
}
