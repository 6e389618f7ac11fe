import { z } from "zod";
import { clauseIdSchema } from "./records";
import { text } from "./record-fields";
import { siteSlugParamSchema } from "./sites";

/**
 * Bringing existing logs in (issue 19, decision 145). Each step posts the file again (multipart: `file`
 * and a JSON `data`): nothing is stored until the commit, which writes every row or none.
 */
/** A log's own field (`date`, `initials`…) or a custom form's field as the record names it (`readings.<key>`). */
const targetKey = z.string().regex(/^(readings\.)?[a-zA-Z][a-zA-Z0-9_]{0,39}$/, "Unknown field");
const columnIndex = z
  .number({ error: "Choose a column or none" })
  .int("Choose a column or none")
  .min(0, "Choose a column or none")
  .max(99, "Choose a column or none")
  .nullable();

export const recordImportColumnsSchema = z.object({
  formId: z.string({ error: "Choose a log form" }).trim().min(1, "Choose a log form").max(64, "Choose a log form"),
});

export const recordImportRequestSchema = recordImportColumnsSchema.extend({
  /** Form field → the 0-based column of the file that fills it (null: none). */
  mapping: z.record(targetKey, columnIndex, { error: "Map the file's columns to the form's fields" }),
  /** The clause the records evidence; the form's usual clause that applies to the site when not given. */
  clauseId: clauseIdSchema.optional(),
});
export type RecordImportRequest = z.infer<typeof recordImportRequestSchema>;

export const undoRecordImportSchema = z.object({ reason: text("Reason for undoing the import", 5, 500) });

export const recordImportParams = z.object({
  siteId: siteSlugParamSchema,
  importId: z.uuid("Not a valid id"),
});

/** A form field a column may fill, as the mapping screen lists it. */
export interface ImportTargetView {
  key: string;
  required: boolean;
  /** A custom form's field: its label, as the form words it (a built-in form's fields are in the catalogues). */
  label?: string;
}

export interface RecordImportColumnsView {
  fileName: string;
  headers: string[];
  /** The first rows of data, as text, for the mapping screen. */
  sample: string[][];
  rowCount: number;
  form: { formId: string; versionId: string; version: number; name: string };
  targets: ImportTargetView[];
  mapping: Record<string, number | null>;
  /** The mapping was the one last confirmed for a file with these columns. */
  remembered: boolean;
  /** The clause proposed (the form's usual clause that applies to the site). */
  clauseId: string | null;
}

export interface ImportRowProblem {
  field: string;
  reason: string;
}

export interface ImportPreviewRow {
  /** The row's number in the file (the header is row 1). */
  row: number;
  ok: boolean;
  exception: boolean;
  summary: string | null;
  occurredAt: string | null;
  performedBy: string | null;
  problems: ImportRowProblem[];
}

export interface RecordImportPreviewView {
  rowCount: number;
  validCount: number;
  exceptionCount: number;
  clauseId: string;
  rows: ImportPreviewRow[];
}

export interface RecordImportView {
  id: string;
  siteId: string;
  fileName: string;
  formId: string;
  formName: string;
  formVersion: number;
  clauseId: string;
  rowCount: number;
  exceptionCount: number;
  status: "active" | "undone";
  importedByName: string;
  importedAt: string;
  undoneByName: string | null;
  undoneAt: string | null;
}
