import { z } from "zod";
import { refusalReasons } from "./document-types";
import { clauseVerdictSchema, documentKindSchema } from "./contract";

/** Where a document came from: a file the user uploaded, or records kept in Clausewise (logs, training…). */
export const documentSources = ["upload", "clausewise"] as const;
export const documentSourceSchema = z.enum(documentSources);
export type DocumentSource = z.output<typeof documentSourceSchema>;

/** A document as the report lists it. `id` is what citations point at. */
export const reportDocumentSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  kind: documentKindSchema,
  mediaType: z.string().min(1),
  ocr: z.boolean(),
  passageCount: z.int().nonnegative(),
  source: documentSourceSchema,
});
export type ReportDocument = z.output<typeof reportDocumentSchema>;

/** A file of the upload that could not be read, and why; the audit ran on the others (decision 107). */
export const unreadableFileSchema = z.object({ name: z.string().min(1), reason: z.enum(refusalReasons) });
export type UnreadableFile = z.output<typeof unreadableFileSchema>;

/**
 * The engine's result, kept as data: verdicts with their clause code and title, findings as catalogue
 * messages (rendered in the reader's language when read), the score by points, the documents read.
 */
export const documentAuditReportSchema = z.object({
  catalogueId: z.string().min(1),
  auditDate: z.string().min(1),
  score: z.number().nullable(),
  points: z.number().nonnegative(),
  pointsAwarded: z.number().nonnegative(),
  documents: z.array(reportDocumentSchema),
  unreadable: z.array(unreadableFileSchema),
  clauses: z.array(clauseVerdictSchema.extend({ code: z.string().min(1), title: z.string().min(1) })),
});
export type DocumentAuditReport = z.output<typeof documentAuditReportSchema>;
export type ReportClause = DocumentAuditReport["clauses"][number];
