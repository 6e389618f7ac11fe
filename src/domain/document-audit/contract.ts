import { z } from "zod";
import { messageSchema, type Message } from "../i18n/message";

/**
 * The document audit engine's shapes (issue 17), shared by its three parts so they can be built apart:
 * extraction (server: a file → an `ExtractedDocument`), the rules (domain: documents + scope → verdicts)
 * and the report (API, job, web). Pure data; no I/O.
 */

/**
 * The engine's stages, in the order it runs them (the landing's seven steps): reading the files, the
 * site's scope, classifying documents against clauses, reading evidence per clause, scoring, writing
 * findings, assembling the report.
 */
export const auditStages = [
  "importing_documents",
  "scoping_site_modules",
  "mapping_clauses",
  "extracting_evidence",
  "scoring_items",
  "compiling_findings",
  "building_export",
] as const;
export const auditStageSchema = z.enum(auditStages);
export type AuditStage = z.output<typeof auditStageSchema>;

/** What a document is, decided from its content and columns by the classification rules. */
export const documentKinds = [
  "sop",
  "monitoring_log",
  "training_record",
  "certificate",
  "lab_result",
  "calibration_record",
  "supplier_document",
  "traceability_record",
  "food_safety_plan",
  "policy",
  "other",
] as const;
export const documentKindSchema = z.enum(documentKinds);
export type DocumentKind = z.output<typeof documentKindSchema>;

/**
 * Where a passage sits in its file, as a person would find it again. Rows are numbered as a spreadsheet
 * shows them (the header is row 1 of a CSV); pages and paragraphs from 1.
 */
export const locatorSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("page"), page: z.int().positive(), paragraph: z.int().positive().optional() }),
  z.object({ kind: z.literal("paragraph"), paragraph: z.int().positive() }),
  z.object({ kind: z.literal("row"), sheet: z.string().min(1).optional(), row: z.int().positive() }),
]);
export type Locator = z.output<typeof locatorSchema>;

/** A run of text with its locator: a paragraph of a PDF page or DOCX, an OCR'd block, a table row as text. */
export const passageSchema = z.object({ locator: locatorSchema, text: z.string() });
export type Passage = z.output<typeof passageSchema>;

/** Tabular content (a CSV, an XLSX sheet, a table in a DOCX or PDF when recognisable). */
export const extractedTableSchema = z.object({
  /** Sheet name for XLSX; absent for a CSV. */
  sheet: z.string().min(1).optional(),
  /** Header cells as written, in order. */
  columns: z.array(z.string()),
  /** Data rows; `row` is the spreadsheet row number (header is `headerRow`), cells keyed by header text. */
  headerRow: z.int().positive(),
  rows: z.array(z.object({ row: z.int().positive(), cells: z.record(z.string(), z.string()) })),
});
export type ExtractedTable = z.output<typeof extractedTableSchema>;

/** One file after extraction: what every later stage reads. The file itself is stored once by SHA-256. */
export const extractedDocumentSchema = z.object({
  /** The name the user gave it, with its folder inside an upload or ZIP ("SOPs/Sanitation.pdf"). */
  name: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** Sniffed from the content, never trusted from the name. */
  mediaType: z.string().min(1),
  passages: z.array(passageSchema),
  tables: z.array(extractedTableSchema),
  /** True when any text came from OCR (photos, scanned pages): lower confidence, timed apart in the bench. */
  ocr: z.boolean(),
});
export type ExtractedDocument = z.output<typeof extractedDocumentSchema>;

export const verdicts = ["compliant", "partial", "non_compliant", "no_evidence", "not_applicable"] as const;
export const verdictSchema = z.enum(verdicts);
export type Verdict = z.output<typeof verdictSchema>;

export const citationSchema = z.object({ document: z.string().min(1), locator: locatorSchema, quote: z.string() });
export type Citation = z.output<typeof citationSchema>;

/** Text the report shows in the reader's language: a catalogue key and its values (the one shape, decision 112). */
export { messageSchema, type Message };

/**
 * A finding as the rules produce it: what is wrong and what to do, in plain words once rendered ("Add the
 * trainer's name to 14 rows of Training_Records.csv: rows 12, 40, …"), with the passages it rests on.
 * The API renders `text` and `action` to strings in the reader's language.
 */
export const findingDraftSchema = z.object({
  text: messageSchema,
  action: messageSchema,
  citations: z.array(citationSchema),
});
export type FindingDraft = z.output<typeof findingDraftSchema>;

export const clauseVerdictSchema = z.object({
  clauseId: z.string().min(1),
  verdict: verdictSchema,
  /** The clause's points in the scheme, and what this verdict earns of them. */
  points: z.int().nonnegative(),
  pointsAwarded: z.number().nonnegative(),
  findings: z.array(findingDraftSchema),
  /** Evidence that supports the verdict; every verdict but no_evidence/not_applicable has at least one. */
  citations: z.array(citationSchema),
});
export type ClauseVerdict = z.output<typeof clauseVerdictSchema>;
